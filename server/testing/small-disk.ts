import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Why a small disk cannot be mounted here, or null when it can: mounting a tmpfs needs root (and,
 * in a container, the right to mount). Tests that need one skip, naming this reason.
 */
export function smallDiskUnavailable(): string | null {
  const uid = process.getuid?.();
  if (uid !== 0) return `mounting a small tmpfs needs root (this is uid ${uid ?? "unknown"})`;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "kt-small-disk-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "pipe" });
    execFileSync("umount", [probe], { stdio: "pipe" });
    return null;
  } catch (e) {
    const said = (e as { stderr?: Buffer }).stderr?.toString().trim();
    return `mounting a tmpfs was refused (${said || (e as Error).message})`;
  } finally {
    fs.rmdirSync(probe);
  }
}

/**
 * Runs `fn` with a folder on a tmpfs of `megabytes` (a disk that fills up), under the system's
 * temporary directory, then unmounts it and removes the folder, whether `fn` passed or threw.
 */
export async function onSmallDisk<T>(megabytes: number, fn: (folder: string) => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kt-small-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", folder], { stdio: "pipe" });
    try {
      return await fn(folder);
    } finally {
      execFileSync("umount", [folder], { stdio: "pipe" });
    }
  } finally {
    fs.rmdirSync(folder);
  }
}
