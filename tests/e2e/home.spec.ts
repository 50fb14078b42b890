import { homeCategoryCards } from "../../domain/categories";
import { expectNoAxeViolations } from "./support/axe";
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

test("the first hero image is preloaded from the server HTML with a srcset", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<link[^>]*rel="preload"[^>]*as="image"[^>]*imageSrcSet="\/assets\/hero\/hero-1\.w480\.webp 480w/);
});

test("the hero image changes every 5 seconds with a fade", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section[data-hero-index]");
  await expect(hero).toHaveAttribute("data-hero-index", "0");
  await expect(page.locator('section[data-hero-index] img[data-active="true"]')).toHaveAttribute("src", /hero-1/);
  await expect(hero).toHaveAttribute("data-hero-index", "1", { timeout: 7000 });
  const active = page.locator('section[data-hero-index] img[data-active="true"]');
  await expect(active).toHaveAttribute("src", /hero-2/);
  await expect(active).toHaveCSS("transition-duration", "1s");
  await expect(active).toHaveCSS("opacity", "1");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the hero does not rotate", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section[data-hero-index]");
    await page.waitForTimeout(6000);
    await expect(hero).toHaveAttribute("data-hero-index", "0");
    await expect(page.locator("section[data-hero-index] img")).toHaveCount(1);
  });
});

test("Explore Categories scrolls to the categories and moves focus there", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Explore Categories" }).click();
  const section = page.locator("#categories");
  await expect(section).toBeFocused();
  await expect(section.getByRole("heading", { name: "Explore by Category" })).toBeInViewport();
  await expect(page).toHaveURL(/#categories$/);
});

test("shows 9 category cards: subtitle as name, label as encoded filter, price with Indian grouping", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#categories");
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(9);
  for (const [i, card] of homeCategoryCards().entries()) {
    const item = cards.nth(i);
    await expect(item.getByRole("heading", { name: card.name })).toBeVisible();
    await expect(item.getByRole("link")).toHaveAttribute("href", `/packages?category=${encodeURIComponent(card.filter)}`);
    await expect(item).toContainText(`From ₹${card.fromPrice.toLocaleString("en-IN")}`);
  }
  await expect(section.getByRole("link", { name: /Affordable Packages/ })).toHaveAttribute("href", "/packages?category=Budget%20Friendly");
  await expect(section.getByRole("link", { name: /Passport Ready/ })).toContainText("From ₹25,999");
  for (const hidden of ["Ready to Dare", "Path Finders", "Luxe life trips", "Now or Never", "Floating Paradise", "Family Fiesta"]) {
    await expect(section.getByText(hidden)).toHaveCount(0);
  }
  await section.getByRole("link", { name: "View all 15+ categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
});

test("a home sticker falls back to the default and hides when both fail", async ({ page, expectConsoleError }) => {
  expectConsoleError(/ERR_FAILED .*\/assets\/stickers\/(heritage|default)\.svg\)$/, "the test makes the sticker requests fail");
  await page.route("**/assets/stickers/heritage.svg", (route) => route.abort());
  await page.goto("/");
  const card = page.locator("#categories").getByRole("listitem").filter({ hasText: "Time Travelers" });
  await expect(card.locator("img")).toHaveAttribute("src", "/assets/stickers/default.svg");
  await page.route("**/assets/stickers/default.svg", (route) => route.abort());
  await page.goto("/?again");
  await expect(card.getByRole("heading", { name: "Time Travelers" })).toBeVisible();
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
  await expect(page.getByText("Last-minute deals")).toBeVisible();
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
