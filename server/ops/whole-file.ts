import type { FileHandle } from "node:fs/promises";
import fsp from "node:fs/promises";
import path from "node:path";

/**
 * Writes `file` whole or not at all, for the command line's outputs (exports, feeds, backups) and
 * for uploads stored on local disk: `write` fills a temporary file beside it, which is flushed to
 * disk, optionally checked, and only then renamed to `file`; the directory is flushed after the
 * rename. Without the first flush a power cut can leave the new name on a file whose bytes never
 * reached the disk (an empty export or image); without the second, the rename itself can be lost
 * and the old file come back. On an error the temporary file is removed and the error thrown as it
 * came (a command says it with `cannotWrite`, which never names the temporary file).
 */
export async function writeWholeFile(
  file: string,
  write: (handle: FileHandle) => Promise<void>,
  check?: (temporary: string) => Promise<void>,
): Promise<void> {
  const directory = path.dirname(path.resolve(file));
  const temporary = path.join(directory, `.${path.basename(file)}.${process.pid}.tmp`);
  const handle = await fsp.open(temporary, "w");
  try {
    await write(handle);
    await handle.sync();
    await handle.close();
    await check?.(temporary);
    await fsp.rename(temporary, file);
  } catch (e) {
    await handle.close().catch(() => undefined);
    await fsp.rm(temporary, { force: true });
    throw e;
  }
  await syncDirectory(directory);
}

/**
 * Flushes a directory's entries (a rename) to disk. Windows cannot open a directory to flush it,
 * and some file systems refuse to flush one (EINVAL): there the rename is as durable as the system
 * makes it on its own, as PostgreSQL accepts for its own directories.
 */
async function syncDirectory(directory: string): Promise<void> {
  if (process.platform === "win32") return;
  const handle = await fsp.open(directory, "r");
  try {
    await handle.sync();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== "EINVAL" && code !== "ENOTSUP" && code !== "EBADF") throw e;
  } finally {
    await handle.close();
  }
}
