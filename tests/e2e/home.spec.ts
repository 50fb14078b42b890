import { homeCategoryCards } from "../../domain/categories";
import { expectNoAxeViolations } from "./support/axe";
import { builtByReact } from "./support/built-by-react";
import { expect, test } from "./support/fixtures";

test("the hero shows the badge, headline, buttons and the free-for-travellers banner", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section[data-hero-index]");
  await expect(hero.getByText("India's Most Trusted Travel Marketplace")).toBeVisible();
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toContainText("Discover");
  await expect(h1).toContainText("Connect");
  await expect(h1).toContainText("Explore");
  const whatsapp = hero.getByRole("link", { name: /WhatsApp Us/ });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{8,15}$/);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", /noopener/);
  await expect(hero.getByText(/completely free for travellers/i)).toBeVisible();
  const box = await hero.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.height).toBeGreaterThanOrEqual(viewport.height - 70);
});

test("the first hero image is preloaded from the server HTML with a srcset @desktop-only", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<link[^>]*rel="preload"[^>]*as="image"[^>]*imageSrcSet="\/assets\/hero\/hero-1\.w480\.[0-9a-f]{8}\.webp 480w/);
});

test("the hero image changes every 5 seconds with a fade @desktop-only", async ({ page }) => {
  // Playwright's clock, installed before the page loads: the 5 s are moved on, not waited for.
  await page.clock.install();
  await page.goto("/");
  const hero = page.locator("section[data-hero-index]");
  await expect(hero).toHaveAttribute("data-hero-index", "0");
  await expect(page.locator('section[data-hero-index] img[data-active="true"]')).toHaveAttribute("src", /hero-1/);
  // Every image is rendered once rotation has started (its timer is set in the same commit).
  await expect(page.locator("section[data-hero-index] img")).toHaveCount(4);
  await page.clock.runFor(5_000);
  await expect(hero).toHaveAttribute("data-hero-index", "1");
  const active = page.locator('section[data-hero-index] img[data-active="true"]');
  await expect(active).toHaveAttribute("src", /hero-2/);
  await expect(active).toHaveCSS("transition-duration", "1s");
  await expect(active).toHaveCSS("opacity", "1");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the hero does not rotate @desktop-only", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const hero = page.locator("section[data-hero-index]");
    // Past the 5 s a rotating hero moves at (the test above), on Playwright's clock.
    await page.clock.runFor(6_000);
    await expect(hero).toHaveAttribute("data-hero-index", "0");
    await expect(page.locator("section[data-hero-index] img")).toHaveCount(1);
  });
});

test("Explore Categories scrolls to the categories and moves focus there @phone-only", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Explore Categories" }).click();
  const section = page.locator("#categories");
  await expect(section).toBeFocused();
  await expect(section.getByRole("heading", { name: "Explore by Category" })).toBeInViewport();
  await expect(page).toHaveURL(/#categories$/);
});

test("shows 9 category cards: subtitle as name, label as encoded filter, the real 'From' price with Indian grouping @desktop-only", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#categories");
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(9);
  for (const [i, card] of homeCategoryCards().entries()) {
    const item = cards.nth(i);
    await expect(item.getByRole("heading", { name: card.name })).toBeVisible();
    await expect(item.getByRole("link")).toHaveAttribute("href", `/packages?category=${encodeURIComponent(card.filter)}`);
  }
  // The lowest bookable adult price of each category in the demo catalogue (offers included), not
  // the spec's fixed strings (Passport Ready's was ₹25,999; Affordable Packages' ₹3,499).
  const fromPrices: [string, string][] = [
    ["Time Travellers", "From ₹4,499"],
    ["Soul Journey", "From ₹3,999"],
    ["Passport Ready", "From ₹21,999"],
    ["TentMates", "From ₹2,499"],
    ["Couple Goals", "From ₹7,999"],
    ["Quick Escape", "From ₹1,999"],
    ["Travel Together", "From ₹4,999"],
    ["Relax & Rejuvenate", "From ₹9,499"],
    ["Affordable Packages", "From ₹1,999"],
  ];
  for (const [name, price] of fromPrices) {
    await expect(section.getByRole("link", { name: new RegExp(`^${name}`) })).toContainText(price);
  }
  await expect(section.getByRole("link", { name: /Affordable Packages/ })).toHaveAttribute("href", "/packages?category=Budget%20Friendly");
  for (const hidden of ["Ready to Dare", "Path Finders", "Luxe life trips", "Now or Never", "Floating Paradise", "Family Fiesta"]) {
    await expect(section.getByText(hidden)).toHaveCount(0);
  }
  await section.getByRole("link", { name: "View all 15+ categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  // The categories page shows the same real prices, e.g. Camping and Cruise Trips.
  await expect(page.getByRole("link", { name: /^Camping/ })).toContainText("From ₹2,499");
  await expect(page.getByRole("link", { name: /^Cruise Trips/ })).toContainText("From ₹2,299");
});

test("a last-minute deals strip and the featured packages show real packages @desktop-only", async ({ page }) => {
  await page.goto("/");
  const deals = page.getByRole("list", { name: "Last-minute deals" });
  // Running deals only (the demo's ended deal is left out), soonest end first.
  await expect(deals.getByRole("heading", { level: 2 })).toHaveText([
    "Alleppey Houseboat: Tonight Only",
    "Munnar Weekend Break: Last Seats",
    "Varkala Sunset Stay: 3 Days Left",
    "Wayanad Tent Camp Flash Deal",
    "Kovalam Spa Weekend Deal",
  ]);
  await expect(page.getByRole("link", { name: "All last-minute deals" })).toHaveAttribute("href", "/last-minute-deals");
  const featured = page.getByRole("list", { name: "Featured packages" });
  // The text in the page, not as drawn: the strip is drawn only once it nears the viewport
  // (.below-fold), and innerText of what is not drawn is empty.
  expect((await featured.getByRole("heading", { level: 2 }).allTextContents()).sort()).toEqual([
    "Alleppey Houseboat Overnight Cruise",
    "Kerala Grand Family Tour",
    "Munnar Tea Trails & Misty Peaks",
    "Wayanad Forest, Caves & Waterfalls",
  ]);
  // The featured Wayanad package has fixed departures: its card says when the next one leaves, month
  // first as this browser's English (en-US, Playwright's default) writes it (ADR 084).
  await expect(featured.getByRole("listitem").filter({ hasText: "Wayanad Forest" }).getByTestId("next-departure")).toHaveText(
    /^Next: [A-Z][a-z]{2} \d{1,2} · 4 seats$/,
  );
  await featured.getByRole("link", { name: "Munnar Tea Trails & Misty Peaks" }).click();
  await expect(page).toHaveURL(/\/package\/demo-munnar-tea-trails$/);
});

test("the floating WhatsApp button does not cover the hero's buttons", async ({ page }) => {
  await page.goto("/");
  const community = (await page.getByRole("link", { name: /community group/i }).boundingBox())!;
  const hero = page.locator("section[data-hero-index]");
  for (const name of [/Explore Categories/, /WhatsApp Us/]) {
    const button = (await hero.getByRole("link", { name }).boundingBox())!;
    const overlaps =
      button.x < community.x + community.width &&
      community.x < button.x + button.width &&
      button.y < community.y + community.height &&
      community.y < button.y + button.height;
    expect(overlaps, `${String(name)} overlaps the floating button`).toBe(false);
  }
});

test("a home sticker falls back to the default and hides when both fail @desktop-only", async ({ page, expectConsoleError }) => {
  expectConsoleError(
    /ERR_FAILED .*\/assets\/stickers\/(heritage|default)\.[0-9a-f]{8}\.svg\)$/,
    "the test makes the sticker requests fail",
  );
  // Pages name the stickers by their content-hashed file (ADR 045).
  await page.route("**/assets/stickers/heritage.*.svg", (route) => route.abort());
  await page.goto("/");
  const card = page.locator("#categories").getByRole("listitem").filter({ hasText: "Time Travellers" });
  await expect(card.locator("img")).toHaveAttribute("src", /^\/assets\/stickers\/default\.[0-9a-f]{8}\.svg$/);
  await page.route("**/assets/stickers/default.*.svg", (route) => route.abort());
  await page.goto("/?again");
  await expect(card.getByRole("heading", { name: "Time Travellers" })).toBeVisible();
  await expect(card.locator("img")).toHaveCount(0);
  await expect(page.locator("#categories").getByRole("listitem").filter({ hasText: "Soul Journey" }).locator("img")).toHaveCount(1);
});

test("trust features, closing call to action and the floating community link", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Where Travel Meets Trust" })).toBeVisible();
  for (const title of ["Verified Providers", "Verified Traveller Reviews", "Compare Side by Side", "Booking Guarantee"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByText(/Change or cancel within 48 hours without charges/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Also included" }).getByText("Last-minute deals", { exact: true })).toBeVisible();
  await expect(page.getByText("Easy cancellation")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Packages" })).toHaveAttribute("href", "/packages");
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:.+@/);
  const community = page.getByRole("link", { name: /community group/i });
  await expect(community).toHaveAttribute("href", /^https:\/\//);
  await expect(community).toHaveAttribute("target", "_blank");
  const box = (await community.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
});

test("home has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
});

test("the maps and the footer keep the server's markup at hydration, and their links open within the page @phone-only", async ({
  page,
}) => {
  await page.goto("/");
  // React built its own elements for the hero (hydrated) and none below the kept sections.
  expect(await builtByReact(page.locator("section[data-hero-index] a").first())).toBe(true);
  const alappuzha = page.getByRole("link", { name: /^Alappuzha, ALP:/ });
  expect(await builtByReact(alappuzha)).toBe(false);
  const about = page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true });
  expect(await builtByReact(about)).toBe(false);

  // A tile of the map (an SVG link) opens its page without loading a new document, and the kept
  // footer's links do the same on the next page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await alappuzha.click();
  await expect(page).toHaveURL(/\/destinations\/india\/kerala\/alappuzha$/);
  await expect(page.getByRole("heading", { level: 1, name: "Alappuzha" })).toBeVisible();
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  // Back on the home page within the same document, the maps are drawn afresh, by React this time.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(alappuzha).toHaveCount(1);
  expect(await builtByReact(alappuzha)).toBe(true);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
