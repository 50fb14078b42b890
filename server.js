// Starts the production build (`npm start` builds first; see README).
import path from "node:path";
import { pathToFileURL } from "node:url";

// The app's config already treats an unset NODE_ENV as production (server/config.ts); React must
// agree before it is first loaded, or it server-renders with its development build, several
// times slower (ADR 040). An explicit NODE_ENV (tests set "test") is kept.
process.env.NODE_ENV ||= "production";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const { start } = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
await start({ clientDir: path.join(buildDir, "client") });
