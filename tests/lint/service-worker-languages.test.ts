import { readFile } from "node:fs/promises";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { languagePath, PREFIXED_LANGUAGES, SITE_LANGUAGES, splitLanguagePath } from "../../domain/site-language";

// public/sw.js is served as it is written (ADR 032): it cannot import domain/site-language.ts, so it
// writes the language prefixes again. This reads the script as the browser would and holds its copy
// to the domain's: a language added to the site and not to the worker fails here, not offline.
const root = path.resolve(import.meta.dirname, "../..");

/** The service worker's top-level names, from running it in a context where `self` only listens. */
async function serviceWorker(): Promise<{ LANGUAGE_PREFIXES: string[]; languagePrefix: (pathname: string) => string }> {
  const context = vm.createContext({ self: { addEventListener() {} } });
  vm.runInContext(await readFile(path.join(root, "public/sw.js"), "utf8"), context);
  // Top-level consts of one script are visible to the next script run in the same context.
  return vm.runInContext("({ LANGUAGE_PREFIXES, languagePrefix })", context);
}

describe("the service worker's languages (public/sw.js)", () => {
  it("lists the prefix of every language but English, as the domain does", async () => {
    const { LANGUAGE_PREFIXES } = await serviceWorker();
    expect([...LANGUAGE_PREFIXES].sort()).toEqual(PREFIXED_LANGUAGES.map((language) => `/${language}`).sort());
  });

  it("reads a page's language prefix as splitLanguagePath does", async () => {
    const { languagePrefix } = await serviceWorker();
    for (const language of SITE_LANGUAGES) {
      for (const page of ["/", "/favorites", "/package/kochi-3d"]) {
        const pathname = languagePath(page, language);
        const { language: read } = splitLanguagePath(pathname);
        expect(languagePrefix(pathname), pathname).toBe(languagePath("/", read).replace(/^\/$/, ""));
      }
    }
    // A path that only begins like a prefix is English.
    expect(languagePrefix("/mlx/packages")).toBe("");
  });
});
