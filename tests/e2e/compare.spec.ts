import type { Page } from "@playwright/test";
import type { TravelPackage } from "../../domain/package";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const cards = (page: Page) => page.getByRole("list", { name: "Packages" }).getByRole("article");

test("up to three packages from the listing; a fourth gets the limit message", async ({ page }) => {
  await page.goto("/packages");
  const compareButtons = cards(page).getByRole("button", { name: /^Compare / });
  for (let i = 0; i < 3; i++) await compareButtons.nth(i).click();
  const tray = page.getByRole("complementary", { name: "Compare packages" });
  await expect(tray).toContainText("3 of 3 packages selected to compare");
  await compareButtons.nth(3).click();
  await expect(page.getByRole("alert")).toHaveText("You can compare up to 3 packages.");
  await expect(compareButtons.nth(3)).toHaveAttribute("aria-pressed", "false");
  await expectNoAxeViolations(page);

  const titles = await cards(page).getByRole("heading", { level: 2 }).allTextContents();
  await tray.getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+,[^,]+$/);
  const table = page.getByRole("table");
  for (const title of titles.slice(0, 3)) await expect(table.getByRole("columnheader", { name: new RegExp(escape(title)) })).toBeVisible();
  for (const row of [
    "Price per adult",
    "Price per child",
    "Offer",
    "Duration",
    "Starting point",
    "Destinations",
    "Group size",
    "Booking window",
    "Highlights",
    "Customization",
  ]) {
    await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("removing one updates the URL and the stored choice @desktop-only", async ({ page }) => {
  const ids = [DEMO_FIXTURES.offer, DEMO_FIXTURES.plain, DEMO_FIXTURES.withCustomizations];
  await page.goto(`/compare?ids=${ids.join(",")}`);
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
  await page
    .getByRole("button", { name: /^Remove .* from comparison$/ })
    .nth(1)
    .click();
  await expect(page).toHaveURL(new RegExp(`ids=${ids[0]},${ids[2]}$`));
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("comparePackages") ?? "[]").map((e: { id: string }) => e.id));
  expect(stored).toEqual([ids[0], ids[2]]);
});

test.describe("sharing", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });
  test("Copy link copies a URL that renders the same comparison on the server @desktop-only", async ({ page, request, baseURL }) => {
    const ids = [DEMO_FIXTURES.usd, DEMO_FIXTURES.dayTrip];
    await page.goto(`/compare?ids=${ids.join(",")}`);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/compare?ids=${ids.join(",")}`);
    const html = await (await request.get(copied)).text();
    for (const id of ids) {
      const pkg = (await (await request.get(`/api/v1/packages/${id}`)).json()) as TravelPackage;
      expect(html).toContain(pkg.title.replace(/&/g, "&amp;"));
    }
  });
});

test("packages can be added from the detail page and from favourites; /compare shows the stored choice @phone-only", async ({ page }) => {
  await page.goto(`/package/${DEMO_FIXTURES.offer}`);
  await page.getByRole("button", { name: /^Compare / }).click();
  await page.getByRole("button", { name: /^Favourite / }).click();
  await page.goto(`/package/${DEMO_FIXTURES.plain}`);
  await page.getByRole("button", { name: /^Favourite / }).click();
  await page.goto("/favorites");
  const plainCompare = page
    .getByRole("list", { name: "Favourite packages" })
    .getByRole("button", { name: /^Compare / })
    .nth(1);
  await plainCompare.click();
  await expect(plainCompare).toHaveAttribute("aria-pressed", "true");
  await page.goto("/compare");
  await expect(page).toHaveURL(new RegExp(`ids=${DEMO_FIXTURES.offer},${DEMO_FIXTURES.plain}$`));
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
});

test("unknown or extra ids in a link are explained, not an error @desktop-only", async ({ page }) => {
  const response = await page.goto(`/compare?ids=${DEMO_FIXTURES.offer},no-such-package,${DEMO_FIXTURES.draft}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("2 of the packages in this link are no longer available.")).toBeVisible();
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(1);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("the table compares itineraries (days and overnight places) and inclusions, in equal columns", async ({ page }) => {
  await page.goto(`/compare?ids=${DEMO_FIXTURES.withDepartures},${DEMO_FIXTURES.plain}`);
  const table = page.getByRole("table");
  const row = (name: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  const itinerary = row("Itinerary").getByRole("cell");
  await expect(itinerary.nth(0)).toContainText("4 days planned");
  await expect(itinerary.nth(0)).toContainText("Nights in ");
  await expect(itinerary.nth(0)).toContainText(" → ");
  // Every demo package has its days now (a package without any reads "Not listed").
  await expect(itinerary.nth(1)).toContainText("2 days planned");
  await expect(itinerary.nth(1)).toContainText("Heritage homestay, Fort Kochi");
  await expect(row("Included").getByRole("cell").nth(0)).toContainText("Private car with driver");
  await expect(row("Not included").getByRole("cell").nth(0)).toContainText("Travel to Kozhikode");
  const widths = await table
    .getByRole("columnheader")
    .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().width)));
  expect(widths).toHaveLength(2);
  expect(Math.abs(widths[0]! - widths[1]!)).toBeLessThanOrEqual(1);
  // Every row's label fits its column ("Customization" once ran into the next cell at 360 px).
  const overflowing = await table
    .getByRole("rowheader")
    .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent));
  expect(overflowing).toEqual([]);
  await expectNoAxeViolations(page);
});
