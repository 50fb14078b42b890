import fs from "node:fs/promises";
import path from "node:path";
import { writeWholeFile } from "../ops/whole-file";
import { assertStorageKey, isValidStorageKey } from "./storage-key";
import type { Storage } from "./storage-types";

export const LOCAL_URL_PREFIX = "/uploads/";

/** Files under a directory, served by the app at /uploads/{key}. */
export function createLocalStorage(options: { dir: string; publicBaseUrl?: string }): Storage {
  const root = path.resolve(options.dir);
  const absolutePrefix = options.publicBaseUrl ? `${options.publicBaseUrl}${LOCAL_URL_PREFIX}` : null;

  function fileFor(key: string) {
    const file = path.join(root, assertStorageKey(key));
    if (!file.startsWith(root + path.sep)) throw new Error("Storage key leaves the upload directory");
    return file;
  }

  return {
    driver: "local",
    publicOrigin: null,
    async put(key, body) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Flushed before it takes its name, so a power cut never leaves an empty image under it. The
      // temporary name is the same for every write of a key in this process; two never run at once,
      // since each upload's name is reserved by its record first (uploaded-files.ts).
      await writeWholeFile(file, async (handle) => void (await handle.writeFile(body)));
    },
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
    async get(key) {
      try {
        return await fs.readFile(fileFor(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    urlFor(key) {
      return LOCAL_URL_PREFIX + assertStorageKey(key);
    },
    keyFromUrl(url) {
      let rest: string | null = null;
      if (url.startsWith(LOCAL_URL_PREFIX)) rest = url.slice(LOCAL_URL_PREFIX.length);
      else if (absolutePrefix && url.startsWith(absolutePrefix)) rest = url.slice(absolutePrefix.length);
      return rest !== null && isValidStorageKey(rest) ? rest : null;
    },
  };
}
