import { describe, expect, it } from "vitest";
import { isPdfContent } from "./file-preview";

describe("isPdfContent", () => {
  it("accepts a file that starts with %PDF-, whatever its name or type", async () => {
    expect(await isPdfContent(new Blob(["%PDF-1.7\n..."], { type: "application/octet-stream" }))).toBe(true);
  });

  it("refuses an image named like a PDF, a near miss and an empty file", async () => {
    expect(await isPdfContent(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d])], { type: "application/pdf" }))).toBe(false);
    expect(await isPdfContent(new Blob(["%PDF"]))).toBe(false);
    expect(await isPdfContent(new Blob([" %PDF-1.4"]))).toBe(false);
    expect(await isPdfContent(new Blob([]))).toBe(false);
  });
});
