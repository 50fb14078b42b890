import type { Page, Response } from "@playwright/test";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expect, test } from "./support/fixtures";

// ADR 045: package photos carry width renditions and `sizes`, so a phone never fetches
// the 1600-px rendition of a card or banner; pages name public assets by their content hash.
const HASHED_IMAGE = /\/assets\/.+\.w(\d+)\.[0-9a-f]{8}\.webp$/;
const W1600 = /\.w1600\./;

interface Fetched {
  url: string;
  bytes: number;
  cacheControl: string | undefined;
}

function recordResponses(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response: Response) => {
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => {
          fetched.push({
            url: new URL(response.url()).pathname,
            bytes: sizes.responseBodySize,
            cacheControl: response.headers()["cache-control"],
          });
        })
        .catch(() => undefined),
    );
  });
  return fetched;
}

/** Scrolls to the bottom a screen at a time, so every lazy image near the viewport loads. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atEnd) break;
  }
  await page.waitForLoadState("networkidle");
}

const images = (fetched: Fetched[]) => fetched.filter((f) => /\.(webp|jpe?g|png|svg)$/.test(f.url));

/** Opens the listing, scrolls through it, and gives every response and the cards' photos. */
async function loadListing(page: Page) {
  const fetched = recordResponses(page);
  await page.goto("/packages");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await scrollThrough(page);
  const cards = images(fetched).filter((f) => HASHED_IMAGE.test(f.url));
  expect(cards.length).toBeGreaterThan(3);
  expect(cards.map((f) => f.url).filter((u) => W1600.test(u))).toEqual([]);
  return { fetched, cards };
}

/** A touch phone of DPR 2.75 (a Pixel 5's, unless given) with this viewport and screen. */
function phoneAt(viewport: { width: number; height: number }, screen = viewport, deviceScaleFactor = 2.75) {
  return { viewport, screen, deviceScaleFactor, isMobile: true, hasTouch: true };
}

// The screen is set to the viewport, as on a real phone: Chromium's preload scanner sizes images by
// the screen, so the phone project's Pixel 5 screen (393 px) under a 360-px viewport is a device
// that does not exist, whose preload and <img> would choose differently.
test.describe("a phone at 360 px, DPR 2.75", () => {
  test.use(phoneAt({ width: 360, height: 740 }));

  test("the listing and a package page never fetch a 1600-px rendition", async ({ page }, testInfo) => {
    const { fetched, cards } = await loadListing(page);
    const listing = images(fetched);
    expect(cards.every((f) => f.url.includes(".w960."))).toBe(true);
    const listingBytes = fetched.reduce((sum, f) => sum + f.bytes, 0);
    testInfo.annotations.push({
      type: "listing bytes",
      description: `${listingBytes} bytes in ${fetched.length} responses, of which images ${listing.reduce((s, f) => s + f.bytes, 0)} bytes in ${listing.length}`,
    });

    fetched.length = 0;
    await page.goto(`/package/${DEMO_FIXTURES.offer}`);
    const banner = page.locator("main img[srcset][fetchpriority=high]").first();
    await expect(banner).toHaveJSProperty("complete", true);
    await scrollThrough(page);
    expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.w960\.[0-9a-f]{8}\.webp$/);
    expect(
      images(fetched)
        .map((f) => f.url)
        .filter((u) => W1600.test(u)),
    ).toEqual([]);
  });
});

test.describe("a Pixel 5 at 393 px, DPR 2.75", () => {
  test.use(phoneAt({ width: 393, height: 727 }, { width: 393, height: 851 }));

  test("the listing's cards take the 1280 rendition the build made, never the 1600 one", async ({ page }) => {
    const { cards } = await loadListing(page);
    expect(cards.every((f) => f.url.includes(".w1280."))).toBe(true);
  });
});

test.describe("a phone at 412 px, DPR 1.75 (Lighthouse's)", () => {
  test.use(phoneAt({ width: 412, height: 823 }, { width: 412, height: 823 }, 1.75));

  test("the home page's hero and the listing's cards take the 768 rendition the build made", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main img[fetchpriority=high]").first();
    await expect(hero).toHaveJSProperty("complete", true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/hero-1\.w768\.[0-9a-f]{8}\.webp$/);
    const { cards } = await loadListing(page);
    expect(cards.every((f) => f.url.includes(".w768."))).toBe(true);
  });
});

test.describe("a desktop at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

  test("the package banner uses a large rendition under its hashed name, cached for a year", async ({ page }) => {
    const fetched = recordResponses(page);
    await page.goto(`/package/${DEMO_FIXTURES.offer}`);
    const banner = page.locator("main img[srcset][fetchpriority=high]").first();
    await expect(banner).toHaveJSProperty("complete", true);
    const current = await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(Number(HASHED_IMAGE.exec(current)?.[1])).toBeGreaterThanOrEqual(960);
    await page.waitForLoadState("networkidle");
    const response = fetched.find((f) => f.url === current);
    expect(response?.cacheControl).toBe("public, max-age=31536000, immutable");

    // The plain name (stored in the database and exports) still answers, revalidated.
    const plain = current.replace(/\.[0-9a-f]{8}\.webp$/, ".webp");
    const plainResponse = await page.request.get(plain);
    expect(plainResponse.status()).toBe(200);
    expect(plainResponse.headers()["cache-control"]).toBe("public, max-age=600, must-revalidate");
    // The link preview names the hashed file too.
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\.[0-9a-f]{8}\.webp$/);
  });
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a package page seen before shows its hashed banner offline, from the service worker", async ({ page, context }) => {
    await page.goto("/");
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await page.goto(`/package/${DEMO_FIXTURES.offer}`);
    const banner = page.locator("main img[srcset][fetchpriority=high]").first();
    await expect(banner).toHaveJSProperty("complete", true);
    const src = await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(src).toMatch(HASHED_IMAGE);
    await page.waitForFunction(async (path) => Boolean(await caches.match(path)), src);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveJSProperty("complete", true);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await context.setOffline(false);
  });
});
