import { sql, type SQL } from "drizzle-orm";
import { addDays, daysBetween } from "../../domain/dates";
import {
  windowPlan,
  type Breakdown,
  type InsightDay,
  type InsightPeriod,
  type InsightRange,
  type InsightReport,
  type InsightRow,
  type InsightTotals,
  type InsightWindow,
} from "../../domain/insight-report";
import type { Database } from "../db/client";
import type { Dimension } from "./insight-store";

/** Rows per breakdown on the screen and in its CSV. */
export const TOP_ROWS = 50;
/** Dropped counts less than this apart are one gap in a report. */
const GAP_JOIN = "5 minutes";
/** The most gaps a report names; the last then spans all that follow. */
const MAX_GAPS = 20;

/** Whose counts: the whole site (the admin) or one provider's pages and packages (its partners). */
export type InsightScope = { kind: "site" } | { kind: "provider"; providerId: string };

const DIALOGS = sql`('book_opened', 'enquire_opened')`;
const HANDOFFS = sql`('whatsapp_book', 'whatsapp_enquire')`;
const FUNNEL = sql`
  coalesce(sum(d.count) FILTER (WHERE d.event = 'page_view'), 0)::int AS views,
  coalesce(sum(d.count) FILTER (WHERE d.event IN ${DIALOGS}), 0)::int AS dialogs,
  coalesce(sum(d.count) FILTER (WHERE d.event = 'payment_step'), 0)::int AS payment_steps,
  coalesce(sum(d.count) FILTER (WHERE d.event IN ${HANDOFFS}), 0)::int AS handoffs`;

interface FunnelRow extends Record<string, unknown> {
  key: string;
  label: string | null;
  views: number;
  dialogs: number;
  payment_steps: number;
  handoffs: number;
}

const rowOf = (r: FunnelRow): InsightRow => ({
  key: String(r.key ?? ""),
  label: r.label ?? String(r.key ?? ""),
  views: Number(r.views),
  dialogs: Number(r.dialogs),
  paymentSteps: Number(r.payment_steps),
  handoffs: Number(r.handoffs),
});

/** The dimension of insight_daily_keys each breakdown of the whole site reads. */
const DIMENSION_OF: Record<Breakdown, Dimension> = {
  packages: "package",
  categories: "category",
  providers: "provider",
  sources: "source",
  languages: "language",
  devices: "device",
};

/** A breakdown whose key is the id of a row that labels it: insight_daily's column of the id, the row's table, its label. */
interface LabelRow {
  id: SQL;
  table: SQL;
  label: SQL;
}
const PACKAGE_ROW: LabelRow = { id: sql`package_id`, table: sql`packages`, label: sql`title` };
const PROVIDER_ROW: LabelRow = { id: sql`provider_id`, table: sql`providers`, label: sql`name` };

/** Each breakdown's label, for the few keys on the screen. */
const LABEL_OF: Partial<Record<Breakdown, { join: SQL; label: SQL }>> = {
  packages: labelJoin(PACKAGE_ROW),
  providers: labelJoin(PROVIDER_ROW),
};

function labelJoin(row: LabelRow): { join: SQL; label: SQL } {
  return { join: sql`LEFT JOIN ${row.table} labelled ON labelled.id = top.key`, label: sql`labelled.${row.label}` };
}

/** A provider's breakdown by a row's id, labelled by that row; its rows of no such id (a page of no package) left out. */
function byLabelRow(row: LabelRow): { from: SQL; key: SQL; label: SQL; where: SQL } {
  return {
    from: sql`insight_daily d LEFT JOIN ${row.table} labelled ON labelled.id = d.${row.id}`,
    key: sql`d.${row.id}`,
    label: sql`max(labelled.${row.label})`,
    where: sql`AND d.${row.id} <> ''`,
  };
}

const scoped = (scope: InsightScope) => (scope.kind === "provider" ? sql`AND d.provider_id = ${scope.providerId}` : sql``);
/** The rows totals and the daily chart sum: the site's few per day, or a provider's rows of insight_daily. */
const countsOf = (scope: InsightScope) => (scope.kind === "site" ? sql`insight_site_daily d` : sql`insight_daily d`);
const visitorScope = (scope: InsightScope) => (scope.kind === "provider" ? scope.providerId : "");

async function readTotals(database: Database, range: InsightRange, scope: InsightScope): Promise<InsightTotals> {
  const [row] = await database.rows<Record<string, number>>(sql`
    SELECT
      coalesce(sum(d.count) FILTER (WHERE d.event = 'page_view'), 0)::int AS page_views,
      coalesce(sum(d.count) FILTER (WHERE d.event = 'page_view' AND d.page = 'package'), 0)::int AS package_views,
      coalesce(sum(d.count) FILTER (WHERE d.event IN ${DIALOGS}), 0)::int AS dialogs,
      coalesce(sum(d.count) FILTER (WHERE d.event = 'payment_step'), 0)::int AS payment_steps,
      coalesce(sum(d.count) FILTER (WHERE d.event IN ${HANDOFFS}), 0)::int AS handoffs,
      coalesce(sum(d.count) FILTER (WHERE d.event = 'share'), 0)::int AS shares,
      coalesce(sum(d.count) FILTER (WHERE d.event = 'pdf_download'), 0)::int AS pdf_downloads,
      coalesce(sum(d.count) FILTER (WHERE d.event = 'favourite_added'), 0)::int AS favourites,
      coalesce(sum(d.count) FILTER (WHERE d.event = 'compare_added'), 0)::int AS compares,
      (SELECT coalesce(sum(v.visitors), 0)::int FROM insight_daily_visitors v
        WHERE v.day BETWEEN ${range.from} AND ${range.to} AND v.provider_id = ${visitorScope(scope)}) AS visitors
    FROM ${countsOf(scope)} WHERE d.day BETWEEN ${range.from} AND ${range.to} ${scoped(scope)}`);
  return {
    visitors: Number(row?.visitors ?? 0),
    pageViews: Number(row?.page_views ?? 0),
    packageViews: Number(row?.package_views ?? 0),
    dialogs: Number(row?.dialogs ?? 0),
    paymentSteps: Number(row?.payment_steps ?? 0),
    handoffs: Number(row?.handoffs ?? 0),
    shares: Number(row?.shares ?? 0),
    pdfDownloads: Number(row?.pdf_downloads ?? 0),
    favourites: Number(row?.favourites ?? 0),
    compares: Number(row?.compares ?? 0),
  };
}

async function readDaily(database: Database, range: InsightRange, scope: InsightScope): Promise<InsightDay[]> {
  const rows = await database.rows<{ day: string; package_views: number; dialogs: number; handoffs: number }>(sql`
    SELECT d.day::text AS day,
      coalesce(sum(d.count) FILTER (WHERE d.event = 'page_view' AND d.page = 'package'), 0)::int AS package_views,
      coalesce(sum(d.count) FILTER (WHERE d.event IN ${DIALOGS}), 0)::int AS dialogs,
      coalesce(sum(d.count) FILTER (WHERE d.event IN ${HANDOFFS}), 0)::int AS handoffs
    FROM ${countsOf(scope)} WHERE d.day BETWEEN ${range.from} AND ${range.to} ${scoped(scope)} GROUP BY d.day`);
  const visitors = await database.rows<{ day: string; visitors: number }>(sql`
    SELECT day::text AS day, visitors FROM insight_daily_visitors
    WHERE day BETWEEN ${range.from} AND ${range.to} AND provider_id = ${visitorScope(scope)}`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const visitorsByDay = new Map(visitors.map((r) => [r.day, Number(r.visitors)]));
  const out: InsightDay[] = [];
  for (let i = 0; i <= daysBetween(range.from, range.to); i++) {
    const day = addDays(range.from, i);
    const r = byDay.get(day);
    out.push({
      day,
      visitors: visitorsByDay.get(day) ?? 0,
      packageViews: Number(r?.package_views ?? 0),
      dialogs: Number(r?.dialogs ?? 0),
      handoffs: Number(r?.handoffs ?? 0),
    });
  }
  return out;
}

/** A provider's breakdowns: the rows each reads, its key and its label. */
const BREAKDOWN_SQL: Record<Breakdown, { from: SQL; key: SQL; label: SQL; where?: SQL }> = {
  packages: byLabelRow(PACKAGE_ROW),
  categories: {
    from: sql`insight_daily d JOIN packages p ON p.id = d.package_id CROSS JOIN LATERAL unnest(p.categories) AS c(slug)`,
    key: sql`c.slug`,
    label: sql`NULL::text`,
  },
  providers: byLabelRow(PROVIDER_ROW),
  sources: {
    from: sql`insight_daily d`,
    key: sql`concat_ws(' / ', nullif(d.source, ''), nullif(d.medium, ''), nullif(d.campaign, ''))`,
    label: sql`NULL::text`,
  },
  languages: { from: sql`insight_daily d`, key: sql`d.language`, label: sql`NULL::text` },
  devices: { from: sql`insight_daily d`, key: sql`d.device`, label: sql`NULL::text` },
};

/** The windows that are whole now. */
async function readWindows(database: Database): Promise<InsightWindow[]> {
  const rows = await database.rows<{ ending: string; days: number }>(sql`SELECT ending::text AS ending, days FROM insight_windows_built`);
  return rows.map((r) => ({ ending: r.ending, days: Number(r.days) }));
}

/**
 * A breakdown of the whole site: the nearest window (one row per key) with the days it lacks
 * added and the days it has beyond the range taken off, or the range's days one by one when
 * no window is near (windowPlan); labels only for the rows kept. The window's rows are one per
 * key already: only the few days added or taken off are summed, and the window's rows are read
 * only for their keys and for its first keys in order, not all of them.
 */
async function readSiteBreakdown(
  database: Database,
  which: Breakdown,
  range: InsightRange,
  known?: InsightWindow[],
): Promise<InsightRow[]> {
  const dimension = DIMENSION_OF[which];
  const plan = windowPlan(range, known ?? (await readWindows(database)));
  const days: SQL[] = [
    ...plan.add.map(
      (r) => sql`
      SELECT key, views, dialogs, payment_steps, handoffs, events FROM insight_daily_keys
      WHERE dimension = ${dimension} AND day BETWEEN ${r.from} AND ${r.to}`,
    ),
    ...plan.subtract.map(
      (r) => sql`
      SELECT key, -views AS views, -dialogs AS dialogs, -payment_steps AS payment_steps, -handoffs AS handoffs, -events AS events
      FROM insight_daily_keys
      WHERE dimension = ${dimension} AND day BETWEEN ${r.from} AND ${r.to}`,
    ),
  ];
  const none = sql`SELECT NULL::text AS key, 0 AS views, 0 AS dialogs, 0 AS payment_steps, 0 AS handoffs, 0 AS events WHERE false`;
  const window = plan.window
    ? sql`SELECT key, views, dialogs, payment_steps, handoffs, events FROM insight_windows
          WHERE ending = ${plan.window.ending} AND days = ${plan.window.days} AND dimension = ${dimension}`
    : none;
  const label = LABEL_OF[which];
  // One day added or taken off (the screen's presets: a window plus today) holds each key once:
  // its rows need no summing.
  const oneDay = plan.add.length + plan.subtract.length === 1 && [...plan.add, ...plan.subtract].every((r) => r.from === r.to);
  // found: the window's rows of the keys the days added or taken off hold, looked up by key in
  // one index scan (the array's keys in order, each once); moved: those keys' sums; still: the
  // window's first keys (in the report's order, from insight_windows_ranked) no such day moved.
  // The top rows are among these two: the window's other keys rank below `still`'s. (Keys are
  // never null, so NOT IN is a hashed lookup.)
  const rows = await database.rows<FunnelRow>(sql`
    WITH adjust AS (${
      oneDay
        ? days[0]!
        : sql`
      SELECT key, sum(views) AS views, sum(dialogs) AS dialogs, sum(payment_steps) AS payment_steps,
             sum(handoffs) AS handoffs, sum(events) AS events
      FROM (${days.length > 0 ? sql.join(days, sql` UNION ALL `) : none}) k GROUP BY key`
    }),
    found AS (SELECT * FROM (${window}) w WHERE w.key = ANY (ARRAY(SELECT key FROM adjust))),
    moved AS (
      SELECT a.key, coalesce(w.views, 0) + a.views AS views, coalesce(w.dialogs, 0) + a.dialogs AS dialogs,
             coalesce(w.payment_steps, 0) + a.payment_steps AS payment_steps, coalesce(w.handoffs, 0) + a.handoffs AS handoffs,
             coalesce(w.events, 0) + a.events AS events
      FROM adjust a LEFT JOIN found w ON w.key = a.key),
    still AS (
      SELECT w.key, w.views, w.dialogs, w.payment_steps, w.handoffs, w.events FROM (${window}) w
      WHERE w.key NOT IN (SELECT key FROM adjust)
      ORDER BY w.views DESC NULLS LAST, w.handoffs DESC NULLS LAST, w.key LIMIT ${TOP_ROWS}),
    top AS (
      SELECT key, views::int AS views, dialogs::int AS dialogs, payment_steps::int AS payment_steps, handoffs::int AS handoffs
      FROM (SELECT * FROM moved UNION ALL SELECT * FROM still) c
      WHERE events > 0
      ORDER BY views DESC, handoffs DESC, key LIMIT ${TOP_ROWS})
    SELECT top.key, ${label?.label ?? sql`NULL::text`} AS label, top.views, top.dialogs, top.payment_steps, top.handoffs
    FROM top ${label?.join ?? sql``}
    ORDER BY top.views DESC, top.handoffs DESC, top.key`);
  return rows.map(rowOf);
}

async function readBreakdown(
  database: Database,
  which: Breakdown,
  range: InsightRange,
  scope: InsightScope,
  known?: InsightWindow[],
): Promise<InsightRow[]> {
  if (scope.kind === "site") return readSiteBreakdown(database, which, range, known);
  const b = BREAKDOWN_SQL[which];
  const rows = await database.rows<FunnelRow>(sql`
    SELECT ${b.key} AS key, ${b.label} AS label, ${FUNNEL}
    FROM ${b.from}
    WHERE d.day BETWEEN ${range.from} AND ${range.to} ${scoped(scope)} ${b.where ?? sql``}
    GROUP BY 1 ORDER BY views DESC, handoffs DESC, key LIMIT ${TOP_ROWS}`);
  return rows.map(rowOf);
}

/**
 * When counts were dropped. How many is the whole site's (a flood, the site's traffic), so
 * only the site's report says it; a provider's says when. A flood records a gap at each flush:
 * gaps less than GAP_JOIN apart are one, and beyond MAX_GAPS the last one spans all the rest, so
 * the notes are few and none is left out. The range's days are the site's (APP_TIMEZONE), as
 * its counts are: a gap at 20:00 UTC is on the next day in India, and named in that day's report.
 */
async function readGaps(database: Database, timeZone: string, range: InsightRange, scope: InsightScope) {
  const rows = await database.rows<{ from_at: string | Date; to_at: string | Date; dropped: number }>(sql`
    WITH g AS (
      SELECT from_at, to_at, dropped,
        CASE WHEN from_at <= max(to_at) OVER (ORDER BY from_at ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
          + ${GAP_JOIN}::interval THEN 0 ELSE 1 END AS starts
      FROM insight_gaps
      WHERE to_at >= (${range.from}::timestamp AT TIME ZONE ${timeZone})
        AND from_at < (${addDays(range.to, 1)}::timestamp AT TIME ZONE ${timeZone})
    ), joined AS (SELECT *, sum(starts) OVER (ORDER BY from_at ROWS UNBOUNDED PRECEDING) AS gap FROM g)
    SELECT min(from_at) AS from_at, max(to_at) AS to_at, sum(dropped)::int AS dropped
    FROM joined GROUP BY LEAST(gap, ${MAX_GAPS}) ORDER BY 1`);
  return rows.map((r) => ({
    from: new Date(r.from_at).toISOString(),
    to: new Date(r.to_at).toISOString(),
    dropped: scope.kind === "site" ? Number(r.dropped) : null,
  }));
}

/**
 * The first day the site counted anything: the earliest rolled-up day with a count, or of the
 * raw events not rolled up yet (today's, on a site counting since today). Site-wide for a
 * provider's report too: a provider's own days without a count after it are real zeros.
 * Two index reads (each table's primary key or day index).
 */
async function readFirstCountedDay(database: Database): Promise<string | null> {
  const [row] = await database.rows<{ day: string | null }>(sql`
    SELECT LEAST((SELECT min(day) FROM insight_site_daily), (SELECT min(day) FROM insight_events))::text AS day`);
  return row?.day ?? null;
}

/** A period's whole report: its breakdowns, its totals against the previous period, its days, its gaps and the first counted day. */
async function readReport(database: Database, timeZone: string, period: InsightPeriod, scope: InsightScope): Promise<InsightReport> {
  const which: Breakdown[] = [
    "packages",
    "categories",
    ...(scope.kind === "site" ? (["providers"] as const) : []),
    "sources",
    "languages",
    "devices",
  ];
  // The reads at once: on PostgreSQL they run on several connections (PGlite takes them in turn).
  const known = scope.kind === "site" ? await readWindows(database) : [];
  const [tables, totalsNow, totalsBefore, days, gapList, countedFrom] = await Promise.all([
    Promise.all(which.map((b) => readBreakdown(database, b, period, scope, known))),
    readTotals(database, period, scope),
    readTotals(database, period.previous, scope),
    readDaily(database, period, scope),
    readGaps(database, timeZone, period, scope),
    readFirstCountedDay(database),
  ]);
  const breakdowns: InsightReport["breakdowns"] = {};
  which.forEach((b, i) => (breakdowns[b] = tables[i]));
  return { period, totals: totalsNow, previousTotals: totalsBefore, daily: days, breakdowns, gaps: gapList, countedFrom };
}

/**
 * The dashboards' reads: only the roll-ups, never the raw events. A provider's read its rows of
 * insight_daily; the whole site's read the summaries made from it when a day is rolled up
 * (insight_site_daily, insight_daily_keys and its windows, ADR 115), whose rows do not grow
 * with the number of packages times days. Each read is a function of its own above, bound here
 * once to the database and the site's time zone.
 */
export function createInsightReports(database: Database, timeZone: string) {
  return {
    report: (period: InsightPeriod, scope: InsightScope) => readReport(database, timeZone, period, scope),
    breakdown: (which: Breakdown, range: InsightRange, scope: InsightScope, known?: InsightWindow[]) =>
      readBreakdown(database, which, range, scope, known),
    daily: (range: InsightRange, scope: InsightScope) => readDaily(database, range, scope),
    totals: (range: InsightRange, scope: InsightScope) => readTotals(database, range, scope),
    firstCountedDay: () => readFirstCountedDay(database),
  };
}

export type InsightReports = ReturnType<typeof createInsightReports>;
