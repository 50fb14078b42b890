import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";

/** The demo brochure: a small, well-formed PDF written by scripts/make-demo-images.ts. */
export const DEMO_PDF = path.resolve(import.meta.dirname, "../../public/assets/packages/demo-brochure.pdf");

/** Test images made here with sharp (never downloaded). */
export function solidImage(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" | "avif" = "jpeg") {
  return sharp({ create: { width, height, channels: 3, background: "#2f7d5b" } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying a camera orientation (rotate 90°), a copyright line and GPS coordinates in its EXIF. */
export function jpegWithGps(width = 2000, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: "#c0563b" } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: "Test Camera Owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 15/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

/** True when an EXIF block holds the GPS IFD pointer (tag 0x8825) in either byte order. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of size x size black pixels at 1 bit per pixel: a few kilobytes that decode to
 * size² pixels (a decompression bomb at 20000 x 20000 = 400 megapixels).
 */
export function decompressionBombPng(size = 20000): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(size / 8));
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflate),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
