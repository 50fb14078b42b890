/**
 * Responsive image convention shared by uploads, the demo catalogue and the pages:
 * a stored image URL names its largest WebP rendition as `{base}.w{width}.webp`, and the
 * narrower renditions `{base}.w480.webp` and `{base}.w960.webp` exist beside it whenever they
 * are narrower than the largest. URLs that do not follow the pattern (imports from the old
 * system) are used as they are, without a srcset.
 */
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

/** srcset attribute value, or undefined when the URL has no renditions. */
export function imageSrcSet(url: string): string | undefined {
  const list = imageRenditions(url);
  return list.length > 1 ? list.map((r) => `${r.url} ${r.width}w`).join(", ") : undefined;
}

/** The rendition closest to (not below) the wanted width, for thumbnails and link previews. */
export function imageAtWidth(url: string, wanted: number): string {
  const list = imageRenditions(url);
  if (list.length === 0) return url;
  return (list.find((r) => r.width >= wanted) ?? list[list.length - 1]!).url;
}

/** The default stock banner shown when a package has none (spec: listing cards). */
export const DEFAULT_BANNER = "/assets/packages/default-banner.w1600.webp";
