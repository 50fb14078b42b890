import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { inTemporaryFolder } from "../testing/temporary-folder";

const url = (file: string) => pathToFileURL(path.resolve(import.meta.dirname, file)).href;

/**
 * Runs `script` (TypeScript, through tsx) with stdout a pipe this test reads until the first chunk,
 * then closes: the reader is gone, as when a log shipper dies or `| head` has its lines. Resolves
 * with the exit code (null when it had not exited after `withinMs` and was killed) and stderr.
 */
function runWithReaderGone(script: string, withinMs = 15_000): Promise<{ code: number | null; stderr: string }> {
  return inTemporaryFolder("kt-pipe-", async (folder) => {
    const file = path.join(folder, "child.ts");
    fs.writeFileSync(file, script);
    const child = spawn(process.execPath, ["--import", "tsx", file], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once("data", () => child.stdout.destroy());
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill("SIGKILL"), withinMs);
      child.once("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, stderr });
      });
    });
  });
}

describe("output to a pipe whose reader is gone", () => {
  it("does not keep a stopping process from exiting: the log lines written meanwhile are dropped", async () => {
    // As the graceful stop does: lines in quick succession, then process.exit. With pino's
    // buffered stdout, the exit's flush retried the write into the closed pipe for ever.
    const { code, stderr } = await runWithReaderGone(`
      import { createLogger } from ${JSON.stringify(url("../logger.ts"))};
      const logger = createLogger("info");
      logger.info("listening");
      setTimeout(() => {
        logger.info("stopping: listener closed");
        logger.info({ ms: 1001 }, "stopped");
        process.exit(0);
      }, 1000);
    `);
    expect(code).toBe(0);
    expect(stderr).toBe("");
  });

  it("does not end the server with a stack when what it prints cannot be written", async () => {
    const { code, stderr } = await runWithReaderGone(`
      import { dropOutputToBrokenPipes } from ${JSON.stringify(url("./broken-pipe.ts"))};
      dropOutputToBrokenPipes();
      console.log("Kerala Trips is running");
      setTimeout(() => {
        console.log("x".repeat(100_000));
        console.log("the admin's sign-in details");
        setTimeout(() => process.exit(0), 200);
      }, 1000);
    `);
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});
