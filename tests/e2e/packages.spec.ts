import type { Page } from "@playwright/test";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/hold";

// Prices as an Indian traveller sees them: with exchange rates entered (the demo's), an en-US
// browser would be shown approximate dollars, and the price ranges would be labelled in them.
test.use({ locale: "en-IN" });

/**
 * What the listing must show, worked out by hand from server/catalogue/demo-catalogue.ts (the e2e
 * server seeds it; no spec on this server writes packages: admin specs have their own server).
 * Bookable (Active, closing date not before today): the first 31 entries and the last 5 (the trips
 * beyond Kerala), newest first in the file's order; the two closed, the Draft, the Paused and the
 * Expired ones between them are not listed.
 */
const BOOKABLE = [
  "Munnar Tea Trails & Misty Peaks",
  "Alleppey Houseboat Overnight Cruise",
  "Kumarakom Lake Resort Retreat",
  "Thekkady Spice & Wildlife Escape",
  "Wayanad Forest, Caves & Waterfalls",
  "Varkala Cliff Yoga & Beach Retreat",
  "Kovalam Ayurveda Rejuvenation Week",
  "Fort Kochi Heritage & Art Weekend",
  "Kerala Arts Trail: Kathakali to Theyyam",
  "Guruvayur & Thrissur Temple Circuit",
  "Sabarimala Mandala Season Pilgrimage",
  "Athirappilly & Vazhachal Waterfalls Day Trip",
  "Vagamon Meadows & Paragliding",
  "Ponmudi Hilltop Camping",
  "Bekal Fort & Malabar Beach Stay",
  "Jatayu Earth's Center Adventure Day",
  "Chembra Peak Heart-Lake Trek",
  "Kerala Grand Family Tour",
  "Kochi to Lakshadweep Island Cruise",
  "Kollam to Alleppey Backwater Ferry",
  "Dubai City Lights & Desert Safari",
  "Abu Dhabi & Dubai Explorer",
  "Muscat Coastal Getaway",
  "Kumarakom Honeymoon Pool Villa",
  "Nelliyampathy Hills Budget Break",
  "Alleppey Houseboat: Tonight Only",
  "Munnar Weekend Break: Last Seats",
  "Varkala Sunset Stay: 3 Days Left",
  "Wayanad Tent Camp Flash Deal",
  "Kovalam Spa Weekend Deal",
  "Athirappilly Rainforest Resort: Deal Ended",
  "Coorg Coffee Estates & Abbey Falls",
  "Goa Beaches, Forts & Old Goa Churches",
  "Jaisalmer Golden Fort & Thar Desert Camp",
  "Dubai Desert Camp & Hatta Mountains",
  "Muscat, Nizwa & the Wahiba Sands",
];
const TOTAL = 36;
/** Category Camping, newest first. */
const CAMPING = [
  "Wayanad Forest, Caves & Waterfalls",
  "Vagamon Meadows & Paragliding",
  "Ponmudi Hilltop Camping",
  "Wayanad Tent Camp Flash Deal",
  "Jaisalmer Golden Fort & Thar Desert Camp",
  "Dubai Desert Camp & Hatta Mountains",
];
/** Camping under ₹10,000 (Wayanad Forest is ₹13,999); all three last 2 days, so 1-3 days keeps them. */
const CAMPING_UNDER_10000 = ["Vagamon Meadows & Paragliding", "Ponmudi Hilltop Camping", "Wayanad Tent Camp Flash Deal"];
/** ₹10,000 to ₹25,000 (INR; the $799 Abu Dhabi package is far above at any rate). */
const PRICE_10000_25000 = [
  "Thekkady Spice & Wildlife Escape", // ₹11,499, 3 days
  "Wayanad Forest, Caves & Waterfalls", // ₹13,999, 4 days
  "Kerala Arts Trail: Kathakali to Theyyam", // ₹21,999, 6 days
  "Bekal Fort & Malabar Beach Stay", // ₹15,999, 3 days
  "Kovalam Spa Weekend Deal", // ₹10,999, 3 days
  "Coorg Coffee Estates & Abbey Falls", // ₹10,999, 3 days
  "Goa Beaches, Forts & Old Goa Churches", // ₹13,999, 4 days
  "Jaisalmer Golden Fort & Thar Desert Camp", // ₹18,999, 4 days
  "Dubai Desert Camp & Hatta Mountains", // ₹21,999, 3 days
];
const PRICE_10000_25000_4_TO_7_DAYS = [
  "Wayanad Forest, Caves & Waterfalls",
  "Kerala Arts Trail: Kathakali to Theyyam",
  "Goa Beaches, Forts & Old Goa Churches",
  "Jaisalmer Golden Fort & Thar Desert Camp",
];
const HONEYMOON = [
  "Alleppey Houseboat Overnight Cruise",
  "Kumarakom Lake Resort Retreat",
  "Bekal Fort & Malabar Beach Stay",
  "Muscat Coastal Getaway",
  "Kumarakom Honeymoon Pool Villa",
  "Goa Beaches, Forts & Old Goa Churches",
];

const cards = (page: Page) => page.getByRole("list", { name: "Packages" }).getByRole("article");
const cardTitles = (page: Page) => page.getByRole("list", { name: "Packages" }).getByRole("heading", { level: 2 });

async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^Filters/ });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

async function expectTitles(page: Page, expected: string[]) {
  await expect(cardTitles(page)).toHaveText(expected.slice(0, 12));
}

test("the listing shows cards, counts and no accessibility violations", async ({ page }) => {
  await page.goto("/packages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel Packages");
  await expect(page.getByPlaceholder("Search destinations, locations, places...")).toBeVisible();
  await expectTitles(page, BOOKABLE);
  await openFilters(page);
  await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL} packages`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a card shows its banner, first four highlights, price and reservation amount @desktop-only", async ({ page }) => {
  // Munnar Tea Trails: ₹8,999 per adult offered at ₹7,499; 10% of ₹7,499 = ₹749.90 → ₹750.
  const title = "Munnar Tea Trails & Misty Peaks";
  await page.goto(`/packages?search=${encodeURIComponent(title)}`);
  const card = cards(page).filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", `/package/${DEMO_FIXTURES.offer}`);
  await expect(card.getByRole("list", { name: "Highlights" }).getByRole("listitem")).toHaveText([
    "Sunrise walk through working tea estates",
    "Guided trek to Top Station viewpoint",
    "Tea-factory visit with a tasting session",
    "Stay in a heritage planter's bungalow",
  ]);
  await expect(card).toContainText("Reserve at ₹750");
  await expect(card.locator("s")).toContainText("₹8,999");
  const img = card.locator("img").first();
  await expect(img).toHaveAttribute("srcset", /\.w480\.[0-9a-f]{8}\.webp 480w/);
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect(img).toHaveAttribute("height", /\d+/);
});

test("search by place matches main places and attractions, and the URL holds it @phone-only", async ({ page }) => {
  await page.goto("/packages");
  await page.getByRole("searchbox", { name: "Search packages" }).fill("Mattancherry");
  await expect(page).toHaveURL(/search=Mattancherry/);
  // Only Fort Kochi lists Mattancherry (destinations and main places).
  await expectTitles(page, ["Fort Kochi Heritage & Art Weekend"]);
});

test("each filter narrows the list and the Filters button counts them @desktop-only", async ({ page }) => {
  await page.goto("/packages");
  await openFilters(page);

  await page.getByRole("button", { name: /Categories/ }).click();
  await page.getByRole("checkbox", { name: "Camping" }).check();
  await expect(page).toHaveURL(/categories=camping/);
  await expectTitles(page, CAMPING);
  await expect(page.getByText(`Showing 6 of ${TOTAL} packages`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Filters 1 active/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("checkbox", { name: "Camping" })).toBeHidden();
  await expect(page.getByRole("button", { name: /Categories/ })).toBeFocused();

  await page.getByLabel("Price Range").selectOption({ label: "Under ₹10,000" });
  await expect(page).toHaveURL(/price=under-10000/);
  await expectTitles(page, CAMPING_UNDER_10000);
  await expect(page.getByRole("button", { name: /^Filters 2 active/ })).toBeVisible();

  await page.getByLabel("Duration").selectOption({ label: "1-3 Days" });
  await expect(page).toHaveURL(/duration=1-3/);
  await expectTitles(page, CAMPING_UNDER_10000);
  await expect(page.getByRole("button", { name: /^Filters 3 active/ })).toBeVisible();
});

test("the booking date filter keeps packages whose window includes the date @desktop-only", async ({ page }) => {
  // Every demo booking window closes within six months of today.
  const farDate = "2099-01-01";
  await page.goto("/packages");
  await openFilters(page);
  await page.getByLabel("Booking Date").fill(farDate);
  await expect(page).toHaveURL(new RegExp(`date=${farDate}`));
  await expect(page.getByText(`Showing 0 of ${TOTAL} packages`)).toBeVisible();
});

test("clear all filters returns to the full list @phone-only", async ({ page }) => {
  await page.goto("/packages?search=kochi&price=under-10000&duration=1-3");
  await openFilters(page);
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole("searchbox", { name: "Search packages" })).toHaveValue("");
  await expect(page.getByLabel("Price Range")).toHaveValue("");
  await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL} packages`)).toBeVisible();
});

test("?category= pre-selects the first category whose name contains the text @desktop-only", async ({ page }) => {
  await page.goto("/packages?category=honey");
  await expect(page.getByRole("button", { name: /^Filters 1 active/ })).toBeVisible();
  await openFilters(page);
  await page.getByRole("button", { name: /Categories/ }).click();
  await expect(page.getByRole("checkbox", { name: "Honeymoon Packages" })).toBeChecked();
  await expectTitles(page, HONEYMOON);
});

test("filters round-trip through the URL and the back button restores them @desktop-only", async ({ page }) => {
  await page.goto("/packages");
  await openFilters(page);
  await page.getByLabel("Price Range").selectOption("10000-25000");
  await expect(page).toHaveURL(/price=10000-25000/);
  await page.getByLabel("Duration").selectOption("4-7");
  await expect(page).toHaveURL(/price=10000-25000&duration=4-7/);
  await expectTitles(page, PRICE_10000_25000_4_TO_7_DAYS);

  await page.goBack();
  await expect(page).toHaveURL(/price=10000-25000$/);
  await expect(page.getByLabel("Duration")).toHaveValue("");
  await expect(page.getByLabel("Price Range")).toHaveValue("10000-25000");
  await expectTitles(page, PRICE_10000_25000);

  await page.reload();
  await expect(page.getByLabel("Price Range")).toHaveValue("10000-25000");
});

test("a second filter chosen before the first has loaded keeps the first @desktop-only", async ({ page }) => {
  await page.goto("/packages");
  await openFilters(page);
  // Both changes in one task: the page cannot have rendered the first when the second comes, as
  // on a slow phone whose listing is still loading.
  await page.evaluate(() => {
    for (const [name, value] of [
      ["price", "10000-25000"],
      ["duration", "4-7"],
    ]) {
      const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
      select.value = value!;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  });
  await expect(page).toHaveURL(/price=10000-25000&duration=4-7/);
  await expectTitles(page, PRICE_10000_25000_4_TO_7_DAYS);
  await expect(page.getByLabel("Price Range")).toHaveValue("10000-25000");
});

test("load more appends the next page and keeps it in the URL @phone-only", async ({ page }) => {
  await page.goto("/packages");
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cardTitles(page)).toHaveText(BOOKABLE.slice(0, 24));
  // The first new card has keyboard focus.
  await expect(cardTitles(page).nth(12).getByRole("link")).toBeFocused();
  await page.reload();
  await expect(cards(page)).toHaveCount(24);
});

test("a search with no match shows the empty state @desktop-only", async ({ page }) => {
  await page.goto("/packages?search=zzqx-nowhere");
  await expect(page.getByRole("heading", { name: "No packages found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search terms")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("'Loading packages...' shows while a filter navigation is pending @desktop-only", async ({ page }) => {
  await page.goto("/packages");
  await openFilters(page);
  const release = await holdRequests(page, "**/packages.data*");
  await page.getByLabel("Duration").selectOption("8-14");
  await expect(page.getByText("Loading packages...")).toBeVisible();
  release();
  await expect(page.getByText("Loading packages...")).toBeHidden();
});

test("a bad filter value in a link gets a clear message, not an error page @desktop-only", async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 400 .*\/packages\?price=cheap\)$/, "a bad filter value answers 400 on purpose");
  const response = await page.goto("/packages?price=cheap");
  expect(response?.status()).toBe(400);
  // In the page's words, not the API's ("price must be one of …"): a traveller has no parameters.
  await expect(page.getByRole("alert")).toHaveText("Some filters in this link could not be used. Showing all packages instead.");
  await expect(cards(page).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form and page links work @phone-only", async ({ page }) => {
    await page.goto("/packages?page=2");
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByLabel("Price Range")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Camping" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search packages" }).fill("varkala");
    await page.getByRole("searchbox", { name: "Search packages" }).press("Enter");
    await expect(page).toHaveURL(/search=varkala/);
    await expectTitles(page, ["Varkala Cliff Yoga & Beach Retreat", "Varkala Sunset Stay: 3 Days Left"]);
  });
});

test("closed, paused and expired packages are not listed @desktop-only", async ({ page }) => {
  for (const id of [DEMO_FIXTURES.closed, DEMO_FIXTURES.closedYesterday, DEMO_FIXTURES.paused, DEMO_FIXTURES.expired]) {
    await page.goto(`/package/${id}`);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await page.goto(`/packages?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole("heading", { name: "No packages found" }), title).toBeVisible();
  }
});
