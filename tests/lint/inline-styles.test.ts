import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The CSP keeps style-src 'unsafe-inline' for exactly these inline styles of our own (ADR 074):
// React renders a `style` prop as a style attribute, and the no-JavaScript filter panels carry a
// <style> element. A new one fails here; when the list is empty, 'unsafe-inline' goes.
const root = path.resolve(import.meta.dirname, "../..");
const KNOWN = [
  "app/components/category-card.tsx: style={",
  "app/features/admin/package-card.tsx: style={",
  "app/features/catalogue/listing-filters.tsx: <style>",
  "app/features/catalogue/listing-filters.tsx: <style>",
  "app/features/reviews/package-reviews.tsx: style={",
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(full);
      return Promise.resolve(/\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

describe("inline styles (ADR 074)", () => {
  it("the app renders only the inline styles the ADR names", async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(path.join(root, "app"))) {
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(/\bstyle=\{|<style\b[^>]*>/g))
        found.push(`${path.relative(root, file)}: ${match[0].startsWith("<") ? "<style>" : "style={"}`);
    }
    expect(found.sort()).toEqual(KNOWN);
  });
});
