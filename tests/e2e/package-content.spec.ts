import { expect, test } from "./support/fixtures";
import { formatDate } from "../../domain/dates";
import type { TravelPackage } from "../../domain/package";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";

test.use({ locale: "en-IN" });

test("a package with content shows its departures, itinerary, inclusions, GST and policy @phone-only", async ({ page, request }) => {
  const pkg = (await (await request.get(`/api/v1/packages/${DEMO_FIXTURES.withDepartures}`)).json()) as TravelPackage;
  expect(pkg.departures).toHaveLength(3);
  await page.goto(`/package/${pkg.id}`);

  const departures = page.getByRole("region", { name: "Fixed departures" });
  const rows = departures.getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(formatDate(pkg.departures[0]!.date));
  await expect(rows.nth(0)).toContainText("4 seats left");
  await expect(rows.nth(0)).toContainText("₹13,999 per adult");
  await expect(rows.nth(1)).toContainText("Sold out");
  await expect(rows.nth(2)).toContainText("₹12,499 per adult");

  const itinerary = page.getByRole("region", { name: "Day-by-day itinerary" });
  await expect(itinerary.getByRole("listitem")).toHaveCount(4);
  const day2 = itinerary.locator("summary", { hasText: "Edakkal caves and Banasura dam" });
  await expect(itinerary.getByText("Morning climb to the Neolithic carvings")).toBeHidden();
  await day2.focus();
  await page.keyboard.press("Enter");
  await expect(itinerary.getByText("Morning climb to the Neolithic carvings")).toBeVisible();
  await expect(itinerary.getByText("Breakfast, Lunch and Dinner")).toBeVisible();

  await expect(page.getByRole("region", { name: /What's included/ })).toContainText("Travel to Kozhikode");
  await expect(page.getByText("Prices include 5% GST.")).toBeVisible();
  const policy = page.getByRole("region", { name: "Cancellation and guarantee" });
  await expect(policy).toContainText("48-hour Booking Guarantee");
  await expect(policy).toContainText("Full refund of the advance up to 7 days before departure");
  await expectNoAxeViolations(page);
});

test("a closed package without departures shows no departures and no advance line; its days stay readable @desktop-only", async ({
  page,
}) => {
  await page.goto(`/package/${DEMO_FIXTURES.closed}`);
  await expect(page.getByText("Booking Closed").first()).toBeVisible();
  await expect(page.getByText("Pay only 10% advance to reserve your slot")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Fixed departures" })).toHaveCount(0);
  // Every demo package has its days now (demo-catalogue.json): the boat race's two.
  await expect(page.getByRole("region", { name: "Day-by-day itinerary" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Cancellation and guarantee" })).toBeVisible();
});
