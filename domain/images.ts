/**
 * Responsive image convention shared by uploads, the demo catalogue and the pages:
 * a stored image URL names its largest WebP rendition as `{base}.w{width}.webp`, and the
 * narrower renditions `{base}.w480.webp` and `{base}.w960.webp` exist beside it whenever they
 * are narrower than the largest. URLs that do not follow the pattern (imports from the old
 * system) are used as they are, without a srcset.
 */
import { assetUrl, isBuiltAsset, PUBLIC_ASSET_HASHES, type AssetHashes } from "./asset-url";

export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const PATTERN = /^(.*)\.w(\d+)\.webp$/;

export function imageRenditions(url: string): { url: string; width: number }[] {
  const m = PATTERN.exec(url);
  if (!m) return [];
  const base = m[1]!;
  const largest = Number(m[2]);
  const widths = IMAGE_WIDTHS.filter((w) => w < largest);
  return [...widths, largest].map((width) => ({ url: `${base}.w${width}.webp`, width }));
}

/**
 * Widths the production build adds to the photos of public/assets whose largest rendition is
 * wider (vite.config.ts, ADR 045): 768 for a phone of 360-412 px at a device pixel ratio of 1.75
 * to 2 (630-824 pixels across, for which 960 is a third more than it shows), and 1280 between a
 * phone's 960 and a desktop's 1600. Uploads do not have them; a width is offered only when the
 * build holds the file.
 */
export const BUILD_WIDTHS = [768, 1280] as const;

// imageSrcSet and imageAtWidth give the URLs a page renders: files of public/assets under their
// content-hashed names, with the build's extra widths (ADR 045). imageRenditions gives the stored paths.

function renderedRenditions(url: string, hashes: AssetHashes): { url: string; width: number }[] {
  const list = imageRenditions(url);
  const largest = list[list.length - 1];
  if (!largest) return list;
  const base = largest.url.slice(0, -`.w${largest.width}.webp`.length);
  const extra = BUILD_WIDTHS.filter((w) => w < largest.width && !list.some((r) => r.width === w))
    .map((width) => ({ url: `${base}.w${width}.webp`, width }))
    .filter((r) => isBuiltAsset(r.url, hashes));
  return [...list, ...extra].sort((a, b) => a.width - b.width);
}

/** srcset attribute value, or undefined when the URL has no renditions. */
export function imageSrcSet(url: string, hashes: AssetHashes = PUBLIC_ASSET_HASHES): string | undefined {
  const list = renderedRenditions(url, hashes);
  return list.length > 1 ? list.map((r) => `${assetUrl(r.url, hashes)} ${r.width}w`).join(", ") : undefined;
}

/** The rendition closest to (not below) the wanted width, for thumbnails and link previews. */
export function imageAtWidth(url: string, wanted: number, hashes: AssetHashes = PUBLIC_ASSET_HASHES): string {
  const list = renderedRenditions(url, hashes);
  if (list.length === 0) return assetUrl(url, hashes);
  return assetUrl((list.find((r) => r.width >= wanted) ?? list[list.length - 1]!).url, hashes);
}

/** The default stock banner shown when a package has none (spec: listing cards). */
export const DEFAULT_BANNER = "/assets/packages/default-banner.w1600.webp";

const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

const MB = 1024 * 1024;
/** The largest image an upload takes (a package's images, a review's photos): checked where it is chosen and again on the server. */
export const IMAGE_MAX_BYTES = 15 * MB;
export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / MB;
/** The server's words for an image over IMAGE_MAX_BYTES; a page shows its own translation of them. */
export const IMAGE_TOO_LARGE_MESSAGE = `Image file size exceeds ${IMAGE_MAX_MB}MB limit.`;

/** How many leading bytes `looksLikeImage` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * Whether a file's first bytes are those of an image format the upload pipeline takes (JPEG, PNG,
 * WebP, GIF, AVIF), by content, never by name or type: the editor refuses anything else when it
 * is chosen. The server decodes every upload anyway (server/images/image-pipeline.ts).
 */
export function looksLikeImage(head: Uint8Array): boolean {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head[0] === 0x89 && ascii(head, 1, "PNG")) return true;
  if (ascii(head, 0, "GIF87a") || ascii(head, 0, "GIF89a")) return true;
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP")) return true;
  return ascii(head, 4, "ftyp") && (ascii(head, 8, "avif") || ascii(head, 8, "avis"));
}
