/** The server benches wait for the production server they started to be ready. */
import type { ChildProcess } from "node:child_process";

export async function waitReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become ready");
}
