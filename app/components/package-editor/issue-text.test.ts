import { describe, expect, it } from "vitest";
import { emptyPackageDraft, galleryCapacityError, parsePackageDraft, pdfFileError } from "../../../domain/package-validation";
import type { SiteLanguage } from "../../../domain/site-language";
import { editorIssue, NO_FILES } from "./editor-form";
import { issueText, type IssueToSay } from "./issue-text";
import { intlOf } from "../../i18n/testing/intl-of";

const say = (language: SiteLanguage, issue: IssueToSay, currency: "INR" | "USD" = "INR") => issueText(intlOf(language), issue, currency);

/** The issue a draft with these fields over a complete one gives. */
function issueOf(over: Record<string, unknown>): IssueToSay {
  const complete = {
    ...emptyPackageDraft(),
    title: "Munnar Tea Trails",
    packageCode: "KT-MUN-01",
    startingLocation: "Kochi",
    destinations: "Munnar",
    originalPriceAdult: "12999",
    description: "Tea gardens.",
    bannerImage: "/uploads/banner.w1600.webp",
    bookingOpeningDate: "2026-11-01",
    bookingClosingDate: "2026-12-31",
    district: "idukki",
  };
  const r = parsePackageDraft({ ...complete, ...over });
  if (r.ok) throw new Error("expected an issue");
  return r;
}

describe("an editor issue in the page's language", () => {
  it("says the editor's own check in Arabic and Malayalam", () => {
    const first = editorIssue(emptyPackageDraft(), NO_FILES)!;
    expect(say("ar", first)).toBe("عنوان الباقة مطلوب.");
    expect(say("ml", first)).toBe("പാക്കേജിന്റെ പേര് നിർബന്ധമാണ്.");
    expect(say("hi", first)).toBe("पैकेज का शीर्षक ज़रूरी है।");
    // English: the domain's words, the spec's.
    expect(say("en", first)).toBe("Package title is required.");
  });

  it("names a field by the editor's label in the page's language, a price's with the draft's currency", () => {
    expect(say("ml", issueOf({ title: "x".repeat(201) }))).toBe("പാക്കേജിന്റെ പേര് വളരെ നീളമുള്ളതാണ് (പരമാവധി 200 അക്ഷരങ്ങൾ).");
    expect(say("ar", issueOf({ title: "x".repeat(201) }))).toBe("عنوان الباقة طويل جدًا (الحد 200 حرف).");
    const price = issueOf({ originalPriceChild: "x".repeat(41) });
    expect(price).toMatchObject({ code: "tooLong", params: { field: "originalPriceChild", max: 40 } });
    expect(say("en", price, "USD")).toBe("Child price ($) is too long (at most 40 characters).");
  });

  it("puts the numbers in, with the language's plural", () => {
    expect(say("en", issueOf({ durationDays: "400" }))).toBe("Duration can be at most 365 days and 365 nights.");
    expect(say("ml", issueOf({ durationDays: "400" }))).toBe("കാലാവധി പരമാവധി 365 പകലും 365 രാത്രിയും ആകാം.");
    // A price limit grouped as the page groups numbers (the domain's English groups it in thousands).
    const price = issueOf({ originalPriceAdult: "2000000000" });
    expect(price.message).toBe("Prices can be at most 1,000,000,000.");
    expect(say("en", price)).toBe("Prices can be at most 1,00,00,00,000.");
    expect(say("hi", price)).toBe("मूल्य अधिकतम 1,00,00,00,000 हो सकता है।");
    const day = (title: string) => ({ title, description: "", overnight: "Munnar", meals: [] });
    const fourDays = issueOf({ durationDays: "1", itinerary: [day("A"), day("B"), day("C"), day("D")] });
    expect(say("en", fourDays)).toBe("The itinerary has 4 days but the package lasts 1 day.");
    expect(say("ar", fourDays)).toBe("يضم البرنامج 4 أيام لكن مدة الباقة يوم واحد.");
  });

  it("writes a departure's date as the page writes dates", () => {
    const dep = { date: "2026-12-14", seatsTotal: "10", seatsLeft: "4", priceAdult: "" };
    const twice = issueOf({ departures: [dep, dep] });
    expect(say("en", twice)).toBe("The departure on 14 Dec 2026 is listed twice.");
    expect(say("ml", twice)).toBe("2026 ഡിസം 14-ലെ പുറപ്പെടൽ രണ്ടു തവണ ചേർത്തിട്ടുണ്ട്.");
  });

  it("says the media section's file checks", () => {
    expect(say("ar", galleryCapacityError(3, 2)!)).toBe("يمكنك رفع صورة واحدة أخرى فقط.");
    expect(say("ml", galleryCapacityError(4, 1)!)).toBe("ഇനി ചിത്രങ്ങൾ ചേർക്കാനാവില്ല.");
    expect(say("en", galleryCapacityError(0, 5)!)).toBe("You can upload up to 4 more images.");
    expect(say("ar", pdfFileError({ size: 10, isPdf: false })!)).toBe("يُسمح بملفات PDF فقط.");
    expect(say("ml", pdfFileError({ size: 7 * 1024 * 1024, isPdf: true })!)).toBe("PDF ഫയൽ 6 MB പരിധിയിൽ കൂടുതലാണ്.");
  });

  it("says a code it does not know, or no code, in the English it came with", () => {
    expect(say("ar", { message: "A rule from a newer server.", code: "somethingNew", params: {} })).toBe("A rule from a newer server.");
    expect(say("ml", { message: "The uploaded file was not found." })).toBe("The uploaded file was not found.");
    expect(say("ar", { message: "Inherited.", code: "toString" })).toBe("Inherited.");
  });
});
