import type { Page } from "@playwright/test";

/**
 * Holds the page's requests to `url` (only those of `method`, when given) until the returned
 * `release` is called; from then on they pass at once. What the page shows while it waits is then
 * checked, not raced against a fixed delay a slow machine can miss.
 */
export async function holdRequests(page: Page, url: string | RegExp, method?: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method === undefined || route.request().method() === method) await held;
    await route.continue();
  });
  return release;
}
