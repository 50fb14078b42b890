// Prints one closing line for the whole test run from the JSON reports of Vitest and Playwright.
import fs from "node:fs";

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;

const unit = read("reports/vitest.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
const browser = read("reports/playwright.json");
if (browser) {
  passed += browser.stats.expected + browser.stats.flaky;
  failed += browser.stats.unexpected;
  skipped += browser.stats.skipped;
  flaky = browser.stats.flaky;
}
console.log(
  `tests: ${passed} passed, ${failed} failed, ${skipped} skipped${flaky ? `, ${flaky} flaky (passed only on the retry; see the list above)` : ""}`,
);
process.exit(failed > 0 || !unit || !browser ? 1 : 0);
