import { describe, expect, it } from "vitest";
import { assetUrl, hashedName, parseHashedName, PUBLIC_ASSET_HASHES } from "./asset-url";

const HASHES = { "/assets/packages/default-banner.w1600.webp": "1a2b3c4d", "/assets/stickers/budget.svg": "00ff00ff" };

/** Each path, and the URL assetUrl renders it as with HASHES. */
const rendered = (paths: string[]) => paths.map((path) => `${path} → ${assetUrl(path, HASHES)}`);

describe("content-hashed public asset URLs (ADR 045)", () => {
  it("renders a known file under its hashed name and leaves every other path alone", () => {
    expect(
      rendered([
        "/assets/packages/default-banner.w1600.webp",
        "/assets/stickers/budget.svg",
        "/uploads/images/1_banner.w960.webp",
        "https://cdn.example.com/a.webp",
        "/assets/stickers/budget.00ff00ff.svg",
      ]),
    ).toEqual([
      "/assets/packages/default-banner.w1600.webp → /assets/packages/default-banner.w1600.1a2b3c4d.webp",
      "/assets/stickers/budget.svg → /assets/stickers/budget.00ff00ff.svg",
      "/uploads/images/1_banner.w960.webp → /uploads/images/1_banner.w960.webp",
      "https://cdn.example.com/a.webp → https://cdn.example.com/a.webp",
      // Idempotent: a rendered URL is not hashed again.
      "/assets/stickers/budget.00ff00ff.svg → /assets/stickers/budget.00ff00ff.svg",
    ]);
  });
  it("reads a hashed name back to its plain path", () => {
    expect(parseHashedName("/assets/packages/default-banner.w1600.1a2b3c4d.webp")).toEqual({
      plain: "/assets/packages/default-banner.w1600.webp",
      hash: "1a2b3c4d",
    });
    expect(parseHashedName("/assets/packages/default-banner.w1600.webp")).toBeNull();
    expect(parseHashedName("/uploads/x.1a2b3c4d.webp")).toBeNull();
    expect(hashedName("/assets/a.b.pdf", "deadbeef")).toBe("/assets/a.b.deadbeef.pdf");
  });
  it("keeps plain names outside a production build (tests, development)", () => {
    expect(PUBLIC_ASSET_HASHES).toEqual({});
    expect(assetUrl("/assets/packages/default-banner.w1600.webp")).toBe("/assets/packages/default-banner.w1600.webp");
  });
});
