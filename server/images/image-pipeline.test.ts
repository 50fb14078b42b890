import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MESSAGES, ImageRejectedError, processImage, renditionWidths } from "./image-pipeline";
import { decompressionBombPng, exifHasGps, jpegWithGps, solidImage } from "./test-images";

describe("renditionWidths", () => {
  it("makes 480, 960 and 1600 from a wide source, never wider than the source", () => {
    expect(renditionWidths(4000)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1600)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1200)).toEqual([480, 960, 1200]);
    expect(renditionWidths(960)).toEqual([480, 960]);
    expect(renditionWidths(300)).toEqual([300]);
  });
});

describe("processImage", () => {
  it("applies the EXIF orientation and drops EXIF and GPS from every stored file", async () => {
    const input = await jpegWithGps(2000, 1000);
    const before = await sharp(input).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const out = await processImage(input);
    expect(out.original.extension).toBe("jpg");
    expect(out.original.contentType).toBe("image/jpeg");
    for (const body of [out.original.body, ...out.renditions.map((r) => r.body)]) {
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const original = await sharp(out.original.body).metadata();
    expect([original.width, original.height]).toEqual([1000, 2000]);
    expect(out.renditions.map((r) => r.width)).toEqual([480, 960, 1000]);
    const largest = await sharp(out.renditions[2]!.body).metadata();
    expect([largest.format, largest.width, largest.height]).toEqual(["webp", 1000, 2000]);
  });

  it.each([
    ["png", "png", "image/png"],
    ["webp", "webp", "image/webp"],
    ["gif", "gif", "image/gif"],
    ["avif", "avif", "image/avif"],
  ] as const)("keeps a %s original in its own format", async (format, extension, contentType) => {
    const out = await processImage(await solidImage(640, 400, format));
    expect(out.original.extension).toBe(extension);
    expect(out.original.contentType).toBe(contentType);
    expect(out.renditions.map((r) => r.width)).toEqual([480, 640]);
  });

  it("refuses what is not an allowed image, by content", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    for (const input of [Buffer.from("just some text"), Buffer.from("%PDF-1.4\n"), svg, tiff]) {
      await expect(processImage(input)).rejects.toThrow(IMAGE_MESSAGES.notImage);
    }
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    const bomb = decompressionBombPng(20000);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(processImage(bomb)).rejects.toThrow(IMAGE_MESSAGES.tooManyPixels);
  });

  // A camera's full-size photo, just under the pixel limit: nothing stored is wider than the
  // widest rendition a page serves (1600 px), the original included.
  it.each(["jpeg", "png"] as const)("keeps a 9000 px wide %s at most 1600 px wide, the original too", async (format) => {
    const [width, height] = [9000, 4444];
    expect(width * height).toBeLessThanOrEqual(IMAGE_MAX_PIXELS);
    const out = await processImage(await solidImage(width, height, format));
    expect(out.renditions.map((r) => r.width)).toEqual([480, 960, 1600]);
    const original = await sharp(out.original.body).metadata();
    expect([original.format, original.width, original.height]).toEqual([format, 1600, 790]);
    expect([out.original.width, out.original.height]).toEqual([1600, 790]);
    for (const [i, expected] of [
      [480, 237],
      [960, 474],
      [1600, 790],
    ].entries()) {
      const meta = await sharp(out.renditions[i]!.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", ...expected]);
    }
  });

  it.each(["jpeg", "png"] as const)("refuses a 9000 x 6000 %s (54 megapixels) with the limit in its words", async (format) => {
    const refused = await processImage(await solidImage(9000, 6000, format)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImageRejectedError);
    const { status, message, refusal } = refused as ImageRejectedError;
    expect(status).toBe(400);
    expect(message).toBe("Image is too large: at most 40 megapixels are allowed.");
    expect(refusal).toMatchObject({ code: "image.tooManyPixels", params: { max: 40 } });
  });

  it("refuses more than 15 MB", async () => {
    await expect(processImage(Buffer.alloc(IMAGE_MAX_BYTES + 1))).rejects.toThrow(IMAGE_MESSAGES.tooLarge);
  });

  it("refuses a truncated image with a clear message", async () => {
    const jpeg = await solidImage(800, 600, "jpeg");
    await expect(processImage(jpeg.subarray(0, jpeg.length / 2))).rejects.toThrow(IMAGE_MESSAGES.unreadable);
  });
});
