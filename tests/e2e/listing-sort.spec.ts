import type { APIRequestContext, Page } from "@playwright/test";
import type { TravelPackage } from "../../domain/package";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

async function apiTitles(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`/api/v1/packages?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: TravelPackage[] }).items.map((p) => p.title);
}

const cardTitles = (page: Page) => page.getByRole("list", { name: "Packages" }).getByRole("heading", { level: 2 });

test("the sort control orders the listing, lives in the URL and matches the API @desktop-only", async ({ page, request }) => {
  await page.goto("/packages");
  const sort = page.getByLabel("Sort by");
  await expect(sort).toHaveValue("recommended");
  await sort.selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/\/packages\?sort=price-asc$/);
  await expect(cardTitles(page)).toHaveText(await apiTitles(request, "sort=price-asc"));
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  await page.getByLabel("Sort by").selectOption("recommended");
  await expect(page).toHaveURL(/\/packages$/);
});

test("without JavaScript the sort is applied by the button beside it @phone-only", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/packages");
  await page.getByLabel("Sort by").selectOption("duration");
  await page.getByRole("main").getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/sort=duration/);
  await expect(page.getByLabel("Sort by")).toHaveValue("duration");
  await context.close();
});

test("the API answers 400 naming a bad sort @desktop-only", async ({ request }) => {
  const response = await request.get("/api/v1/packages?sort=cheapest");
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({
    error: "sort must be one of recommended, price-asc, price-desc, duration, departure, newest, rating",
  });
});
