import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatMoney, reservationAmount } from "../../domain/money";
import type { TravelPackage } from "../../domain/package";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";

interface ListingPage {
  items: TravelPackage[];
  matched: number;
  total: number;
}

/** The same query through the public API: the page must show what the API answers. */
async function api(request: APIRequestContext, query: string): Promise<ListingPage> {
  const response = await request.get(`/api/v1/packages?pageSize=48&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListingPage;
}

const cards = (page: Page) => page.getByRole("list", { name: "Packages" }).getByRole("article");
const cardTitles = (page: Page) => page.getByRole("list", { name: "Packages" }).getByRole("heading", { level: 2 });

async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^Filters/ });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

async function expectTitles(page: Page, expected: ListingPage) {
  await expect(cardTitles(page)).toHaveText(expected.items.slice(0, 12).map((p) => p.title));
}

test("the listing shows cards, counts and no accessibility violations", async ({ page, request }) => {
  const all = await api(request, "");
  await page.goto("/packages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel Packages");
  await expect(page.getByPlaceholder("Search destinations, locations, places...")).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(12, all.matched));
  await openFilters(page);
  await expect(page.getByText(`Showing ${all.matched} of ${all.total} packages`)).toBeVisible();
  expect(all.total).toBeGreaterThan(12);
  await expectNoAxeViolations(page);
});

test("a card shows its banner, first four highlights, price and reservation amount", async ({ page, request }) => {
  const offer = (await (await request.get(`/api/v1/packages/${DEMO_FIXTURES.offer}`)).json()) as TravelPackage;
  await page.goto(`/packages?search=${encodeURIComponent(offer.title)}`);
  const card = cards(page).filter({ hasText: offer.title });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: offer.title })).toHaveAttribute("href", `/package/${offer.id}`);
  await expect(card.getByRole("list", { name: "Highlights" }).getByRole("listitem")).toHaveText(offer.highlights.slice(0, 4));
  await expect(card).toContainText(`Reserve at ${formatMoney(reservationAmount(offer)!, offer.currency)}`);
  await expect(card.locator("s")).toContainText(formatMoney(offer.originalPriceAdult, offer.currency));
  const img = card.locator("img").first();
  await expect(img).toHaveAttribute("srcset", /w480\.webp 480w/);
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect(img).toHaveAttribute("height", /\d+/);
});

test("search by place matches main places and attractions, and the URL holds it", async ({ page, request }) => {
  const expected = await api(request, "search=mattancherry");
  expect(expected.matched).toBeGreaterThan(0);
  await page.goto("/packages");
  await page.getByRole("searchbox", { name: "Search packages" }).fill("Mattancherry");
  await expect(page).toHaveURL(/search=Mattancherry/);
  await expectTitles(page, expected);
});

test("each filter narrows the list and the Filters button counts them", async ({ page, request }) => {
  await page.goto("/packages");
  await openFilters(page);

  await page.getByRole("button", { name: /Categories/ }).click();
  await page.getByRole("checkbox", { name: "Camping" }).check();
  await expect(page).toHaveURL(/categories=camping/);
  let expected = await api(request, "categories=camping");
  await expectTitles(page, expected);
  await expect(page.getByText(`Showing ${expected.matched} of ${expected.total} packages`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Filters 1 active/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("checkbox", { name: "Camping" })).toBeHidden();
  await expect(page.getByRole("button", { name: /Categories/ })).toBeFocused();

  await page.getByLabel("Price Range").selectOption({ label: "Under ₹10,000" });
  await expect(page).toHaveURL(/price=under-10000/);
  expected = await api(request, "categories=camping&price=under-10000");
  await expectTitles(page, expected);
  await expect(page.getByRole("button", { name: /^Filters 2 active/ })).toBeVisible();

  await page.getByLabel("Duration").selectOption({ label: "1-3 Days" });
  await expect(page).toHaveURL(/duration=1-3/);
  expected = await api(request, "categories=camping&price=under-10000&duration=1-3");
  await expectTitles(page, expected);
  await expect(page.getByRole("button", { name: /^Filters 3 active/ })).toBeVisible();
});

test("the booking date filter keeps packages whose window includes the date", async ({ page, request }) => {
  const all = await api(request, "");
  const farDate = "2099-01-01";
  const none = await api(request, `date=${farDate}`);
  expect(none.matched).toBeLessThan(all.matched);
  await page.goto("/packages");
  await openFilters(page);
  await page.getByLabel("Booking Date").fill(farDate);
  await expect(page).toHaveURL(new RegExp(`date=${farDate}`));
  await expect(page.getByText(`Showing ${none.matched} of ${all.total} packages`)).toBeVisible();
});

test("clear all filters returns to the full list", async ({ page, request }) => {
  const all = await api(request, "");
  await page.goto("/packages?search=kochi&price=under-10000&duration=1-3");
  await openFilters(page);
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole("searchbox", { name: "Search packages" })).toHaveValue("");
  await expect(page.getByLabel("Price Range")).toHaveValue("");
  await expect(page.getByText(`Showing ${all.matched} of ${all.total} packages`)).toBeVisible();
});

test("?category= pre-selects the first category whose name contains the text", async ({ page, request }) => {
  await page.goto("/packages?category=honey");
  await expect(page.getByRole("button", { name: /^Filters 1 active/ })).toBeVisible();
  await openFilters(page);
  await page.getByRole("button", { name: /Categories/ }).click();
  await expect(page.getByRole("checkbox", { name: "Honeymoon Packages" })).toBeChecked();
  await expectTitles(page, await api(request, "categories=honeymoon-packages"));
});

test("filters round-trip through the URL and the back button restores them", async ({ page, request }) => {
  await page.goto("/packages");
  await openFilters(page);
  await page.getByLabel("Price Range").selectOption("10000-25000");
  await expect(page).toHaveURL(/price=10000-25000/);
  await page.getByLabel("Duration").selectOption("4-7");
  await expect(page).toHaveURL(/price=10000-25000&duration=4-7/);
  await expectTitles(page, await api(request, "price=10000-25000&duration=4-7"));

  await page.goBack();
  await expect(page).toHaveURL(/price=10000-25000$/);
  await expect(page.getByLabel("Duration")).toHaveValue("");
  await expect(page.getByLabel("Price Range")).toHaveValue("10000-25000");
  await expectTitles(page, await api(request, "price=10000-25000"));

  await page.reload();
  await expect(page.getByLabel("Price Range")).toHaveValue("10000-25000");
});

test("load more appends the next page and keeps it in the URL", async ({ page, request }) => {
  const all = await api(request, "");
  await page.goto("/packages");
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(Math.min(24, all.matched));
  await expect(cardTitles(page)).toHaveText(all.items.slice(0, 24).map((p) => p.title));
  // The first new card has keyboard focus.
  await expect(cardTitles(page).nth(12).getByRole("link")).toBeFocused();
  await page.reload();
  await expect(cards(page)).toHaveCount(Math.min(24, all.matched));
});

test("a search with no match shows the empty state", async ({ page }) => {
  await page.goto("/packages?search=zzqx-nowhere");
  await expect(page.getByRole("heading", { name: "No packages found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search terms")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Loading packages...' shows while a filter navigation is pending", async ({ page }) => {
  await page.goto("/packages");
  await openFilters(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/packages.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Duration").selectOption("8-14");
  await expect(page.getByText("Loading packages...")).toBeVisible();
  release();
  await expect(page.getByText("Loading packages...")).toBeHidden();
});

test("a bad filter value in a link gets a clear message, not an error page", async ({ page }) => {
  const response = await page.goto("/packages?price=cheap");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("price must be one of");
  await expect(cards(page).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form and page links work", async ({ page, request }) => {
    const all = await api(request, "");
    await page.goto("/packages?page=2");
    await expect(cards(page)).toHaveCount(Math.min(24, all.matched));
    await expect(page.getByLabel("Price Range")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Camping" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search packages" }).fill("varkala");
    await page.getByRole("searchbox", { name: "Search packages" }).press("Enter");
    await expect(page).toHaveURL(/search=varkala/);
    await expectTitles(page, await api(request, "search=varkala"));
  });
});

test("closed, paused and expired packages are not listed", async ({ page }) => {
  for (const id of [DEMO_FIXTURES.closed, DEMO_FIXTURES.closedYesterday, DEMO_FIXTURES.paused, DEMO_FIXTURES.expired]) {
    await page.goto(`/package/${id}`);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await page.goto(`/packages?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole("heading", { name: "No packages found" }), title).toBeVisible();
  }
});
