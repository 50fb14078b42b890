import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * The source files under `dir` whose extension is one of `extensions` (without the dot), tests
 * left out, and nothing under a folder in `skip`: what a lint test reads.
 */
export async function sourceFiles(dir: string, options: { extensions: readonly string[]; skip?: readonly string[] }): Promise<string[]> {
  if (options.skip?.includes(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(full, options);
      const extension = path.extname(e.name).slice(1);
      return Promise.resolve(options.extensions.includes(extension) && !e.name.endsWith(`.test.${extension}`) ? [full] : []);
    }),
  );
  return nested.flat();
}
