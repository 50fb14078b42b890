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
