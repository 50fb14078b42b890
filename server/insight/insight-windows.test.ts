import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { oneTestDatabase, useDatabase } from "../testing/databases";
import { createInsightReports } from "./insight-reports";
import { createInsightStore } from "./insight-store";
import { INSIGHT_TABLES } from "./testing/insight-tables";

const quiet = { warn: () => {}, info: () => {}, error: () => {} } as unknown as Logger;

/**
 * Ten days of roll-ups, 1 to 10 November 2026, written as a roll-up would: package a has as many
 * views as the day's number, package b two views a day and one WhatsApp hand-off on the 10th,
 * package c only a share on the 3rd, package d twenty views on the 6th.
 */
async function tenDays(database: Database) {
  for (let i = 1; i <= 10; i++) {
    const day = `2026-11-${String(i).padStart(2, "0")}`;
    const row = (event: string, pkg: string, count: number) =>
      sql`(${day}::date, ${event}, ${event === "page_view" ? "package" : ""}, ${pkg}, 'prov', 'en', 'INR', 'phone', '', '', '', ${count}::int, 1)`;
    const rows = [row("page_view", "a", i), row("page_view", "b", 2)];
    if (i === 10) rows.push(row("whatsapp_book", "b", 1));
    if (i === 3) rows.push(row("share", "c", 1));
    if (i === 6) rows.push(row("page_view", "d", 20));
    await database.rows(sql`
      INSERT INTO insight_daily (day, event, page, package_id, provider_id, language, currency, device, source, medium, campaign, count, visitors)
      VALUES ${sql.join(rows, sql`, `)}`);
  }
}

const funnel = (key: string, views: number, handoffs = 0) => ({ key, label: key, views, dialogs: 0, paymentSteps: 0, handoffs });

describe.each(oneTestDatabase())("the site's summaries and windows on $name", ({ open }) => {
  const ctx = useDatabase(open, INSIGHT_TABLES);

  it("a range read through a window, with days added and taken off, counts what the days one by one count", async () => {
    await tenDays(ctx.database);
    const store = createInsightStore({ database: ctx.database, logger: quiet, timeZone: "Asia/Kolkata" });
    await store.resummarise("2026-11-01", "2026-11-10");
    await store.rebuildWindows("2026-11-09");
    const reports = createInsightReports(ctx.database, "Asia/Kolkata");
    const cases: [string, string, ReturnType<typeof funnel>[]][] = [
      // The 6-day window (4th to 9th) plus the 10th.
      ["2026-11-04", "2026-11-10", [funnel("a", 49), funnel("d", 20), funnel("b", 14, 1)]],
      // Plus the 3rd too: c's share lists it, with no views.
      ["2026-11-03", "2026-11-10", [funnel("a", 52), funnel("d", 20), funnel("b", 16, 1), funnel("c", 0)]],
      // The window itself, nothing added or taken off.
      ["2026-11-04", "2026-11-09", [funnel("a", 39), funnel("d", 20), funnel("b", 12)]],
      // The window less the 4th.
      ["2026-11-05", "2026-11-09", [funnel("a", 35), funnel("d", 20), funnel("b", 10)]],
    ];
    for (const [from, to, expected] of cases) {
      expect(await reports.breakdown("packages", { from, to }, { kind: "site" }), `${from}..${to}`).toEqual(expected);
      // No window: the days one by one.
      expect(await reports.breakdown("packages", { from, to }, { kind: "site" }, []), `${from}..${to} day by day`).toEqual(expected);
      // The provider's own rows of insight_daily say the same.
      expect(await reports.breakdown("packages", { from, to }, { kind: "provider", providerId: "prov" })).toEqual(expected);
    }
    expect(await reports.breakdown("devices", { from: "2026-11-04", to: "2026-11-10" }, { kind: "site" })).toEqual([
      funnel("phone", 83, 1),
    ]);
    const totals = await reports.totals({ from: "2026-11-04", to: "2026-11-10" }, { kind: "site" });
    expect([totals.pageViews, totals.packageViews, totals.handoffs, totals.shares]).toEqual([83, 83, 1, 0]);
  });

  it("a roll-up of a day inside a window deletes the window, and the counts follow the day's new roll-up", async () => {
    await tenDays(ctx.database);
    const store = createInsightStore({ database: ctx.database, logger: quiet, timeZone: "Asia/Kolkata" });
    await store.resummarise("2026-11-01", "2026-11-10");
    await store.rebuildWindows("2026-11-09");
    // No raw events on the 5th: its roll-up now has no counts (a: 5 views, b: 2 fewer).
    await store.rollUp("2026-11-05");
    const built = await ctx.database.rows<{ ending: string; days: number }>(
      sql`SELECT ending::text AS ending, days FROM insight_windows_built ORDER BY days`,
    );
    expect(built).toEqual([]);
    const reports = createInsightReports(ctx.database, "Asia/Kolkata");
    expect(await reports.breakdown("packages", { from: "2026-11-04", to: "2026-11-10" }, { kind: "site" })).toEqual([
      funnel("a", 44),
      funnel("d", 20),
      funnel("b", 12, 1),
    ]);
  });

  it("maintenance builds the 6, 29 and 89 days ending yesterday once yesterday's roll-up is final", async () => {
    await tenDays(ctx.database);
    const store = createInsightStore({ database: ctx.database, logger: quiet, timeZone: "Asia/Kolkata" });
    await store.resummarise("2026-11-01", "2026-11-10");
    // 00:00:30 on the 11th in Asia/Kolkata: yesterday is rolled up, but not yet final.
    await store.maintain(new Date("2026-11-10T18:30:30Z"));
    expect(await ctx.database.rows(sql`SELECT * FROM insight_windows_built`)).toEqual([]);
    // 00:05: final. (The 10th and 11th had no raw events: their roll-ups are empty.)
    await store.maintain(new Date("2026-11-10T18:35:00Z"));
    const built = await ctx.database.rows<{ ending: string; days: number }>(
      sql`SELECT ending::text AS ending, days FROM insight_windows_built ORDER BY days`,
    );
    expect(built).toEqual([
      { ending: "2026-11-10", days: 6 },
      { ending: "2026-11-10", days: 29 },
      { ending: "2026-11-10", days: 89 },
    ]);
    const reports = createInsightReports(ctx.database, "Asia/Kolkata");
    expect(await reports.breakdown("packages", { from: "2026-11-05", to: "2026-11-11" }, { kind: "site" })).toEqual([
      funnel("a", 35),
      funnel("d", 20),
      funnel("b", 10),
    ]);
  });
});
