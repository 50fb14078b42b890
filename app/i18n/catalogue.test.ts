import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../domain/categories";
import { DISTRICTS } from "../../domain/districts";
import { siteCopy } from "./copy/site";
import { CATALOGUES } from "./messages.server";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Argument names a message uses, nested ones included ("<terms>" for a tag). Kinds may differ:
 * English needs {days, plural} where Malayalam says "{days} പകൽ" for every number.
 */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
      continue;
    }
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** Source files of the app (not tests, not the copy modules themselves), read once. */
function appSources(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}copy${path.sep}`))
        out.push(fs.readFileSync(full, "utf8"));
    }
  };
  walk(path.join(root, "app"));
  return out.join("\n");
}

/**
 * Keys the code reaches by a computed name (`categoryCopy[\`${slug}.label\`]`): the prefix of the
 * key and the file that builds the name, so the test still fails when that code goes away.
 */
const COMPUTED_KEYS: { module: string; keyPattern: RegExp; usedBy: RegExp }[] = [
  { module: "category", keyPattern: /^[a-z-]+\.(label|subtitle)$/, usedBy: /categoryCopy\[`\$\{[^}]+\}\.(label|subtitle)`\]/ },
  { module: "district", keyPattern: /^[a-z-]+$/, usedBy: /districtCopy\[slug\]/ },
];

/** The namespaces of en.json ("compare" of "compare.metaTitle"): one copy module each. */
const NAMESPACES = new Set(Object.keys(CATALOGUES.en).map((id) => id.split(".")[0]!));

/**
 * The ids the code names as `compareCopy.metaTitle` or `categoryCopy["last-minute-deals.label"]`.
 * The type of copyOf already refuses a key en.json lacks; this finds one that slips past it.
 */
function namedIds(sources: string): string[] {
  const ids = new Set<string>();
  for (const [, module, key, quoted] of sources.matchAll(/\b([a-z]+)Copy(?:\.([A-Za-z_$][\w$]*)|\[\s*["']([^"'`]+)["']\s*\])/g))
    if (NAMESPACES.has(module!)) ids.add(`${module}.${key ?? quoted}`);
  return [...ids];
}

describe("message catalogues", () => {
  const english = CATALOGUES.en;
  const sources = appSources();

  it("every message the code names is in en.json, the source of the English texts", () => {
    const named = namedIds(sources);
    expect(named.length).toBeGreaterThan(400);
    expect(named.filter((id) => !(id in english))).toEqual([]);
  });

  it("every message of en.json is used by some code", () => {
    const unused: string[] = [];
    for (const id of Object.keys(english)) {
      const [module, ...rest] = id.split(".");
      const key = rest.join(".");
      const computed = COMPUTED_KEYS.find((c) => c.module === module && c.keyPattern.test(key));
      if (
        computed
          ? computed.usedBy.test(sources)
          : new RegExp(`${module}Copy(\\.${key.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}\\b|\\[${JSON.stringify(key)}\\])`).test(sources)
      )
        continue;
      unused.push(id);
    }
    expect(unused).toEqual([]);
  });

  it("names every category and district, in the domain's English", () => {
    const wanted: Record<string, string> = {};
    for (const category of CATEGORIES) {
      wanted[`category.${category.slug}.label`] = category.label;
      wanted[`category.${category.slug}.subtitle`] = category.subtitle;
    }
    for (const district of DISTRICTS) wanted[`district.${district.slug}`] = district.name;
    const inEnglish = Object.fromEntries(
      Object.entries(english).filter(([id]) => id.startsWith("category.") || id.startsWith("district.")),
    );
    expect(inEnglish).toEqual(wanted);
  });

  it("a copy module gives ids only: no English text in the code", () => {
    expect(siteCopy.goHome).toEqual({ id: "site.goHome" });
    expect(siteCopy.goHome).toBe(siteCopy.goHome);
    expect(english[siteCopy.goHome.id!]).toBeTruthy();
  });

  for (const language of ["en", "ml", "hi", "ar"] as const) {
    it(`${language}.json keeps its keys in sorted order`, () => {
      const keys = Object.keys(CATALOGUES[language]);
      expect(keys).toEqual([...keys].sort());
    });
  }

  for (const language of ["ml", "hi", "ar"] as const) {
    it(`${language}.json has every key of en.json and no other`, () => {
      const keys = Object.keys(CATALOGUES[language]);
      const missing = Object.keys(english).filter((id) => !keys.includes(id));
      const unused = keys.filter((id) => !(id in english));
      expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    });

    it(`${language}.json messages parse and use the English message's placeholders`, () => {
      const problems: string[] = [];
      for (const [id, text] of Object.entries(CATALOGUES[language])) {
        if (!(id in english)) continue;
        try {
          const mine = [...argumentsOf(parse(text))].sort();
          const theirs = [...argumentsOf(parse(english[id]!))].sort();
          if (mine.join() !== theirs.join()) problems.push(`${id}: ${mine.join() || "none"} ≠ ${theirs.join() || "none"}`);
          if (text.trim() === "") problems.push(`${id}: empty`);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("Malayalam lets a name stand alone, never glued to a case suffix with a hyphen", () => {
    // A case suffix after a hyphen reads naturally only after digits ("{date}-ന്", "{count}-ൽ"): the
    // arguments below carry numbers, amounts and dates. Any other argument is a name or a word (a
    // place, a provider, a payee, a reviewer, an e-mail address, a field's label), which the sentence
    // must carry as it is ("{name} എന്ന സേവനദാതാവിനെക്കുറിച്ച്", "ഗൂഗിൾ റിവ്യൂകൾ: {provider}").
    const numeric = new Set(["amount", "count", "date", "day", "deadline", "index", "matched", "max", "min", "n", "total", "until"]);
    const glued = Object.entries(CATALOGUES.ml).flatMap(([id, text]) =>
      [...text.matchAll(/\{(\w+)\}-\p{Script=Malayalam}+/gu)].filter(([, arg]) => !numeric.has(arg!)).map(([found]) => `${id}: ${found}`),
    );
    expect(glued).toEqual([]);
  });

  it("en.json messages parse and are not empty", () => {
    const problems: string[] = [];
    for (const [id, text] of Object.entries(english)) {
      try {
        parse(text);
        if (text.trim() === "") problems.push(`${id}: empty`);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
