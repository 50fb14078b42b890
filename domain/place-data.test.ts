import countries from "i18n-iso-countries";
import ar from "i18n-iso-countries/langs/ar.json" with { type: "json" };
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import hi from "i18n-iso-countries/langs/hi.json" with { type: "json" };
import ml from "i18n-iso-countries/langs/ml.json" with { type: "json" };
import { iso31662 } from "iso-3166";
import { describe, expect, it } from "vitest";
import { KERALA_DISTRICT_SLUGS } from "./districts";
import { COUNTRY_ROWS, ENGLISH_USAGE, SEED_PLACES, STATE_ROWS } from "./place-data";
import { isPlaceSlug } from "./places";

for (const locale of [en, ml, hi, ar]) countries.registerLocale(locale);
const plain = (name: string) => name.normalize("NFD").replace(/\p{M}+/gu, "");
const GCC = ["AE", "OM", "SA", "QA", "KW", "BH"];

describe("the seed against the packages it comes from", () => {
  it("seeds India and the six GCC countries, named as i18n-iso-countries names them in each language", () => {
    expect(COUNTRY_ROWS.map(([code]) => code)).toEqual(["IN", ...GCC]);
    for (const [code, enName, mlName, hiName, arName] of COUNTRY_ROWS) {
      expect([enName, mlName, hiName, arName], code).toEqual([
        countries.getName(code, "en"),
        countries.getName(code, "ml"),
        countries.getName(code, "hi"),
        countries.getName(code, "ar"),
      ]);
    }
  });

  it("seeds exactly iso-3166's first-level subdivisions of those countries, with its English names", () => {
    for (const country of ["IN", ...GCC]) {
      const expected = iso31662.filter((s) => s.parent === country).map((s) => s.code);
      const seeded = STATE_ROWS.filter(([code]) => code.startsWith(`${country}-`)).map(([code]) => code);
      expect(seeded.sort(), country).toEqual(expected.sort());
    }
    for (const [code, name] of STATE_ROWS) {
      const iso = iso31662.find((s) => s.code === code)!;
      expect(name, code).toBe(ENGLISH_USAGE[code] ?? plain(iso.name));
    }
    // The current codes the issue names, and none of the retired ones.
    const codes = STATE_ROWS.map(([code]) => code);
    for (const current of ["IN-OD", "IN-CG", "IN-TS", "IN-UK", "IN-LA", "IN-DH"]) expect(codes).toContain(current);
    for (const retired of ["IN-OR", "IN-CT", "IN-TG", "IN-UT", "IN-DN", "IN-DD"]) expect(codes).not.toContain(retired);
  });
});

describe("the seed's shape", () => {
  it("has 7 countries, 85 states, 14 districts and 34 places", () => {
    const per = (level: string) => SEED_PLACES.filter((p) => p.level === level).length;
    expect([per("country"), per("state"), per("district"), per("place")]).toEqual([7, 85, 14, 34]);
  });

  it("has readable slugs unique across the tree, the districts' slugs of domain/districts.ts, and parents before children", () => {
    const slugs = SEED_PLACES.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(isPlaceSlug(slug), slug).toBe(true);
    expect(SEED_PLACES.filter((p) => p.level === "district").map((p) => p.slug)).toEqual([...KERALA_DISTRICT_SLUGS]);
    const seen = new Set<string>();
    for (const p of SEED_PLACES) {
      if (p.parent) expect(seen.has(p.parent), p.slug).toBe(true);
      seen.add(p.slug);
    }
    expect(slugs).toEqual(
      expect.arrayContaining(["india", "kerala", "idukki", "munnar", "fort-kochi", "coorg", "goa", "jaisalmer", "muscat", "dubai"]),
    );
  });

  it("names every place in the four languages, each in its own script", () => {
    for (const p of SEED_PLACES) {
      expect(p.names.en, p.slug).toMatch(/^[A-Za-z' ]+$/);
      expect(p.names.ml, p.slug).toMatch(/^(?:[\u0D00-\u0D7F ,]|\u200C|\u200D)+$/);
      expect(p.names.hi, p.slug).toMatch(/^[\u0900-\u097F -]+$/);
      expect(p.names.ar, p.slug).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });
});
