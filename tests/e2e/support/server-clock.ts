import fs from "node:fs";
import type { ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";

/**
 * Moves the wall clock of a server started with tests/e2e/support/shifted-clock.mjs to `offsetMs`
 * from the real time, and returns once the server has acknowledged it (a signal is handled when
 * the server's event loop gets to it: on a busy machine that is not within any fixed delay).
 */
export async function moveServerClock(server: ChildProcess, offsetFile: string, offsetMs: number) {
  fs.writeFileSync(offsetFile, String(offsetMs));
  fs.rmSync(`${offsetFile}.applied`, { force: true });
  server.kill("SIGUSR2");
  const applied = () => (fs.existsSync(`${offsetFile}.applied`) ? fs.readFileSync(`${offsetFile}.applied`, "utf8") : "");
  await expect.poll(applied, { message: "the server's clock moved", timeout: 30_000 }).toBe(String(offsetMs));
}

/**
 * The day `daysAgo` days before today in the e2e servers' time zone (APP_TIMEZONE's default), as a
 * page in `locale` writes it: "2 Dec 2026" in en-IN, "Dec 2, 2026" in en-US, "2 ديسمبر 2026" on an
 * Arabic page (formatted by the test runner's own Intl, not by the app's code).
 */
export function dayShownInKolkata(daysAgo: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}
