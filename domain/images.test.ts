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
});
