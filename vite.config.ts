import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import sharp from "sharp";
import { defineConfig, type Plugin } from "vite";
import { BUILD_WIDTHS } from "./domain/images";
import { compression } from "vite-plugin-compression2";

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * One "site" chunk for what nearly every page runs (ADR 050): the libraries (rendering, routing,
 * messages), every module app/root.tsx imports statically (header, footer, i18n, shared rules)
 * and every app module that two or more of the main public pages import. A phone then fetches
 * 5-8 script files for a page instead of 26-42; what one page alone uses (the booking dialog,
 * the review form, the listing filters, the admin panel) stays in that page's own chunks.
 */
function everyPageChunk() {
  let site: Set<string> | undefined;
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }) => {
    if (/\/node_modules\/(react|react-dom|scheduler|react-router|react-intl|@formatjs\/[^/]+|intl-messageformat|tslib|cookie)\//.test(id))
      return "site";
    site ??= siteModules(getModuleInfo);
    return site.has(id) ? "site" : undefined;
  };
}

/** What app/root.tsx imports, and what at least two of the main public pages import. */
function siteModules(getModuleInfo: ModuleInfoOf): Set<string> {
  const site = staticClosure(path.resolve("app/root.tsx"), getModuleInfo);
  const seenBy = new Map<string, number>();
  for (const page of MAIN_PAGES) {
    for (const id of staticClosure(path.resolve(page), getModuleInfo)) seenBy.set(id, (seenBy.get(id) ?? 0) + 1);
  }
  for (const [id, count] of seenBy) if (count >= 2 && !id.includes("/node_modules/")) site.add(id);
  return site;
}

const MAIN_PAGES = [
  "app/routes/home.tsx",
  "app/routes/packages.tsx",
  "app/routes/package-detail.tsx",
  "app/routes/provider.tsx",
  "app/routes/last-minute-deals.tsx",
  "app/routes/compare.tsx",
  "app/routes/favorites.tsx",
];

function staticClosure(from: string, getModuleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// The SSR build bundles server/http/app.ts (Express + React Router handler) as its entry,
// so production runs one bundle: `node server.js`.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    // The browser gets messages already parsed by the server (app/i18n/messages.server.ts), so
    // the client build ships react-intl without its ICU parser (ADR 034).
    alias:
      command === "build" && !isSsrBuild
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }]
        : [],
  },
  build: {
    rollupOptions: isSsrBuild
      ? { input: "./server/http/app.ts" }
      : {
          output: {
            manualChunks: everyPageChunk(),
          },
        },
  },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "pg", "pino"],
  },
  plugins: [
    publicAssetHashes(),
    tailwindcss(),
    reactRouter(),
    // Client build only: .br and .gz beside every text asset, served by express-static-gzip (ADR 033).
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ["brotliCompress", "gzip"],
            include: /\.(js|css|svg|json|txt|webmanifest|xml|html)$/,
            threshold: 1024,
            logLevel: "silent",
          }),
        ]),
  ],
}));

/**
 * Content hashes of public/assets (ADR 045), builds only: every file's plain path -> the first 8
 * hex digits of its SHA-256, compiled into both bundles as `__PUBLIC_ASSET_HASHES__`
 * (domain/asset-url.ts renders the hashed names, the server answers them) and written to
 * build/client/.vite/public-assets.json. No copies: the server maps a hashed name to its file.
 * Every `*.w1600.webp` also gets the renditions of BUILD_WIDTHS (domain/images.ts) made here with
 * sharp (kept in node_modules/.cache between builds), so a phone's card never needs the 1600 one.
 * Development keeps the plain names and the three committed renditions.
 */
function publicAssetHashes(): Plugin {
  let hashes: Record<string, string> = {};
  let made: { fileName: string; source: Buffer }[] = [];
  const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
  return {
    name: "kt-public-asset-hashes",
    async config(_config, { command }) {
      if (command !== "build") return;
      const root = path.resolve("public");
      const cacheDir = path.resolve("node_modules/.cache/kt-renditions");
      mkdirSync(cacheDir, { recursive: true });
      hashes = {};
      made = [];
      for (const entry of readdirSync(path.join(root, "assets"), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const url = "/" + path.relative(root, file).split(path.sep).join("/");
        const bytes = readFileSync(file);
        const digest = sha(bytes);
        hashes[url] = digest.slice(0, 8);
        if (!url.endsWith(".w1600.webp")) continue;
        for (const width of BUILD_WIDTHS) {
          const cached = path.join(cacheDir, `${digest.slice(0, 32)}.w${width}.webp`);
          if (!existsSync(cached)) writeFileSync(cached, await sharp(bytes).resize(width).webp({ quality: 70, effort: 4 }).toBuffer());
          const source = readFileSync(cached);
          const madeUrl = url.replace(/\.w1600\.webp$/, `.w${width}.webp`);
          hashes[madeUrl] = sha(source).slice(0, 8);
          made.push({ fileName: madeUrl.slice(1), source });
        }
      }
      return { define: { __PUBLIC_ASSET_HASHES__: JSON.stringify(hashes) } };
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { fileName, source } of made) this.emitFile({ type: "asset", fileName, source });
      this.emitFile({ type: "asset", fileName: ".vite/public-assets.json", source: JSON.stringify(hashes, null, 1) });
    },
  };
}
