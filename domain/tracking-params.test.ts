import { describe, expect, it } from "vitest";
import { isTrackingParam, withoutTrackingParams } from "./tracking-params";

describe("tracking parameters", () => {
  it("are the campaign tags and click ids, in any letter case, and nothing a page reads", () => {
    for (const name of ["utm_source", "UTM_Campaign", "fbclid", "gclid", "msclkid", "srsltid"]) expect(isTrackingParam(name)).toBe(true);
    for (const name of ["search", "sort", "page", "categories", "ids", "back", "currency", "utm", "source"])
      expect(isTrackingParam(name)).toBe(false);
  });

  it("leave a query without changing the rest of it", () => {
    expect(withoutTrackingParams("")).toBe("");
    expect(withoutTrackingParams("?")).toBe("?");
    expect(withoutTrackingParams("?sort=price-asc&search=%E0%B4%AE+x")).toBe("?sort=price-asc&search=%E0%B4%AE+x");
    expect(withoutTrackingParams("?fbclid=IwAR0abc")).toBe("");
    expect(withoutTrackingParams("?utm_source=whatsapp&sort=price-asc&fbclid=x&search=%E0%B4%AE+x")).toBe(
      "?sort=price-asc&search=%E0%B4%AE+x",
    );
    // A name spelt with percent-encoding is the same name; a bare one too.
    expect(withoutTrackingParams("?utm%5Fsource=a&gclid&ids=a,b")).toBe("?ids=a,b");
    // Broken encoding in another parameter stays as it was.
    expect(withoutTrackingParams("?search=%E0%A4&utm_medium=social")).toBe("?search=%E0%A4");
  });
});
