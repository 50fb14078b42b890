import fs from "node:fs";
import path from "node:path";

/**
 * Playwright's globalSetup: every spec must take `test` from ./support/fixtures, so that no
 * browser test can miss the console-error check (a spec importing `test` from
 * "@playwright/test" would run without it).
 */
export default function checkSpecs() {
  const dir = path.resolve(import.meta.dirname, "..");
  const wrong = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts"))
    .filter((file) => {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      const fromPlaywright = /import\s*\{([^}]*)\}\s*from\s*["']@playwright\/test["']/.exec(text)?.[1] ?? "";
      return /(^|[\s,])test([\s,]|$)/.test(fromPlaywright) || !/from\s*["']\.\/support\/fixtures["']/.test(text);
    });
  if (wrong.length) {
    throw new Error(
      `Import test and expect from "./support/fixtures" (the console-error check), not "@playwright/test": ${wrong.join(", ")}`,
    );
  }
}
