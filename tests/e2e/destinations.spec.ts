import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test.use({ locale: "en-IN" });

// The demo catalogue's bookable packages at Munnar (server/catalogue/demo-catalogue.json).
const MUNNAR_TITLES = ["Kerala Grand Family Tour", "Munnar Tea Trails & Misty Peaks", "Munnar Weekend Break: Last Seats"];

test("the home map's Idukki tile leads to Idukki's page with the Munnar packages; Kerala's page has them too", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const idukki = page.getByRole("link", { name: "Idukki, IDK: 4 packages" });
  await idukki.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`home-map-${testInfo.project.name}.png`) });
  await idukki.click();
  await expect(page).toHaveURL(/\/destinations\/india\/kerala\/idukki$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Idukki");
  const titles = page.getByRole("heading", { level: 2 }).filter({ hasText: /Munnar|Family Tour/ });
  for (const title of MUNNAR_TITLES) await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(titles).toHaveCount(3);
  await expect(page.getByRole("navigation", { name: "Where you are" }).getByRole("link")).toHaveText(["Destinations", "India", "Kerala"]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`idukki-${testInfo.project.name}.png`), fullPage: true });

  await page.getByRole("navigation", { name: "Where you are" }).getByRole("link", { name: "Kerala" }).click();
  await expect(page).toHaveURL(/\/destinations\/india\/kerala$/);
  for (const title of MUNNAR_TITLES) await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
});

test("the map's tiles are reached by Tab and each names its count", async ({ page }) => {
  await page.goto("/destinations");
  const tile = page.getByRole("group", { name: "Kerala's districts" }).getByRole("link").first();
  await tile.focus();
  await expect(tile).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("group", { name: "Kerala's districts" }).getByRole("link").nth(1)).toBeFocused();
  await expect(page.getByRole("list", { name: "Kerala's districts as a list" }).getByRole("link", { name: "Idukki" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an Arabic destination page reads right to left with Arabic place names", async ({ page }, testInfo) => {
  await page.goto("/ar/destinations/india/kerala/idukki/munnar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مونار");
  await expect(page.getByRole("navigation", { name: "موقعك" }).getByRole("link")).toHaveText(["الوجهات", "الهند", "كيرالا", "إدوكي"]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`munnar-ar-${testInfo.project.name}.png`), fullPage: true });
  await page.goto("/ar/destinations");
  await page.screenshot({ path: testInfo.outputPath(`destinations-ar-${testInfo.project.name}.png`), fullPage: true });
});

test("a Malayalam search for Munnar finds its packages @phone-only", async ({ page }) => {
  await page.goto(`/ml/packages?search=${encodeURIComponent("മൂന്നാർ")}`);
  const cards = page
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .first()
    .getByRole("heading", { level: 2 });
  await expect(cards).toHaveCount(3);
});

test("a place with nothing bookable says so @desktop-only", async ({ page }) => {
  await page.goto("/destinations/india/tamil-nadu");
  await expect(page.getByText("Nothing here yet")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Kerala's page in Malayalam fits a 360 px phone: its long sort labels wrap, nothing scrolls sideways @phone-only", async ({
  page,
}) => {
  await page.goto("/ml/destinations/india/kerala");
  await expect(page.locator("#destination-sort")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
