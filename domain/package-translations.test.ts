import { describe, expect, it } from "vitest";
import {
  cleanTranslations,
  languageMarks,
  localizedContent,
  localizedLists,
  localizedTitle,
  pageTitles,
  removeItineraryDays,
  translatedTitles,
} from "./package-translations";
import { titledDay, translatedDays } from "./testing/translated-days";

const PKG = {
  title: "Munnar Tea Trails",
  description: "Tea estates and a ridge walk.",
  translations: {
    ml: { title: "മൂന്നാർ തേയിലവഴികൾ", description: "തേയിലത്തോട്ടങ്ങളും മലനടത്തവും." },
    ar: { title: "دروب الشاي في مونار", description: "" },
  },
};

/** What localizedContent answers: the texts to show and whether each is the admin's translation. */
const shown = (title: string, description: string, titleTranslated: boolean, descriptionTranslated: boolean) => ({
  title,
  description,
  titleTranslated,
  descriptionTranslated,
});

describe("localizedContent", () => {
  it("shows the admin's translation in its language", () => {
    expect(localizedContent(PKG, "ml")).toEqual(shown("മൂന്നാർ തേയിലവഴികൾ", "തേയിലത്തോട്ടങ്ങളും മലനടത്തവും.", true, true));
  });

  it("falls back to the original for each text not written, and for English and Hindi here", () => {
    expect(localizedContent(PKG, "ar")).toEqual(shown("دروب الشاي في مونار", "Tea estates and a ridge walk.", true, false));
    const original = shown("Munnar Tea Trails", "Tea estates and a ridge walk.", false, false);
    expect(localizedContent(PKG, "hi")).toEqual(original);
    expect(localizedContent(PKG, "en")).toEqual(original);
    expect(localizedContent({ title: "Munnar Tea Trails", description: "Tea estates and a ridge walk." }, "ml")).toEqual(original);
  });

  it("treats blank translated text as not written", () => {
    expect(localizedContent({ ...PKG, translations: { hi: { title: "   ", description: " " } } }, "hi").title).toBe("Munnar Tea Trails");
  });
});

describe("cleanTranslations", () => {
  it("trims, leaves out empty languages and unknown ones, keeps ml, hi, ar order", () => {
    expect(
      cleanTranslations({
        ar: { title: " عنوان ", description: "" },
        en: { title: "English", description: "x" },
        hi: { title: "", description: "  " },
        ml: { title: "", description: " വിവരണം " },
      }),
    ).toEqual({ ml: { title: "", description: "വിവരണം" }, ar: { title: "عنوان", description: "" } });
  });

  it("reads odd stored values as no translation", () => {
    expect(cleanTranslations(null)).toEqual({});
    expect(cleanTranslations([])).toEqual({});
    expect(cleanTranslations("ml")).toEqual({});
    expect(cleanTranslations({ ml: "title", hi: [], ar: { title: 5, description: "وصف" } })).toEqual({
      ar: { title: "", description: "وصف" },
    });
  });
});

describe("localizedLists (ADR 112)", () => {
  const pkg = {
    highlights: ["2 nights in a tea-estate resort."],
    inclusions: ["Breakfast"],
    exclusions: ["Flights"],
    itinerary: [
      { title: "Arrive in Munnar", description: "Check in by 2 pm." },
      { title: "Tea museum", description: "A morning walk." },
    ],
    translations: {
      ar: { ...translatedDays("", "متحف الشاي"), highlights: ["ليلتان في منتجع بمزرعة شاي."] },
    },
  };

  it("shows a translated list instead of the original's, each day's text where written, and says the language of each", () => {
    expect(localizedLists(pkg, "ar")).toEqual({
      highlights: { value: ["ليلتان في منتجع بمزرعة شاي."], language: "ar" },
      inclusions: { value: ["Breakfast"], language: "en" },
      exclusions: { value: ["Flights"], language: "en" },
      itinerary: [
        { title: { value: "Arrive in Munnar", language: "en" }, description: { value: "Check in by 2 pm.", language: "en" } },
        { title: { value: "متحف الشاي", language: "ar" }, description: { value: "A morning walk.", language: "en" } },
      ],
    });
  });

  it("shows the originals on the English page and where nothing was written", () => {
    expect(localizedLists(pkg, "en").highlights).toEqual({ value: ["2 nights in a tea-estate resort."], language: "en" });
    expect(localizedLists(pkg, "ml").itinerary[1]!.title).toEqual({ value: "Tea museum", language: "en" });
    expect(localizedLists({ ...pkg, translations: null }, "ar").highlights.language).toBe("en");
  });
});

describe("removeItineraryDays", () => {
  const content = {
    itinerary: [titledDay("Arrive Kochi"), titledDay("Houseboat"), titledDay("Depart")],
    translations: {
      ml: translatedDays("കൊച്ചിയിൽ എത്തുക", "ഹൗസ്ബോട്ട്", "മടക്കം"),
      hi: { title: "केरल", description: "" },
    },
  };

  it("removes the same day from the original and from every translation, so the translations stay on their days", () => {
    const after = removeItineraryDays(content, (_, i) => i === 0);
    expect(after.itinerary.map((d) => d.title)).toEqual(["Houseboat", "Depart"]);
    expect(after.translations).toEqual({
      ml: translatedDays("ഹൗസ്ബോട്ട്", "മടക്കം"),
      hi: { title: "केरल", description: "" },
    });
    expect(localizedLists({ highlights: [], inclusions: [], exclusions: [], ...after }, "ml").itinerary.map((d) => d.title.value)).toEqual([
      "ഹൗസ്ബോട്ട്",
      "മടക്കം",
    ]);
  });

  it("leaves a translation with fewer days than the original its days before the removed one", () => {
    const short = { ...content, translations: { ar: translatedDays("الوصول") } };
    expect(removeItineraryDays(short, (_, i) => i === 2).translations).toEqual(short.translations);
    expect(removeItineraryDays(short, (_, i) => i === 0).translations).toEqual({ ar: translatedDays() });
  });
});

describe("languageMarks", () => {
  it("marks text in another language than the page's with its own tag and direction, and nothing else", () => {
    expect(languageMarks("en", "ar")).toEqual({ lang: "en-IN", dir: "ltr" });
    expect(languageMarks("ar", "en")).toEqual({ lang: "ar", dir: "rtl" });
    expect(languageMarks("ml", "ml")).toEqual({});
  });
});

describe("cleanTranslations with lists and days", () => {
  it("keeps a language that has only a list", () => {
    expect(cleanTranslations({ ml: { title: "", description: "", exclusions: [" വിമാനയാത്ര ", 5] } })).toEqual({
      ml: { title: "", description: "", exclusions: ["വിമാനയാത്ര"] },
    });
  });
});

describe("the titles a favourite keeps (ADR 135)", () => {
  const pkg = {
    title: "Munnar Tea Trails",
    translations: {
      ml: { title: " മൂന്നാർ ", description: "x" },
      hi: { title: "", description: "y" },
      ar: { title: "مونار", description: "" },
    },
  };
  it("translatedTitles keeps each written title alone, trimmed, and drops what is not one", () => {
    expect(translatedTitles(pkg.translations)).toEqual({ ml: { title: "മൂന്നാർ" }, ar: { title: "مونار" } });
    expect(translatedTitles({ fr: { title: "Munnar" }, ml: { title: 3 }, ar: "مونار" })).toEqual({});
    expect(translatedTitles(null)).toEqual({});
  });
  it("pageTitles sends the original and the page language's title only", () => {
    expect(pageTitles(pkg, "ar")).toEqual({ title: "Munnar Tea Trails", translations: { ar: { title: "مونار" } } });
    expect(pageTitles(pkg, "hi")).toEqual({ title: "Munnar Tea Trails", translations: {} });
    expect(pageTitles(pkg, "en")).toEqual({ title: "Munnar Tea Trails", translations: {} });
  });
  it("localizedTitle reads kept titles as it reads a package", () => {
    expect(localizedTitle(pageTitles(pkg, "ar"), "ar")).toEqual({ title: "مونار", titleTranslated: true });
    expect(localizedTitle(pageTitles(pkg, "ar"), "ml")).toEqual({ title: "Munnar Tea Trails", titleTranslated: false });
  });
});
