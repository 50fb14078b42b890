// `npm run validate`: the fast check to run before every commit (target: under a minute on two
// cores). Format check, lint, typecheck, unit tests and the lock file check, run side by side;
// each step's output is shown only when it fails. Prettier, ESLint and tsc keep caches under
// node_modules/.cache so an unchanged file is not checked twice; `npm test` runs the same checks
// without caches plus integration (PGlite, PostgreSQL) and browser tests.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const cache = (name) => path.join(root, "node_modules", ".cache", name);

/** name → commands run one after the other; the steps themselves run at the same time. */
const STEPS = {
  format: [[bin("prettier"), "--check", "--cache", "--cache-location", cache("prettier/cache.json"), "--log-level", "warn", "."]],
  lint: [[bin("eslint"), "--max-warnings=0", "--cache", "--cache-strategy", "content", "--cache-location", cache("eslint/"), "."]],
  typecheck: [
    [bin("react-router"), "typegen"],
    [bin("tsc"), "--noEmit", "--incremental", "--tsBuildInfoFile", cache("tsc/validate.tsbuildinfo")],
  ],
  unit: [[bin("vitest"), "run", "--project", "unit", "--reporter=dot"]],
  lockfile: [[process.execPath, path.join(root, "scripts", "check-lockfile.mjs")]],
};

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (e) => resolve({ code: 1, output: `${output}${e.message}\n` }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const started = Date.now();
const results = await Promise.all(
  Object.entries(STEPS).map(async ([name, commands]) => {
    const t0 = Date.now();
    let output = "";
    for (const command of commands) {
      const result = await run(command);
      output += result.output;
      if (result.code !== 0) return { name, ok: false, output, seconds: (Date.now() - t0) / 1000 };
    }
    const seconds = (Date.now() - t0) / 1000;
    console.log(`ok    ${name} (${seconds.toFixed(1)} s)`);
    return { name, ok: true, output, seconds };
  }),
);

const failed = results.filter((r) => !r.ok);
for (const r of failed) console.log(`\nFAIL  ${r.name} (${r.seconds.toFixed(1)} s)\n${r.output.trim()}`);
const total = ((Date.now() - started) / 1000).toFixed(1);
console.log(failed.length ? `\nvalidate failed: ${failed.map((r) => r.name).join(", ")} (${total} s)` : `\nvalidate passed (${total} s)`);
process.exit(failed.length ? 1 : 0);
