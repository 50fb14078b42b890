import { describe, expect, it } from "vitest";
import { hasAmbiguousCookie, parseCookies } from "./request-cookies";

describe("parseCookies", () => {
  it("finds a cookie among others and decodes its value", () => {
    expect(parseCookies("a=1; kt_lang=ml; b=2").kt_lang).toBe("ml");
    expect(parseCookies("kt_langx=ml").kt_lang).toBeUndefined();
    expect(parseCookies("kt_currency=%41ED").kt_currency).toBe("AED");
    expect(parseCookies(null)).toEqual({});
  });
  it("keeps the first copy of a repeated name and skips a bare name", () => {
    expect(parseCookies("kt_currency=USD; kt_currency=EUR").kt_currency).toBe("USD");
    expect(parseCookies("kt_currency=AED; kt_currency").kt_currency).toBe("AED");
    expect(parseCookies("kt_currency; kt_currency=AED").kt_currency).toBe("AED");
    expect(parseCookies("kt_lang").kt_lang).toBeUndefined();
  });
  it("leaves a value that is not valid percent-encoding as it came", () => {
    expect(parseCookies("kt_lang=%E0%A4").kt_lang).toBe("%E0%A4");
  });
});

describe("hasAmbiguousCookie", () => {
  const names = ["kt_currency", "kt_lang"];
  it("is true for a variant cookie sent twice or bare", () => {
    expect(hasAmbiguousCookie("kt_currency=USD; kt_currency=EUR", names)).toBe(true);
    expect(hasAmbiguousCookie("kt_currency=AED; kt_currency", names)).toBe(true);
    expect(hasAmbiguousCookie(" kt_lang ", names)).toBe(true);
    expect(hasAmbiguousCookie("kt_lang=en;kt_lang=ml", names)).toBe(true);
  });
  it("is false for one copy of each, and for other cookies", () => {
    expect(hasAmbiguousCookie("kt_currency=USD; kt_lang=ml", names)).toBe(false);
    expect(hasAmbiguousCookie("a=1; a=2; b", names)).toBe(false);
    expect(hasAmbiguousCookie("", names)).toBe(false);
    expect(hasAmbiguousCookie(undefined, names)).toBe(false);
  });
});
