import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes `text` to `file` beside it under a temporary name and renames it, so an interrupted run
 * never leaves half a file. Says why on stderr and answers false when the file cannot be written.
 */
export async function writeFileWhole(file: string, text: string): Promise<boolean> {
  const temporary = path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    await fs.writeFile(temporary, text);
    await fs.rename(temporary, file);
    return true;
  } catch (e) {
    await fs.rm(temporary, { force: true });
    console.error(`Cannot write ${file}: ${(e as Error).message}`);
    return false;
  }
}
