import fs from "node:fs";
import path from "node:path";

/**
 * The production build `npm test` has just made (scripts/test.sh runs `npm run build` in its first
 * step and names the folder in TEST_PRODUCTION_BUILD), for the tests that need a whole build: they
 * use it instead of building again (about 25 CPU-seconds each). Undefined when a test file is run
 * on its own: it then builds for itself, as before. The folder is shared: read it, never write it.
 */
export function sharedProductionBuild(): string | undefined {
  const dir = process.env.TEST_PRODUCTION_BUILD;
  if (!dir) return undefined;
  for (const part of ["server/index.js", "client", "cli"]) {
    if (!fs.existsSync(path.join(dir, part))) throw new Error(`TEST_PRODUCTION_BUILD=${dir} has no ${part}: not a whole \`npm run build\``);
  }
  return dir;
}
