import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { freePort } from "../../../server/testing/free-port";
import os from "node:os";
import path from "node:path";

/**
 * How long a production server may take to start (first start: migrations, the demo seed, the
 * admin password hash). A few seconds on a quiet machine, but over 110 s was seen on this 2-core
 * machine shared with other test runs: a spec that starts servers adds this to its own time.
 */
export const SERVER_START_MS = 240_000;

/** A second (third...) production server on the build the browser tests use, for multi-instance tests. */
export interface SpawnedServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-spawned-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, child, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error("spawned server did not become ready");
}
