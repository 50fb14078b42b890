// Starts the production build (`npm start` builds first; see README).
// `npm start` and `npm run serve` run this file with V8 heap bounds (the node flags in
// package.json's scripts, ADR 057): they keep the process's memory near what it uses instead of
// letting V8 grow its heap to about four times that. `--single-threaded-gc` (ADR 064) spends
// less CPU on garbage collection on a machine with few cores; `--v8-pool-size=1` (ADR 068) keeps
// V8's background compiling to one thread, whose memory would otherwise stay in several malloc
// arenas (about 55 MB of RSS). `--heap-growing-percent=100` (ADR 072) lets the old generation
// double past what is alive before a full collection, instead of the 1.4 times the 512 MB bound
// implies: fewer full collections, within the RSS budget. A process manager that starts
// `node server.js` itself should pass the same flags, or its own: a larger --max-old-space-size
// for a catalogue whose sitemap or admin list needs more (ADR 057 says how far 512 MB goes).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// The app's config already treats an unset NODE_ENV as production (server/config.ts); React must
// agree before it is first loaded, or it server-renders with its development build, several
// times slower (ADR 040). An explicit NODE_ENV (tests set "test") is kept.
process.env.NODE_ENV ||= "production";

// BUILD_DIR set to nothing or spaces counts as unset, as every setting does (README).
const buildDir = path.resolve(process.env.BUILD_DIR?.trim() || "build");
const entry = path.join(buildDir, "server", "index.js");
if (!fs.existsSync(entry)) {
  console.error(`The server is not built: run npm run build (looked for ${entry}).`);
  process.exit(1);
}
const { start } = await import(pathToFileURL(entry).href);
await start({ clientDir: path.join(buildDir, "client") });
