import { DEFAULT_BANNER, imageAtWidth, imageSrcSet } from "../../../domain/images";

interface PackageImageProps {
  src: string | null | undefined;
  alt: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  eager?: boolean;
  sizes: string;
  className?: string;
  width?: number;
  height?: number;
}

/** A package photo with its responsive renditions; the default banner when it has none. */
export function PackageImage({ src, alt, eager = false, sizes, className, width = 960, height = 600 }: PackageImageProps) {
  const url = src || DEFAULT_BANNER;
  return (
    <img
      src={imageAtWidth(url, 960)}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}

/**
 * The `sizes` of a card photo in the three-column listing grid. One column on a phone spans the
 * page less its 1 rem padding each side: 328 CSS px at 360 px, 902 device px at DPR 2.75, so every
 * browser picks the 960 rendition, never the 1600 one ("100vw" asked for 990 px; ADR 045).
 */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)";

/** The `sizes` of a package page's main photo: two thirds of the page on a desktop, the padded page width on a phone. */
export const BANNER_IMAGE_SIZES = "(min-width: 1280px) 820px, (min-width: 1024px) 66vw, calc(100vw - 2rem)";
