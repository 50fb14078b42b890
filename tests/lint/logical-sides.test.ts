import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";

// Pages that travellers and partners read are offered right to left in Arabic (ADR 044): their
// classes name logical sides (start/end, ps/pe, ms/me, border-s/e, text-start/end, rounded-s/e),
// which turn with the page, never physical ones, which do not (a search icon stuck on the left
// over Arabic text, a badge on the wrong corner, a notice under the floating WhatsApp button).
// The admin's screens are English only and keep their own.
const root = path.resolve(import.meta.dirname, "../..");
const ENGLISH_ONLY = path.join(root, "app", "features", "admin");

/** A Tailwind class that names a physical side, with any variants before it (`focus:left-2`). */
const PHYSICAL =
  /(?<![\w-])(?:[a-z-]+:)*-?(?:(?:left|right)-(?:\d|\[|px\b|full\b|auto\b)|(?:p|m|scroll-p|scroll-m)[lr]-(?:\d|\[|px\b|auto\b)|border-[lr](?:-\d|(?![\w-]))|text-(?:left|right)(?![\w-])|rounded-(?:[lr]|[tb][lr])(?:-\w+)?(?![\w-]))/g;

describe("logical sides (ADR 044)", () => {
  it("finds a physical side in a class, with or without a variant", () => {
    const found = (text: string) => [...text.matchAll(PHYSICAL)].map((m) => m[0]);
    expect(found(`className="absolute left-3 top-1/2 focus:right-2 -ml-1 pl-5 border-l text-right rounded-tl-lg"`)).toEqual([
      "left-3",
      "focus:right-2",
      "-ml-1",
      "pl-5",
      "border-l",
      "text-right",
      "rounded-tl-lg",
    ]);
    expect(found(`className="absolute start-3 end-0 ms-1 ps-5 border-s text-start rounded-s-lg left-to-right"`)).toEqual([]);
  });

  it("the pages travellers and partners read name logical sides only", async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(path.join(root, "app"), { extensions: ["ts", "tsx"], skip: [ENGLISH_ONLY] })) {
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(PHYSICAL)) found.push(`${path.relative(root, file)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
