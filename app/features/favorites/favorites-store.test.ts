import { describe, expect, it } from "vitest";
import { pageTitles } from "../../../domain/package-translations";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { favoriteSnapshot, favoriteTitle, type FavoriteSnapshot } from "./favorites-store";

const pkg = storedPackageFixture({
  title: "Munnar Tea Trails",
  translations: {
    ml: { title: " മൂന്നാർ തേയിലപ്പാതകൾ ", description: "ഒരു യാത്ര.", highlights: ["സൂര്യോദയം"] },
    ar: { title: "", description: "رحلة." },
  },
});

describe("a favourite names its package in the page's language", () => {
  it("keeps the original title and every translated title, nothing else of the translations", () => {
    const snapshot = favoriteSnapshot(pkg);
    expect(snapshot.title).toBe("Munnar Tea Trails");
    expect(snapshot.translations).toEqual({ ml: { title: "മൂന്നാർ തേയിലപ്പാതകൾ" } });
    // A Malayalam card sends its title as `title`, and the original and that translation as `titles`.
    const card = { ...pkg, title: "മൂന്നാർ തേയിലപ്പാതകൾ", titles: pageTitles(pkg, "ml") };
    expect(favoriteSnapshot({ ...card, ...card.titles })).toEqual(snapshot);
  });

  it("shows the kept translation for the page's language, else the original, marked English", () => {
    const snapshot = favoriteSnapshot(pkg);
    expect(favoriteTitle(snapshot, "ml")).toEqual({ title: "മൂന്നാർ തേയിലപ്പാതകൾ", language: "ml" });
    expect(favoriteTitle(snapshot, "ar")).toEqual({ title: "Munnar Tea Trails", language: "en" });
    expect(favoriteTitle(snapshot, "en")).toEqual({ title: "Munnar Tea Trails", language: "en" });
  });

  it("shows an entry kept before titles were kept per language as it was, in no stated language", () => {
    const { translations: _, ...old } = favoriteSnapshot(pkg);
    const stored: FavoriteSnapshot = { ...old, title: "Kept as shown" };
    expect(favoriteTitle(stored, "ml")).toEqual({ title: "Kept as shown", language: null });
    expect(favoriteTitle(stored, "en")).toEqual({ title: "Kept as shown", language: null });
  });
});
