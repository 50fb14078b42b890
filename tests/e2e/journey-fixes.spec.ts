import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

// Small journey fixes (ADR 039): Go Back from outside, the navigation progress bar, dates with the month's name,
// the Compare button's place and one spelling of the nav labels (the admin dashboard's search is in
// admin-dashboard-find.spec.ts).

test.use({ locale: "en-IN" });

test("Go Back on 'Package Not Found' opened from outside goes to the packages @desktop-only", async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 404 .*\/package\/no-such-package\)$/, "a missing package answers 404 on purpose");
  // A first visit from a shared link: the browser has history (another page), the site has none.
  await page.goto("/about");
  await page.goto("/package/no-such-package");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Package Not Found");
  const back = page.getByRole("link", { name: "Go Back" });
  await expect(back).toHaveAttribute("href", "/packages");
  await back.click();
  await expect(page).toHaveURL(/\/packages$/);
  await expectNoAxeViolations(page);
});

test("a navigation that takes longer than 300 ms shows a progress bar, announced, and it goes away @desktop-only", async ({ page }) => {
  await page.goto("/");
  // The page's data is held back until the bar has been seen and checked (a fixed delay could end
  // before a slow browser showed the bar, or while axe was still looking at it).
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/packages.data*", async (route) => {
    await answered;
    await route.continue();
  });
  const bar = page.getByRole("progressbar", { name: "Loading the page…" });
  await expect(bar).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Packages", exact: true }).click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the page…" })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expect(bar).toBeVisible();
  answer();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Travel Packages" })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("dates read with the month's name: booking window on the package page and in compare @desktop-only", async ({ page }) => {
  await page.goto(`/package/${DEMO_FIXTURES.plain}`);
  const facts = page.getByRole("main");
  await expect(facts.getByText(/^\d{1,2} [A-Z][a-z]{2} 20\d\d$/).first()).toBeVisible();
  await expect(facts.getByText(/\b\d{1,2}\/\d{1,2}\/20\d\d\b/)).toHaveCount(0);
  await page.goto(`/compare?ids=${DEMO_FIXTURES.plain}`);
  const window = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Booking window" }) });
  await expect(window.getByRole("cell")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} 20\d\d to \d{1,2} [A-Z][a-z]{2} 20\d\d$/);
});

test("the Compare button sits inside its favourite card", async ({ page }) => {
  await page.goto(`/package/${DEMO_FIXTURES.plain}`);
  await page.getByRole("button", { name: /^Favourite / }).click();
  await page.goto("/favorites");
  const card = page.getByRole("list", { name: "Favourite packages" }).getByRole("article");
  await expect(card).toHaveCount(1);
  const compare = card.getByRole("button", { name: /^Compare / });
  await expect(compare).toBeVisible();
  const inner = (await compare.boundingBox())!;
  const outer = (await card.boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  await compare.click();
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Favourite Packages");
  await expectNoAxeViolations(page);
});

test("one spelling and the nav label: Favourites and Last-Minute Deals; the footer links to Terms @desktop-only", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Last-Minute Deals", exact: true })).toHaveAttribute("href", "/last-minute-deals");
  await expect(nav.getByRole("link", { name: "Favourites", exact: true })).toHaveAttribute("href", "/favorites");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Terms", exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { name: "Terms & Conditions for Travellers" }).first()).toBeVisible();
});
