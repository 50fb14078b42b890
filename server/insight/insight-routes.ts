import type { IncomingMessage, ServerResponse } from "node:http";
import { Router, type Request, type Response } from "express";
import { EVENTS_ENDPOINT, MAX_BEACON_BYTES, parseBeacon } from "../../domain/insight";
import {
  BREAKDOWNS,
  breakdownCsv,
  dailyChartSvg,
  dailyCsv,
  parseChartWidth,
  parseInsightPeriod,
  type Breakdown,
} from "../../domain/insight-report";
import { codedErrorBody } from "../../domain/coded-message";
import { partnerOf } from "../auth/require-role";
import { todayIn } from "../../domain/dates";
import { intlLocale } from "../../domain/locale";
import { DEFAULT_LANGUAGE, isSiteLanguage, LANGUAGE_INFO } from "../../domain/site-language";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { sendCsvDownload } from "../request/csv-download";
import { failedRead } from "../request/json-api";
import type { Insight } from "./insight-service";
import { createInsightReports, type InsightScope } from "./insight-reports";

/** Today is rolled up again before a report when its last roll-up is older than this. */
const FRESH_MS = 5_000;

/** Reads a body of at most `limit` bytes as text; null when it is longer (the rest is not read). */
function readSmallBody(req: Request, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * POST /api/v1/events: the browser's beacons (navigator.sendBeacon, text/plain JSON of at most
 * 1 KB). 204 when taken (and when not counted: a bot or DNT is not told apart), 400 with one
 * line and nothing stored on bad input, 429 beyond a visitor's minute.
 *
 * A plain handler mounted near the front of the app (server/http/create-app.ts), and cheapest
 * first, so a flood costs pages little: beyond the process's beacons per second the answer is
 * 204 before anything is read; a body declared over 1 KB is refused unread; the visitor's minute
 * is taken before the body is read or parsed. A router of this one route, so the request metrics
 * name it by its route (a request without one is matched against the page routes, at a cost).
 */
export function insightBeacons({ insight }: { insight: Insight }) {
  const router = Router();
  router.post(EVENTS_ENDPOINT, async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!insight.beaconAdmitted(req)) {
      // Node discards the unread body and keeps the connection.
      res.status(204).end();
      return;
    }
    // The answers below carry JSON; mounted before the security headers, they say so themselves.
    res.set("X-Content-Type-Options", "nosniff");
    const declared = Number(req.get("content-length") ?? "0");
    if (declared > MAX_BEACON_BYTES) {
      res.status(400).json({ error: `The body is over ${MAX_BEACON_BYTES} bytes.` });
      return;
    }
    const visitor = insight.beaconVisitor(req);
    if (visitor.limited) {
      res.status(429).set("Retry-After", "60").json({ error: "Too many events from this visitor; try again in a minute." });
      return;
    }
    const body = await readSmallBody(req, MAX_BEACON_BYTES);
    if (body === null) {
      res.status(400).json({ error: `The body is over ${MAX_BEACON_BYTES} bytes.` });
      return;
    }
    const parsed = parseBeacon(body);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.error });
      return;
    }
    insight.countBeacon(req, parsed.beacon, visitor.visitorKey);
    res.status(204).end();
  });
  return router;
}

/**
 * The HTTP server's handler: a beacon beyond the process's beacons per second is answered 204
 * here, before Express (no request id, metrics or middleware: a flood's beacons cost least);
 * every other request, and the beacons admitted, go on to `app` (ADR 116).
 */
export function beaconsFirst(insight: Insight, app: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "POST" && req.url === EVENTS_ENDPOINT && !insight.beaconAdmitted(req)) {
      res.writeHead(204, { "Cache-Control": "no-store" }).end();
      return;
    }
    app(req, res);
  };
}

interface ReportDeps {
  insight: Insight;
  database: Database;
  logger: Logger;
  config: Pick<Config, "timeZone">;
}

/** The report routes under `base`, for a scope taken from the session (never from the request). */
function reportRoutes({ insight, database, logger, config }: ReportDeps, base: string, scopeOf: (res: Response) => InsightScope) {
  const router = Router();
  const reports = createInsightReports(database, config.timeZone);
  const unavailable = failedRead(logger, "insight report failed");

  /**
   * Writes what this process has queued, and rolls today up again when this process wrote since
   * the last roll-up or it is older than FRESH_MS (other processes' writes), so the screen shows
   * what just happened.
   */
  async function freshToday() {
    const day = todayIn(config.timeZone);
    await insight.flush();
    const rolled = await insight.store.rolledAt(day);
    if (!rolled || insight.store.lastWriteAt() >= rolled.getTime() || Date.now() - rolled.getTime() > FRESH_MS) {
      await insight.store.rollUp(day);
    }
  }

  function periodOf(req: Request, res: Response) {
    const at = req.originalUrl.indexOf("?");
    const parsed = parseInsightPeriod(new URLSearchParams(at < 0 ? "" : req.originalUrl.slice(at + 1)), todayIn(config.timeZone));
    if (!parsed.ok) res.status(400).json(codedErrorBody(parsed.refusal));
    return parsed.ok ? parsed.period : null;
  }

  router.get(base, async (req, res) => {
    const period = periodOf(req, res);
    if (!period) return;
    try {
      await freshToday();
      res.json(await reports.report(period, scopeOf(res)));
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  // The daily chart as an SVG image; its texts come from the screen, in the screen's language,
  // and its `width` is one of CHART_WIDTHS (the narrow one for a phone), any other refused.
  router.get(`${base}/chart.svg`, async (req, res) => {
    const period = periodOf(req, res);
    if (!period) return;
    const width = parseChartWidth(req.query.width);
    if (!width.ok) {
      res.status(400).json({ error: width.error });
      return;
    }
    const text = (name: string, fallback: string) =>
      typeof req.query[name] === "string" ? String(req.query[name]).slice(0, 80) : fallback;
    // The screen's language gives the chart its direction and the days' and counts' forms.
    const language = isSiteLanguage(req.query.lang) ? req.query.lang : DEFAULT_LANGUAGE;
    try {
      await freshToday();
      const days = await reports.daily(period, scopeOf(res));
      const svg = dailyChartSvg(
        days,
        {
          title: text("title", "Visitors and WhatsApp hand-offs per day"),
          visitors: text("visitors", "Visitors"),
          handoffs: text("handoffs", "WhatsApp hand-offs"),
          rtl: LANGUAGE_INFO[language].dir === "rtl",
          locale: intlLocale(language),
        },
        width.width,
      );
      res.type("image/svg+xml").set("Content-Security-Policy", "default-src 'none'").send(svg);
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  router.get(`${base}/:table.csv`, async (req, res) => {
    const table = String(req.params.table);
    if (table !== "daily" && !(BREAKDOWNS as readonly string[]).includes(table)) {
      res.status(404).json({ error: `No such table: ${table}. Tables: daily, ${BREAKDOWNS.join(", ")}.` });
      return;
    }
    const scope = scopeOf(res);
    if (table === "providers" && scope.kind === "provider") {
      res.status(404).json({ error: "No such table: providers." });
      return;
    }
    const period = periodOf(req, res);
    if (!period) return;
    try {
      await freshToday();
      const csv =
        table === "daily"
          ? dailyCsv(...(await Promise.all([reports.daily(period, scope), reports.firstCountedDay()])))
          : breakdownCsv(await reports.breakdown(table as Breakdown, period, scope));
      sendCsvDownload(res, `insight-${table}-${period.from}-${period.to}.csv`, csv);
    } catch (err) {
      unavailable(req, res, err);
    }
  });
  return router;
}

/** /api/admin/insight: the whole site's counts (behind the admin API's door). */
export function insightAdminRoutes(deps: ReportDeps) {
  return reportRoutes(deps, "/api/admin/insight", () => ({ kind: "site" }));
}

/** /api/partner/insight: the counts of the signed-in partner's provider only. */
export function insightPartnerRoutes(deps: ReportDeps) {
  return reportRoutes(deps, "/api/partner/insight", (res) => ({ kind: "provider", providerId: partnerOf(res).providerId }));
}
