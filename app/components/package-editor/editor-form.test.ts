import { describe, expect, it } from "vitest";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { emptyPackageDraft, packageToDraft, PACKAGE_MESSAGES, type PackageDraft } from "../../../domain/package-validation";
import { editorIssue, hasLastMinute, isDirty, NO_FILES, withCategory, withOffer } from "./editor-form";

const PKG = storedPackageFixture();

const png = new File([new Uint8Array([137, 80, 78, 71])], "b.png", { type: "image/png" });

describe("editor form", () => {
  it("clears the end date when the last-minute category is unticked, and only then", () => {
    const form = packageToDraft(PKG);
    expect(withCategory(form, "trekking", false).endDate).toBe("2026-12-01");
    const withoutLastMinute = withCategory(form, "last-minute-deals", false);
    expect(withoutLastMinute.endDate).toBe("");
    expect(hasLastMinute(withoutLastMinute)).toBe(false);
    expect(withCategory(withoutLastMinute, "last-minute-deals", true).categories).toEqual(["trekking", "last-minute-deals"]);
  });

  it("does not add a category twice", () => {
    const once = withCategory(emptyPackageDraft(), "camping", true);
    expect(withCategory(once, "camping", true).categories).toEqual(["camping"]);
  });

  it("resets both offer prices to 0 when the offer is turned off", () => {
    const off = withOffer(packageToDraft(PKG), false);
    expect([off.hasOffer, off.offerPriceAdult, off.offerPriceChild]).toEqual([false, 0, 0]);
    expect(withOffer(off, true).offerPriceAdult).toBe(0);
  });

  it("is dirty after a change or a picked file, not before", () => {
    const initial = packageToDraft(PKG);
    expect(isDirty(initial, packageToDraft(PKG), NO_FILES)).toBe(false);
    expect(isDirty(initial, { ...initial, title: "Other" }, NO_FILES)).toBe(true);
    expect(isDirty(initial, initial, { ...NO_FILES, pdf: new File(["%PDF-"], "a.pdf") })).toBe(true);
  });

  it("reports the spec's first broken rule, in order", () => {
    let form: PackageDraft = emptyPackageDraft();
    const steps: [Partial<PackageDraft>, string][] = [
      [{ title: "T" }, PACKAGE_MESSAGES.titleRequired],
      [{ packageCode: "C" }, PACKAGE_MESSAGES.codeRequired],
      [{ startingLocation: "Kochi" }, PACKAGE_MESSAGES.startingLocationRequired],
      [{ destinations: "Munnar" }, PACKAGE_MESSAGES.destinationsRequired],
      [{ originalPriceAdult: "12000" }, PACKAGE_MESSAGES.adultPriceRequired],
      [{ description: "D" }, PACKAGE_MESSAGES.descriptionRequired],
    ];
    for (const [fix, message] of steps) {
      expect(editorIssue(form, NO_FILES)?.message).toBe(message);
      form = { ...form, ...fix };
    }
    expect(editorIssue(form, NO_FILES)?.message).toBe(PACKAGE_MESSAGES.bannerRequired);
    // A picked banner file counts before it is uploaded.
    expect(editorIssue(form, { ...NO_FILES, banner: png })?.message).toBe(PACKAGE_MESSAGES.openingDateRequired);
    form = { ...form, bannerImage: "/uploads/b.w1600.webp", bookingOpeningDate: "2026-11-01", bookingClosingDate: "2026-12-01" };
    expect(editorIssue(form, NO_FILES)?.field).toBe("district");
    form = { ...form, district: "idukki" };
    expect(editorIssue(form, NO_FILES)).toBeNull();
    expect(editorIssue(withCategory(form, "last-minute-deals", true), NO_FILES)).toEqual({
      field: "endDate",
      message: PACKAGE_MESSAGES.endDateRequired,
      code: "endDateRequired",
      params: {},
    });
  });
});
