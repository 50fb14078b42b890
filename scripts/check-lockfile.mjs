// `npm run lockfile:check`: fails when `npm ci` would refuse a committed lock file on some machine.
// npm leaves an optional dependency out of the lock when the registry it asked has no such version
// (e.g. one platform's native package not published at the locked version), and a dist-tag range
// ("latest") changes meaning with every publish; either makes `npm ci` fail on a fresh clone while
// `npm install` quietly carries on (docs/decisions/021). Checks every lock file named below.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const LOCK_DIRS = [".", "tools/audit"];
const problems = [];

/** The lock entry key a dependency `name` of the package at `key` resolves to (Node's lookup), or null. */
function resolveKey(packages, key, name) {
  let base = key;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const i = base.lastIndexOf("/node_modules/");
    base = i < 0 ? "" : base.slice(0, i);
  }
}

/** Whether package.json's overrides replace `name` (at top level or under `parent`). */
function overridden(overrides, parent, name) {
  if (!overrides) return false;
  if (typeof overrides[name] === "string") return true;
  const scoped = Object.entries(overrides).find(([k]) => k === parent || k.startsWith(`${parent}@`));
  return Boolean(scoped && typeof scoped[1] === "object" && scoped[1][name]);
}

for (const dir of LOCK_DIRS) {
  const lockPath = path.join(root, dir, "package-lock.json");
  const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8"));
  const { packages } = JSON.parse(fs.readFileSync(lockPath, "utf8"));
  const where = path.relative(root, lockPath);
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    const name = key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length) || "(root)";
    const deps = { ...entry.dependencies, ...entry.optionalDependencies };
    const bundled = new Set(entry.bundleDependencies ?? []); // shipped inside the package's own tarball
    for (const [dep, spec] of Object.entries(deps)) {
      if (bundled.has(dep)) continue;
      if (!resolveKey(packages, key, dep)) problems.push(`${where}: ${name} needs ${dep}@${spec}, which the lock does not hold`);
      if (/^[a-z][\w-]*$/i.test(spec) && !overridden(manifest.overrides, name, dep))
        problems.push(
          `${where}: ${name} depends on ${dep}@${spec} (a dist-tag); pin it with "overrides" in ${path.join(dir, "package.json")}`,
        );
    }
  }
}

if (problems.length) {
  console.error(`Lock files that \`npm ci\` would refuse:\n- ${problems.join("\n- ")}`);
  console.error("Pin versions whose every platform package is published (see docs/decisions/021), then `npm install`.");
  process.exit(1);
}
console.log(`Lock files complete: ${LOCK_DIRS.map((d) => path.join(d, "package-lock.json")).join(", ")}.`);
