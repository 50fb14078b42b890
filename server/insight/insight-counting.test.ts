import http, { type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { describe, expect, it } from "vitest";
import { addDays } from "../../domain/dates";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { oneTestDatabase, useDatabase } from "../testing/databases";
import { InsightQueue } from "./insight-queue";
import { createInsightReports } from "./insight-reports";
import { beaconsFirst, insightBeacons } from "./insight-routes";
import { createInsight } from "./insight-service";
import { partitionName } from "./insight-store";
import { INSIGHT_TABLES } from "./testing/insight-tables";
import { whileRefusing } from "../testing/refusing-trigger";

const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A logger that keeps its warnings, to read the "counts incomplete" line. */
function recordingLogger() {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    info: () => {},
    error: () => {},
  } as unknown as Logger;
  return { logger, warnings };
}

/**
 * A queue of numbers whose first write hangs until `release()`; later writes end at once. `writes`
 * keeps every batch written, in order.
 */
function queueWithHangingFirstWrite(capacity: number) {
  let releaseFirst: () => void = () => {};
  const writes: number[][] = [];
  const queue = new InsightQueue<number>({
    capacity,
    write: (batch) => {
      writes.push(batch);
      return writes.length === 1 ? new Promise<void>((resolve) => (releaseFirst = resolve)) : Promise.resolve();
    },
    recordGap: async () => {},
  });
  return { queue, writes, release: () => releaseFirst() };
}

/**
 * A small real app: the counter in front of answers standing in for pages (200 HTML), over a real
 * database and real HTTP, with the clock in the test's hand.
 */
async function startCountingApp(
  database: Database,
  options: { capacity?: number; beaconsPerSecond?: number; now?: () => Date; counting?: boolean } = {},
) {
  const { logger, warnings } = recordingLogger();
  const insight = createInsight(
    {
      database,
      logger,
      config: {
        timeZone: "Asia/Kolkata",
        adminPath: "/team/console",
        previewMode: false,
        publicBaseUrl: "https://trips.example",
        insightCounting: options.counting ?? true,
      },
    },
    options,
  );
  const app = express();
  app.use(insight.pageViews);
  app.use(insightBeacons({ insight }));
  app.get(/.*/, (_req, res) => {
    res.type("html").send("<!doctype html><title>page</title>");
  });
  // As in production (server/http/app.ts): beacons beyond the cap are answered before Express.
  const server = await new Promise<Server>((resolve) => {
    const s = http.createServer(beaconsFirst(insight, app));
    s.listen(0, "127.0.0.1", () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    insight,
    port,
    warnings,
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { "user-agent": BROWSER, ...headers } }),
    beacon: (body: string, headers: Record<string, string> = {}) =>
      fetch(base + "/api/v1/events", {
        method: "POST",
        body,
        headers: { "user-agent": BROWSER, "content-type": "text/plain;charset=UTF-8", ...headers },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type CountingApp = Omit<Awaited<ReturnType<typeof startCountingApp>>, "close"> & {
  /** A person's view of a page (the listing unless named), written to the database before it returns. */
  viewWritten: (path?: string) => Promise<void>;
  /** The time the app reads. */
  now: () => Date;
  /** Moves the app's clock to an ISO time, where it stands until moved again. */
  setClock: (at: string) => void;
};

/**
 * Runs `test` against a counting app (startCountingApp) and closes the app however the test ends.
 * The app's clock stands at `at` when given (else it is the real time) until the test moves it.
 */
async function withCountingApp(
  database: Database,
  { at, ...options }: Omit<NonNullable<Parameters<typeof startCountingApp>[1]>, "now"> & { at?: string },
  test: (app: CountingApp) => Promise<void>,
) {
  let clock = at === undefined ? null : new Date(at);
  const now = () => clock ?? new Date();
  const app = await startCountingApp(database, { ...options, now });
  const viewWritten = async (path = "/packages") => {
    await app.get(path);
    await app.insight.flush();
  };
  try {
    await test({ ...app, viewWritten, now, setClock: (time) => (clock = new Date(time)) });
  } finally {
    await app.close();
  }
}

/**
 * Sends a beacon's head and only `sent` bytes of the body it declares, over a raw socket, and
 * resolves with the status line the server answers before the rest of the body comes (or
 * "no answer" after `waitMs`): what the server answers without reading the body.
 */
function answerBeforeBody(port: number, declared: number, sent: string, waitMs = 2_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${BROWSER}\r\n` +
          `Content-Type: text/plain;charset=UTF-8\r\nContent-Length: ${declared}\r\n\r\n${sent}`,
      );
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve("no answer");
    }, waitMs);
    socket.once("data", (chunk) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(chunk.toString("latin1").split("\r\n")[0]!);
    });
    socket.once("error", reject);
  });
}

/** Every row of the raw events, the fields that matter to the test. */
async function rawEvents(database: Database) {
  return database.rows<{ day: string; event: string; page: string | null; language: string; device: string }>(
    sql`SELECT day::text AS day, event, page, language, device FROM insight_events ORDER BY at, event`,
  );
}

describe.each(oneTestDatabase())("insight counting on $name", ({ open }) => {
  const ctx = useDatabase(open, INSIGHT_TABLES);

  it("counts a person's page views and actions, and nothing of bots, DNT, GPC, signed-in people, the portals or non-pages", async () => {
    await withCountingApp(ctx.database, {}, async (app) => {
      expect((await app.get("/ar/packages")).status).toBe(200);
      expect((await app.beacon('{"event":"share","language":"ar"}')).status).toBe(204);
      const quiet = [
        app.get("/packages", { "user-agent": GOOGLEBOT }),
        app.get("/packages", { dnt: "1" }),
        app.get("/packages", { "sec-gpc": "1" }),
        app.get("/packages", { cookie: "kt_admin=abc" }),
        app.get("/packages", { cookie: "__Host-kt_partner=abc" }),
        app.get("/packages", { "sec-purpose": "prefetch" }),
        app.get("/team/console"),
        app.get("/partner"),
        app.get("/review/some-token"),
        app.get("/favicon.ico"),
        app.beacon('{"event":"share","language":"en"}', { "user-agent": GOOGLEBOT }),
        app.beacon('{"event":"share","language":"en"}', { dnt: "1" }),
        app.beacon('{"event":"share","language":"en"}', { "sec-gpc": "1" }),
        app.beacon('{"event":"share","language":"en"}', { cookie: "kt_admin=abc" }),
      ];
      for (const res of await Promise.all(quiet)) expect(res.status).toBeLessThan(300);
      await app.insight.flush();
      const rows = await rawEvents(ctx.database);
      expect(rows.map((r) => [r.event, r.page, r.language, r.device])).toEqual([
        ["page_view", "listing", "ar", "phone"],
        ["share", null, "ar", "phone"],
      ]);
    });
  });

  it("with INSIGHT_COUNTING=off counts nothing: pages and beacons are answered as before", async () => {
    await withCountingApp(ctx.database, { counting: false }, async (app) => {
      expect((await app.get("/ar/packages")).status).toBe(200);
      expect((await app.beacon('{"event":"share","language":"ar"}')).status).toBe(204);
      await app.insight.flush();
      expect(await rawEvents(ctx.database)).toEqual([]);
      expect(await ctx.database.rows(sql`SELECT * FROM insight_daily`)).toEqual([]);
    });
  });

  it("answers bad beacons 400 with one line, and stores nothing", async () => {
    await withCountingApp(ctx.database, {}, async (app) => {
      const cases: [string, string][] = [
        ["not json", "The body is not JSON."],
        ['{"event":"share"}', "language must be one of en, ml, hi, ar."],
        [
          '{"event":"page_view","language":"en"}',
          "event must be one of book_opened, enquire_opened, payment_step, whatsapp_book, whatsapp_enquire, share, pdf_download, favourite_added, compare_added.",
        ],
        ['{"event":"share","language":"en","phone":"9876543210"}', "Unknown field: phone."],
        [JSON.stringify({ event: "share", language: "en", package: "p".repeat(2000) }), "The body is over 1024 bytes."],
      ];
      for (const [body, error] of cases) {
        const res = await app.beacon(body);
        expect(res.status, body).toBe(400);
        expect(await res.json()).toEqual({ error });
      }
      expect(app.insight.queue.length).toBe(0);
      await app.insight.flush();
      expect(await rawEvents(ctx.database)).toEqual([]);
    });
  });

  it("limits a visitor's beacons per minute", async () => {
    await withCountingApp(ctx.database, { at: "2026-11-20T10:00:30Z" }, async (app) => {
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) statuses.push((await app.beacon('{"event":"share","language":"en"}')).status);
      expect(statuses.filter((s) => s === 204)).toHaveLength(60);
      expect(statuses.slice(60)).toEqual([429, 429]);
    });
  });

  it("takes a visitor's minute before reading the body: the 61st beacon is 429 even when its body is bad", async () => {
    await withCountingApp(ctx.database, { at: "2026-11-20T10:00:30Z" }, async (app) => {
      for (let i = 0; i < 60; i++) expect((await app.beacon("not json")).status).toBe(400);
      expect((await app.beacon("not json")).status).toBe(429);
      expect((await app.beacon('{"event":"share","language":"en"}')).status).toBe(429);
    });
  });

  it("refuses a body declared over 1 KB without waiting for it", async () => {
    await withCountingApp(ctx.database, {}, async (app) => {
      // 5,000 bytes declared, 10 sent: the answer comes while the server still waits for 4,990.
      expect(await answerBeforeBody(app.port, 5_000, '{"event":"')).toBe("HTTP/1.1 400 Bad Request");
      // Within the limit, the server waits for the body (the control: the helper can tell).
      expect(await answerBeforeBody(app.port, 100, '{"event":"', 300)).toBe("no answer");
    });
  });

  it("beyond the beacons per second answers 204 unread, counts them as dropped, and takes beacons again the next second", async () => {
    await withCountingApp(ctx.database, { beaconsPerSecond: 3, at: "2026-11-20T10:00:30.100Z" }, async (app) => {
      const beacon = '{"event":"share","language":"en"}';
      const statuses: number[] = [];
      // Five visitors (each its own user agent), so no visitor's minute is what stops them.
      for (let i = 0; i < 5; i++) statuses.push((await app.beacon(beacon, { "user-agent": `${BROWSER} v${i}` })).status);
      expect(statuses).toEqual([204, 204, 204, 204, 204]);
      // Over the cap, the answer does not wait for a body the server will not read.
      expect(await answerBeforeBody(app.port, 100, "")).toBe("HTTP/1.1 204 No Content");
      app.setClock("2026-11-20T10:00:31.000Z");
      expect((await app.beacon(beacon)).status).toBe(204);
      await app.insight.flush();
      expect((await rawEvents(ctx.database)).map((r) => r.event)).toEqual(["share", "share", "share", "share"]);
      const gaps = await ctx.database.rows<{ dropped: number }>(sql`SELECT dropped FROM insight_gaps`);
      expect(gaps).toEqual([{ dropped: 3 }]);
      const report = await createInsightReports(ctx.database, "Asia/Kolkata").report(
        { from: "2026-11-20", to: "2026-11-20", previous: { from: "2026-11-19", to: "2026-11-19" } },
        { kind: "site" },
      );
      expect(report.gaps).toEqual([{ from: "2026-11-20T10:00:30.100Z", to: "2026-11-20T10:00:30.100Z", dropped: 3 }]);
      // A provider learns when its counts may be incomplete, not how many the whole site dropped.
      const providers = await createInsightReports(ctx.database, "Asia/Kolkata").report(
        { from: "2026-11-20", to: "2026-11-20", previous: { from: "2026-11-19", to: "2026-11-19" } },
        { kind: "provider", providerId: "any-provider" },
      );
      expect(providers.gaps).toEqual([{ from: "2026-11-20T10:00:30.100Z", to: "2026-11-20T10:00:30.100Z", dropped: null }]);
    });
  });

  it("names a flood's many dropped batches as one gap, and at most 20 gaps, the last spanning the rest", async () => {
    // A flood from 10:00 to 10:02 (a gap at each 2-second flush), and 24 short ones an hour apart
    // over the site's day of 20 November (from 18:30 UTC the day before).
    const flood = Array.from({ length: 61 }, (_, i) => new Date(Date.parse("2026-11-20T10:00:00Z") + i * 2_000).toISOString());
    const hourly = Array.from({ length: 24 }, (_, i) => new Date(Date.parse("2026-11-19T18:40:00Z") + i * 3_600_000).toISOString());
    const values = [...flood, ...hourly].map((at) => sql`(${at}::timestamptz, ${at}::timestamptz, 2)`);
    await ctx.database.rows(sql`INSERT INTO insight_gaps (from_at, to_at, dropped) VALUES ${sql.join(values, sql`, `)}`);
    const report = await createInsightReports(ctx.database, "Asia/Kolkata").report(
      { from: "2026-11-20", to: "2026-11-20", previous: { from: "2026-11-19", to: "2026-11-19" } },
      { kind: "site" },
    );
    expect(report.gaps).toHaveLength(20);
    expect(report.gaps.slice(15, 17)).toEqual([
      { from: "2026-11-20T09:40:00.000Z", to: "2026-11-20T09:40:00.000Z", dropped: 2 },
      { from: "2026-11-20T10:00:00.000Z", to: "2026-11-20T10:02:00.000Z", dropped: 122 },
    ]);
    // Gaps 20 to 25 (12:40 to 17:40) are the last note: none is left out.
    expect(report.gaps[19]).toEqual({ from: "2026-11-20T12:40:00.000Z", to: "2026-11-20T17:40:00.000Z", dropped: 12 });
    expect(report.gaps.reduce((sum, g) => sum + g.dropped!, 0)).toBe(170);
  });

  it("names a gap by the site's day (Asia/Kolkata), not UTC's: counts dropped on a UTC evening belong to the next day's report", async () => {
    // 20:00 UTC on 19 November is 01:30 on 20 November in Kolkata; 12:00 UTC on 19 November is
    // 17:30 there, still the 19th; 18:45 UTC on 20 November is 00:15 on the 21st there.
    const at = ["2026-11-19T12:00:00.000Z", "2026-11-19T20:00:00.000Z", "2026-11-20T18:45:00.000Z"];
    const values = at.map((a, i) => sql`(${a}::timestamptz, ${a}::timestamptz, ${i + 1})`);
    await ctx.database.rows(sql`INSERT INTO insight_gaps (from_at, to_at, dropped) VALUES ${sql.join(values, sql`, `)}`);
    const reports = createInsightReports(ctx.database, "Asia/Kolkata");
    const gapsOf = async (day: string) =>
      (await reports.report({ from: day, to: day, previous: { from: addDays(day, -1), to: addDays(day, -1) } }, { kind: "site" })).gaps;
    expect(await gapsOf("2026-11-19")).toEqual([{ from: "2026-11-19T12:00:00.000Z", to: "2026-11-19T12:00:00.000Z", dropped: 1 }]);
    expect(await gapsOf("2026-11-20")).toEqual([{ from: "2026-11-19T20:00:00.000Z", to: "2026-11-19T20:00:00.000Z", dropped: 2 }]);
    expect(await gapsOf("2026-11-21")).toEqual([{ from: "2026-11-20T18:45:00.000Z", to: "2026-11-20T18:45:00.000Z", dropped: 3 }]);
    // A gap that runs across the site's midnight is named on both days it touches.
    await ctx.database.rows(sql`DELETE FROM insight_gaps`);
    await ctx.database.rows(
      sql`INSERT INTO insight_gaps (from_at, to_at, dropped) VALUES ('2026-11-19T18:20:00Z'::timestamptz, '2026-11-19T18:40:00Z'::timestamptz, 5)`,
    );
    expect((await gapsOf("2026-11-19")).map((g) => g.dropped)).toEqual([5]);
    expect((await gapsOf("2026-11-20")).map((g) => g.dropped)).toEqual([5]);
    expect(await gapsOf("2026-11-18")).toEqual([]);
    expect(await gapsOf("2026-11-21")).toEqual([]);
  });

  it("with counting off, beacons beyond the cap are not recorded as dropped counts", async () => {
    await withCountingApp(ctx.database, { beaconsPerSecond: 1, counting: false, at: "2026-11-20T10:00:30Z" }, async (app) => {
      for (let i = 0; i < 3; i++) expect((await app.beacon('{"event":"share","language":"en"}')).status).toBe(204);
      await app.insight.flush();
      expect(await ctx.database.rows(sql`SELECT * FROM insight_gaps`)).toEqual([]);
    });
  });

  it("keeps a package's id and provider, and a provider page's provider, only when they exist when written; one visitor per person and day", async () => {
    await ctx.database.rows(sql`INSERT INTO providers (id, slug, name, mesh_id) VALUES ('prv-1', 'kayal-trails', 'Kayal Trails', 'K-1')`);
    await ctx.database.rows(sql`
      INSERT INTO packages (id, title, package_code, provider_name, mesh_id, starting_location, destinations, original_price_adult)
      VALUES ('kayal-1', 'Backwaters', 'KT-1', 'Kayal Trails', 'K-1', 'Kochi', 'Alleppey', 5000)`);
    await withCountingApp(ctx.database, {}, async (app) => {
      await app.get("/package/kayal-1");
      await app.get("/package/no-such-package");
      await app.get("/provider/kayal-trails");
      await app.get("/provider/no-such-provider");
      await app.get("/packages", { "user-agent": `${BROWSER} other` });
      await app.beacon('{"event":"book_opened","package":"kayal-1","language":"en"}');
      await app.beacon('{"event":"share","package":"no-such-package","language":"en"}');
      await app.insight.flush();
      const rows = await ctx.database.rows<{ event: string; page: string | null; package_id: string | null; provider_id: string | null }>(
        // In an order of their own columns: two of these can be counted in the same millisecond.
        sql`SELECT event, page, package_id, provider_id FROM insight_events ORDER BY event, page, package_id, provider_id`,
      );
      expect(rows).toEqual([
        { event: "book_opened", page: null, package_id: "kayal-1", provider_id: "prv-1" },
        { event: "page_view", page: "listing", package_id: null, provider_id: null },
        { event: "page_view", page: "package", package_id: "kayal-1", provider_id: "prv-1" },
        { event: "page_view", page: "package", package_id: null, provider_id: null },
        { event: "page_view", page: "provider", package_id: null, provider_id: "prv-1" },
        { event: "page_view", page: "provider", package_id: null, provider_id: null },
        { event: "share", page: null, package_id: null, provider_id: null },
      ]);
      const visitors = await ctx.database.rows<{ visitor: string; n: number }>(
        sql`SELECT visitor, count(*)::int AS n FROM insight_events GROUP BY visitor ORDER BY n`,
      );
      expect(visitors.map((v) => [v.visitor.length, v.n])).toEqual([
        [22, 1],
        [22, 6],
      ]);
    });
  });

  it("counts on the day in APP_TIMEZONE on either side of its midnight", async () => {
    // Asia/Kolkata is UTC+05:30: its midnight is 18:30 UTC.
    await withCountingApp(ctx.database, { at: "2026-11-20T18:29:59Z" }, async (app) => {
      await app.get("/package/x");
      await app.get("/packages");
      app.setClock("2026-11-20T18:30:00Z");
      await app.get("/packages");
      await app.beacon('{"event":"whatsapp_book","language":"en"}');
      await app.insight.flush();
      expect((await rawEvents(ctx.database)).map((r) => [r.day, r.event])).toEqual([
        ["2026-11-20", "page_view"],
        ["2026-11-20", "page_view"],
        ["2026-11-21", "page_view"],
        ["2026-11-21", "whatsapp_book"],
      ]);
      await app.insight.store.rollUp("2026-11-20");
      await app.insight.store.rollUp("2026-11-21");
      const daily = await createInsightReports(ctx.database, "Asia/Kolkata").daily(
        { from: "2026-11-19", to: "2026-11-22" },
        { kind: "site" },
      );
      expect(daily).toEqual([
        { day: "2026-11-19", visitors: 0, packageViews: 0, dialogs: 0, handoffs: 0 },
        { day: "2026-11-20", visitors: 1, packageViews: 1, dialogs: 0, handoffs: 0 },
        { day: "2026-11-21", visitors: 1, packageViews: 0, dialogs: 0, handoffs: 1 },
        { day: "2026-11-22", visitors: 0, packageViews: 0, dialogs: 0, handoffs: 0 },
      ]);
      // The same person on two days is two unlinkable visitors: each day has its own salt.
      const visitors = await ctx.database.rows<{ visitor: string }>(sql`SELECT DISTINCT visitor FROM insight_events`);
      expect(visitors).toHaveLength(2);
    });
  });

  it("drops counts when the queue is full, never holding a request, and records the gap", async () => {
    await withCountingApp(ctx.database, { capacity: 3 }, async (app) => {
      const statuses = await Promise.all(Array.from({ length: 10 }, () => app.get("/packages").then((r) => r.status)));
      expect(statuses).toEqual(Array(10).fill(200));
      expect(app.insight.queue.length).toBe(3);
      await app.insight.flush();
      expect(await rawEvents(ctx.database)).toHaveLength(3);
      const gaps = await ctx.database.rows<{ dropped: number }>(sql`SELECT dropped FROM insight_gaps`);
      expect(gaps).toEqual([{ dropped: 7 }]);
      expect(app.warnings.map((w) => [w.message, w.fields.dropped])).toEqual([
        ["insight: counts incomplete (the queue was full, beacons came faster than the per-second cap, or the database did not answer)", 7],
      ]);
      const report = await createInsightReports(ctx.database, "Asia/Kolkata").report(
        { from: "2020-01-01", to: "2030-12-31", previous: { from: "2019-01-01", to: "2019-12-31" } },
        { kind: "site" },
      );
      expect(report.gaps.map((g) => g.dropped)).toEqual([7]);
    });
  });

  it("the graceful stop writes what is still queued", async () => {
    await withCountingApp(ctx.database, {}, async (app) => {
      app.insight.start();
      await app.get("/packages");
      await app.beacon('{"event":"share","language":"en"}');
      // Stopped at once (within the 2 s flush interval, as a SIGTERM may come): the stop writes what is queued.
      await app.insight.stop();
      expect((await rawEvents(ctx.database)).map((r) => r.event)).toEqual(["page_view", "share"]);
    });
  });

  it("keeps raw events 30 days: a month past it is one DROP TABLE, salts of ended days are gone", async () => {
    await withCountingApp(ctx.database, { at: "2026-09-15T06:00:00Z" }, async (app) => {
      await app.viewWritten();
      app.setClock("2026-11-20T06:00:00Z");
      await app.viewWritten();
      await app.insight.store.maintain(app.now());
      expect((await rawEvents(ctx.database)).map((r) => r.day)).toEqual(["2026-11-20"]);
      const partitions = await ctx.database.rows<{ name: string }>(sql`
        SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'insight_events'::regclass ORDER BY 1`);
      expect(partitions.map((p) => p.name)).not.toContain(partitionName("2026-09-15"));
      expect(partitions.map((p) => p.name)).toContain(partitionName("2026-12-01"));
      const salts = await ctx.database.rows<{ day: string }>(sql`SELECT day::text AS day FROM insight_salts ORDER BY day`);
      expect(salts).toEqual([{ day: "2026-11-20" }]);
    });
  });

  it("counts a page once however often its query changes: filters as typed, review pages, a currency change", async () => {
    await withCountingApp(ctx.database, { at: "2026-11-20T06:00:00Z" }, async (app) => {
      const here = `http://127.0.0.1:${app.port}`;
      await app.get("/packages");
      await app.get("/packages.data?q=mun", { referer: `${here}/packages` });
      await app.get("/packages.data?q=munnar", { referer: `${here}/packages?q=mun` });
      await app.get("/package/kochi-3d.data", { referer: `${here}/packages?q=munnar` });
      await app.get("/package/kochi-3d.data?reviews=2", { referer: `${here}/package/kochi-3d` });
      await app.get("/package/kochi-3d?currency=USD", { referer: `${here}/package/kochi-3d` });
      await app.insight.flush();
      expect((await rawEvents(ctx.database)).map((r) => r.page)).toEqual(["listing", "package"]);
    });
  });

  it("never makes an ended day's salt again: a late write of that day is dropped as a gap, not a second visitor", async () => {
    // 23:59 on the 20th in Asia/Kolkata: a view written; another at 23:59:59 still queued.
    await withCountingApp(ctx.database, { at: "2026-11-20T18:29:00Z" }, async (app) => {
      const salts = () => ctx.database.rows<{ day: string }>(sql`SELECT day::text AS day FROM insight_salts ORDER BY day`);
      await app.viewWritten();
      app.setClock("2026-11-20T18:29:59Z");
      await app.get("/about");
      // 00:03 on the 21st: the maintenance destroys the 20th's salt, then the slow flush comes.
      app.setClock("2026-11-20T18:33:00Z");
      await app.insight.store.maintain(app.now());
      expect(await salts()).toEqual([]);
      await app.insight.flush();
      expect(await salts()).toEqual([]);
      expect((await rawEvents(ctx.database)).map((r) => r.page)).toEqual(["listing"]);
      const gaps = await ctx.database.rows<{ dropped: number; from_at: Date | string }>(sql`SELECT dropped, from_at FROM insight_gaps`);
      expect(gaps.map((g) => [g.dropped, new Date(g.from_at).toISOString()])).toEqual([[1, "2026-11-20T18:29:59.000Z"]]);
      expect(app.warnings.map((w) => w.message)).toContain("insight: counts of a day whose salt is gone were dropped");
    });
  });

  it("a provider's sources are where its own visitors landed: never another provider's campaign", async () => {
    await withCountingApp(ctx.database, { at: "2026-11-20T06:00:00Z" }, async (app) => {
      // Makes the day's partition; this first view is taken out again below.
      await app.viewWritten();
      await ctx.database.db.execute(sql`DELETE FROM insight_events`);
      // Visitor x lands on provider B's package from B's campaign, then opens and books provider A's.
      // Visitor y lands on the home page from the site's newsletter, then views A's package.
      const event = (
        at: string,
        visitor: string,
        event: string,
        page: string | null,
        pkg: string | null,
        provider: string | null,
        utm: string[] = [],
      ) =>
        sql`(${"2026-11-20"}::date, ${at}::timestamptz, ${event}, ${page}, ${pkg}, ${provider}, 'en', 'INR', 'phone', NULL,
             ${utm[0] ?? null}, ${utm[1] ?? null}, ${utm[2] ?? null}, ${visitor})`;
      await ctx.database.db.execute(sql`
        INSERT INTO insight_events (day, at, event, page, package_id, provider_id, language, currency, device, referrer, utm_source, utm_medium, utm_campaign, visitor)
        VALUES ${sql.join(
          [
            event("2026-11-20T04:00:00Z", "x", "page_view", "package", "pkg-b", "prov-b", ["facebook", "cpc", "provb-diwali"]),
            event("2026-11-20T04:05:00Z", "x", "page_view", "package", "pkg-a", "prov-a"),
            event("2026-11-20T04:06:00Z", "x", "whatsapp_book", null, "pkg-a", "prov-a"),
            event("2026-11-20T05:00:00Z", "y", "page_view", "home", null, null, ["newsletter", "email", "site-onam"]),
            event("2026-11-20T05:02:00Z", "y", "page_view", "package", "pkg-a", "prov-a"),
          ],
          sql`, `,
        )}`);
      await app.insight.store.rollUp("2026-11-20", app.now());
      const reports = createInsightReports(ctx.database, "Asia/Kolkata");
      const range = { from: "2026-11-20", to: "2026-11-20" };
      const sources = async (scope: Parameters<typeof reports.breakdown>[2]) =>
        (await reports.breakdown("sources", range, scope)).map((r) => [r.key, r.views, r.handoffs]);
      expect(await sources({ kind: "provider", providerId: "prov-a" })).toEqual([
        ["", 1, 1],
        ["newsletter / email / site-onam", 1, 0],
      ]);
      expect(await sources({ kind: "provider", providerId: "prov-b" })).toEqual([["facebook / cpc / provb-diwali", 1, 0]]);
      // The site's own report: the home page keeps its newsletter; B's campaign stays with B's page.
      expect(await sources({ kind: "site" })).toEqual([
        ["newsletter / email / site-onam", 2, 0],
        ["", 1, 1],
        ["facebook / cpc / provb-diwali", 1, 0],
      ]);
    });
  });

  it("destroys ended days' salts and old raw events even when a roll-up fails", async () => {
    await withCountingApp(ctx.database, { at: "2026-10-10T06:00:00Z" }, async (app) => {
      await app.viewWritten();
      app.setClock("2026-11-20T06:00:00Z");
      await app.viewWritten();
      // The database refuses the roll-up's writes (a statement timeout, a lock).
      await whileRefusing(ctx.database, "INSERT", "insight_daily", async () => {
        app.setClock("2026-11-21T06:00:00Z");
        await expect(app.insight.store.maintain(app.now())).rejects.toThrow();
      });
      expect(await ctx.database.rows(sql`SELECT day::text AS day FROM insight_salts ORDER BY day`)).toEqual([]);
      expect((await rawEvents(ctx.database)).map((r) => r.day)).toEqual(["2026-11-20"]);
    });
  });

  it("rolls an ended day up until a roll-up made after it ended, and leaves today to the reports", async () => {
    // 11:30 on the 20th in Asia/Kolkata: a view, a report's roll-up, then a second view.
    await withCountingApp(ctx.database, { at: "2026-11-20T06:00:00Z" }, async (app) => {
      const views = (day: string) =>
        ctx.database.rows<{ count: number }>(sql`SELECT count::int AS count FROM insight_daily WHERE day = ${day} AND event = 'page_view'`);
      const rolled = async () =>
        (await ctx.database.rows<{ day: string }>(sql`SELECT day::text AS day FROM insight_rollups ORDER BY day`)).map((r) => r.day);
      await app.viewWritten();
      await app.insight.store.rollUp("2026-11-20", app.now());
      await app.viewWritten();
      expect(await views("2026-11-20")).toEqual([{ count: 1 }]);
      // Back two days later (the server was stopped across both midnights): one view today.
      app.setClock("2026-11-22T06:00:00Z");
      await app.viewWritten();
      await app.insight.store.maintain(app.now());
      expect(await views("2026-11-20")).toEqual([{ count: 2 }]);
      // Yesterday had no views, and is rolled (its windows wait for it); today is not.
      expect(await rolled()).toEqual(["2026-11-20", "2026-11-21"]);
      expect(await views("2026-11-22")).toEqual([]);
      // Both are final now: a later maintenance rolls neither again.
      await ctx.database.rows(sql`DELETE FROM insight_daily WHERE day = '2026-11-20'`);
      await app.insight.store.maintain(new Date("2026-11-22T06:01:00Z"));
      expect(await views("2026-11-20")).toEqual([]);
    });
  });

  it("says from which day the site has counted: none before the first count, then its day, rolled up or raw", async () => {
    const period = { from: "2026-11-01", to: "2026-11-30", previous: { from: "2026-10-02", to: "2026-10-31" } };
    const countedFrom = async (scope: { kind: "site" } | { kind: "provider"; providerId: string } = { kind: "site" }) =>
      (await createInsightReports(ctx.database, "Asia/Kolkata").report(period, scope)).countedFrom;
    expect(await countedFrom()).toBe(null);
    await withCountingApp(ctx.database, { at: "2026-11-20T06:00:00Z" }, async (app) => {
      await app.viewWritten();
      // Today's count is still raw: counting began today.
      expect(await countedFrom()).toBe("2026-11-20");
      // Rolled up and its raw events gone (as after 30 days), the day is still the first counted.
      await app.insight.store.rollUp("2026-11-20", app.now());
      await ctx.database.rows(sql`DELETE FROM insight_events`);
      expect(await countedFrom()).toBe("2026-11-20");
      // A provider's report names the site's first day: its own days without a count are real zeros.
      expect(await countedFrom({ kind: "provider", providerId: "any-provider" })).toBe("2026-11-20");
    });
  });

  it("waits for the last counts a day's salt still takes before its roll-up is final", async () => {
    // 23:59:50 on the 20th in Asia/Kolkata: a view, queued.
    await withCountingApp(ctx.database, { at: "2026-11-20T18:29:50Z" }, async (app) => {
      const views = () =>
        ctx.database.rows<{ count: number }>(
          sql`SELECT count::int AS count FROM insight_daily WHERE day = '2026-11-20' AND event = 'page_view'`,
        );
      expect((await app.get("/packages")).status).toBe(200);
      // 00:01:10: the maintenance rolls the 20th up, without the view still queued.
      app.setClock("2026-11-20T18:31:10Z");
      await app.insight.store.maintain(app.now());
      expect(await views()).toEqual([]);
      // 00:01:40: the flush writes it; the 20th's salt still takes it (two minutes' grace).
      app.setClock("2026-11-20T18:31:40Z");
      await app.insight.flush();
      expect((await rawEvents(ctx.database)).map((r) => r.day)).toEqual(["2026-11-20"]);
      // 00:03:30: that first roll-up was not final; this one counts the view, and is.
      app.setClock("2026-11-20T18:33:30Z");
      await app.insight.store.maintain(app.now());
      expect(await views()).toEqual([{ count: 1 }]);
      expect(await ctx.database.rows(sql`SELECT 1 FROM insight_gaps`)).toEqual([]);
    });
  });
});

// The queue alone, without a database: run once, not on each database.
describe("the counts' queue", () => {
  it("a push never waits for a write in progress; what it queues waits for the next flush", async () => {
    const { queue, writes, release } = queueWithHangingFirstWrite(2);
    queue.push(1);
    const flushing = queue.flush();
    // The write hangs; pushes still return at once, and the third beyond capacity is dropped.
    expect([queue.push(2), queue.push(3), queue.push(4)]).toEqual([true, true, false]);
    release();
    await flushing;
    // The flush wrote what was queued when it began, not a second small batch of what came meanwhile.
    expect(writes).toEqual([[1]]);
    expect(queue.length).toBe(2);
    await queue.flush();
    expect(writes).toEqual([[1], [2, 3]]);
  });

  it("a flush asked while one is writing waits for it, then writes what came meanwhile", async () => {
    const { queue, writes, release } = queueWithHangingFirstWrite(10);
    queue.push(1);
    const first = queue.flush();
    queue.push(2);
    // The admin's report or the graceful stop: everything queued before it asked is written when it returns.
    const second = queue.flush();
    release();
    await Promise.all([first, second]);
    expect(writes).toEqual([[1], [2]]);
    expect(queue.length).toBe(0);
  });
});
