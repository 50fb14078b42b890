import { useEffect, useRef, useState } from "react";
import { assetUrl } from "../../domain/asset-url";

/** Rendered URLs: the content-hashed names of the build (ADR 045). */
export const DEFAULT_STICKER = assetUrl("/assets/stickers/default.svg");

export function stickerUrl(sticker: string): string {
  return assetUrl(`/assets/stickers/${sticker}.svg`);
}

type Stage = "own" | "default" | "hidden";

/**
 * A category sticker that falls back to the default sticker when it fails to load, and hides
 * itself when that fails too (spec: category card). An error that happened before hydration is
 * caught by checking the image once mounted; React may also replay it, so each failure is
 * counted once, against the URL that failed.
 */
export function StickerImage({ sticker, size, className }: { sticker: string; size: number; className?: string }) {
  const own = stickerUrl(sticker);
  const [stage, setStage] = useState<Stage>("own");
  const ref = useRef<HTMLImageElement>(null);

  const failed = (url: string) =>
    setStage((s) => {
      if (s === "own" && url.endsWith(own)) return "default";
      if (s === "default" && url.endsWith(DEFAULT_STICKER)) return "hidden";
      return s;
    });

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) failed(img.src);
  });

  if (stage === "hidden") return null;
  return (
    <img
      ref={ref}
      src={stage === "own" ? own : DEFAULT_STICKER}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      onError={(e) => failed(e.currentTarget.src)}
    />
  );
}
