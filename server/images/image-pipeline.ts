import pLimit from "p-limit";
import type { Metadata, Sharp } from "sharp";
import type { CodedMessage } from "../../domain/coded-message";
import { IMAGE_MAX_BYTES, IMAGE_WIDTHS } from "../../domain/images";
import { IMAGE_MAX_PIXELS, IMAGE_MESSAGES, imageRefusal } from "../../domain/upload-messages";

/**
 * sharp (libvips) is loaded with the first image, not with the server (ADR 068): it costs about
 * 19 MB of RSS and four threads, and a server that only answers travellers never needs it.
 */
let sharpModule: Promise<typeof import("sharp")> | undefined;
const loadSharp = async () => (await (sharpModule ??= import("sharp"))).default;

export { IMAGE_MAX_BYTES };
export { IMAGE_MAX_PIXELS, IMAGE_MESSAGES };

/** A refused image: the English message (the error's), and its code and params for the upload's answer. */
export class ImageRejectedError extends Error {
  constructor(
    readonly refusal: CodedMessage,
    readonly status = 400,
  ) {
    super(refusal.message);
  }
}

type Format = "jpeg" | "png" | "webp" | "gif" | "avif";

const EXTENSION: Record<Format, string> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif", avif: "avif" };
const CONTENT_TYPE: Record<Format, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

export interface ProcessedImage {
  /**
   * The source re-encoded in its own format: orientation applied, every metadata block dropped,
   * and never wider than the largest width the site serves (a camera's 9000 px is kept at 1600).
   */
  original: { body: Buffer; extension: string; contentType: string; width: number; height: number };
  /** WebP renditions, narrowest first; the last one is the largest (its URL is the one packages store). */
  renditions: { width: number; body: Buffer }[];
}

/** Detects the type from the bytes (never the name or header). AVIF arrives as HEIF with AV1 compression. */
async function detect(input: Buffer): Promise<{ format: Format; width: number; height: number }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(imageRefusal("notImage"));
  }
  let format: Format | null = null;
  if (meta.format === "jpeg" || meta.format === "png" || meta.format === "webp" || meta.format === "gif") format = meta.format;
  else if (meta.format === "heif" && meta.compression === "av1") format = "avif";
  if (!format || !meta.width || !meta.height) throw new ImageRejectedError(imageRefusal("notImage"));
  // Checked on the header before any pixel is decoded, so a decompression bomb costs nothing.
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new ImageRejectedError(imageRefusal("tooManyPixels"));
  return { format, width: meta.width, height: meta.height };
}

function encode(pipeline: Sharp, format: Format): Sharp {
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case "png":
      return pipeline.png({ compressionLevel: 9 });
    case "webp":
      return pipeline.webp({ quality: 82 });
    case "gif":
      return pipeline.gif();
    case "avif":
      return pipeline.avif({ quality: 60 });
  }
}

/** The widest image the site serves (domain/images.ts): nothing wider is stored. */
export const IMAGE_STORED_MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** Rendition widths for a source: 480/960 when narrower than the largest, which is min(1600, source width). */
export function renditionWidths(sourceWidth: number): number[] {
  const largest = Math.min(IMAGE_STORED_MAX_WIDTH, sourceWidth);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * Images decoded and re-encoded at once, server-wide: one image already keeps libvips' threads
 * busy on every core, so more at once only make every request (pages and APIs included) wait
 * longer. Others queue in arrival order.
 */
export const IMAGE_WORK_CONCURRENCY = 1;
const imageWork = pLimit(IMAGE_WORK_CONCURRENCY);
const workCounts = { started: 0, running: 0, peak: 0 };

/** Images processed since the start, being processed now, and most at once (diagnostics, tests). */
export function imageWorkCounts(): Readonly<typeof workCounts> {
  return { ...workCounts };
}

/**
 * Validates an uploaded image by content and re-encodes it: the original in its own format, at
 * most as wide as the widest rendition, and responsive WebP widths (domain/images.ts). sharp
 * writes no metadata unless asked, so EXIF, GPS, XMP and comments are gone; `rotate()` applies
 * the EXIF orientation first.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) return Promise.reject(new ImageRejectedError(imageRefusal("tooLarge"), 413));
  return imageWork(async () => {
    workCounts.started++;
    workCounts.running++;
    workCounts.peak = Math.max(workCounts.peak, workCounts.running);
    try {
      return await reencode(input);
    } finally {
      workCounts.running--;
    }
  });
}

async function reencode(input: Buffer): Promise<ProcessedImage> {
  const { format } = await detect(input);
  const sharp = await loadSharp();
  const source = () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
  try {
    // Shrunk to the widest rendition: a full-size original would be stored, counted against a
    // partner's room and reachable by its URL, though no page ever shows more than that width.
    const original = await encode(source().resize({ width: IMAGE_STORED_MAX_WIDTH, withoutEnlargement: true }), format).toBuffer({
      resolveWithObject: true,
    });
    const renditions = await Promise.all(
      renditionWidths(original.info.width).map(async (width) => ({
        width,
        body: await source().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return {
      original: {
        body: original.data,
        extension: EXTENSION[format],
        contentType: CONTENT_TYPE[format],
        width: original.info.width,
        height: original.info.height,
      },
      renditions,
    };
  } catch (e) {
    if (e instanceof ImageRejectedError) throw e;
    throw new ImageRejectedError(imageRefusal("unreadable"));
  }
}
