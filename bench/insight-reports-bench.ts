/**
 * The Insight screens' reads at scale: `npm run bench:insight` (`-- --events 1000000 --size 10000`
 * for a quick run). Seeds 100,000 synthetic packages, then the daily roll-ups that 10,000,000
 * counted events over 180 days (the 90 reported and the 90 before) make (each event one row of
 * insight_daily, as when every event differs in package, language, currency, device or source:
 * the most rows they can make), and the visitors per day, with SQL, not from raw events. The
 * site's summaries of those roll-ups are made by the server's own code (as a roll-up makes them
 * for its day), and the windows ending yesterday (ADR 115). Then times a whole report (totals
 * against the previous period, the daily chart, the breakdowns) for 7, 30 and 90 days, for the
 * site and for one provider, on PostgreSQL (target: p95 ≤ 100 ms), the day's summary a roll-up
 * adds and the windows' daily build, each with PostgreSQL's CPU beside its wall time. `--keep`
 * seeds a database and leaves it, `--reuse` times the one it left (drop it when done:
 * `DROP DATABASE insight_bench`).
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { addDays, todayIn } from "../domain/dates";
import { parseInsightPeriod } from "../domain/insight-report";
import { parseConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { createInsightReports } from "../server/insight/insight-reports";
import { createInsightStore } from "../server/insight/insight-store";
import { createLogger } from "../server/logger";
import pg from "pg";
import { openDatabase } from "../server/db/client";
import { openFreshPostgres } from "../server/testing/databases";
import { reachablePostgresUrl } from "./postgres-url";
import { numberArg, percentile, seedSyntheticPackages } from "./bench-databases";
import { postgresCpu, postgresCpuSince } from "./process-stats";

const SIZE = numberArg("--size", 100_000);
const EVENTS = numberArg("--events", 10_000_000);
const DAYS = 90;
const KEPT = "insight_bench";
const RUNS = 20;
const TARGET_P95_MS = 100;
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const today = todayIn(config.timeZone);

async function seed(database: Database) {
  await seedSyntheticPackages(database, config, SIZE, today);
  const first = addDays(today, -(2 * DAYS - 1));
  // Events over the period and the one before it (the report compares them), a day at a time
  // (event g falls on day g mod 180): a roll-up writes a day's rows together, so they lie
  // together in the table, as here. Packages are numbered once (a join: subscripting an array
  // of 100,000 ids a million times copies it each time).
  await database.rows(
    sql`CREATE UNLOGGED TABLE bench_ids AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id, provider_id FROM packages`,
  );
  await database.rows(sql`ANALYZE bench_ids`);
  const [{ n: packageCount } = { n: 0 }] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM bench_ids`);
  for (let day = 0; day < 2 * DAYS; day++) {
    await database.rows(sql`
      INSERT INTO insight_daily (day, event, page, package_id, provider_id, language, currency, device, source, medium, campaign, count, visitors)
      SELECT ${first}::date + ${day}::int,
             (ARRAY['page_view', 'page_view', 'page_view', 'page_view', 'book_opened', 'enquire_opened', 'payment_step', 'whatsapp_book', 'share', 'favourite_added'])[1 + g % 10],
             CASE WHEN g % 10 < 4 THEN (ARRAY['package', 'package', 'listing', 'home'])[1 + g % 4] ELSE '' END,
             ids.id,
             ids.provider_id,
             (ARRAY['en', 'ml', 'hi', 'ar'])[1 + g % 4],
             (ARRAY['INR', 'USD', 'AED', ''])[1 + g % 4],
             (ARRAY['phone', 'phone', 'desktop', 'tablet'])[1 + g % 4],
             (ARRAY['', 'google.com', 'instagram', 'whatsapp', 'newsletter'])[1 + g % 5],
             '', '', 1, 1
        FROM generate_series(${day === 0 ? 2 * DAYS : day}::int, ${EVENTS}::int, ${2 * DAYS}::int) AS g
        JOIN bench_ids ids ON ids.n = (g::bigint * 7919) % ${packageCount}::int`);
  }
  await database.rows(sql`DROP TABLE bench_ids`);
  await database.rows(sql`
    INSERT INTO insight_daily_visitors (day, provider_id, visitors)
    SELECT day, provider_id, count(*) FROM insight_daily GROUP BY day, provider_id
    UNION ALL SELECT day, '', count(*) FROM insight_daily GROUP BY day`);
  await database.rows(sql`ANALYZE`);
  // The site's summaries, by the server's code, ten days a statement; then the windows.
  const store = createInsightStore({ database, logger: createLogger("silent"), timeZone: config.timeZone });
  let t = performance.now();
  for (let day = first; day <= today; day = addDays(day, 10)) {
    const last = addDays(day, 9);
    await store.resummarise(day, last < today ? last : today);
  }
  console.log(`site summaries of ${2 * DAYS} days made in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  t = performance.now();
  await store.rebuildWindows(addDays(today, -1));
  console.log(`windows of 6, 29 and 89 days ending yesterday built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await database.rows(sql`ANALYZE`);
  return store;
}

async function main() {
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at start`);
  const adminUrl = await reachablePostgresUrl();
  if (!adminUrl) {
    console.log("PostgreSQL not reachable.");
    process.exit(1);
  }
  // --keep seeds a database named KEPT and leaves it; --reuse times the one a --keep run left.
  const keep = process.argv.includes("--keep");
  const reuse = process.argv.includes("--reuse");
  let database: Database;
  let databaseUrl: string;
  if (keep || reuse) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    if (keep) {
      await admin.query(`DROP DATABASE IF EXISTS ${KEPT} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${KEPT}`);
    }
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${KEPT}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl, dataDir: "", poolSize: 4 });
    console.log(`database ${KEPT} ${reuse ? "reused as a --keep run left it" : "kept after the run (drop it when done)"}`);
  } else {
    const fresh = await openFreshPostgres(adminUrl);
    database = fresh;
    databaseUrl = fresh.url;
  }
  try {
    const started = performance.now();
    const store = reuse
      ? createInsightStore({ database, logger: createLogger("silent"), timeZone: config.timeZone })
      : await seed(database);
    const [rows] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM insight_daily`);
    const [keys] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM insight_daily_keys`);
    const [windowRows] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM insight_windows`);
    console.log(
      `seeded ${SIZE.toLocaleString("en-IN")} packages and ${rows!.n.toLocaleString("en-IN")} roll-up rows (${EVENTS.toLocaleString("en-IN")} events, ${2 * DAYS} days) in ${((performance.now() - started) / 1000).toFixed(0)} s` +
        `\n  (insight_daily written directly with SQL, not rolled up from raw events; its summaries: ${keys!.n.toLocaleString("en-IN")} rows of insight_daily_keys, ${windowRows!.n.toLocaleString("en-IN")} of insight_windows)`,
    );
    // What a roll-up of today adds: the day's summaries made again.
    const summary: number[] = [];
    // PostgreSQL's CPU (its backends serving this database; a parallel worker's share is missed):
    // figures other work on a shared machine moves far less than wall times.
    let cpuBefore = postgresCpu(databaseUrl);
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await store.resummarise(today, today);
      summary.push(performance.now() - t);
    }
    const summaryCpu = postgresCpuSince(databaseUrl, cpuBefore) / 5;
    summary.sort((a, b) => a - b);
    console.log(
      `a day's summaries made again (what a roll-up adds): p50 ${percentile(summary, 50).toFixed(0)} ms of 5 (PostgreSQL CPU ${summaryCpu.toFixed(0)} ms each)`,
    );
    // What maintenance does once a day: the windows ending yesterday built again (the same rows).
    const windowTimes: number[] = [];
    cpuBefore = postgresCpu(databaseUrl);
    for (let i = 0; i < 2; i++) {
      const t = performance.now();
      await store.rebuildWindows(addDays(today, -1));
      windowTimes.push(performance.now() - t);
    }
    const windowCpu = postgresCpuSince(databaseUrl, cpuBefore) / 2;
    // What autovacuum does after a day's build (and the summaries' rewrites): a --reuse run's
    // rebuilds would otherwise leave the next run's reports reading past their dead rows.
    await database.rows(sql`VACUUM ANALYZE insight_windows`);
    await database.rows(sql`VACUUM ANALYZE insight_daily_keys`);
    console.log(
      `the windows ending yesterday built again (once a day): ${windowTimes.map((t) => (t / 1000).toFixed(1)).join(" s, ")} s (PostgreSQL CPU ${(windowCpu / 1000).toFixed(1)} s each)`,
    );
    const reports = createInsightReports(database, config.timeZone);
    const [busiest] = await database.rows<{ provider_id: string }>(
      sql`SELECT provider_id FROM insight_daily GROUP BY provider_id ORDER BY count(*) DESC LIMIT 1`,
    );
    for (const days of [7, 30, 90]) {
      const parsed = parseInsightPeriod(new URLSearchParams({ days: String(days) }), today);
      if (!parsed.ok) throw new Error(parsed.refusal.message);
      for (const [name, scope] of [
        ["site", { kind: "site" as const }],
        ["busiest provider", { kind: "provider" as const, providerId: busiest!.provider_id }],
      ] as const) {
        await reports.report(parsed.period, scope);
        const samples: number[] = [];
        const cpuBefore = postgresCpu(databaseUrl);
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          await reports.report(parsed.period, scope);
          samples.push(performance.now() - t);
        }
        const cpuPerReport = postgresCpuSince(databaseUrl, cpuBefore) / RUNS;
        samples.sort((a, b) => a - b);
        const p95 = percentile(samples, 95);
        console.log(
          `${String(days).padStart(2)} days, ${name.padEnd(16)} whole report  p50 ${percentile(samples, 50).toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms  target ≤ ${TARGET_P95_MS}: ${p95 <= TARGET_P95_MS ? "met" : "MISSED"}` +
            `  (PostgreSQL CPU ${cpuPerReport.toFixed(0)} ms a report)`,
        );
      }
    }
  } finally {
    await database.close();
  }
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
}

await main();
