import { countdownLabel, durationLabel, todayIn } from "../../domain/dates";
import { formatMoney, reservationAmount } from "../../domain/money";
import type { TravelPackage } from "../../domain/package";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const DEALS = [
  [DEMO_FIXTURES.lastMinuteToday, "Last Day!"],
  [DEMO_FIXTURES.lastMinuteTomorrow, "1 Day Left"],
  [DEMO_FIXTURES.lastMinuteEnded, "Offer Ended"],
] as const;

test("'Now or Never' lists the deals with countdown, reservation badge, route and group size", async ({ page, request }) => {
  const response = await request.get("/api/v1/last-minute");
  const { items } = (await response.json()) as { items: TravelPackage[] };
  await page.goto("/last-minute-deals");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Now or Never");
  const cards = page.getByRole("list", { name: "Last-minute deals" }).getByRole("article");
  await expect(cards).toHaveCount(items.length);

  const today = todayIn("Asia/Kolkata");
  for (const [id, label] of DEALS) {
    const pkg = items.find((p) => p.id === id);
    expect(pkg, id).toBeDefined();
    expect(countdownLabel(pkg!.endDate, today)).toBe(label);
    const card = cards.filter({ has: page.getByRole("link", { name: pkg!.title }) });
    await expect(card).toContainText(label);
    await expect(card).toContainText(`Reserve at ${formatMoney(reservationAmount(pkg!)!, pkg!.currency)}`);
    await expect(card).toContainText(durationLabel(pkg!.durationDays, pkg!.durationNights));
    await expect(card).toContainText(`${pkg!.startingLocation} → ${pkg!.destinations}`);
    await expect(card).toContainText(`Group size: ${pkg!.minGroupSize} - ${pkg!.maxGroupSize}`);
    await expect(card.getByRole("list", { name: "Highlights" }).getByRole("listitem")).toHaveText(pkg!.highlights.slice(0, 4));
    await expect(card.getByRole("link", { name: pkg!.title })).toHaveAttribute("href", `/package/${pkg!.id}`);
  }
  const later = items.find((p) => p.id === DEMO_FIXTURES.lastMinuteLater)!;
  await expect(cards.filter({ hasText: later.title })).toContainText(countdownLabel(later.endDate, today)!);
  await expectNoAxeViolations(page);
});

test("a deal card opens its package", async ({ page }) => {
  await page.goto("/last-minute-deals");
  const link = page.getByRole("list", { name: "Last-minute deals" }).getByRole("link").first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
