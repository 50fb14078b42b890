import fs from "node:fs";
import path from "node:path";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/hold";

// The demo catalogue's deals as a traveller reads them (server/catalogue/demo-catalogue.json; their end
// dates are seeded relative to today). Reserve at = 10% of the offer price per adult, rounded (spec).
const DEALS = [
  {
    title: "Alleppey Houseboat: Tonight Only",
    countdown: "Last Day!",
    reserve: "Reserve at ₹500",
    duration: "2 Days / 1 Night",
    route: "Alappuzha → Alappuzha backwaters",
    group: "Group size: 2 - 6",
    highlights: ["Board today by noon", "Full overnight houseboat cruise", "All meals on board", "Over a third off"],
    id: DEMO_FIXTURES.lastMinuteToday,
  },
  {
    title: "Munnar Weekend Break: Last Seats",
    countdown: "1 Day Left",
    reserve: "Reserve at ₹530",
    duration: "2 Days / 1 Night",
    route: "Kochi → Munnar",
    group: "Group size: 1 - 4",
    highlights: ["Shared car from Kochi", "Tea-estate homestay", "Eravikulam National Park", "Deal closes tomorrow"],
    id: DEMO_FIXTURES.lastMinuteTomorrow,
  },
  {
    title: "Varkala Sunset Stay: 3 Days Left",
    countdown: "3 Days Left",
    reserve: "Reserve at ₹450",
    duration: "3 Days / 2 Nights",
    route: "Thiruvananthapuram → Varkala",
    group: "Group size: 1 - 6",
    highlights: ["Cliff-top room with breakfast", "Beginner surf lesson", "Sunset cafe walk", "Free airport drop"],
    id: DEMO_FIXTURES.lastMinuteLater,
  },
  {
    title: "Athirappilly Rainforest Resort: Deal Ended",
    countdown: "Offer Ended",
    // An ended deal offers no amount to reserve at; its countdown says it has ended.
    reserve: null,
    duration: "2 Days / 1 Night",
    route: "Kochi → Athirappilly",
    group: "Group size: 2 - 8",
    highlights: ["Room facing the waterfall", "Guided rainforest walk", "Breakfast and dinner", "Pool by the river"],
    id: DEMO_FIXTURES.lastMinuteEnded,
  },
] as const;

test("'Now or Never' lists the deals with countdown, reservation badge (none once ended), route and group size @desktop-only", async ({
  page,
}) => {
  await page.goto("/last-minute-deals");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Now or Never");
  const cards = page.getByRole("list", { name: "Last-minute deals" }).getByRole("article");
  await expect(cards).toHaveCount(6);
  for (const deal of DEALS) {
    const card = cards.filter({ has: page.getByRole("link", { name: deal.title }) });
    await expect(card).toContainText(deal.countdown);
    if (deal.reserve === null) await expect(card).not.toContainText("Reserve at");
    else await expect(card).toContainText(deal.reserve);
    await expect(card).toContainText(deal.duration);
    await expect(card).toContainText(deal.route);
    await expect(card).toContainText(deal.group);
    await expect(card.getByRole("list", { name: "Highlights" }).getByRole("listitem")).toHaveText([...deal.highlights]);
    await expect(card.getByRole("link", { name: deal.title })).toHaveAttribute("href", `/package/${deal.id}`);
  }
  await expectNoAxeViolations(page);
});

test("a deal card opens its package @phone-only", async ({ page }) => {
  await page.goto("/last-minute-deals");
  const link = page.getByRole("list", { name: "Last-minute deals" }).getByRole("link").first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the deal cards speak the page's language: countdown, reservation, route and group size in Malayalam and Arabic @phone-only", async ({
  page,
}) => {
  const expected = {
    ml: { ended: "ഓഫർ അവസാനിച്ചു", lastDay: "അവസാന ദിവസം!", tomorrow: "1 ദിവസം കൂടി", group: "ഗ്രൂപ്പിന്റെ വലുപ്പം:" },
    ar: { ended: "انتهى العرض", lastDay: "اليوم الأخير!", tomorrow: "يوم واحد متبقٍ", group: "حجم المجموعة:" },
  } as const;
  for (const [language, text] of Object.entries(expected)) {
    await page.goto(`/${language}/last-minute-deals`);
    const card = (id: string) => page.locator("article").filter({ has: page.locator(`a[href="/${language}/package/${id}"]`) });
    await expect(card(DEMO_FIXTURES.lastMinuteEnded)).toContainText(text.ended);
    await expect(card(DEMO_FIXTURES.lastMinuteToday)).toContainText(text.lastDay);
    await expect(card(DEMO_FIXTURES.lastMinuteTomorrow)).toContainText(text.tomorrow);
    await expect(card(DEMO_FIXTURES.lastMinuteTomorrow)).toContainText(text.group);
    await expect(card(DEMO_FIXTURES.lastMinuteTomorrow)).not.toContainText("1 Day Left");
    // Package titles and highlights are the provider's words (one demo title says "3 Days Left"); the UI's are not English.
    const main = page.locator("main");
    for (const english of ["Offer Ended", "Last Day!", "Group size", "Reserve at", "per adult", "Route:"]) {
      await expect(main, `${language}: ${english}`).not.toContainText(english);
    }
  }
});

test("'Loading last minute deals...' shows while the page reloads its deals, in every language @desktop-only", async ({ page }) => {
  for (const language of ["en", "ml", "hi", "ar"] as const) {
    const messages = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../app/i18n/messages/${language}.json`), "utf8"));
    const address = language === "en" ? "/last-minute-deals" : `/${language}/last-minute-deals`;
    await page.goto(address);
    const release = await holdRequests(page, "**/last-minute-deals.data*");
    // The header's own link to this page: React Router loads its deals again.
    await page.locator(`header a[href="${address}"]`).first().click();
    const loading = page.getByText(messages["deals.loading"], { exact: true });
    await expect(loading).toBeVisible();
    release();
    await expect(loading).toBeHidden();
    await page.unrouteAll();
  }
});
