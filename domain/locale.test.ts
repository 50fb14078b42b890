import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, intlLocale, localeFromAcceptLanguage, pageLocale } from "./locale";

describe("localeFromAcceptLanguage", () => {
  it("defaults to en-IN without a header", () => {
    expect(DEFAULT_LOCALE).toBe("en-IN");
    expect(localeFromAcceptLanguage(undefined)).toBe("en-IN");
  });

  it.each([
    { why: "nothing supported", header: "xx-YY, zz", locale: "en-IN" },
    { why: "a wildcard only", header: "*", locale: "en-IN" },
    { why: "the first supported tag", header: "en-US,en;q=0.9", locale: "en-US" },
    { why: "q order, not position", header: "xx;q=1, en-GB;q=0.5, ml-IN;q=0.8", locale: "ml-IN" },
    { why: "a region of a supported language", header: "fr-CA, de-DE;q=0.9", locale: "fr-FR" },
    { why: "any letter case", header: "EN-gb", locale: "en-GB" },
    { why: "a bare language, with its region", header: "ml", locale: "ml-IN" },
    { why: "bare English, as Indian English", header: "en", locale: "en-IN" },
    { why: "q=0 left out", header: "en-US;q=0, hi-IN", locale: "hi-IN" },
    { why: "a broken q left out", header: "en-US;q=abc, ta-IN;q=0.2", locale: "ta-IN" },
    { why: "an empty header", header: "", locale: "en-IN" },
  ])("reads $header as $locale ($why)", ({ header, locale }) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe("pageLocale", () => {
  it.each([
    { language: "en", header: "en-GB,en;q=0.9", locale: "en-GB" },
    { language: "en", header: "en-US", locale: "en-US" },
    { language: "en", header: "de-DE, en;q=0.5", locale: "en-IN" },
    { language: "en", header: null, locale: "en-IN" },
    { language: "ml", header: "en-US", locale: "ml-IN" },
    { language: "hi", header: "en-GB", locale: "hi-IN" },
    { language: "ar", header: "ar-AE", locale: "ar-u-nu-latn" },
  ] as const)("a $language page with $header is in $locale", ({ language, header, locale }) => {
    expect(pageLocale(language, header)).toBe(locale);
  });

  it("keeps Latin digits in Arabic", () => {
    expect(intlLocale("ar")).toBe("ar-u-nu-latn");
    expect(intlLocale("en")).toBe("en-IN");
  });
});
