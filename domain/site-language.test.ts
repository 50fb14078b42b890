import { describe, expect, it } from "vitest";
import {
  firstVisitRedirect,
  languageFromAcceptLanguage,
  languagePath,
  pathInEveryLanguage,
  splitLanguagePath,
  type SiteLanguage,
} from "./site-language";

describe("splitLanguagePath / languagePath", () => {
  it("reads the prefix and leaves English paths alone", () => {
    const paths = ["/ml/packages", "/ar", "/ar/", "/packages", "/mlx/packages"];
    expect(Object.fromEntries(paths.map((path) => [path, splitLanguagePath(path)]))).toEqual({
      "/ml/packages": { language: "ml", path: "/packages" },
      "/ar": { language: "ar", path: "/" },
      "/ar/": { language: "ar", path: "/" },
      "/packages": { language: "en", path: "/packages" },
      "/mlx/packages": { language: "en", path: "/mlx/packages" },
    });
  });
  it("prefixes paths for ml, hi and ar", () => {
    const paths: [path: string, language: SiteLanguage][] = [
      ["/packages?price=under-10000", "ml"],
      ["/", "ar"],
      ["/?x=1", "hi"],
      ["/package/abc", "en"],
    ];
    expect(paths.map(([path, language]) => `${path} in ${language} → ${languagePath(path, language)}`)).toEqual([
      "/packages?price=under-10000 in ml → /ml/packages?price=under-10000",
      "/ in ar → /ar",
      "/?x=1 in hi → /hi?x=1",
      "/package/abc in en → /package/abc",
    ]);
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
    const headers = ["ml-IN,ml;q=0.9,en;q=0.8", "fr-FR,ar;q=0.5,hi;q=0.7", "en-GB", "de,fr", null];
    expect(Object.fromEntries(headers.map((header) => [String(header), languageFromAcceptLanguage(header)]))).toEqual({
      "ml-IN,ml;q=0.9,en;q=0.8": "ml",
      "fr-FR,ar;q=0.5,hi;q=0.7": "hi",
      "en-GB": "en",
      "de,fr": null,
      null: null,
    });
  });
});

describe("firstVisitRedirect", () => {
  const base = { pathname: "/", cookies: {}, acceptLanguage: "ml-IN,en;q=0.5", isBot: false };
  it("redirects '/' of a person whose language is not English, not other pages", () => {
    expect(firstVisitRedirect(base)).toBe("ml");
    expect(firstVisitRedirect({ ...base, pathname: "/packages" })).toBeNull();
    expect(firstVisitRedirect({ ...base, isBot: true })).toBeNull();
    expect(firstVisitRedirect({ ...base, acceptLanguage: "en-IN" })).toBeNull();
  });
  it("redirects the invitation page too, and no other page of the portal", () => {
    expect(firstVisitRedirect({ ...base, pathname: "/partner/join" })).toBe("ml");
    expect(firstVisitRedirect({ ...base, pathname: "/partner/join", cookies: { kt_lang: "en" } })).toBeNull();
    expect(firstVisitRedirect({ ...base, pathname: "/partner/join", isBot: true })).toBeNull();
    expect(firstVisitRedirect({ ...base, pathname: "/partner" })).toBeNull();
    expect(firstVisitRedirect({ ...base, pathname: "/ml/partner/join" })).toBeNull();
  });
  it("lets the remembered choice win, English included", () => {
    expect(firstVisitRedirect({ ...base, cookies: { kt_lang: "en" } })).toBeNull();
    expect(firstVisitRedirect({ ...base, cookies: { kt_lang: "ar" } })).toBe("ar");
  });
});
