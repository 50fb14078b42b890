/**
 * The one `test` every browser spec uses (docs/decisions/020):
 *
 *   import { expect, test } from "./support/fixtures";
 *
 *   test("…", async ({ page, expectConsoleError }) => { … });
 *
 * - Nothing fails silently: any `console.error` or uncaught page error in any page of the test
 *   fails it after the test body, with the messages listed. Nothing is allowed by default.
 * - `expectConsoleError(pattern, why)`: a test that provokes an error on purpose (a 401 from a
 *   wrong password shows as "Failed to load resource: … 401") names it, with the reason. The
 *   pattern must then appear at least once, so the allowance cannot outlive the behaviour.
 * - Admin specs sign in with `signIn(page)` from ./admin (a session made directly by the test
 *   server, no form); `signInThroughForm(page)` is for the sign-in form's own tests.
 *
 * tests/e2e/support/check-specs.ts (Playwright's globalSetup) refuses a spec that imports `test`
 * from "@playwright/test" instead of from here.
 */
import { test as base, expect, type Page } from "@playwright/test";

interface Expected {
  pattern: RegExp;
  why: string;
  seen: number;
}

interface Fixtures {
  expectConsoleError: (pattern: RegExp, why: string) => void;
  consoleWatch: { expected: Expected[] };
}

export const test = base.extend<Fixtures>({
  consoleWatch: [
    async ({ context }, provide, testInfo) => {
      const watch = { expected: [] as Expected[] };
      const errors: string[] = [];
      const record = (text: string) => {
        const match = watch.expected.find((e) => e.pattern.test(text));
        if (match) match.seen++;
        else errors.push(text);
      };
      const follow = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() !== "error") return;
          const where = message.location().url;
          record(`console.error: ${message.text()}${where ? ` (${where})` : ""}`);
        });
        page.on("pageerror", (error) => record(`page error: ${error.stack ?? error.message}`));
      };
      context.pages().forEach(follow);
      context.on("page", follow);
      await provide(watch);
      // Judged only when the test itself passed: a failing test already reports its own cause.
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(errors, "console errors or page errors during the test").toEqual([]);
      const unseen = watch.expected.filter((e) => e.seen === 0).map((e) => `${e.pattern} (${e.why})`);
      expect(unseen, "console errors the test expected but did not see").toEqual([]);
    },
    { auto: true },
  ],
  expectConsoleError: async ({ consoleWatch }, provide) => {
    await provide((pattern, why) => {
      if (!why.trim()) throw new Error("expectConsoleError needs the reason the error is expected");
      consoleWatch.expected.push({ pattern, why, seen: 0 });
    });
  },
});

export { expect };
