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
// What fails the run beside a failed test: a runner that wrote no report, exited with an error of
// its own (Playwright's servers not starting, Vitest's unhandled errors), or ran no browser test.
const problems = [];
if (!unit) problems.push("Vitest wrote no report");
if (!browser) problems.push("Playwright wrote no report");
for (const error of browser?.errors ?? []) problems.push(`browser run: ${String(error.message ?? error).split("\n")[0]}`);
if (browser && browser.stats.expected + browser.stats.flaky + browser.stats.unexpected === 0) problems.push("no browser test ran");
for (const [runner, code] of [
  ["Vitest", process.env.UNIT_EXIT],
  ["Playwright", process.env.BROWSER_EXIT],
]) {
  if (code && code !== "0") problems.push(`${runner} exited with code ${code}`);
}
for (const problem of problems) console.error(`FAIL  ${problem}`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
