// `npm start`'s first step: in a checkout with the development tools installed it builds (a newcomer's
// edits are always what runs); in an installation with production dependencies only (the container
// image, `npm ci --omit=dev`) there is nothing to build with, and the build already there is served.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const buildDir = process.env.BUILD_DIR?.trim() || "build";
if (fs.existsSync("app/routes.ts") && fs.existsSync("node_modules/@react-router/dev")) {
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
} else if (!fs.existsSync(`${buildDir}/server/index.js`)) {
  console.error(`No build in ${buildDir}/ and no development tools to make one: run npm ci and npm run build first.`);
  process.exit(1);
}
