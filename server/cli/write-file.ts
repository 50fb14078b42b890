import fsp from "node:fs/promises";
import path from "node:path";
import { cannotWrite } from "../ops/file-problems";
import { writeWholeFile } from "../ops/whole-file";

/**
 * The `prepare` of a command whose one argument is the file it writes (`export`, the feed, `backup`):
 * before the database opens and the work is done, checks that the file can take the output (its
 * directory exists and is one, and the file is not a directory) and says why on stderr otherwise
 * (exit code 1). Anything but one path, `--help` among them, is answered with `usage`: a file named
 * --help is never written. With `optional`, no argument at all is accepted (the command writes to
 * stdout). Permissions and space are found when writing, and said the same way.
 */
export async function prepareOutputFile(args: string[], usage: string, options: { optional?: boolean } = {}): Promise<number | undefined> {
  if (options.optional && args.length === 0) return undefined;
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error(usage);
    return 1;
  }
  const problem = await outputFileProblem(args[0]!);
  if (problem === null) return undefined;
  console.error(problem);
  return 1;
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
