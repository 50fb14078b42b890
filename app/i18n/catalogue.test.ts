import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./messages.server";

const root = path.resolve(import.meta.dirname, "../..");

/** What `npm run i18n:extract` finds in the code: id → English text. */
function extractFromCode(): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-i18n-"));
  const out = path.join(dir, "en.json");
  try {
    const script = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts["i18n:extract"] as string;
    const args = script.replace(/^formatjs extract /, "").replace("app/i18n/messages/en.json", out);
    execFileSync("bash", ["-c", `node_modules/.bin/formatjs extract ${args}`], { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
    return JSON.parse(fs.readFileSync(out, "utf8"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

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

describe("message catalogues", () => {
  const code = extractFromCode();
  const english = CATALOGUES.en;

  it("every message of a copy module is used by some code", () => {
    const sources = appSources();
    const unused: string[] = [];
    for (const id of Object.keys(code)) {
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

  it("en.json is exactly what the code says (run npm run i18n:extract)", () => {
    expect(english).toEqual(code);
  });

  for (const language of ["ml", "hi", "ar"] as const) {
    it(`${language}.json has every key the code uses and no other`, () => {
      const keys = Object.keys(CATALOGUES[language]);
      const missing = Object.keys(code).filter((id) => !keys.includes(id));
      const unused = keys.filter((id) => !(id in code));
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
});
