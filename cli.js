// `npm run cli -- <command>`: the command-line tool (server/cli/main.ts). In a checkout it runs from
// the sources through tsx, so a command never runs an older build; where only the build is
// installed (the container image, `npm ci --omit=dev`) it runs the built copy with plain node.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(root, "server", "cli", "main.ts");

if (fs.existsSync(source)) {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(source).href);
} else {
  const built = path.resolve(root, process.env.BUILD_DIR?.trim() || "build", "cli", "main.js");
  if (!fs.existsSync(built)) {
    console.error(`The command-line tool is not built: run npm run build (looked for ${built}).`);
    process.exit(1);
  }
  await import(pathToFileURL(built).href);
}
