import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../server/testing/free-port";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { SERVER_START_MS } from "./support/spawn-server";

const CONNECTED = "Preview backend running in this workspace.";
const DISCONNECTED = "Preview backend disconnected.";

test("without PREVIEW_MODE there is no preview notice @desktop-only", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(CONNECTED)).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Preview notice" })).toHaveCount(0);
});

test.describe("in a preview workspace @phone-only", () => {
  test.describe.configure({ mode: "serial" });
  let server: ChildProcess | undefined;
  let dataDir = "";
  let origin = "";

  // A second production server from the same build, started with PREVIEW_MODE=1 on its own port and data directory.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the first parameter.
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(SERVER_START_MS + 10_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-e2e-preview-"));
    server = spawn(process.execPath, ["server.js"], {
      stdio: "ignore",
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PREVIEW_MODE: "1",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
      },
    });
    const deadline = Date.now() + SERVER_START_MS;
    for (;;) {
      try {
        if ((await fetch(`${origin}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("the preview server did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("shows the connected text, an external Learn more link, and closes for the session", async ({ page }) => {
    await page.goto(`${origin}/`);
    const notice = page.getByRole("complementary", { name: "Preview notice" });
    await expect(notice).toContainText(CONNECTED);
    const learnMore = notice.getByRole("link", { name: /Learn more/ });
    await expect(learnMore).toHaveAttribute("href", /^https?:\/\//);
    await expect(learnMore).toHaveAttribute("target", "_blank");
    await expect(learnMore).toHaveAttribute("rel", /noopener/);
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 40);
    await expectNoAxeViolations(page, { include: "aside" });

    await notice.getByRole("button", { name: "Close preview notice" }).click();
    await expect(notice).toHaveCount(0);
    await page.goto(`${origin}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(CONNECTED)).toHaveCount(0);
  });

  test("the close control works from the keyboard", async ({ page }) => {
    await page.goto(`${origin}/contact`);
    const close = page.getByRole("button", { name: "Close preview notice" });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("complementary", { name: "Preview notice" })).toHaveCount(0);
  });

  test("says disconnected when /readyz fails, and follows the live state on focus", async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 503 .*\/readyz\)$/, "the test answers /readyz with 503 to show the disconnected text");
    let healthy = false;
    await page.route("**/readyz", (route) =>
      healthy ? route.continue() : route.fulfill({ status: 503, contentType: "application/json", body: '{"status":"unavailable"}' }),
    );
    await page.goto(`${origin}/terms`);
    const notice = page.getByRole("complementary", { name: "Preview notice" });
    await expect(notice).toContainText(DISCONNECTED);
    healthy = true;
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(notice).toContainText(CONNECTED);
  });
});
