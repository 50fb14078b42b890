/** The Cache-Control of a file whose name changes with its content: kept for a year, never revalidated. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * Content-hashed URLs of the files under public/assets (ADR 045). The database, exports and old
 * links hold plain paths (`/assets/packages/default-banner.w1600.webp`); pages ask for the hashed
 * name (`/assets/packages/default-banner.w1600.1a2b3c4d.webp`), which is cached for a year.
 * The production build defines `__PUBLIC_ASSET_HASHES__` (plain path -> first 8 hex digits of the
 * file's SHA-256, vite.config.ts); in development and in tests it is undefined and paths stay plain.
 */
export type AssetHashes = Readonly<Record<string, string>>;

declare const __PUBLIC_ASSET_HASHES__: AssetHashes | undefined;

/** The hashes this build was made with (empty in development and tests). */
export const PUBLIC_ASSET_HASHES: AssetHashes = typeof __PUBLIC_ASSET_HASHES__ === "undefined" ? {} : __PUBLIC_ASSET_HASHES__;

const HASHED = /^(\/assets\/.+)\.([0-9a-f]{8})(\.[A-Za-z0-9]+)$/;

/** `/a/b.w960.webp` with hash `1a2b3c4d` -> `/a/b.w960.1a2b3c4d.webp` (the hash sits before the last extension). */
export function hashedName(path: string, hash: string): string {
  const dot = path.lastIndexOf(".");
  return `${path.slice(0, dot)}.${hash}${path.slice(dot)}`;
}

/** The plain path and hash of a hashed name, or null when the path does not look hashed. */
export function parseHashedName(path: string): { plain: string; hash: string } | null {
  const m = HASHED.exec(path);
  return m ? { plain: `${m[1]}${m[3]}`, hash: m[2]! } : null;
}

/** Whether this build holds the file (renditions the build made exist only then). */
export function isBuiltAsset(path: string, hashes: AssetHashes = PUBLIC_ASSET_HASHES): boolean {
  return Object.hasOwn(hashes, path);
}

/**
 * The URL a page renders for a stored path: its hashed name when the build knows the file,
 * else the path unchanged (uploads, other origins, development). Never store the result.
 */
export function assetUrl(path: string, hashes: AssetHashes = PUBLIC_ASSET_HASHES): string {
  const hash = hashes[path];
  return hash ? hashedName(path, hash) : path;
}
