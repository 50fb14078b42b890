import { describe, expect, it } from "vitest";
import { firstVisitRedirect, languageFromAcceptLanguage, languagePath, pathInEveryLanguage, splitLanguagePath } from "./site-language";

describe("splitLanguagePath / languagePath", () => {
  it("reads the prefix and leaves English paths alone", () => {
    expect(splitLanguagePath("/ml/packages")).toEqual({ language: "ml", path: "/packages" });
    expect(splitLanguagePath("/ar")).toEqual({ language: "ar", path: "/" });
    expect(splitLanguagePath("/ar/")).toEqual({ language: "ar", path: "/" });
    expect(splitLanguagePath("/packages")).toEqual({ language: "en", path: "/packages" });
    expect(splitLanguagePath("/mlx/packages")).toEqual({ language: "en", path: "/mlx/packages" });
  });
  it("prefixes paths for ml, hi and ar", () => {
    expect(languagePath("/packages?price=under-10000", "ml")).toBe("/ml/packages?price=under-10000");
    expect(languagePath("/", "ar")).toBe("/ar");
    expect(languagePath("/?x=1", "hi")).toBe("/hi?x=1");
    expect(languagePath("/package/abc", "en")).toBe("/package/abc");
  });
  it("matches a page's path in every language and no other prefix", () => {
    const review = pathInEveryLanguage("/review/([^/]+)");
    expect(review.exec("/review/abc")?.[1]).toBe("abc");
    expect(review.exec("/ar/review/abc/")?.[1]).toBe("abc");
    expect(review.exec("/ml/review/abc")?.[1]).toBe("abc");
    expect(review.test("/fr/review/abc")).toBe(false);
    expect(review.test("/review/abc/more")).toBe(false);
    expect(review.test("/review/")).toBe(false);
  });
});

describe("languageFromAcceptLanguage", () => {
  it("takes the highest-weighted language of ours", () => {
    expect(languageFromAcceptLanguage("ml-IN,ml;q=0.9,en;q=0.8")).toBe("ml");
    expect(languageFromAcceptLanguage("fr-FR,ar;q=0.5,hi;q=0.7")).toBe("hi");
    expect(languageFromAcceptLanguage("en-GB")).toBe("en");
    expect(languageFromAcceptLanguage("de,fr")).toBeNull();
    expect(languageFromAcceptLanguage(null)).toBeNull();
  });
});

describe("firstVisitRedirect", () => {
  const base = { pathname: "/", cookies: {}, acceptLanguage: "ml-IN,en;q=0.5", isBot: false };
  it("redirects only '/' of a person whose language is not English", () => {
    expect(firstVisitRedirect(base)).toBe("ml");
    expect(firstVisitRedirect({ ...base, pathname: "/packages" })).toBeNull();
    expect(firstVisitRedirect({ ...base, isBot: true })).toBeNull();
    expect(firstVisitRedirect({ ...base, acceptLanguage: "en-IN" })).toBeNull();
  });
  it("lets the remembered choice win, English included", () => {
    expect(firstVisitRedirect({ ...base, cookies: { kt_lang: "en" } })).toBeNull();
    expect(firstVisitRedirect({ ...base, cookies: { kt_lang: "ar" } })).toBe("ar");
  });
});
