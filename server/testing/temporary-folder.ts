import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Runs `work` with a new empty folder in the system's temporary directory, its name starting with `stem`, and
 * removes the folder and what it holds afterwards, whether `work` passed or threw.
 */
export async function inTemporaryFolder<T>(stem: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), stem));
  try {
    return await work(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
