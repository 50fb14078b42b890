import { describe, expect, it } from "vitest";
import {
  archivedParentRefusal,
  archiveRefusal,
  parsePlaceAliases,
  parsePlaceNames,
  restoreRefusal,
  siblingAliasClash,
  siblingNameClash,
} from "./place-edits";

const names = (en: string, ml = "", hi = "", ar = "") => ({ en, ml, hi, ar });
const MUNNAR = { slug: "munnar", parent: "idukki", names: names("Munnar", "മൂന്നാർ", "मुन्नार", "مونار") };
const THEKKADY = { slug: "thekkady", parent: "idukki", names: names("Thekkady", "തേക്കടി", "तेक्कडी", "ثيكادي") };
const KOLLAM = { slug: "kollam", parent: "kerala", names: names("Kollam", "കൊല്ലം") };

describe("a place's new names", () => {
  it("are trimmed, English required, at most 80 characters each", () => {
    expect(parsePlaceNames({ en: "  Moonar ", ml: " മൂന്നാർ" })).toEqual({ ok: true, names: names("Moonar", "മൂന്നാർ") });
    expect(parsePlaceNames({ en: "   ", ml: "മൂന്നാർ" })).toEqual({
      ok: false,
      error: "The English name is required: it is shown wherever a language has none.",
    });
    expect(parsePlaceNames(undefined)).toMatchObject({ ok: false, error: expect.stringContaining("English name is required") });
    expect(parsePlaceNames({ en: "x".repeat(80) })).toMatchObject({ ok: true });
    expect(parsePlaceNames({ en: "Munnar", hi: "x".repeat(81) })).toEqual({
      ok: false,
      error: "The name in Hindi is longer than 80 characters.",
    });
    expect(parsePlaceNames({ en: "Munnar", ar: 5 })).toEqual({ ok: false, error: "names.ar must be text" });
  });

  it("clash with a place beside it of the same name in the same language, in any case, and with no other", () => {
    const all = [MUNNAR, THEKKADY, KOLLAM];
    expect(siblingNameClash(MUNNAR, names(" thekkady "), all)).toBe(
      "Thekkady already lies in the same place with the English name “thekkady”: choose another name.",
    );
    expect(siblingNameClash(MUNNAR, names("Moonar", "തേക്കടി"), all)).toBe(
      "Thekkady already lies in the same place with the Malayalam name “തേക്കടി”: choose another name.",
    );
    // Its own names, a place elsewhere in the tree, and empty names are no clash.
    expect(siblingNameClash(MUNNAR, MUNNAR.names, all)).toBeUndefined();
    expect(siblingNameClash(MUNNAR, names("Kollam"), all)).toBeUndefined();
    expect(siblingNameClash(MUNNAR, names("Moonar"), [...all, { slug: "x", parent: "idukki", names: names("X") }])).toBeUndefined();
  });

  it("of a place being added (no slug yet) clash with every place beside it", () => {
    expect(siblingNameClash({ parent: "idukki" }, names("MUNNAR"), [MUNNAR, THEKKADY, KOLLAM])).toBe(
      "Munnar already lies in the same place with the English name “MUNNAR”: choose another name.",
    );
    expect(siblingNameClash({ parent: "idukki" }, names("Kollam"), [MUNNAR, THEKKADY, KOLLAM])).toBeUndefined();
  });
});

describe("a place's other names", () => {
  it("are trimmed, each once in any case, never the English name itself, blanks dropped", () => {
    expect(parsePlaceAliases([" Alleppey ", "alleppey", "", "  ", "Alappuzha", "ALAPUZHA"], "Alappuzha")).toEqual({
      ok: true,
      aliases: ["Alleppey", "ALAPUZHA"],
    });
    expect(parsePlaceAliases([], "Alappuzha")).toEqual({ ok: true, aliases: [] });
  });

  it("are a list of text of at most 20 names of at most 80 characters", () => {
    expect(parsePlaceAliases("Alleppey", "Alappuzha")).toEqual({ ok: false, error: "aliases must be a list of text" });
    expect(parsePlaceAliases(["Alleppey", 3], "Alappuzha")).toEqual({ ok: false, error: "aliases must be a list of text" });
    expect(parsePlaceAliases(["x".repeat(80)], "Alappuzha")).toMatchObject({ ok: true });
    expect(parsePlaceAliases(["y".repeat(81)], "Alappuzha")).toEqual({
      ok: false,
      error: "The other name “yyyyyyyyyyyyyyyyyyyy…” is longer than 80 characters.",
    });
    const many = Array.from({ length: 21 }, (_, i) => `Name ${i}`);
    expect(parsePlaceAliases(many.slice(0, 20), "Alappuzha")).toMatchObject({ ok: true });
    expect(parsePlaceAliases(many, "Alappuzha")).toEqual({ ok: false, error: "A place keeps at most 20 other names." });
  });

  it("clash with a place beside it called by one of them, as its English name or another name", () => {
    const munnar = { ...MUNNAR, aliases: ["Moonar"] };
    const thekkady = { ...THEKKADY, aliases: ["Kumily"] };
    const kollam = { ...KOLLAM, aliases: ["Quilon"] };
    const all = [munnar, thekkady, kollam];
    expect(siblingAliasClash(munnar, ["Devikulam", " kumily"], all)).toBe(
      "Thekkady, in the same place, is already called “kumily”: a name can lead to one place only.",
    );
    expect(siblingAliasClash(munnar, ["THEKKADY"], all)).toBe(
      "Thekkady, in the same place, is already called “THEKKADY”: a name can lead to one place only.",
    );
    // Its own names and a place elsewhere in the tree are no clash.
    expect(siblingAliasClash(munnar, ["Moonar", "Munnar", "Quilon"], all)).toBeUndefined();
  });
});

describe("archiving and restoring", () => {
  it("refuses a place with places in use inside it, naming them in English order", () => {
    expect(archiveRefusal({ names: names("Idukki") }, [THEKKADY, MUNNAR])).toBe(
      "Idukki cannot be archived while places inside it are in use: archive Munnar, Thekkady first.",
    );
    expect(archiveRefusal(MUNNAR, [])).toBeUndefined();
  });

  it("refuses a restore inside an archived place, and a new place in one", () => {
    expect(restoreRefusal(MUNNAR, { names: names("Idukki") })).toBe("Munnar lies in Idukki, which is archived: restore it first.");
    expect(restoreRefusal(MUNNAR, undefined)).toBeUndefined();
    expect(archivedParentRefusal({ names: names("Idukki") })).toBe("Idukki is archived: restore it before adding places in it.");
  });
});
