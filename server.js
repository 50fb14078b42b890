// Starts the production build (`npm start` builds first; see README).
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const { start } = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
await start({ clientDir: path.join(buildDir, "client") });
