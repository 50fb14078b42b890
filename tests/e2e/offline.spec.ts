import { expect, test } from "./support/fixtures";
import { SIGNED_OUT_PROBE } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";

test.use({ serviceWorkers: "allow" });

// The service worker (public/sw.js, ADR 032) keeps pages a traveller has seen: offline, a package
// page opened before comes back from it with the offline banner; admin pages are never kept.
test("a package page viewed before opens offline from the service worker, with the offline banner @phone-only", async ({
  page,
  context,
  expectConsoleError,
}) => {
  expectConsoleError(...SIGNED_OUT_PROBE);
  await page.goto("/");
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const { items } = (await (await page.request.get("/api/v1/packages?pageSize=1")).json()) as { items: { id: string; title: string }[] };
  const pkg = items[0]!;
  const url = `/package/${encodeURIComponent(pkg.id)}`;
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: pkg.title })).toBeVisible();
  await expect(page.getByText("You are offline; prices may have changed.")).toHaveCount(0);
  // The admin page is never kept, and neither is anything the server did not call public.
  await page.goto("/admin");
  // Signed out: the panel asked for its session and shows the sign-in form.
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.goto(url);
  await page.waitForFunction(async (path) => Boolean(await (await caches.open("kt-pages-v1")).match(path)), url);
  expect(await page.evaluate(async () => Boolean(await (await caches.open("kt-pages-v1")).match("/admin")))).toBe(false);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: pkg.title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You are offline; prices may have changed." })).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(page.getByText("You are offline; prices may have changed.")).toHaveCount(0);

  // The pages that work from the browser's own storage are kept at install, and stay kept when
  // more pages than the cache holds (60) come after them: 70 entries put in, then a page kept.
  const shells = ["/favorites", "/compare", "/my-bookings"];
  const kept = () =>
    page.evaluate(async (urls) => Promise.all(urls.map(async (u) => Boolean(await (await caches.open("kt-pages-v1")).match(u)))), shells);
  await expect.poll(kept).toEqual([true, true, true]);
  await page.evaluate(async () => {
    const cache = await caches.open("kt-pages-v1");
    for (let i = 0; i < 70; i++) await cache.put(`/filler-${i}`, new Response("x"));
  });
  await page.goto("/about");
  await expect.poll(() => page.evaluate(async () => (await (await caches.open("kt-pages-v1")).keys()).length)).toBeLessThanOrEqual(63);
  expect(await kept()).toEqual([true, true, true]);
});

test("favourites open offline where the traveller never went before, in the language the site was opened in @phone-only", async ({
  page,
  context,
  expectConsoleError,
}) => {
  expectConsoleError(/net::ERR_FAILED \(http:\/\/[^)]+\/assets\/packages\/[^)]+\.webp\)$/, "offline, a photo never seen cannot load");
  // The service worker is installed from a Malayalam page; the favourites page is never visited online.
  await page.goto("/ml/");
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // A favourite as the heart keeps it (favourites-store.ts), written straight into this browser's storage.
  await page.evaluate(() =>
    localStorage.setItem("favoritePackages", JSON.stringify([{ id: "demo-munnar-tea-trails", title: "Munnar Tea Trails & Misty Peaks" }])),
  );
  const shells = ["/ml/favorites", "/ml/compare", "/ml/my-bookings"];
  await expect
    .poll(() =>
      page.evaluate(async (urls) => Promise.all(urls.map(async (u) => Boolean(await (await caches.open("kt-pages-v1")).match(u)))), shells),
    )
    .toEqual([true, true, true]);

  await context.setOffline(true);
  // The card's photo is asked for only once the list is drawn: back online before that, it would
  // load, and the error the test names would never come. Going online waits for it.
  const photoFailed = page.waitForEvent("console", (message) => message.type() === "error" && /net::ERR_FAILED/.test(message.text()));
  await page.goto("/ml/favorites");
  // Hydrated from kept scripts and messages: the list from storage, in Malayalam.
  await expect(page.getByRole("heading", { level: 1, name: "എന്റെ പ്രിയപ്പെട്ട പാക്കേജുകൾ" })).toBeVisible();
  await expect(page.getByRole("article").getByText("Munnar Tea Trails & Misty Peaks")).toBeVisible();
  await expect(page.getByText("പ്രിയപ്പെട്ടവ ലോഡ് ചെയ്യുന്നു...")).toHaveCount(0);
  await photoFailed;
  await context.setOffline(false);
});

test("the site is installable: a web app manifest with icons @desktop-only", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Kerala Trips", start_url: "/", display: "standalone" });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
});
