import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JS_BUDGET_KB, PUBLIC_ROUTES, measureInitialJs } from "../../scripts/initial-js.mjs";

const run = promisify(execFile);
const root = process.cwd();

/** What a client build is made from: when any of it is newer than the build, the build is stale. */
const SOURCES = ["app", "domain", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestSourceMs(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .filter((e) => !e.name.startsWith("."))
    .reduce((newest, e) => Math.max(newest, newestSourceMs(path.join(entry, e.name))), stat.mtimeMs);
}

/**
 * The initial-JS budget on the production build `npm test` has just made (build/, or BUILD_DIR).
 * Run alone with no build or one older than the sources, it builds into a temporary folder
 * instead, so it never measures stale files and never writes over the checkout's build.
 */
describe("initial JS of the public pages", { timeout: 600_000 }, () => {
  let clientDir: string;
  let temporary: string | undefined;

  beforeAll(async () => {
    const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
    const assets = path.join(buildDir, "client", "assets");
    // React Router's client manifest, written once the client's chunks are.
    const manifest = fs.existsSync(assets) ? fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f)) : undefined;
    const sourcesMs = Math.max(...SOURCES.map((s) => newestSourceMs(path.join(root, s))));
    const fresh = manifest !== undefined && fs.statSync(path.join(assets, manifest)).mtimeMs >= sourcesMs;
    if (fresh) {
      clientDir = path.join(buildDir, "client");
      return;
    }
    temporary = fs.mkdtempSync(path.join(os.tmpdir(), "kt-initial-js-"));
    const { NODE_ENV: _test, ...env } = process.env;
    await run("npx", ["react-router", "build"], { cwd: root, env: { ...env, BUILD_DIR: temporary }, maxBuffer: 64 << 20 });
    clientDir = path.join(temporary, "client");
  }, 600_000);

  afterAll(() => {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  });

  it(`is at most ${JS_BUDGET_KB} KB gzip on every public page, with no admin code`, () => {
    const { routes, failures } = measureInitialJs(clientDir);
    const table = routes.map((r) => `${r.url}: ${r.kb.toFixed(1)} KB in ${r.files.length} files`).join("\n");
    expect(failures, table).toEqual([]);
    expect(routes.map((r) => r.url)).toEqual(PUBLIC_ROUTES.map(([url]) => url));
    for (const r of routes) {
      // The entry, the router's manifest and root, and the page's own module at least.
      expect(r.files.length, r.url).toBeGreaterThanOrEqual(4);
      expect(r.kb, r.url).toBeGreaterThan(0);
    }
  });

  it("fails a page whose initial JS is over the budget, or holds admin code", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-initial-js-fixture-"));
    try {
      fs.mkdirSync(path.join(dir, "assets"));
      const routes: Record<string, { module: string; imports: string[] }> = { root: { module: "/assets/root.js", imports: [] } };
      for (const [, id] of PUBLIC_ROUTES) routes[id] = { module: `/assets/${id.replaceAll("/", "-")}.js`, imports: [] };
      // The home page statically imports a chunk that gzip cannot shrink, over the budget on its own.
      routes["routes/home"]!.imports = ["/assets/big.js"];
      routes["routes/packages"]!.imports = ["/assets/admin-panel.js"];
      const manifest = { entry: { module: "/assets/entry.client.js", imports: [] }, routes };
      fs.writeFileSync(path.join(dir, "assets", "manifest-abc123.js"), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
      for (const r of Object.values(routes)) fs.writeFileSync(path.join(dir, r.module), "export {};");
      fs.writeFileSync(path.join(dir, "assets", "entry.client.js"), "export {};");
      fs.writeFileSync(path.join(dir, "assets", "big.js"), crypto.randomBytes((JS_BUDGET_KB + 1) * 1024).toString("base64"));
      fs.writeFileSync(path.join(dir, "assets", "admin-panel.js"), 'fetch("/api/admin/packages");');

      const { failures } = measureInitialJs(dir);
      expect(failures).toHaveLength(2);
      expect(failures[0]).toMatch(new RegExp(`^initial JS of / is 1\\d\\d\\.\\d KB gzip \\(budget ${JS_BUDGET_KB} KB\\)$`));
      expect(failures[1]).toBe("admin code in the initial JS of /packages: /assets/admin-panel.js");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
