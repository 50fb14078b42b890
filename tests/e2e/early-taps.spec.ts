import type { Page } from "@playwright/test";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/hold";

// ADR 061: a tap on a button that needs JavaScript, made while the page's scripts are still on
// their way (a slow network: they start after the first paint, ADR 059), is kept and acted on.

/** Holds every script of the page until the answer is called (a slow network). */
const holdScripts = (page: Page) => holdRequests(page, /\/assets\/[^/]+\.js$/);

test("Book Now tapped before the scripts arrive shows it was heard, then opens the booking dialog @phone-only", async ({ page }) => {
  const release = await holdScripts(page);
  // Not awaited: page.goto waits for hydration, which the held scripts stop.
  const opening = page.goto(`/package/${DEMO_FIXTURES.plain}`);
  const book = page.getByRole("button", { name: "Book Now" });
  await book.click();
  await expect(book).toHaveAttribute("aria-busy", "true");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  release();
  await opening;
  await expect(page.getByRole("dialog", { name: "Book Package" })).toBeVisible();
  await expect(book).not.toHaveAttribute("aria-busy");
});

test("only the last of several early taps is acted on @phone-only", async ({ page }) => {
  const release = await holdScripts(page);
  const opening = page.goto(`/package/${DEMO_FIXTURES.plain}`);
  const book = page.getByRole("button", { name: "Book Now" });
  const enquire = page.getByRole("button", { name: "Enquire Now" });
  await book.click();
  await enquire.click();
  await expect(enquire).toHaveAttribute("aria-busy", "true");
  await expect(book).not.toHaveAttribute("aria-busy");
  release();
  await opening;
  await expect(page.getByRole("dialog", { name: "Enquire Package" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
});

test("the sort chosen before the scripts arrive applies at once, as the no-script Apply button would @phone-only", async ({ page }) => {
  // The scripts never arrive: the change is applied by the form itself.
  await page.route(/\/assets\/[^/]+\.js$/, () => new Promise<void>(() => undefined));
  void page.goto("/packages").catch(() => undefined);
  const sort = page.getByLabel("Sort by");
  await expect(sort).toHaveValue("recommended");
  await sort.selectOption("price-asc");
  await expect(page).toHaveURL(/\/packages\?(.+&)?sort=price-asc(&|$)/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
});
