import { spawn } from "node:child_process";

/**
 * Runs `fn` with a loopback port another process listens on, as a second server or an exporter
 * would hold it; that process is killed afterwards, whether `fn` passed or threw. The holder also
 * ends by itself if this process dies first (it exits when its stdin closes).
 */
export async function withPortHeldByAnotherProcess<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const holder = spawn(
    process.execPath,
    [
      "-e",
      `const s = require("node:net").createServer().listen(0, "127.0.0.1", () => console.log("port " + s.address().port));
       process.stdin.on("end", () => process.exit(0)).resume();`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => holder.once("exit", () => resolve()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = "";
      holder.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const found = /^port (\d+)$/m.exec(out)?.[1];
        if (found) resolve(Number(found));
      });
      holder.once("exit", (code) => reject(new Error(`the port holder exited (${code}) before it listened`)));
    });
    return await fn(port);
  } finally {
    holder.kill("SIGTERM");
    await exited;
  }
}
