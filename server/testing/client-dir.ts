import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

/** What the made client directory's build metadata holds (it names the one script). */
export const CLIENT_DIR_MANIFEST = JSON.stringify({ "app/root.tsx": { file: "assets/root-AbCd1234.js" } });

/**
 * A client build directory as `react-router build` leaves it, in small: Vite's metadata
 * (.vite/manifest.json, .vite/public-assets.json) with brotli and gzip siblings (ADR 033), and one
 * hashed script holding `console.log(1)`. The caller removes it.
 */
export function makeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-client-"));
  fs.mkdirSync(path.join(dir, ".vite"), { recursive: true });
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  for (const name of ["manifest.json", "public-assets.json"]) {
    fs.writeFileSync(path.join(dir, ".vite", name), CLIENT_DIR_MANIFEST);
    fs.writeFileSync(path.join(dir, ".vite", `${name}.br`), zlib.brotliCompressSync(CLIENT_DIR_MANIFEST));
    fs.writeFileSync(path.join(dir, ".vite", `${name}.gz`), zlib.gzipSync(CLIENT_DIR_MANIFEST));
  }
  fs.writeFileSync(path.join(dir, "assets/root-AbCd1234.js"), "console.log(1)");
  return dir;
}
