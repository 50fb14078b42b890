import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from "./locale";

describe("localeFromAcceptLanguage", () => {
  it("defaults to en-IN without a header or a supported tag", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe(DEFAULT_LOCALE);
    expect(localeFromAcceptLanguage("")).toBe("en-IN");
    expect(localeFromAcceptLanguage("xx-YY, zz")).toBe("en-IN");
    expect(localeFromAcceptLanguage("*")).toBe("en-IN");
  });

  it("takes the first supported tag in q order", () => {
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en-US");
    expect(localeFromAcceptLanguage("xx;q=1, en-GB;q=0.5, ml-IN;q=0.8")).toBe("ml-IN");
    expect(localeFromAcceptLanguage("fr-CA, de-DE;q=0.9")).toBe("fr-FR");
  });

  it("matches case-insensitively and maps bare languages to a region", () => {
    expect(localeFromAcceptLanguage("EN-gb")).toBe("en-GB");
    expect(localeFromAcceptLanguage("ml")).toBe("ml-IN");
    expect(localeFromAcceptLanguage("en")).toBe("en-IN");
  });

  it("ignores ranges with q=0 or a broken q", () => {
    expect(localeFromAcceptLanguage("en-US;q=0, hi-IN")).toBe("hi-IN");
    expect(localeFromAcceptLanguage("en-US;q=abc, ta-IN;q=0.2")).toBe("ta-IN");
  });
});
