import { expect, test } from "./support/fixtures";

// ADR 059: the page paints before its scripts are fetched, then hydrates as before.
for (const path of ["/package/demo-munnar-tea-trails", "/ml/"]) {
  test(`${path}: scripts wait for the first paint, then start @phone-only`, async ({ page, request }) => {
    // As served: preloads and the module script are inert, and the start script follows them.
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(/rel="kt-deferred-modulepreload"/g)?.length).toBeGreaterThan(2);
    expect(html.match(/<script[^>]*type="kt-deferred-module"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html.indexOf("kt-deferred-module")).toBeLessThan(html.indexOf("new PerformanceObserver"));
    // The message files, read only by hydration, start with the scripts.
    expect(html).not.toMatch(/<link rel="preload"[^>]*data-messages/);
    expect(html.match(/<link rel="kt-deferred-preload"[^>]*data-messages/g)?.length).toBeGreaterThan(0);

    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(
      page.locator('link[rel="kt-deferred-modulepreload"], link[rel="kt-deferred-preload"], script[type="kt-deferred-module"]'),
    ).toHaveCount(0);
    const timing = await page.evaluate(() => {
      // Hydrated (page.goto waited for it), so every script it loaded at start has its entry.
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((e) => /\/assets\/[^/]+\.js$/.test(e.name)).map((e) => e.startTime);
      const messages = resources.filter((e) => /\/assets\/messages\/.+\.json$/.test(e.name)).map((e) => e.startTime);
      const stylesheet = resources.find((e) => /\/assets\/[^/]+\.css$/.test(e.name))?.responseEnd ?? Number.NaN;
      return { stylesheet, firstScript: Math.min(...scripts), scripts: scripts.length, firstMessages: Math.min(...messages) };
    });
    expect(timing.scripts).toBeGreaterThan(2);
    // The first paint needs the stylesheet; the scripts start after that paint, so after it arrived.
    // (Parsed as before, they would be requested beside it, from the head.)
    expect(Number.isFinite(timing.stylesheet)).toBe(true);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.stylesheet);
    // So do the message files.
    expect(Number.isFinite(timing.firstMessages)).toBe(true);
    expect(timing.firstMessages).toBeGreaterThanOrEqual(timing.stylesheet);
  });
}
