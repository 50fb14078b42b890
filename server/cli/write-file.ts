import fsp from "node:fs/promises";
import path from "node:path";
import { cannotWrite } from "../ops/file-problems";
import { writeWholeFile } from "../ops/whole-file";

/**
 * Checks, before a command opens the database and does its work, that `file` can take the output:
 * its directory exists and is one, and `file` is not a directory. Says why on stderr and answers
 * false otherwise. (Permissions and space are found when writing, and said the same way.)
 */
export async function checkOutputFile(file: string): Promise<boolean> {
  const problem = await outputFileProblem(file);
  if (problem === null) return true;
  console.error(problem);
  return false;
}

async function outputFileProblem(file: string): Promise<string | null> {
  try {
    if ((await fsp.stat(file)).isDirectory()) return cannotWrite(file, "EISDIR");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT" && (e as NodeJS.ErrnoException).code !== "ENOTDIR") return cannotWrite(file, e);
  }
  try {
    if (!(await fsp.stat(path.dirname(file))).isDirectory()) return cannotWrite(file, "ENOTDIR");
  } catch (e) {
    return cannotWrite(file, e);
  }
  return null;
}

/**
 * Writes `text` to `file` whole, flushed to disk before it takes the name (`writeWholeFile`), so an
 * interrupted run or a power cut never leaves half a file. Says why on stderr and answers false
 * when the file cannot be written.
 */
export async function writeFileWhole(file: string, text: string): Promise<boolean> {
  try {
    await writeWholeFile(file, async (handle) => void (await handle.writeFile(text)));
    return true;
  } catch (e) {
    console.error(cannotWrite(file, e));
    return false;
  }
}
