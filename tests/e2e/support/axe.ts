import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails with the list of violations (WCAG 2.1 A/AA and best practices) found on the page as it is now.
 *
 * axe runs in the page itself (legacy mode): by default @axe-core/playwright runs each frame apart
 * and then opens a second, blank page to merge the frames' results, which on this machine took more
 * time than the rules themselves. Our pages have no frames, so the one run sees the same elements.
 * Only violations are worked out in full (resultTypes): axe builds a CSS selector for every node of
 * every result it returns, and the passes are most of them; nothing here reads passes.
 * "flags the violations of a page" in shell.spec.ts checks that this still finds what it should.
 * A section drawn only near the viewport (`content-visibility: auto`, .below-fold in app.css) is
 * drawn first: axe cannot read the colours of one that is not, and would pass over its contrast.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}
