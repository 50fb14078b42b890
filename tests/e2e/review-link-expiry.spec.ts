import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { moveServerClock } from "./support/server-clock";
import { SERVER_START_MS, spawnServer } from "./support/spawn-server";

// A review link works for 60 days (ADR 027). This spec starts its own server with a clock it can
// move (tests/e2e/support/shifted-clock.mjs), makes a link, then moves the clock 61 days on.
// It runs in the phone project only (playwright.config.ts): the expired page is checked at 360 px.

const ADMIN_EMAIL = "expiry-admin@example.com";
const ADMIN_PASSWORD = "expiry-admin-password-1";

test("a review link 61 days old shows the expired page (410) with the WhatsApp contact, and takes no review", async ({
  page,
  expectConsoleError,
}) => {
  test.setTimeout(SERVER_START_MS + 90_000);
  expectConsoleError(/status of 410 \(Gone\) \(http:\/\/[^)]+\/review\/[A-Za-z0-9_-]{43}\)$/, "an expired review link answers 410");
  const offsetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kt-clock-")), "offset");
  fs.writeFileSync(offsetFile, "0");
  const server = await spawnServer({
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.resolve("tests/e2e/support/shifted-clock.mjs")}`,
    TEST_CLOCK_OFFSET_FILE: offsetFile,
  });
  try {
    const session = await fetch(`${server.base}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(session.status).toBe(200);
    const cookie = session.headers.get("set-cookie")!.split(";")[0]!;
    const packages = (await (await fetch(`${server.base}/api/v1/packages?search=Munnar`)).json()) as { items: { id: string }[] };
    const made = await fetch(`${server.base}/api/admin/review-invitations`, {
      method: "POST",
      headers: { cookie, origin: server.base, "content-type": "application/json" },
      body: JSON.stringify({ packageId: packages.items[0]!.id, travellerName: "Lakshmi", travelMonth: "2026-09" }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { url } = (await made.json()) as { url: string };
    const token = url.split("/").pop()!;

    // The browser's clock moves with the server's (the page shows dates: a server and browser a
    // month apart would not hydrate the same text).
    const daysLater = async (days: number) => {
      await page.clock.setFixedTime(Date.now() + days * 86_400_000);
      await moveServerClock(server.child, offsetFile, days * 86_400_000);
    };

    // Day 59: the link still works.
    await daysLater(59);
    expect((await page.goto(`${server.base}/review/${token}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Lakshmi, how was your trip?");

    // Day 61: expired, in the page and in the API.
    await daysLater(61);
    expect((await page.goto(`${server.base}/review/${token}`))?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This review link has expired.");
    await expect(page.locator("main").getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.getByRole("button", { name: "Send review" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const late = await fetch(`${server.base}/api/v1/review-invitations/${token}/review`, {
      method: "POST",
      headers: { origin: server.base, "content-type": "application/json" },
      body: JSON.stringify({ overall: 5, body: "A lovely trip with a kind guide and clean rooms all the way.", consent: "yes" }),
    });
    expect(late.status).toBe(410);
    expect(((await late.json()) as { error: string }).error).toBe("This review link has expired.");
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(offsetFile), { recursive: true, force: true });
  }
});
