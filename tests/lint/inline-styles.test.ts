import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";

// The CSP says style-src 'self' (ADR 105): the browser refuses a style attribute (which React
// renders for a `style` prop) and a <style> element. None may come back; classes, SVG attributes
// and the `js:` variant of app/app.css do their work.
const root = path.resolve(import.meta.dirname, "../..");

describe("inline styles (ADR 105)", () => {
  it("the app renders no style prop and no <style> element", async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(path.join(root, "app"), { extensions: ["tsx"] })) {
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(/\bstyle=\{|<style\b[^>]*>/g)) found.push(`${path.relative(root, file)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
