import { describe, expect, it } from "vitest";
import { cleanTranslations, localizedContent } from "./package-translations";

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
