import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../../domain/dates";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test.use({ locale: "en-IN" });

const cardTitles = (page: Page) => page.getByRole("list", { name: "Packages" }).getByRole("heading", { level: 2 });

test("the destination dropdown sits beside the sort, filters the listing and lives in the URL", async ({ page }) => {
  await page.goto("/packages");
  const destination = page.getByLabel("Destination");
  await expect(destination).toHaveValue("");
  // Places holding bookable packages, each inside its parent and indented, with its count (ADR 108).
  await expect(destination.locator("option[value=wayanad]")).toHaveText("\u00a0\u00a0\u00a0\u00a0Wayanad (3)");
  await expect(destination.locator("option[value=tamil-nadu]")).toHaveCount(0);
  await destination.selectOption("wayanad");
  await expect(page).toHaveURL(/\/packages\?destination=wayanad$/);
  await expect(cardTitles(page)).toHaveCount(3);
  expect((await cardTitles(page).allInnerTexts()).sort()).toEqual([
    "Chembra Peak Heart-Lake Trek",
    "Wayanad Forest, Caves & Waterfalls",
    "Wayanad Tent Camp Flash Deal",
  ]);
  await expectNoAxeViolations(page);
  await page.getByLabel("Destination").selectOption("");
  await expect(page).toHaveURL(/\/packages$/);
});

test("an old district link lists that district's packages with it chosen @desktop-only", async ({ page }) => {
  await page.goto("/packages?district=wayanad");
  await expect(page.getByLabel("Destination")).toHaveValue("wayanad");
  await expect(cardTitles(page)).toHaveCount(3);
});

test("without JavaScript the destination and the sort are applied by the button beside them @desktop-only", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-IN" });
  const page = await context.newPage();
  await page.goto("/packages");
  await page.getByLabel("Destination").selectOption("wayanad");
  await page.getByLabel("Sort by").selectOption("price-asc");
  // The listing's Apply, not the header's currency picker's (it has one too without JavaScript).
  await page.getByRole("main").getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/destination=wayanad/);
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByLabel("Destination")).toHaveValue("wayanad");
  await expect(cardTitles(page)).toHaveText([
    "Wayanad Tent Camp Flash Deal",
    "Chembra Peak Heart-Lake Trek",
    "Wayanad Forest, Caves & Waterfalls",
  ]);
  await context.close();
});

test("a card shows the package's next open departure and its seats @desktop-only", async ({ page }) => {
  await page.goto("/packages?district=wayanad");
  // The demo's Wayanad package departs in 9 days with 4 seats left (server/catalogue/demo-catalogue.ts).
  const next = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${addDays(todayIn("Asia/Kolkata"), 9)}T00:00:00Z`),
  );
  const card = page.getByRole("listitem").filter({ hasText: "Wayanad Forest, Caves & Waterfalls" });
  await expect(card.getByTestId("next-departure")).toHaveText(`Next: ${next} · 4 seats`);
  // Chembra's first departure: 7 seats; a package without departures shows no such line.
  await expect(page.getByRole("listitem").filter({ hasText: "Chembra Peak" }).getByTestId("next-departure")).toHaveText(/· 7 seats$/);
  await expect(page.getByRole("listitem").filter({ hasText: "Wayanad Tent Camp" }).getByTestId("next-departure")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
