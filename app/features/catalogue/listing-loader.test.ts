import { describe, expect, it } from "vitest";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { toCardPackage } from "./listing-loader.server";

describe("toCardPackage (ADR 041, 112)", () => {
  const pkg = storedPackageFixture({
    title: "Munnar Tea Trails",
    highlights: ["2 nights in a tea-estate resort.", "Tea museum", "Ridge walk", "Boating", "Spice garden"],
    translations: { ar: { title: "دروب الشاي", description: "", highlights: ["ليلتان في منتجع شاي."] } },
  });

  it("sends the page language's title and highlights when translated, and says which language each is in", () => {
    const card = toCardPackage(pkg, "2026-11-26", "ar");
    expect(card).toMatchObject({
      title: "دروب الشاي",
      titleLanguage: "ar",
      highlights: ["ليلتان في منتجع شاي."],
      highlightsLanguage: "ar",
    });
    // The original and the page language's title, for the card's favourite heart to keep.
    expect(card.titles).toEqual({ title: "Munnar Tea Trails", translations: { ar: { title: "دروب الشاي" } } });
  });

  it("sends the originals, marked English, where nothing is translated, at most four highlights (CARD_HIGHLIGHTS)", () => {
    const card = toCardPackage(pkg, "2026-11-26", "hi");
    expect(card).toMatchObject({ title: "Munnar Tea Trails", titleLanguage: "en", highlightsLanguage: "en" });
    expect(card.titles).toEqual({ title: "Munnar Tea Trails", translations: {} });
    expect(card.highlights).toEqual(["2 nights in a tea-estate resort.", "Tea museum", "Ridge walk", "Boating"]);
  });
});
