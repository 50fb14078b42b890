import type { APIRequestContext, Page } from "@playwright/test";
import { BOOKING_MESSAGES } from "../../domain/booking";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { ADMIN_PATH, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/hold";
import { partnerSignedIn } from "./support/partner";
import { dayShownInKolkata } from "./support/server-clock";

// A person's browser, not a headless one (which the counting takes for a bot).
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: PERSON, locale: "en-IN", timezoneId: "Asia/Kolkata" });

// Thekkady Spice & Wildlife Escape of the demo catalogue (server/catalogue/demo-catalogue.ts).
const PACKAGE = { id: DEMO_FIXTURES.noChildPrice, title: "Thekkady Spice & Wildlife Escape" };
// The package the other tests view when they need some view to show: the specs of one file run side
// by side, and a view of the scripted visit's package meanwhile would break its exact counts.
const OTHER_PACKAGE = { id: DEMO_FIXTURES.plain, title: "Fort Kochi Heritage & Art Weekend" };

interface Row {
  key: string;
  shares?: number;
  favourites?: number;
  views: number;
  dialogs: number;
  paymentSteps: number;
  handoffs: number;
}

/** A package's row of today's report, read through the admin API (zeros when it has none). */
async function packageRow(request: APIRequestContext, pkg: { id: string } = PACKAGE): Promise<Row> {
  const response = await request.get("/api/admin/insight?days=7");
  expect(response.status()).toBe(200);
  const report = (await response.json()) as { breakdowns: { packages: Row[] }; totals: { shares: number; favourites: number } };
  const row = report.breakdowns.packages.find((r) => r.key === pkg.id);
  return {
    key: pkg.id,
    // Shares and favourites are site-wide totals (not in the package's funnel).
    shares: report.totals.shares,
    favourites: report.totals.favourites,
    views: row?.views ?? 0,
    dialogs: row?.dialogs ?? 0,
    paymentSteps: row?.paymentSteps ?? 0,
    handoffs: row?.handoffs ?? 0,
  };
}

test("a scripted visit, home to WhatsApp with a share and a favourite, shows exactly its counts on the admin's Insight screen @desktop-only", async ({
  page,
  browser,
  baseURL,
}) => {
  // The admin, in a person's browser of its own: its session must not make the traveller's visit
  // uncounted, and its own visit is left uncounted by the session alone (not taken for a bot).
  const adminContext = await browser.newContext({ baseURL, userAgent: PERSON });
  const admin = await adminContext.newPage();
  expect((await admin.request.post("/__test/admin-session")).status()).toBe(200);
  // Other specs share this server; the visit's counts are what it adds to the package's row.
  const before = await packageRow(admin.request);

  // WhatsApp is recorded, not opened.
  await page.addInitScript(() => {
    window.open = () => ({ opener: window }) as unknown as Window;
  });
  await page.goto("/");
  await page.goto("/packages");
  await page.goto(`/package/${PACKAGE.id}`);
  await page.getByRole("button", { name: "Share" }).click();
  await page
    .getByRole("button", { name: `Favourite ${PACKAGE.title}` })
    .first()
    .click();
  await page.getByRole("button", { name: "Book Now" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full Name (as per ID)").fill("Asha Menon");
  await dialog.getByLabel("Date of birth").fill("1990-04-12");
  await dialog.getByLabel("Gender").selectOption("Female");
  await dialog.getByLabel("Nationality").fill("Indian");
  await dialog.getByLabel("Email").fill("asha.menon@example.com");
  await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 98470 12345");
  await dialog.getByRole("textbox", { name: "Adults" }).fill("2");
  await dialog.getByRole("radio", { name: "No" }).check();
  await dialog.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await dialog.getByRole("button", { name: BOOKING_MESSAGES.bookSubmit }).click();
  await expect(dialog.getByRole("heading", { name: BOOKING_MESSAGES.paymentTitle })).toBeVisible({ timeout: 5_000 });
  // The advance paid by UPI: its transaction code goes into the WhatsApp message, never to us.
  await dialog.getByLabel(/Transaction ID/).fill("AB1C2D9");
  await dialog.getByRole("button", { name: BOOKING_MESSAGES.continueToWhatsApp }).click();
  await expect(dialog.getByTestId("booking-confirmation")).toBeVisible();
  // The dialog closed and opened again on the same page view is one opening: no step of the
  // funnel outnumbers the views it came from.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Book Now" }).first().click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // To the listing by the header's link and Back: the package shown again is a view again, as a
  // Back is in any counter (its data's Referer is the package's own address, which the browser
  // shows before fetching it).
  await page.getByRole("navigation").getByRole("link", { name: "Packages", exact: true }).first().click();
  await expect(page).toHaveURL(/\/packages$/);
  const backData = page.waitForResponse((r) => r.url().includes(`/package/${PACKAGE.id}.data`));
  await page.goBack();
  expect((await backData).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: PACKAGE.title })).toBeVisible();

  // The beacons go without waiting for an answer; the screen shows them once they have arrived.
  const expected = {
    views: before.views + 2,
    dialogs: before.dialogs + 1,
    paymentSteps: before.paymentSteps + 1,
    handoffs: before.handoffs + 1,
    shares: before.shares! + 1,
    favourites: before.favourites! + 1,
  };
  await expect(async () => expect(await packageRow(admin.request)).toEqual({ key: PACKAGE.id, ...expected })).toPass({ timeout: 15_000 });

  await admin.goto(`${ADMIN_PATH}?section=insight`);
  const table = admin.locator("table[data-table=packages]");
  const row = table.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: PACKAGE.title }) });
  await expect(admin.locator("[data-total=shares]")).toHaveText(String(expected.shares));
  await expect(admin.locator("[data-total=favourites]")).toHaveText(String(expected.favourites));
  await expect(row.getByRole("cell")).toHaveText([
    String(expected.views),
    String(expected.dialogs),
    String(expected.paymentSteps),
    String(expected.handoffs),
    /%$/,
  ]);
  await expect(admin.getByRole("img", { name: "Visitors and WhatsApp hand-offs per day" })).toBeVisible();
  // Today's line of the daily figures, its day written as the page writes dates: the visit's
  // package view is in it (other specs' visits may be too).
  const todayRow = admin
    .getByRole("table", { name: "Figures per day" })
    .getByRole("row")
    .filter({ has: admin.getByRole("rowheader", { name: dayShownInKolkata(0, "en-IN"), exact: true }) });
  await expect(todayRow.getByRole("cell").nth(1)).toHaveText(/^[1-9]\d*$/);
  await expectNoAxeViolations(admin);

  // The admin's own visit to the package adds nothing.
  await admin.goto(`/package/${PACKAGE.id}`);
  expect(await packageRow(admin.request)).toEqual({ key: PACKAGE.id, ...expected });
  await adminContext.close();
});

test("the period chosen last is the one shown: an earlier period's late answer never replaces it @desktop-only", async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN_PATH}?section=insight`);
  const showing = page.getByText(/^\d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}, against /);
  await expect(showing).toHaveText(new RegExp(`^${dayShownInKolkata(29, "en-IN")} to ${dayShownInKolkata(0, "en-IN")}, `));

  // The 7 days' answer is held until the 90 days' has been shown.
  const release = await holdRequests(page, "**/api/admin/insight?days=7");
  const late = page.waitForResponse((r) => r.url().endsWith("/api/admin/insight?days=7"));
  await page.getByRole("button", { name: "Last 7 days" }).click();
  // While it is on its way, the 30 days' counts are not shown under "Last 7 days".
  await expect(page.getByRole("status").filter({ hasText: "Loading counts…" })).toBeVisible();
  await expect(showing).toHaveCount(0);
  await expect(page.locator("[data-total=shares]")).toHaveCount(0);

  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(showing).toHaveText(new RegExp(`^${dayShownInKolkata(89, "en-IN")} to ${dayShownInKolkata(0, "en-IN")}, `));
  release();
  // The late answer has arrived whole and the page has had two frames to act on it.
  await (await late).finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(showing).toHaveText(new RegExp(`^${dayShownInKolkata(89, "en-IN")} to ${dayShownInKolkata(0, "en-IN")}, `));
  await expect(page.getByRole("button", { name: "Last 90 days" })).toHaveAttribute("aria-pressed", "true");
  const chart = page.getByRole("img", { name: "Visitors and WhatsApp hand-offs per day" });
  await expect(chart).toHaveAttribute("src", /days=90&/);
  // A laptop's window loads the wide chart, not the phone's narrow one.
  await expect
    .poll(() => chart.evaluate((i: HTMLImageElement) => [new URL(i.currentSrc).searchParams.get("width"), i.naturalWidth]))
    .toEqual(["640", 640]);
});

test("choosing the period already shown loads its counts and its chart again, so what happened since shows @desktop-only", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  await page.goto(`${ADMIN_PATH}?section=insight`);
  const pageViews = page.locator("[data-total=pageViews]");
  await expect(pageViews).toHaveText(/^[\d,]+$/);
  const chart = page.getByRole("img", { name: "Visitors and WhatsApp hand-offs per day" });
  await expect.poll(() => chart.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  const before = Number((await pageViews.textContent())!.replace(/,/g, ""));

  // A person looks at a page meanwhile (other specs share this server: at least this one view is added).
  const visitor = await browser.newContext({ baseURL, userAgent: PERSON });
  await (await visitor.newPage()).goto(`/package/${OTHER_PACKAGE.id}`);
  await visitor.close();

  const reportAgain = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/admin/insight", { timeout: 10_000 });
  const chartAgain = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/admin/insight/chart.svg", { timeout: 10_000 });
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Last 30 days" }).click();
  expect(new URL((await reportAgain).url()).searchParams.get("days")).toBe("30");
  expect(new URL((await chartAgain).url()).searchParams.get("days")).toBe("30");
  await expect.poll(async () => Number((await pageViews.textContent())!.replace(/,/g, ""))).toBeGreaterThan(before);
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => chart.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
});

test("a status line tells a screen reader when the counts have loaded, and again when they load again @desktop-only", async ({ page }) => {
  await signIn(page);
  const release = await holdRequests(page, "**/api/admin/insight?days=30");
  await page.goto(`${ADMIN_PATH}?section=insight`);
  // The Insight section's own status line (the admin panel has others of its own).
  const status = page.getByRole("region", { name: "Insight" }).getByRole("status");
  await expect(status).toHaveText("Loading counts…");
  release();
  const loadedText = `Counts loaded: ${dayShownInKolkata(29, "en-IN")} to ${dayShownInKolkata(0, "en-IN")}.`;
  await expect(status).toHaveText(loadedText);
  // One status line, written before the report came (a live region made with its text is not read).
  await expect(status).toHaveCount(1);

  const releaseWeek = await holdRequests(page, "**/api/admin/insight?days=7");
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(status).toHaveText("Loading counts…");
  releaseWeek();
  await expect(status).toHaveText(`Counts loaded: ${dayShownInKolkata(6, "en-IN")} to ${dayShownInKolkata(0, "en-IN")}.`);
  await expectNoAxeViolations(page);
});

test("a range with a date left out says so, replacing an earlier refusal; a refused range is said in sentences; no day to come is offered @desktop-only", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 400 .*\/api\/admin\/insight\?from=/, "the reversed range is refused with 400");
  await signIn(page);
  await page.goto(`${ADMIN_PATH}?section=insight`);
  // Exact names: "To" is in "Visitors and WhatsApp hand-offs per day", the chart's region.
  const from = page.getByLabel("From", { exact: true });
  const to = page.getByLabel("To", { exact: true });
  // The first report (the last 30 days) fills both fields as it arrives: typed before it, a date would be replaced.
  await expect(page.getByText(/^\d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}, against /)).toBeVisible();
  await expect(to).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
  const today = (await to.getAttribute("max"))!;
  await from.fill(today);
  await to.fill("2026-01-01");
  await page.getByRole("button", { name: "Show range" }).click();
  // The screen's own alert (the panel has others, empty until needed).
  const alert = page.getByRole("alert").filter({ hasText: /counts could not|both dates/ });
  await expect(alert).toHaveText("The counts could not be loaded: The start date (from) must not be after the end date (to).");
  await to.fill("");
  await page.getByRole("button", { name: "Show range" }).click();
  await expect(alert).toHaveText("Enter both dates of the range.");
});

test("counts dropped are said in the reader's date and time, a gap within a minute as one moment; days before counting began are said to be uncounted @desktop-only", async ({
  page,
}) => {
  // Drops come only from a flooded queue, and the first counted day from the database's history
  // (server/insight tests make both); here the report's answer is given them on its way, so the
  // screen's words for them are what is checked.
  await page.route("**/api/admin/insight?days=30", async (route) => {
    const response = await route.fetch();
    const report = (await response.json()) as { period: { to: string } } & Record<string, unknown>;
    report.countedFrom = report.period.to;
    report.gaps = [
      { from: "2026-12-04T09:13:05.000Z", to: "2026-12-04T09:13:41.000Z", dropped: 300 },
      { from: "2026-12-03T18:20:00.000Z", to: "2026-12-03T18:45:00.000Z", dropped: 1250 },
    ];
    await route.fulfill({ response, json: report });
  });
  await signIn(page);
  await page.goto(`${ADMIN_PATH}?section=insight`);
  // In the reader's time zone (Kolkata, +5:30) and words, never a raw UTC stamp.
  const notes = page.getByRole("note");
  await expect(notes.first()).toHaveText(
    `Counting began on ${dayShownInKolkata(0, "en-IN")}: the days before it were not counted and show as 0.`,
  );
  // The previous 30 days lie wholly before it: no figures to compare, rather than zeros.
  await expect(page.getByText("Previous period: not counted")).toHaveCount(6);
  await expect(page.getByText(/^Previous period: \d/)).toHaveCount(0);
  await expect(notes.filter({ hasText: "Counts incomplete" })).toHaveText([
    /^Counts incomplete at 4 Dec 2026, 2:43\s?pm: 300 not counted\.$/,
    /^Counts incomplete between 3 Dec 2026, 11:50\s?pm and 4 Dec 2026, 12:15\s?am: 1,250 not counted\.$/,
  ]);
});

/**
 * How far each Insight table runs past its box sideways, in pixels (0 when it fits), and the
 * number of tables on the screen: the box itself (what a finger would have to scroll) and the
 * table inside it.
 */
async function tableOverflows(page: Page) {
  await expect(page.locator("table[data-table=devices]")).toBeVisible();
  return page.locator("[role=region]:has(table)").evaluateAll((boxes) =>
    boxes.map((box) => {
      const table = box.querySelector("table")!;
      return Math.max(box.scrollWidth - box.clientWidth, table.scrollWidth - table.clientWidth, table.offsetWidth - box.clientWidth);
    }),
  );
}

/**
 * The daily chart as a phone shows it: how far its region runs past its box sideways (0 when it
 * fits), the width of the SVG the browser loaded, asked for and drawn, and how wide it is shown.
 */
async function chartShown(page: Page, name: string) {
  const region = page.getByRole("region", { name });
  const img = region.getByRole("img", { name });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return region.evaluate((box) => {
    const chart = box.querySelector("img")!;
    return {
      overflow: Math.max(0, box.scrollWidth - box.clientWidth),
      asked: new URL(chart.currentSrc).searchParams.get("width"),
      naturalWidth: chart.naturalWidth,
      shownWidth: Math.round(chart.getBoundingClientRect().width),
    };
  });
}

/**
 * The chart at 360 px fits its box, is the narrow SVG (asked for and drawn 320 wide), and is
 * shown at 300 to 340 px: its 11 px labels between about 10.3 and 11.7 px, as on a laptop.
 */
async function expectNarrowChart(page: Page, name: string) {
  const chart = await chartShown(page, name);
  expect(chart).toMatchObject({ overflow: 0, asked: "320", naturalWidth: 320 });
  expect(chart.shownWidth).toBeGreaterThanOrEqual(300);
  expect(chart.shownWidth).toBeLessThanOrEqual(340);
}

test("at 360 px each Insight table and the daily chart fit their boxes without sideways scrolling, the chart the narrow one, in English and in Arabic @phone-only", async ({
  page,
  browser,
  baseURL,
}) => {
  // A person's visit of the package, so its table has a row to lay out.
  const visitor = await browser.newContext({ baseURL, userAgent: PERSON, viewport: page.viewportSize()! });
  const before = await (async () => {
    await signIn(page);
    return (await packageRow(page.request, OTHER_PACKAGE)).views;
  })();
  await (await visitor.newPage()).goto(`/package/${OTHER_PACKAGE.id}`);
  await expect(async () => expect((await packageRow(page.request, OTHER_PACKAGE)).views).toBeGreaterThan(before)).toPass({
    timeout: 15_000,
  });
  await visitor.close();

  await page.goto(`${ADMIN_PATH}?section=insight`);
  expect(page.viewportSize()!.width).toBe(360);
  const table = page.getByRole("table", { name: /^Packages: / });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: OTHER_PACKAGE.title }) });
  await expect(row).toBeVisible();
  // Still a table to a screen reader: its six column headings, the row's header and its five figures.
  await expect(table.getByRole("columnheader")).toHaveCount(6);
  await expect(row.getByRole("cell")).toHaveText([/^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/, /%$/]);
  // The daily figures and the six breakdowns, each within its box.
  expect(await tableOverflows(page)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  // The chart is the narrow one, shown at about its own width: its 11 px labels stay about 11 px.
  await expectNarrowChart(page, "Visitors and WhatsApp hand-offs per day");
  await expectNoAxeViolations(page);

  // The partner's own Insight, right to left: the daily figures and its five breakdowns.
  await partnerSignedIn(page, { nameStem: "Insight Phone Tours", password: "kayal-partner-pass" });
  await page.goto("/ar/partner?section=insight");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("table", { name: "الأرقام اليومية" }).getByRole("rowheader").first()).toBeVisible();
  expect(await tableOverflows(page)).toEqual([0, 0, 0, 0, 0, 0]);
  // Nothing counted for the new provider's five breakdowns: each says so across its whole line
  // (the row's width less its padding), not squeezed into the width of one figure.
  const nothingCounted = page.getByRole("cell", { name: "لم يُحتسب شيء في هذه الفترة." });
  await expect(nothingCounted).toHaveCount(5);
  const spareWidth = await nothingCounted.evaluateAll((cells) =>
    cells.map((cell) => {
      const row = cell.parentElement!;
      const padding = parseFloat(getComputedStyle(row).paddingInlineStart) + parseFloat(getComputedStyle(row).paddingInlineEnd);
      return Math.round(row.clientWidth - padding - cell.getBoundingClientRect().width);
    }),
  );
  expect(spareWidth).toEqual([0, 0, 0, 0, 0]);
  await expectNarrowChart(page, "الزوار والتحويلات إلى واتساب يوميًا");
  await expectNoAxeViolations(page);
});

test("in Malayalam each Insight card holds its label and figures within it, on a phone and in the partner portal's column on a laptop", async ({
  page,
}) => {
  const width = page.viewportSize()!.width;
  await partnerSignedIn(page, { nameStem: `Insight Cards ${width}`, password: "kayal-partner-pass" });
  await page.goto("/ml/partner?section=insight");
  await expect(page.locator("[data-total=visitors]")).toBeVisible();
  // How far each card's words run past its edges or its own box, to the nearest pixel (0 when all fit), by its label.
  const cards = page.locator("dl > div");
  await expect(cards).toHaveCount(13);
  const overflows = await cards.evaluateAll((all) =>
    all.map((card) => {
      const box = card.getBoundingClientRect();
      const parts = [...card.querySelectorAll("dt, dd")].map((part) => {
        const r = part.getBoundingClientRect();
        return Math.max(box.left - r.left, r.right - box.right, part.scrollWidth - part.clientWidth);
      });
      return [card.querySelector("dt")!.textContent, Math.max(0, card.scrollWidth - card.clientWidth, ...parts.map(Math.round))];
    }),
  );
  expect(overflows.filter(([, overflow]) => overflow !== 0)).toEqual([]);
  await expectNoAxeViolations(page);
});
