import { describe, expect, it } from "vitest";
import type { TravelPackage } from "../../../domain/package";
import { languagePath, type SiteLanguage } from "../../../domain/site-language";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { renderOnPage } from "../../components/testing/render-on-page";
import { CompareTable } from "./compare-table";

/** The table as /<language>/compare renders it on the server (the root loader's language and locale). */
const render = (packages: TravelPackage[], language: SiteLanguage) =>
  renderOnPage(<CompareTable packages={packages} onRemove={() => undefined} />, language, languagePath("/compare", language));

/** The opening tag of the element whose text is exactly `text` (the innermost one holding it). */
function tagAround(html: string, text: string): string {
  const at = html.indexOf(`>${text}<`);
  expect(at, `"${text}" in the table`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<", at), at + 1);
}

const translated = storedPackageFixture({
  id: "tea",
  title: "Munnar Tea Trails",
  highlights: ["Sunrise at Top Station"],
  inclusions: ["Breakfast every day"],
  exclusions: ["Flights"],
  translations: {
    ml: { title: "മൂന്നാർ തേയിലപ്പാതകൾ", description: "", inclusions: ["എല്ലാ ദിവസവും പ്രഭാതഭക്ഷണം"] },
    ar: { title: "دروب الشاي في مونار", description: "", highlights: ["شروق الشمس في توب ستيشن"], exclusions: ["الرحلات الجوية"] },
  },
});
const untranslated = storedPackageFixture({ id: "boat", title: "Alleppey Houseboat", inclusions: ["All meals"], highlights: [] });

describe("the compare table in the page's language (ADR 041, 112)", () => {
  it("shows a package's translated title and lists, and marks each original text shown beside them as English", () => {
    const html = render([translated, untranslated], "ar");
    // Translated: in the page's language, so no marks of their own.
    expect(tagAround(html, "دروب الشاي في مونار")).toBe("<bdi>");
    expect(tagAround(html, "شروق الشمس في توب ستيشن")).toBe("<bdi>");
    expect(tagAround(html, "الرحلات الجوية")).toBe("<bdi>");
    expect(html).not.toContain("Munnar Tea Trails");
    expect(html).not.toContain("Sunrise at Top Station");
    // The original where nothing is translated: English, left to right, inside the Arabic page.
    const english = '<bdi lang="en-IN" dir="ltr">';
    expect(tagAround(html, "Breakfast every day")).toBe(english);
    expect(tagAround(html, "Alleppey Houseboat")).toBe(english);
    expect(tagAround(html, "All meals")).toBe(english);
    // Places have no translations: always the original's language.
    expect(tagAround(html, "Kochi")).toBe(english);
    expect(tagAround(html, "Munnar, Thekkady")).toBe(english);
  });

  it("takes each language's own translation, and marks nothing on the English page", () => {
    const ml = render([translated], "ml");
    expect(tagAround(ml, "മൂന്നാർ തേയിലപ്പാതകൾ")).toBe("<bdi>");
    expect(tagAround(ml, "എല്ലാ ദിവസവും പ്രഭാതഭക്ഷണം")).toBe("<bdi>");
    expect(tagAround(ml, "Sunrise at Top Station")).toBe('<bdi lang="en-IN" dir="ltr">');

    const hi = render([translated], "hi");
    expect(tagAround(hi, "Munnar Tea Trails")).toBe('<bdi lang="en-IN" dir="ltr">');

    const en = render([translated, untranslated], "en");
    expect(en).not.toContain("lang=");
    expect(tagAround(en, "Munnar Tea Trails")).toBe("<bdi>");
    expect(tagAround(en, "Breakfast every day")).toBe("<bdi>");
  });
});
