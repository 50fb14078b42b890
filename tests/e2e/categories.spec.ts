import { CATEGORIES } from "../../domain/categories";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/**
 * The real "From" price of each category: the lowest adult price among the demo catalogue's
 * bookable packages in it (ADR 039), in CATEGORIES order.
 */
const FROM_PRICES = [
  "3,499",
  "4,499",
  "3,999",
  "21,999",
  "2,499",
  "7,999",
  "1,999",
  "4,999",
  "9,499",
  "1,999",
  "2,499",
  "27,999",
  "2,999",
  "2,299",
  "1,999",
];

test("lists all 15 categories with name, subtitle, price and an encoded filter link @desktop-only", async ({ page }) => {
  await page.goto("/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Explore All Categories" })).toBeVisible();
  const tiles = page.getByRole("main").getByRole("listitem");
  await expect(tiles).toHaveCount(15);
  for (const [i, c] of CATEGORIES.entries()) {
    const tile = tiles.nth(i);
    await expect(tile.getByRole("heading", { name: c.label })).toBeVisible();
    await expect(tile).toContainText(c.subtitle);
    await expect(tile).toContainText(`From ₹${FROM_PRICES[i]}`);
    await expect(tile.getByRole("link")).toHaveAttribute("href", `/packages?category=${encodeURIComponent(c.label)}`);
  }
  await expect(tiles.nth(1).getByRole("link")).toHaveAttribute("href", "/packages?category=Heritage%20%26%20Cultures");
  await expect(tiles.nth(3)).toContainText("From ₹21,999");
});

test("a tile leads to the filtered listing @phone-only", async ({ page }) => {
  await page.goto("/categories");
  await page.getByRole("link", { name: /Heritage & Cultures/ }).click();
  await expect(page).toHaveURL(/\/packages\?category=Heritage%20%26%20Cultures$/);
});

test("a broken sticker falls back to the default sticker; when both fail it is hidden @desktop-only", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 404 .*\/assets\/stickers\/[a-z-]+\.[0-9a-f]{8}\.svg\)$/, "the test answers sticker requests with 404");
  // Pages ask for content-hashed names (ADR 045): camping.<hash>.svg.
  await page.route("**/assets/stickers/camping.*.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/categories");
  const camping = page.getByRole("listitem").filter({ hasText: "TentMates" });
  await expect(camping.locator("img")).toHaveAttribute("src", /^\/assets\/stickers\/default\.[0-9a-f]{8}\.svg$/);
  await expect.poll(() => camping.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const trekking = page.getByRole("listitem").filter({ hasText: "Path Finders" });
  await expect(trekking.locator("img")).toHaveAttribute("src", /^\/assets\/stickers\/trekking\.[0-9a-f]{8}\.svg$/);

  await page.route("**/assets/stickers/*.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/categories?nocache=1");
  await expect(page.getByRole("heading", { name: "Camping" })).toBeVisible();
  // Stickers load lazily: bring every tile near the viewport.
  for (const tile of await page.getByRole("main").getByRole("listitem").all()) await tile.scrollIntoViewIfNeeded();
  await expect(page.getByRole("main").locator("img")).toHaveCount(0);
});

test("/categories has no accessibility violations", async ({ page }) => {
  await page.goto("/categories");
  await expectNoAxeViolations(page);
});
