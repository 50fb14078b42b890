import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { inTemporaryFolder } from "../../server/testing/temporary-folder";
import { expect, test } from "./support/fixtures";

// The browser the tests run in (playwright.config.ts, tests/e2e/support/chromium).
test("the test browser loads no page of its own beside the test's, and its start keeps every disabled feature @desktop-only", async ({
  page,
  browser,
}) => {
  // The omnibox's popup page is not loaded beside the test's page.
  await page.goto("about:blank");
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets");
  expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(["page about:blank"]);
  await session.detach();

  // Chromium reads only the last --disable-features it is given; Playwright writes its own list
  // before ours. Through the start script both lists hold: WebUSB, disabled by the first of two
  // lists, is off (Chromium alone would keep only the second list and show it).
  await inTemporaryFolder("kt-browser-", async (dir) => {
    const file = path.join(dir, "usb.html");
    fs.writeFileSync(file, '<body><script>document.body.textContent = "usb " + ("usb" in navigator)</script></body>');
    const dump = (...features: string[]) =>
      execFileSync(
        path.join(import.meta.dirname, "support/chromium"),
        ["--headless", "--no-sandbox", "--disable-gpu", ...features.map((f) => `--disable-features=${f}`), "--dump-dom", `file://${file}`],
        { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 60_000 },
      );
    expect(dump("OptimizationHints")).toContain("usb true");
    expect(dump("WebUSB", "OptimizationHints")).toContain("usb false");
  });
});
