import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../../domain/site-language";
import { linkLabel, placeOptions, placeTyped, type ListedPlace } from "./place-picker";
import { intlOf } from "../../i18n/testing/intl-of";

const PLACES: ListedPlace[] = [
  { slug: "idukki", parent: "kerala", names: { en: "Idukki", ml: "ഇടുക്കി", hi: "इडुक्की", ar: "إدوكي" } },
  { slug: "kerala", parent: null, names: { en: "Kerala", ml: "കേരളം", hi: "केरल", ar: "كيرالا" } },
  { slug: "munnar", parent: "idukki", names: { en: "Munnar", ml: "മൂന്നാർ", hi: "मुन्नार", ar: "مونار" } },
  { slug: "munroe-island", parent: "idukki", names: { en: "Munroe Island", ml: "", hi: "", ar: "" } },
];

describe("the place picker's options", () => {
  it("label a place with the place it lies in, joined as the page's language writes it", () => {
    const labels = (language: SiteLanguage) => placeOptions(PLACES, intlOf(language)).map((o) => o.label);
    expect(labels("en")).toEqual(["Idukki, Kerala", "Kerala", "Munnar, Idukki", "Munroe Island, Idukki"]);
    expect(labels("ml")).toEqual(["ഇടുക്കി, കേരളം", "കേരളം", "മൂന്നാർ, ഇടുക്കി", "Munroe Island, ഇടുക്കി"]);
    expect(labels("ar")).toEqual(["إدوكي، كيرالا", "كيرالا", "مونار، إدوكي", "Munroe Island، إدوكي"]);
  });

  it("a typed Arabic label or name picks its place", () => {
    const options = placeOptions(PLACES, intlOf("ar"));
    expect(placeTyped(options, " مونار، إدوكي ", false)?.slug).toBe("munnar");
    expect(placeTyped(options, "مونار", true)?.slug).toBe("munnar");
    expect(placeTyped(options, "مونار, إدوكي", false)).toBeUndefined();
  });
});

describe("a package's place in the picker's list", () => {
  const kollam: ListedPlace = { slug: "kollam", parent: "kerala", names: { en: "Kollam", ml: "കൊല്ലം", hi: "कोल्लम", ar: "كولام" } };
  const links = { slugs: ["kollam", "munnar", "vanished"], chosen: true, archived: [kollam] };
  const labels = (language: SiteLanguage) => {
    const intl = intlOf(language);
    return links.slugs.map((slug) => linkLabel(slug, placeOptions(PLACES, intl), links, intl));
  };

  it("names an archived place, left out of the list to choose from, marked as archived in the page's language", () => {
    expect(labels("en")).toEqual(["Kollam (archived)", "Munnar, Idukki", "vanished"]);
    expect(labels("ml")).toEqual(["കൊല്ലം (ആർക്കൈവ് ചെയ്തത്)", "മൂന്നാർ, ഇടുക്കി", "vanished"]);
    expect(labels("hi")).toEqual(["कोल्लम (संग्रहीत)", "मुन्नार, इडुक्की", "vanished"]);
    expect(labels("ar")).toEqual(["كولام (مؤرشف)", "مونار، إدوكي", "vanished"]);
  });
});
