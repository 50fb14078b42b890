import { expect, test } from "./support/fixtures";

// A document names its message sets' files instead of carrying their text (ADR 062); the browser
// fetches them before it hydrates; a client navigation's data still carries the text.
const FILE = /^\/assets\/messages\/(en|ml|hi|ar)\/[a-zA-Z.]+\.[0-9a-f]{8}\.json$/;

/** The files the head preloads: served inert, restored after the first paint (ADR 059). */
function preloadedFiles(html: string): string[] {
  return [...html.matchAll(/<link rel="kt-deferred-preload" as="fetch" crossorigin="anonymous" href="([^"]+)" data-messages=""\/>/g)].map(
    (m) => m[1]!,
  );
}

test("a page names its message files, which are kept for good, and carries none of their text @desktop-only", async ({ request }) => {
  const page = await request.get("/ml/packages");
  expect(page.status()).toBe(200);
  const html = await page.text();
  const files = preloadedFiles(html);
  expect(files).toHaveLength(2);
  expect(files[0]).toMatch(/^\/assets\/messages\/ml\/booking\.site\.[0-9a-f]{8}\.json$/);
  for (const file of files) expect(file).toMatch(FILE);
  // The ids of messages appear in no page: the text is in the files.
  expect(html).not.toContain("site.skipToContent");

  const root = await request.get(files[0]!);
  expect(root.status()).toBe(200);
  expect(root.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(root.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const messages = (await root.json()) as Record<string, unknown>;
  expect(messages["site.skipToContent"]).toBe("ഉള്ളടക്കത്തിലേക്ക് പോകുക");
  // Only the sets asked for: the root set holds no listing text.
  expect(Object.keys(messages).some((id) => id.startsWith("listing."))).toBe(false);

  // A name made before a deploy (another hash) goes to the current one; made-up names are not found.
  const stale = await request.get("/assets/messages/ml/booking.site.00000000.json", { maxRedirects: 0 });
  expect(stale.status()).toBe(302);
  expect(stale.headers()["location"]).toBe(files[0]);
  for (const missing of [
    "/assets/messages/xx/booking.site.00000000.json",
    "/assets/messages/ml/booking.nothing.00000000.json",
    "/assets/messages/ml/site.site.00000000.json",
    "/assets/messages/ml/booking.site.json",
    "/assets/messages/ml/..%2Fen.json",
  ]) {
    expect((await request.get(missing, { maxRedirects: 0 })).status(), missing).toBe(404);
  }
});

test("a client navigation's data carries the new page's messages as text @desktop-only", async ({ request }) => {
  const data = await request.get("/packages.data?_routes=routes%2Fpackages");
  expect(data.status()).toBe(200);
  const body = await data.text();
  expect(body).toContain("listing.allDestinations");
  expect(body).toContain("All destinations");
  expect(body).not.toContain("/assets/messages/");
});

test("the browser hydrates with the fetched messages and navigates in the page's language @desktop-only", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith("/assets/messages/")) fetched.push(pathname);
  });
  await page.goto("/ml/about");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(fetched).toHaveLength(2);
  for (const file of fetched) expect(file).toMatch(FILE);
  // Hydrated in Malayalam: a client navigation renders the next page from its data's text.
  await page.locator('a[href="/ml/packages"]:visible').first().click();
  await expect(page).toHaveURL(/\/ml\/packages$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("യാത്രാ പാക്കേജുകൾ");
  expect(fetched).toHaveLength(2);
});
