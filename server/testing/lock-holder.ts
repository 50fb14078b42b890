import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const LOCK_MODULE = path.resolve(import.meta.dirname, "../db/data-dir-lock.ts");

/**
 * Another process that takes the data directory's lock, as a running server holds it, and keeps
 * it until it is killed. `locked` settles once it holds the lock.
 */
export function lockHolder(dir: string, options: { inNewPidNamespace?: boolean } = {}): { holder: ChildProcess; locked: Promise<void> } {
  // `unshare -pf --mount-proc`: in a pid namespace of its own, as in another container on the same volume.
  const [command, prefix] = options.inNewPidNamespace
    ? ["unshare", ["-pf", "--mount-proc", "--kill-child", process.execPath]]
    : [process.execPath, []];
  const holder = spawn(
    command,
    [
      ...prefix,
      "--import",
      "tsx",
      "-e",
      `import(${JSON.stringify(LOCK_MODULE)}).then(m => { m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const locked = new Promise<void>((resolve) => holder.stdout!.on("data", (d: Buffer) => d.toString().includes("locked") && resolve()));
  return { holder, locked };
}
