import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { addDays } from "../../domain/dates";
import { insightDay } from "../../domain/insight";
import type { Database } from "../db/client";
import type { Logger } from "../logger";

/** Raw events are kept this many days (the issue's 30); rollups are kept. */
export const RAW_RETENTION_DAYS = 30;
/** A day's salt outlives its day by this much, so events queued just before midnight still join their day's visitors. */
const SALT_GRACE_MS = 2 * 60_000;
/**
 * A day rolled up this long after it ended has all its events: later flushes cannot add to it. Its
 * salt takes events until SALT_GRACE_MS after the day; a minute more lets a write begun just
 * before that commit before the roll-up that counts as final reads the day.
 */
const FINAL_AFTER_MS = SALT_GRACE_MS + 60_000;
/** Lock id of the roll-ups (any constant): two processes rolling one day would both insert it. */
const ROLLUP_LOCK = 0x1ed5_1647;
/**
 * The windows kept in insight_windows (ADR 115): the screen's 7, 30 and 90 days are the window of
 * one day fewer ending yesterday, plus today.
 */
export const WINDOW_DAYS = [6, 29, 89] as const;
/** The breakdowns' keys in insight_daily_keys. */
export const DIMENSIONS = ["package", "provider", "category", "source", "language", "device"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
const DIMENSION_LIST = sql.join(
  DIMENSIONS.map((d) => sql`${d}`),
  sql`, `,
);

/** Runs one statement, on the database or within a transaction. */
type Execute = (query: SQL) => Promise<unknown>;

/**
 * Sums the site's rows of insight_daily for days from..to into insight_site_daily and
 * insight_daily_keys, replacing what was there, and deletes the windows that hold any of those
 * days (they are no longer whole). The sources key is the breakdown's "source / medium / campaign".
 */
async function summarise(execute: Execute, from: string, to: string): Promise<void> {
  await execute(sql`DELETE FROM insight_site_daily WHERE day BETWEEN ${from} AND ${to}`);
  await execute(sql`DELETE FROM insight_daily_keys WHERE dimension IN (${DIMENSION_LIST}) AND day BETWEEN ${from} AND ${to}`);
  await execute(sql`
    WITH stale AS (
      DELETE FROM insight_windows_built WHERE ending >= ${from} AND ending - days + 1 <= ${to}::date RETURNING ending, days)
    DELETE FROM insight_windows w USING stale WHERE w.ending = stale.ending AND w.days = stale.days`);
  await execute(sql`
    INSERT INTO insight_site_daily (day, event, page, count)
    SELECT day, event, page, sum(count) FROM insight_daily WHERE day BETWEEN ${from} AND ${to} GROUP BY 1, 2, 3`);
  // Each row's funnel is worked out once, then summed per key of each breakdown in one pass
  // (grouping sets); a package's categories are looked up once per package and day, by its id,
  // not by joining every row of the days to the whole packages table.
  await execute(sql`
    INSERT INTO insight_daily_keys (day, dimension, key, views, dialogs, payment_steps, handoffs, events)
    WITH d AS (
      SELECT day, package_id, provider_id, concat_ws(' / ', nullif(source, ''), nullif(medium, ''), nullif(campaign, '')) AS source,
             language, device,
             CASE WHEN event = 'page_view' THEN count ELSE 0 END AS views,
             CASE WHEN event IN ('book_opened', 'enquire_opened') THEN count ELSE 0 END AS dialogs,
             CASE WHEN event = 'payment_step' THEN count ELSE 0 END AS payment_steps,
             CASE WHEN event IN ('whatsapp_book', 'whatsapp_enquire') THEN count ELSE 0 END AS handoffs,
             count AS events
      FROM insight_daily WHERE day BETWEEN ${from} AND ${to}),
    keyed AS (
      SELECT day,
             CASE WHEN grouping(package_id) = 0 THEN 'package' WHEN grouping(provider_id) = 0 THEN 'provider'
                  WHEN grouping(source) = 0 THEN 'source' WHEN grouping(language) = 0 THEN 'language' ELSE 'device' END AS dimension,
             coalesce(package_id, provider_id, source, language, device) AS key,
             sum(views) AS views, sum(dialogs) AS dialogs, sum(payment_steps) AS payment_steps, sum(handoffs) AS handoffs,
             sum(events) AS events
      FROM d GROUP BY GROUPING SETS ((day, package_id), (day, provider_id), (day, source), (day, language), (day, device)))
    SELECT day, dimension, key, views, dialogs, payment_steps, handoffs, events FROM keyed
    WHERE key <> '' OR dimension NOT IN ('package', 'provider')
    UNION ALL
    SELECT k.day, 'category', c.slug, sum(k.views), sum(k.dialogs), sum(k.payment_steps), sum(k.handoffs), sum(k.events)
    FROM keyed k CROSS JOIN LATERAL unnest((SELECT p.categories FROM packages p WHERE p.id = k.key)) AS c(slug)
    WHERE k.dimension = 'package' AND k.key <> ''
    GROUP BY 1, 2, 3`);
}

/**
 * Builds the WINDOW_DAYS windows ending on `ending` from insight_daily_keys, replacing them: one
 * pass over the longest window's days sums each key for every window at once (a window holds the
 * keys with rows in its days), in memory (work_mem raised for this transaction: the 200,000 keys of
 * 100,000 packages and their providers spilled to disk at the default 4 MB), and the rows go in
 * in the primary key's order, so a window's keys looked up in order read its pages in order.
 */
async function buildWindows(execute: Execute, ending: string, now: Date): Promise<void> {
  const longest = Math.max(...WINDOW_DAYS);
  await execute(sql`SET LOCAL work_mem = '64MB'`);
  await execute(sql`DELETE FROM insight_windows WHERE ending = ${ending}`);
  await execute(sql`DELETE FROM insight_windows_built WHERE ending = ${ending}`);
  const inWindow = (days: number) => sql`FILTER (WHERE day > ${ending}::date - ${days}::int)`;
  await execute(sql`
    INSERT INTO insight_windows (ending, days, dimension, key, views, dialogs, payment_steps, handoffs, events)
    WITH sums AS (
      SELECT dimension, key, ${sql.join(
        WINDOW_DAYS.map(
          (days) => sql`
          count(*) ${inWindow(days)} AS rows_${sql.raw(String(days))},
          sum(views) ${inWindow(days)} AS views_${sql.raw(String(days))},
          sum(dialogs) ${inWindow(days)} AS dialogs_${sql.raw(String(days))},
          sum(payment_steps) ${inWindow(days)} AS payment_steps_${sql.raw(String(days))},
          sum(handoffs) ${inWindow(days)} AS handoffs_${sql.raw(String(days))},
          sum(events) ${inWindow(days)} AS events_${sql.raw(String(days))}`,
        ),
        sql`,`,
      )}
      FROM insight_daily_keys
      WHERE dimension IN (${DIMENSION_LIST}) AND day BETWEEN ${ending}::date - ${longest - 1}::int AND ${ending}::date
      GROUP BY dimension, key)
    SELECT ${ending}::date, w.days, s.dimension, s.key, w.views, w.dialogs, w.payment_steps, w.handoffs, w.events
    FROM sums s CROSS JOIN LATERAL (VALUES ${sql.join(
      WINDOW_DAYS.map((days) => {
        const n = sql.raw(String(days));
        return sql`(${days}::int, s.rows_${n}, s.views_${n}, s.dialogs_${n}, s.payment_steps_${n}, s.handoffs_${n}, s.events_${n})`;
      }),
      sql`, `,
    )}) AS w(days, rows, views, dialogs, payment_steps, handoffs, events)
    WHERE w.rows > 0
    ORDER BY w.days, s.dimension, s.key`);
  for (const days of WINDOW_DAYS) {
    await execute(sql`INSERT INTO insight_windows_built (ending, days, built_at) VALUES (${ending}, ${days}, ${now.toISOString()})`);
  }
}

/**
 * One event on its way to the database: no address, no user agent, no URL. The visitor is still
 * the unsalted key its request made (kept in memory only, until the write salts it).
 */
export interface QueuedEvent {
  day: string;
  /** The instant, in milliseconds since the epoch (made an ISO string only when written). */
  at: number;
  event: string;
  page: string | null;
  /** Kept only when a package has this id when the event is written. */
  package_id: string | null;
  /** A provider page's slug: written as the provider's id when it exists. */
  provider_slug: string | null;
  language: string;
  currency: string | null;
  device: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  visitorKey: string;
}

export interface InsightStoreDeps {
  database: Database;
  logger: Logger;
  timeZone: string;
}

/** `insight_events_2026_11` for any day of November 2026. */
export function partitionName(day: string): string {
  return `insight_events_${day.slice(0, 4)}_${day.slice(5, 7)}`;
}

function monthBounds(day: string): [string, string] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return [`${day.slice(0, 7)}-01`, next];
}

/**
 * The monthly partitions of insight_events: each made before the first write or month that needs
 * it (by whichever process comes first), and dropped whole once its month is past retention.
 */
function createPartitions(database: Database, logger: Logger) {
  const made = new Set<string>();

  async function ensure(day: string): Promise<void> {
    const name = partitionName(day);
    if (made.has(name)) return;
    const [from, to] = monthBounds(day);
    try {
      await database.rows(
        sql.raw(`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF insight_events FOR VALUES FROM ('${from}') TO ('${to}')`),
      );
    } catch (e) {
      // Another process made it between our check and our create.
      const [exists] = await database.rows<{ found: string | null }>(sql`SELECT to_regclass(${name})::text AS found`);
      if (!exists?.found) throw e;
    }
    made.add(name);
  }

  /** Drops the months that end on or before `cutoff`, one DROP TABLE each. */
  async function dropEndedBy(cutoff: string): Promise<void> {
    const existing = await database.rows<{ name: string }>(sql`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'insight_events'::regclass`);
    for (const { name } of existing) {
      const m = /^insight_events_(\d{4})_(\d{2})$/.exec(name);
      if (!m) continue;
      const [, end] = monthBounds(`${m[1]}-${m[2]}-01`);
      if (end <= cutoff) {
        await database.rows(sql.raw(`DROP TABLE IF EXISTS ${name}`));
        made.delete(name);
        logger.info({ partition: name }, "insight: dropped a month of raw events past retention");
      }
    }
  }

  return { ensure, dropEndedBy };
}

/** The daily salts of the visitors: made on first use, shared by every process through the database. */
function createSalts(database: Database) {
  const byDay = new Map<string, string>();

  /**
   * The day's salt; made if it has none yet and `mayMake` (a day that has not ended). An ended
   * day's salt is never made again: once destroyed, a late event of that day would count its
   * visitor a second time under a new salt, so there is none (null).
   */
  async function saltOf(day: string, mayMake: boolean): Promise<string | null> {
    const known = byDay.get(day);
    if (known) return known;
    const fresh = crypto.randomBytes(32).toString("base64url");
    if (mayMake) await database.rows(sql`INSERT INTO insight_salts (day, salt) VALUES (${day}, ${fresh}) ON CONFLICT (day) DO NOTHING`);
    const [row] = await database.rows<{ salt: string }>(sql`SELECT salt FROM insight_salts WHERE day = ${day}`);
    if (!row) return null;
    byDay.set(day, row.salt);
    return row.salt;
  }

  /**
   * The visitors of a day: HMAC of its salt over the unsalted key a request made (never stored).
   * One function per day and write: a key seen again in the batch (the same person's next page)
   * is not hashed again, and nothing outlives the write.
   */
  async function visitorsOf(day: string, mayMake: boolean): Promise<((visitorKey: string) => string) | null> {
    const salt = await saltOf(day, mayMake);
    if (salt === null) return null;
    const known = new Map<string, string>();
    return (visitorKey) => {
      let visitor = known.get(visitorKey);
      if (visitor === undefined) {
        visitor = crypto.createHmac("sha256", salt).update(visitorKey).digest("base64url").slice(0, 22);
        known.set(visitorKey, visitor);
      }
      return visitor;
    };
  }

  /** Destroys the salts of the days before `day`, here and in the database. */
  async function destroyBefore(day: string): Promise<void> {
    await database.rows(sql`DELETE FROM insight_salts WHERE day < ${day}`);
    for (const known of byDay.keys()) if (known < day) byDay.delete(known);
  }

  return { visitorsOf, destroyBefore };
}

/**
 * The batch's packages (their provider) and provider pages' slugs (the provider's id) that
 * exist now, in one small query: a batch names few distinct ones, so the insert joins nothing.
 */
async function existing(database: Database, packageIds: Set<string>, providerSlugs: Set<string>) {
  const packages = new Map<string, string | null>();
  const providers = new Map<string, string>();
  if (packageIds.size === 0 && providerSlugs.size === 0) return { packages, providers };
  const rows = await database.rows<{ package: boolean; key: string; provider: string | null }>(sql`
    SELECT true AS package, id AS key, provider_id AS provider FROM packages
    WHERE id IN (SELECT json_array_elements_text(${JSON.stringify([...packageIds])}::json))
    UNION ALL
    SELECT false, slug, id FROM providers WHERE slug IN (SELECT json_array_elements_text(${JSON.stringify([...providerSlugs])}::json))`);
  for (const row of rows) {
    if (row.package) packages.set(row.key, row.provider);
    else if (row.provider !== null) providers.set(row.key, row.provider);
  }
  return { packages, providers };
}

/**
 * The database side of counting (ADR 106, 107): monthly partitions, daily salts, batched writes,
 * roll-ups, retention and the record of dropped counts.
 */
export function createInsightStore(deps: InsightStoreDeps) {
  const partitions = createPartitions(deps.database, deps.logger);
  const salts = createSalts(deps.database);
  const writes = insightWrites(deps, partitions, salts);
  const rollUps = insightRollUps(deps);
  const maintenance = insightMaintenance(deps, partitions, salts, rollUps);
  return {
    write: writes.write,
    rollUp: rollUps.rollUp,
    resummarise: rollUps.resummarise,
    rebuildWindows: rollUps.rebuildWindows,
    rolledAt: rollUps.rolledAt,
    maintain: maintenance.maintain,
    recordGap: writes.recordGap,
    lastWriteAt: writes.lastWriteAt,
  };
}

type Partitions = ReturnType<typeof createPartitions>;
type Salts = ReturnType<typeof createSalts>;
type RollUps = ReturnType<typeof insightRollUps>;

/** The batched writes of events, and the record of the counts dropped on their way. */
function insightWrites({ database, logger, timeZone }: InsightStoreDeps, partitions: Partitions, salts: Salts) {
  // When this process last wrote events: a report rolls today again if they are newer than its roll-up.
  let lastWriteAt = 0;

  /**
   * Writes a batch in one statement: each visitor salted with its day's salt, and package and
   * provider ids kept only when they exist. Events of a day whose salt is gone (written after
   * its grace, by a slow flush or a stopped process) are dropped and recorded as a gap.
   */
  async function write(batch: QueuedEvent[], now: Date = new Date()): Promise<void> {
    if (batch.length === 0) return;
    const saltsMadeFrom = insightDay(new Date(now.getTime() - SALT_GRACE_MS), timeZone);
    const visitors = new Map<string, ((visitorKey: string) => string) | null>();
    for (const day of new Set(batch.map((e) => e.day))) visitors.set(day, await salts.visitorsOf(day, day >= saltsMadeFrom));
    const late = batch.filter((e) => visitors.get(e.day) === null);
    if (late.length > 0) {
      const times = late.map((e) => new Date(e.at).getTime());
      await recordGap(new Date(Math.min(...times)), new Date(Math.max(...times)), late.length);
      logger.warn({ dropped: late.length }, "insight: counts of a day whose salt is gone were dropped");
    }
    const events = late.length > 0 ? batch.filter((e) => visitors.get(e.day) !== null) : batch;
    if (events.length === 0) return;
    const packageIds = new Set<string>();
    const providerSlugs = new Set<string>();
    for (const e of events) {
      if (e.package_id !== null) packageIds.add(e.package_id);
      if (e.provider_slug !== null) providerSlugs.add(e.provider_slug);
    }
    for (const day of new Set(events.map((e) => e.day))) await partitions.ensure(day);
    const { packages, providers } = await existing(database, packageIds, providerSlugs);
    const rows = events.map((e) => {
      const packageKnown = e.package_id !== null && packages.has(e.package_id);
      return {
        day: e.day,
        at: new Date(e.at).toISOString(),
        event: e.event,
        page: e.page,
        package_id: packageKnown ? e.package_id : null,
        provider_id:
          (packageKnown ? packages.get(e.package_id!) : null) ??
          (e.provider_slug === null ? null : (providers.get(e.provider_slug) ?? null)),
        language: e.language,
        currency: e.currency,
        device: e.device,
        referrer: e.referrer,
        utm_source: e.utm_source,
        utm_medium: e.utm_medium,
        utm_campaign: e.utm_campaign,
        visitor: visitors.get(e.day)!(e.visitorKey),
      };
    });
    await database.rows(sql`
      INSERT INTO insight_events (day, at, event, page, package_id, provider_id, language, currency, device, referrer, utm_source, utm_medium, utm_campaign, visitor)
      SELECT day, at, event, page, package_id, provider_id, language, currency, device, referrer, utm_source, utm_medium, utm_campaign, visitor
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS e(
        day date, at timestamptz, event text, page text, package_id text, provider_id text, language text, currency text,
        device text, referrer text, utm_source text, utm_medium text, utm_campaign text, visitor text)`);
    lastWriteAt = Date.now();
  }

  /** Records a time counts were dropped (the admin's "counts incomplete between …"). */
  async function recordGap(from: Date, to: Date, dropped: number): Promise<void> {
    await database.rows(
      sql`INSERT INTO insight_gaps (from_at, to_at, dropped) VALUES (${from.toISOString()}, ${to.toISOString()}, ${dropped})`,
    );
  }

  return { write, recordGap, lastWriteAt: () => lastWriteAt };
}

/**
 * The roll-ups: a day's raw events into its daily rows, the site's summaries and the windows, each
 * under the roll-ups' lock.
 */
function insightRollUps({ database }: Pick<InsightStoreDeps, "database">) {
  type Tx = Parameters<Parameters<typeof database.db.transaction>[0]>[0];
  /** One transaction that first takes the roll-ups' lock, so two processes never roll up at once. */
  const underRollUpLock = (work: (tx: Tx) => Promise<void>) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
      await work(tx);
    });

  /**
   * Rolls one day's raw events into insight_daily and insight_daily_visitors, replacing what was
   * there. An event's source is where its visitor first came from that day (UTM source, else
   * another site's domain), so a campaign's hand-offs count under it; but a provider's source
   * stays the provider's: the first source of the visitor's landings on that provider's pages,
   * else of their landings on pages of no provider (home, listings), never one that landed on
   * another provider's pages (its campaign names would show in this provider's report).
   */
  async function rollUp(day: string, now: Date = new Date()): Promise<void> {
    await underRollUpLock(async (tx) => {
      await tx.execute(sql`DELETE FROM insight_daily WHERE day = ${day}`);
      await tx.execute(sql`DELETE FROM insight_daily_visitors WHERE day = ${day}`);
      await tx.execute(sql`
        INSERT INTO insight_daily (day, event, page, package_id, provider_id, language, currency, device, source, medium, campaign, count, visitors)
        WITH e AS (
          SELECT *, coalesce(utm_source, referrer) AS own_source, coalesce(provider_id, '') AS provider
          FROM insight_events WHERE day = ${day}),
        landing AS (
          SELECT DISTINCT ON (visitor, provider) visitor, provider, at, own_source AS source, utm_medium AS medium, utm_campaign AS campaign
          FROM e WHERE own_source IS NOT NULL ORDER BY visitor, provider, at),
        first_landing AS (SELECT DISTINCT ON (visitor) * FROM landing ORDER BY visitor, at),
        -- Each event's landing: on a page of no provider (a row no provider's report reads), the
        -- visitor's first of the day; on a provider's page, their first there, else on no provider's page.
        sourced AS (
          SELECT e.*,
                 CASE WHEN e.provider = '' THEN f.source WHEN own.visitor IS NOT NULL THEN own.source ELSE neutral.source END AS source,
                 CASE WHEN e.provider = '' THEN f.medium WHEN own.visitor IS NOT NULL THEN own.medium ELSE neutral.medium END AS medium,
                 CASE WHEN e.provider = '' THEN f.campaign WHEN own.visitor IS NOT NULL THEN own.campaign ELSE neutral.campaign END AS campaign
          FROM e
          LEFT JOIN first_landing f ON f.visitor = e.visitor
          LEFT JOIN landing own ON own.visitor = e.visitor AND own.provider = e.provider
          LEFT JOIN landing neutral ON neutral.visitor = e.visitor AND neutral.provider = '')
        SELECT day, event, coalesce(page, ''), coalesce(package_id, ''), provider, language, coalesce(currency, ''), device,
               coalesce(source, ''), coalesce(medium, ''), coalesce(campaign, ''), count(*), count(DISTINCT visitor)
        FROM sourced
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`);
      await tx.execute(sql`
        INSERT INTO insight_daily_visitors (day, provider_id, visitors)
        SELECT day, '', count(DISTINCT visitor) FROM insight_events WHERE day = ${day} GROUP BY day
        UNION ALL
        SELECT day, provider_id, count(DISTINCT visitor) FROM insight_events WHERE day = ${day} AND provider_id IS NOT NULL GROUP BY day, provider_id`);
      await summarise((q) => tx.execute(q), day, day);
      await tx.execute(sql`
        INSERT INTO insight_rollups (day, rolled_at) VALUES (${day}, ${now.toISOString()})
        ON CONFLICT (day) DO UPDATE SET rolled_at = excluded.rolled_at`);
    });
  }

  /**
   * The site's summaries of days from..to made again from insight_daily (ADR 115). A roll-up
   * does this for its day; the bench, for the roll-ups it writes itself.
   */
  async function resummarise(from: string, to: string): Promise<void> {
    await underRollUpLock((tx) => summarise((q) => tx.execute(q), from, to));
  }

  /** The windows ending on `ending` built again (maintain does it once a day is final). */
  async function rebuildWindows(ending: string, now: Date = new Date()): Promise<void> {
    await underRollUpLock((tx) => buildWindows((q) => tx.execute(q), ending, now));
  }

  /** When a day was last rolled up, if it was. */
  async function rolledAt(day: string): Promise<Date | null> {
    const [row] = await database.rows<{ rolled_at: string | Date }>(sql`SELECT rolled_at FROM insight_rollups WHERE day = ${day}`);
    return row ? new Date(row.rolled_at) : null;
  }

  return { rollUp, resummarise, rebuildWindows, rolledAt };
}

/** The periodic work: the roll-ups of ended days, and what privacy and retention remove. */
function insightMaintenance(
  { database, timeZone }: Pick<InsightStoreDeps, "database" | "timeZone">,
  partitions: Partitions,
  salts: Salts,
  { rollUp, rolledAt, rebuildWindows }: RollUps,
) {
  /**
   * The periodic work: ended days rolled up until a roll-up made after they ended;
   * salts of ended days destroyed; this and next month's partitions made; raw events past
   * retention removed (whole months with one DROP TABLE, the rest of the oldest month by day).
   */
  async function maintain(now: Date = new Date()): Promise<void> {
    const today = insightDay(now, timeZone);
    const cutoff = addDays(today, -RAW_RETENTION_DAYS);
    // What privacy promises comes first, and whatever the roll-ups do: ended days' salts go, and
    // raw events past retention, even when a roll-up below fails (a timeout, a lock).
    await salts.destroyBefore(insightDay(new Date(now.getTime() - SALT_GRACE_MS), timeZone));
    try {
      await rollUpEnded(now, today, cutoff);
    } finally {
      await partitions.ensure(today);
      await partitions.ensure(monthBounds(today)[1]);
      await partitions.dropEndedBy(cutoff);
      await database.rows(sql`DELETE FROM insight_events WHERE day < ${cutoff}`);
    }
  }

  /** Ended days rolled up until final, and the windows built on yesterday once it is. */
  async function rollUpEnded(now: Date, today: string, cutoff: string): Promise<void> {
    const yesterday = addDays(today, -1);
    // Today is not rolled here: a report rolls it first (freshToday in insight-routes.ts), and
    // a roll-up reads all of the day's raw events, so rolling it every minute cost the database
    // more through the day while no reader needed it. An ended day is rolled until a roll-up made
    // after it ended (and FINAL_AFTER_MS): yesterday always (the windows wait for it), an older
    // day still in the raw events when it has some (a server stopped across a midnight).
    const final = (day: string, rolled: Date | undefined) =>
      rolled !== undefined && insightDay(new Date(rolled.getTime() - FINAL_AFTER_MS), timeZone) > day;
    const rolls = new Map(
      (
        await database.rows<{ day: string; rolled_at: string | Date }>(
          sql`SELECT day::text AS day, rolled_at FROM insight_rollups WHERE day >= ${cutoff} AND day < ${today}`,
        )
      ).map((r) => [r.day, new Date(r.rolled_at)]),
    );
    const older: string[] = [];
    for (let day = cutoff; day < yesterday; day = addDays(day, 1)) if (!final(day, rolls.get(day))) older.push(day);
    if (older.length > 0) {
      // Which of them have raw events, in one statement (each an index probe on `day`).
      const withEvents = await database.rows<{ day: string }>(sql`
        SELECT v.d::text AS day FROM (VALUES ${sql.join(
          older.map((day) => sql`(${day}::date)`),
          sql`, `,
        )}) AS v(d)
        WHERE EXISTS (SELECT 1 FROM insight_events WHERE day = v.d) ORDER BY 1`);
      for (const { day } of withEvents) await rollUp(day, now);
    }
    if (!final(yesterday, rolls.get(yesterday))) await rollUp(yesterday, now);
    // Yesterday's roll-up is final once made after the day ended (and FINAL_AFTER_MS): the
    // windows end on it from then on. The day before's stay a day longer, for a report that
    // chose them just before; older ones go.
    if (final(yesterday, (await rolledAt(yesterday)) ?? undefined)) {
      const built = await database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM insight_windows_built WHERE ending = ${yesterday}`,
      );
      if (Number(built[0]?.n ?? 0) < WINDOW_DAYS.length) {
        await rebuildWindows(yesterday, now);
        await database.rows(sql`DELETE FROM insight_windows_built WHERE ending < ${addDays(yesterday, -1)}`);
        await database.rows(sql`DELETE FROM insight_windows WHERE ending < ${addDays(yesterday, -1)}`);
      }
    }
  }

  return { maintain };
}

export type InsightStore = ReturnType<typeof createInsightStore>;
