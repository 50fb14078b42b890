import { describe, expect, it } from "vitest";
import { imageAtWidth, imageRenditions, imageSrcSet } from "./images";

describe("responsive image convention", () => {
  it("lists the narrower renditions and the largest", () => {
    expect(imageRenditions("/uploads/images/1_banner.w1600.webp").map((r) => r.width)).toEqual([480, 960, 1600]);
    expect(imageRenditions("/uploads/images/1_banner.w700.webp").map((r) => r.width)).toEqual([480, 700]);
    expect(imageRenditions("/uploads/images/1_banner.w300.webp").map((r) => r.url)).toEqual(["/uploads/images/1_banner.w300.webp"]);
  });
  it("builds a srcset only when there is more than one rendition", () => {
    expect(imageSrcSet("/a/b.w960.webp")).toBe("/a/b.w480.webp 480w, /a/b.w960.webp 960w");
    expect(imageSrcSet("/a/b.w300.webp")).toBeUndefined();
    expect(imageSrcSet("https://cdn.example.com/old.jpg")).toBeUndefined();
  });
  it("picks the rendition for a width", () => {
    expect(imageAtWidth("/a/b.w1600.webp", 500)).toBe("/a/b.w960.webp");
    expect(imageAtWidth("/a/b.w1600.webp", 4000)).toBe("/a/b.w1600.webp");
    expect(imageAtWidth("https://x/y.jpg", 500)).toBe("https://x/y.jpg");
  });
  it("renders public assets under their hashed names, with the widths the build made (ADR 045)", () => {
    const hashes = {
      "/assets/p/x.w480.webp": "00000480",
      "/assets/p/x.w960.webp": "00000960",
      "/assets/p/x.w1280.webp": "00001280",
      "/assets/p/x.w1600.webp": "00001600",
    };
    expect(imageSrcSet("/assets/p/x.w1600.webp", hashes)).toBe(
      "/assets/p/x.w480.00000480.webp 480w, /assets/p/x.w960.00000960.webp 960w, /assets/p/x.w1280.00001280.webp 1280w, /assets/p/x.w1600.00001600.webp 1600w",
    );
    expect(imageAtWidth("/assets/p/x.w1600.webp", 1200, hashes)).toBe("/assets/p/x.w1280.00001280.webp");
    // Without the build's file (uploads, development) no 1280 is offered.
    expect(imageSrcSet("/uploads/x.w1600.webp", hashes)).toBe(
      "/uploads/x.w480.webp 480w, /uploads/x.w960.webp 960w, /uploads/x.w1600.webp 1600w",
    );
    expect(imageAtWidth("/uploads/x.w1600.webp", 1200, hashes)).toBe("/uploads/x.w1600.webp");
  });
});
