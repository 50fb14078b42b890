import { describe, expect, it } from "vitest";
import { IMAGE_SIGNATURE_BYTES, looksLikeImage } from "../../domain/images";
import { DEMO_PDF, solidImage } from "./test-images";
import { readFile } from "node:fs/promises";

// The editor's check at choosing time (domain/images.ts) against files real encoders make.
describe("an image is known by its first bytes, as the pipeline would take it", () => {
  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)("%s made by sharp", async (format) => {
    const bytes = await solidImage(64, 48, format);
    expect(looksLikeImage(bytes.subarray(0, IMAGE_SIGNATURE_BYTES))).toBe(true);
  });

  it("refuses a PDF, text, an empty file and a renamed file whatever its name", async () => {
    const pdf = await readFile(DEMO_PDF);
    expect(looksLikeImage(pdf.subarray(0, IMAGE_SIGNATURE_BYTES))).toBe(false);
    expect(looksLikeImage(new TextEncoder().encode("holiday.png is text"))).toBe(false);
    expect(looksLikeImage(new Uint8Array())).toBe(false);
    expect(looksLikeImage(new TextEncoder().encode("RIFF....WAVE"))).toBe(false);
  });
});
