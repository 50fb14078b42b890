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
 * - `page.goto` and `page.reload` return once the page has hydrated (`html[data-hydrated]`, set by
 *   the root layout), when JavaScript is on and the answer is a page: its scripts start only after
 *   the first paint (ADR 059), and a control that needs JavaScript does nothing before. A page that
 *   never hydrates is left to the test's own assertions after 10 s.
 *
 * tests/e2e/support/check-specs.ts (Playwright's globalSetup) refuses a spec that imports `test`
 * from "@playwright/test" instead of from here.
 */
import { test as base, expect, type Page, type Response } from "@playwright/test";

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
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const hydrated = async (response: Response | null) => {
        if (response && (response.headers()["content-type"] ?? "").startsWith("text/html"))
          await untilHydrated(page).catch(() => undefined);
        return response;
      };
      page.goto = async (url, options) => hydrated(await goto(url, options));
      page.reload = async (options) => hydrated(await reload(options));
    }
    await provide(page);
  },
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

/**
 * Waits until the page's document has hydrated (`html[data-hydrated]`, ADR 059). page.goto and
 * page.reload do it themselves; a test calls it after any other full page load (a form sent
 * without script, say) before it uses a control that needs JavaScript.
 */
export function untilHydrated(page: Page, timeout = 10_000) {
  return page.waitForSelector("html[data-hydrated]", { state: "attached", timeout });
}

export { expect };
