import { describe, expect, it } from "vitest";
import { SEED_PLACES } from "./place-data";
import {
  byNameIn,
  childrenOf,
  descendantSlugs,
  destinationPath,
  indexPlaces,
  isPlaceSlug,
  levelLiesIn,
  placeChain,
  placeFromPath,
  placeName,
  placesNamedBy,
  placeTree,
  slugChoices,
  slugFromName,
} from "./places";

const index = indexPlaces(SEED_PLACES);

describe("slugs", () => {
  it("are made from English names without accents or punctuation", () => {
    expect(slugFromName("Tamil Nādu")).toBe("tamil-nadu");
    expect(slugFromName("Jatayu Earth's Center")).toBe("jatayu-earths-center");
    expect(slugFromName("  Fort  Kochi ")).toBe("fort-kochi");
  });

  it("for a new place: the name's own, then with its parent's, then numbered; none from a name without Latin letters", () => {
    expect(slugChoices("Kovalam", "chennai").slice(0, 4)).toEqual(["kovalam", "kovalam-chennai", "kovalam-chennai-2", "kovalam-chennai-3"]);
    expect(slugChoices("Kovalam", "chennai")).toHaveLength(10);
    const long = slugChoices("Sree Padmanabhaswamy Temple East Fort Thiruvananthapuram Kerala", "thiruvananthapuram");
    // Sixty characters at most: the name's part is cut to leave room for the parent's and the number.
    expect(long.slice(0, 3)).toEqual([
      "sree-padmanabhaswamy-temple-east-fort-thiruvananthapuram-ker",
      "sree-padmanabhaswamy-temple-east-fort-thi-thiruvananthapuram",
      "sree-padmanabhaswamy-temple-east-fort-t-thiruvananthapuram-2",
    ]);
    expect(long.every((slug) => slug.length <= 60)).toBe(true);
    expect(slugChoices("ഇടുക്കി", "kerala")).toEqual([]);
    expect(slugChoices("!!", "kerala")).toEqual([]);
  });

  it("accept lower-case words joined by single hyphens only", () => {
    for (const ok of ["india", "fort-kochi", "sa-01"]) expect(isPlaceSlug(ok), ok).toBe(true);
    for (const bad of ["", "a", "Kerala", "fort--kochi", "-goa", "goa-", "../x", "x".repeat(61)]) expect(isPlaceSlug(bad), bad).toBe(false);
  });
});

describe("the tree", () => {
  it("walks from the country down, and back up", () => {
    expect(placeChain(index, "fort-kochi").map((p) => p.slug)).toEqual(["india", "kerala", "ernakulam", "kochi", "fort-kochi"]);
    expect(placeChain(index, "atlantis")).toEqual([]);
    expect(destinationPath(index, "munnar")).toBe("/destinations/india/kerala/idukki/munnar");
    expect(destinationPath(index, "dubai")).toBe("/destinations/united-arab-emirates/dubai");
  });

  it("finds a place only by its full path", () => {
    expect(placeFromPath(index, ["india", "kerala", "idukki"])?.slug).toBe("idukki");
    expect(placeFromPath(index, ["India", "Kerala"])?.slug).toBe("kerala");
    expect(placeFromPath(index, ["india", "idukki"])).toBeUndefined();
    expect(placeFromPath(index, ["kerala", "idukki"])).toBeUndefined();
    expect(placeFromPath(index, ["india", "goa", "idukki"])).toBeUndefined();
    expect(placeFromPath(index, [])).toBeUndefined();
  });

  it("takes in everything inside a place", () => {
    const kerala = descendantSlugs(SEED_PLACES, "kerala");
    expect(kerala).toHaveLength(1 + 14 + 26);
    expect(kerala).toEqual(expect.arrayContaining(["idukki", "munnar", "fort-kochi"]));
    expect(descendantSlugs(SEED_PLACES, "munnar")).toEqual(["munnar"]);
    expect(childrenOf(SEED_PLACES, "idukki").map((p) => p.slug)).toEqual(["marayoor", "munnar", "thekkady"]);
  });

  it("orders a kept subtree depth first, India first", () => {
    const kept = new Set(["india", "kerala", "idukki", "munnar", "oman", "muscat", "goa"]);
    expect(placeTree(SEED_PLACES, (p) => kept.has(p.slug), "en").map(({ place, depth }) => `${depth}:${place.slug}`)).toEqual([
      "0:india",
      "1:goa",
      "1:kerala",
      "2:idukki",
      "3:munnar",
      "0:oman",
      "1:muscat",
    ]);
  });

  it("orders each level of the tree by the names a page's language shows, India still first", () => {
    const kept = new Set([
      "india",
      "kerala",
      "goa",
      "rajasthan",
      "idukki",
      "ernakulam",
      "alappuzha",
      "munnar",
      "thekkady",
      "oman",
      "qatar",
    ]);
    kept.add("united-arab-emirates");
    const tree = (language: "ml" | "ar") =>
      placeTree(SEED_PLACES, (p) => kept.has(p.slug), language).map(({ place, depth }) => `${depth}:${placeName(place, language)}`);
    expect(tree("ml")).toEqual([
      "0:ഇന്ത്യ",
      "1:കേരളം",
      "2:ആലപ്പുഴ",
      "2:ഇടുക്കി",
      "3:തേക്കടി",
      "3:മൂന്നാർ",
      "2:എറണാകുളം",
      "1:ഗോവ",
      "1:രാജസ്ഥാൻ",
      "0:ഒമാൻ",
      "0:ഖത്തർ",
      "0:യുണൈറ്റഡ് അറബ് എമിറൈറ്റ്‌സ്",
    ]);
    expect(tree("ar")).toEqual([
      "0:الهند",
      "1:راجستان",
      "1:غوا",
      "1:كيرالا",
      "2:إدوكي",
      "3:ثيكادي",
      "3:مونار",
      "2:إرناكولام",
      "2:ألابوزا",
      "0:الإمارات العربية المتحدة",
      "0:عمان",
      "0:قطر",
    ]);
  });

  it("names a place in each language", () => {
    const munnar = index.get("munnar")!;
    expect(["en", "ml", "hi", "ar"].map((l) => placeName(munnar, l as "en"))).toEqual(["Munnar", "മൂന്നാർ", "मुन्नार", "مونار"]);
    expect(placeName({ names: { en: "New", ml: "", hi: "", ar: "" } }, "ar")).toBe("New");
  });
});

describe("placesNamedBy", () => {
  const named = placesNamedBy([
    { slug: "alappuzha", names: { en: "Alappuzha", ml: "ആലപ്പുഴ", hi: "अलप्पुझा", ar: "ألابوزا" }, aliases: ["Alleppey", ""] },
    { slug: "kochi", names: { en: "Kochi", ml: "കൊച്ചി", hi: "कोच्चि", ar: "كوتشي" }, aliases: ["Cochin"] },
    { slug: "kochi-town", names: { en: "Kochi", ml: "", hi: "", ar: "" }, aliases: [] },
  ]);

  it("finds a place by any of its four names or another spelling, the whole search trimmed and in any case", () => {
    expect(named("ആലപ്പുഴ")).toEqual(["alappuzha"]);
    expect(named(" ALLEPPEY ")).toEqual(["alappuzha"]);
    expect(named("ألابوزا")).toEqual(["alappuzha"]);
    expect(named("cochin")).toEqual(["kochi"]);
  });

  it("gives every place of a shared name, and none for part of a name, another word or an empty search", () => {
    expect(named("kochi")).toEqual(["kochi", "kochi-town"]);
    expect(named("alapp")).toEqual([]);
    expect(named("kochi beach")).toEqual([]);
    expect(named("")).toEqual([]);
    expect(named("  ")).toEqual([]);
  });
});

describe("levels", () => {
  it("lie below their parent's, a level skipped or a place in a place, never beside or above", () => {
    for (const p of SEED_PLACES) if (p.parent) expect(levelLiesIn(p.level, index.get(p.parent)!.level), p.slug).toBe(true);
    expect(levelLiesIn("place", "state")).toBe(true);
    expect(levelLiesIn("place", "place")).toBe(true);
    expect(levelLiesIn("district", "country")).toBe(true);
    expect(levelLiesIn("state", "place")).toBe(false);
    expect(levelLiesIn("district", "district")).toBe(false);
    expect(levelLiesIn("state", "state")).toBe(false);
  });
});

describe("byNameIn", () => {
  it("orders places by their names in the page's language", () => {
    const idukki = childrenOf(SEED_PLACES, "idukki");
    expect(byNameIn(idukki, "en").map((p) => p.slug)).toEqual(["marayoor", "munnar", "thekkady"]);
    expect(byNameIn(idukki, "hi").map((p) => p.slug)).toEqual(["thekkady", "marayoor", "munnar"]);
  });
});
