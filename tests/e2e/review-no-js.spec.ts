import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { imageFile } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { moveServerClock } from "./support/server-clock";
import { SERVER_START_MS, spawnServer, type SpawnedServer } from "./support/spawn-server";
import { RATES_CACHE_MS } from "../../server/currency/exchange-rates";
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from "../../server/testing/private-postgres";

// The review page works without JavaScript (ADR 043): the browser posts the form to the page
// itself and the server answers with the page. The form's tests use the run's own server, signed in
// to the admin API through its test-session hook (POST /__test/admin-session) to make invitations:
// an invitation and a Pending review change nothing a public page shows, so the exact listings the
// other public specs state still hold. Only the database outage needs a server of its own.

const ADMIN_EMAIL = "no-js-admin@example.com";
const ADMIN_PASSWORD = "no-js-admin-password-1";
const BODY = "The houseboat night was calm and the guide knew every bird on the backwaters.";

let server: { base: string };
let cookie: string;

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter.
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "phone") return;
  server = { base: testInfo.project.use.baseURL! };
  const session = await fetch(`${server.base}/__test/admin-session`, { method: "POST", headers: { origin: server.base } });
  expect(session.status).toBe(200);
  cookie = session.headers.get("set-cookie")!.split(";")[0]!;
});

/** Signs in to a spawned server (started with ADMIN_EMAIL and ADMIN_PASSWORD) through the form's API. */
async function signIn(base: string): Promise<string> {
  const session = await fetch(`${base}/api/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(session.status).toBe(200);
  return session.headers.get("set-cookie")!.split(";")[0]!;
}

/** A fresh invitation for `travellerName` on a Munnar package; returns the page path /review/{token}. */
async function invitation(
  travellerName: string,
  on: { base: string; cookie: string } = { base: server.base, cookie },
): Promise<{ path: string; packageId: string }> {
  const found = (await (await fetch(`${on.base}/api/v1/packages?search=Munnar`)).json()) as { items: { id: string }[] };
  const packageId = found.items[0]!.id;
  const made = await fetch(`${on.base}/api/admin/review-invitations`, {
    method: "POST",
    headers: { cookie: on.cookie, origin: on.base, "content-type": "application/json" },
    body: JSON.stringify({ packageId, travellerName, travelMonth: "2026-09" }),
  });
  expect(made.status, await made.clone().text()).toBe(201);
  return { path: ((await made.json()) as { url: string }).url, packageId };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an empty post shows every error; a valid post with a photo thanks the traveller and waits as Pending", async ({
    page,
    browser,
    expectConsoleError,
  }, testInfo) => {
    test.slow(); // a long journey: three times the usual bound
    expectConsoleError(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/review\/[A-Za-z0-9_-]{43}\)$/, "a refused form post answers 400");
    expectConsoleError(/status of 410 \(Gone\) \(http:\/\/[^)]+\/review\/[A-Za-z0-9_-]{43}\)$/, "the spent link answers 410");
    const { path, packageId } = await invitation("Meera Das");
    expect((await page.goto(`${server.base}${path}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Meera, how was your trip?");

    // Sent empty: the server answers 400 with the page, the errors by their fields and summarised.
    const [empty] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(path)),
      page.getByRole("button", { name: "Send review" }).click(),
    ]);
    expect(empty.status()).toBe(400);
    expect(empty.request().method()).toBe("POST");
    expect(empty.headers()["cache-control"]).toBe("no-store");
    // The page's own policy replaces the site-wide one: one header, the strictest value.
    expect(empty.headers()["referrer-policy"]).toBe("no-referrer");
    expect(empty.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Please check the form: 3 problems.");
    await expect(summary.getByRole("listitem")).toHaveText([
      "Choose an overall rating from 1 to 5 stars.",
      "Please write at least 30 characters about your trip (you wrote 0).",
      "Please agree that we may publish your first name and travel month with your review.",
    ]);
    await expect(page.getByRole("group", { name: "Overall rating" })).toHaveAccessibleDescription(
      "Choose an overall rating from 1 to 5 stars.",
    );
    await expect(page.getByLabel("Your review")).toHaveAttribute("aria-invalid", "true");
    // Each line of the summary links to its field (a star group's first radio), GOV.UK style.
    const linkTarget = async (text: string) => (await summary.getByRole("link", { name: text }).getAttribute("href"))!.slice(1);
    const overallTarget = await linkTarget("Choose an overall rating from 1 to 5 stars.");
    await expect(page.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "1 star", exact: true })).toHaveAttribute(
      "id",
      overallTarget,
    );
    const bodyTarget = await linkTarget("Please write at least 30 characters about your trip (you wrote 0).");
    await expect(page.getByLabel("Your review")).toHaveAttribute("id", bodyTarget);
    const consentTarget = await linkTarget("Please agree that we may publish your first name and travel month with your review.");
    await expect(page.getByRole("checkbox")).toHaveAttribute("id", consentTarget);
    await page.screenshot({ path: testInfo.outputPath("review-no-js-errors.png"), fullPage: true });
    // axe needs script in the page: the error state exactly as the server sent it (its scripts
    // left out) is checked in a second page that allows script, under the same address.
    const served = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, "");
    const checker = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize()! });
    try {
      const copy = await checker.newPage();
      await copy.route(`${server.base}${path}`, (route) => route.fulfill({ contentType: "text/html", body: served }));
      await copy.goto(`${server.base}${path}`);
      await expect(copy.getByRole("alert").getByRole("listitem")).toHaveCount(3);
      await expectNoAxeViolations(copy);
    } finally {
      await checker.close();
    }

    // Partly fixed: what was written comes back (the photo is chosen again), one error is left.
    // The visible star is the label of its radio; without JavaScript CSS fills the stars up to it.
    await page.getByRole("group", { name: "Overall rating" }).locator("label").filter({ hasText: "4 stars" }).click();
    await expect(page.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "4 stars" })).toBeChecked();
    await page.getByLabel("Title").fill("Birds and backwaters");
    await page.getByLabel("Your review").fill("Too short.");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveText([
      "Please write at least 30 characters about your trip (you wrote 10).",
    ]);
    await expect(page.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(page.getByLabel("Title")).toHaveValue("Birds and backwaters");
    await expect(page.getByLabel("Your review")).toHaveValue("Too short.");
    await expect(page.getByRole("checkbox")).toBeChecked();

    await page.getByLabel("Your review").fill(BODY);
    await page.getByLabel("Photos").setInputFiles(await imageFile("backwaters.png", "#0f766e"));
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(path)),
      page.getByRole("button", { name: "Send review" }).click(),
    ]);
    expect(sent.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
    await expect(page.getByRole("status").filter({ hasText: /./ })).toHaveText("Your review will appear once we have checked it.");

    const pending = (await (await fetch(`${server.base}/api/admin/reviews?status=Pending`, { headers: { cookie } })).json()) as {
      items: { travellerName: string; packageId: string; overall: number; title: string; body: string; photos: string[] }[];
    };
    const review = pending.items.find((r) => r.travellerName === "Meera Das")!;
    expect(review).toMatchObject({ packageId, overall: 4, title: "Birds and backwaters", body: BODY });
    expect(review.photos).toHaveLength(1);
    expect((await fetch(`${server.base}${review.photos[0]}`)).status).toBe(200);

    // The link is spent: the page now answers 410, with JavaScript or without.
    expect((await page.goto(`${server.base}${path}`))?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This review link has already been used.");
  });
});

test.describe("with JavaScript", () => {
  test("a fixed field loses its error at once; the five stars of a rating stay on one line at 360 px", async ({ page }, testInfo) => {
    const { path } = await invitation("Ravi");
    await page.goto(`${server.base}${path}`);
    // Nothing chosen, "Not rated" chosen: the stars are unfilled alike (CSS fills up to a checked star).
    const starColour = (group: string) =>
      page
        .getByRole("group", { name: group })
        .locator("label")
        .filter({ hasText: "5 stars" })
        .evaluate((l) => getComputedStyle(l).color);
    expect(await starColour("Value for money")).toBe(await starColour("Overall rating"));
    await page.getByRole("button", { name: "Send review" }).click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("listitem")).toHaveCount(3);
    await summary.getByRole("link", { name: "Please write at least 30 characters about your trip (you wrote 0)." }).click();
    await expect(page.getByLabel("Your review")).toBeFocused();
    await page.getByRole("group", { name: "Overall rating" }).locator("label").filter({ hasText: "5 stars" }).click();
    expect(await starColour("Value for money")).not.toBe(await starColour("Overall rating"));
    await expect(summary.getByRole("listitem")).toHaveText([
      "Please write at least 30 characters about your trip (you wrote 0).",
      "Please agree that we may publish your first name and travel month with your review.",
    ]);
    await expect(page.getByRole("group", { name: "Overall rating" })).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("checkbox").check();
    await expect(summary.getByRole("listitem")).toHaveText(["Please write at least 30 characters about your trip (you wrote 0)."]);
    await page.getByLabel("Your review").fill("Still short");
    await expect(summary.getByRole("listitem")).toHaveText(["Please write at least 30 characters about your trip (you wrote 11)."]);
    await page.getByLabel("Your review").fill(BODY);
    await expect(summary.getByRole("listitem")).toHaveCount(0);
    await expect(page.getByLabel("Your review")).not.toHaveAttribute("aria-invalid", "true");

    // Every group's five stars sit on one line (the fifth used to wrap on its own at 360 px).
    for (const name of ["Overall rating", "Value for money", "Guide", "Stay", "Transport"]) {
      const stars = page.getByRole("group", { name }).getByRole("radio", { name: /stars?$/ });
      const tops = await stars.evaluateAll((inputs) => inputs.map((i) => Math.round(i.closest("label")!.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${name}: stars on one line`).toBe(1);
    }
    await page.getByRole("group", { name: "Overall rating" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("review-stars-360.png"), fullPage: true });
  });
});

// Two tests change their server for everyone on it, so they share a server of their own, started once
// for both (a production start is the largest cost of a browser test): its database can be stopped
// (a private PostgreSQL server where this machine has one, PGlite otherwise) and its clock moved
// (tests/e2e/support/shifted-clock.mjs). They run in order in one worker, the outage first: what a
// page reads with the clock 61 days on (the exchange rates) is kept stamped 61 days on, and would
// still count as fresh during an outage after the clock came back.
test.describe("on a server of its own", () => {
  test.describe.configure({ mode: "default" });
  const missing = privatePostgresMissing();
  let pg: PrivatePostgres | undefined;
  let own: SpawnedServer;
  let offsetFile = "";

  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter.
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(SERVER_START_MS + 60_000);
    offsetFile = nodePath.join(fs.mkdtempSync(nodePath.join(os.tmpdir(), "kt-clock-")), "offset");
    fs.writeFileSync(offsetFile, "0");
    if (missing === null) pg = await startPrivatePostgres();
    own = await spawnServer({
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${nodePath.resolve("tests/e2e/support/shifted-clock.mjs")}`,
      TEST_CLOCK_OFFSET_FILE: offsetFile,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    });
  });
  test.afterAll(async () => {
    await own?.stop();
    pg?.destroy();
    if (offsetFile) fs.rmSync(nodePath.dirname(offsetFile), { recursive: true, force: true });
  });

  // A post the database cannot take (ADR 055): the page, not a plain-text error, says so and gives the
  // form back with what was typed; once the database is back, sending it again works.
  test.describe("while the database is down", () => {
    test.use({ javaScriptEnabled: false });

    test("a post keeps the traveller's text on a 503 page that says to try again", async ({ page, expectConsoleError }, testInfo) => {
      test.skip(missing !== null, `private PostgreSQL unavailable: ${missing}`);
      test.slow(); // a long journey: three times the usual bound
      expectConsoleError(
        /status of 503 \(Service Unavailable\) \(http:\/\/[^)]+\/review\/[A-Za-z0-9_-]{43}\)$/,
        "the post during the outage answers 503",
      );
      const down = own;
      const on = { base: down.base, cookie: await signIn(down.base) };
      const { path } = await invitation("Anil Kumar", on);
      expect((await page.goto(`${down.base}${path}`))?.status()).toBe(200);
      await page.getByRole("group", { name: "Overall rating" }).locator("label").filter({ hasText: "5 stars" }).click();
      await page.getByLabel("Title").fill("Tea hills in the rain");
      await page.getByLabel("Your review").fill(BODY);
      await page.getByRole("checkbox").check();

      pg!.stop();
      // Past the exchange rates the server keeps (every page's header reads them), so nothing the
      // page needs is still held from before the outage: the server's clock is moved on rather
      // than waited for (the rates' age is read from it), and the later test moves it further.
      await moveServerClock(own.child, offsetFile, RATES_CACHE_MS + 1000);
      const [failed] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(path)),
        page.getByRole("button", { name: "Send review" }).click(),
      ]);
      expect(failed.status()).toBe(503);
      expect(failed.headers()["content-type"]).toMatch(/^text\/html/);
      expect(failed.headers()["retry-after"]).toBe("5");
      expect(failed.headers()["cache-control"]).toBe("no-store");
      expect(failed.headers()["referrer-policy"]).toBe("no-referrer");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We can't reach our catalogue right now");
      await expect(page.getByRole("alert")).toContainText("We can't reach our catalogue right now. Please try again in a moment.");
      await expect(page.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "5 stars" })).toBeChecked();
      await expect(page.getByLabel("Title")).toHaveValue("Tea hills in the rain");
      await expect(page.getByLabel("Your review")).toHaveValue(BODY);
      await expect(page.getByRole("checkbox")).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath("review-no-js-outage.png"), fullPage: true });

      pg!.start();
      await expect.poll(async () => (await fetch(`${down!.base}/readyz`)).status, { timeout: 30_000 }).toBe(200);
      const [sent] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(path)),
        page.getByRole("button", { name: "Send review" }).click(),
      ]);
      expect(sent.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
    });
  });

  // A review link works for 60 days (ADR 027): a link is made, then the server's clock is moved 59
  // and 61 days on. Checked at 360 px (this spec runs in the phone project only).
  test("a review link 61 days old shows the expired page (410) with the WhatsApp contact, and takes no review", async ({
    page,
    expectConsoleError,
  }) => {
    test.slow(); // a long journey: three times the usual bound
    expectConsoleError(/status of 410 \(Gone\) \(http:\/\/[^)]+\/review\/[A-Za-z0-9_-]{43}\)$/, "an expired review link answers 410");
    const on = { base: own.base, cookie: await signIn(own.base) };
    const { path } = await invitation("Lakshmi", on);
    const token = path.split("/").pop()!;

    // The browser's clock moves with the server's (the page shows dates: a server and browser a
    // month apart would not hydrate the same text).
    const daysLater = async (days: number) => {
      await page.clock.setFixedTime(Date.now() + days * 86_400_000);
      await moveServerClock(own.child, offsetFile, days * 86_400_000);
    };

    // Day 59: the link still works.
    await daysLater(59);
    expect((await page.goto(`${own.base}/review/${token}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Lakshmi, how was your trip?");

    // Day 61: expired, in the page and in the API.
    await daysLater(61);
    expect((await page.goto(`${own.base}/review/${token}`))?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This review link has expired.");
    await expect(page.locator("main").getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.getByRole("button", { name: "Send review" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const late = await fetch(`${own.base}/api/v1/review-invitations/${token}/review`, {
      method: "POST",
      headers: { origin: own.base, "content-type": "application/json" },
      body: JSON.stringify({ overall: 5, body: "A lovely trip with a kind guide and clean rooms all the way.", consent: "yes" }),
    });
    expect(late.status).toBe(410);
    expect(((await late.json()) as { error: string }).error).toBe("This review link has expired.");
  });
});
