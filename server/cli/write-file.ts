import { writeWholeFile } from "../ops/whole-file";

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
    console.error(`Cannot write ${file}: ${(e as Error).message}`);
    return false;
  }
}
