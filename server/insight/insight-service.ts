import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { defaultCurrency, DISPLAY_CURRENCIES } from "../../domain/currency";
import {
  campaignOf,
  deviceClass,
  insightDay,
  isSamePageAgain,
  notCountedReason,
  pageOfPath,
  parseReferrer,
  referrerDomain,
  type Beacon,
} from "../../domain/insight";
import { remembered } from "../../domain/remembered";
import { parseCookies, type RequestCookies } from "../../domain/request-cookies";
import { CURRENCY_COOKIE } from "../../domain/site-language";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { InsightQueue } from "./insight-queue";
import { createInsightStore, type InsightStore, type QueuedEvent } from "./insight-store";

/** How often the queue is written (a kill -9 loses at most this much of counts). */
export const FLUSH_INTERVAL_MS = 2_000;
/** How often ended days are rolled up and retention runs. */
export const MAINTAIN_INTERVAL_MS = 60_000;
/** Counts held in memory at most; about 300 bytes each. */
export const QUEUE_CAPACITY = 20_000;
/** Beacons a visitor may send per minute; more are refused (429) and not counted. */
export const BEACONS_PER_MINUTE = 60;
/**
 * Beacons this process looks at per second. Beyond it a beacon is answered 204 unread (no body,
 * no parsing, no hashing) and counted as dropped, so a flood costs pages little and the admin
 * reads "counts incomplete" for that time. 100 a second is 8.6 million a day per process, far
 * above what people's actions send; only a flood reaches it.
 */
export const BEACONS_PER_SECOND = 100;

/** Unsalted visitor keys remembered at most (the memory is emptied at each flush, and when full). */
const VISITOR_KEYS_REMEMBERED = 5_000;

export interface InsightDeps {
  database: Database;
  logger: Logger;
  config: Pick<Config, "timeZone" | "adminPath" | "previewMode" | "publicBaseUrl" | "insightCounting">;
}

export interface InsightOptions {
  capacity?: number;
  /** BEACONS_PER_SECOND by default. */
  beaconsPerSecond?: number;
  now?: () => Date;
}

/** A Sec-Purpose or Purpose header that says the request is a prefetch, not a view. */
function isPrefetch(purpose: string | undefined): boolean {
  return purpose !== undefined && /prefetch/i.test(purpose);
}

/** Session cookies of the admin and partners, with and without the `__Host-` prefix (server/auth/sessions.ts). */
const SESSION_COOKIES = ["kt_admin", "kt_partner", "__Host-kt_admin", "__Host-kt_partner"];

/** What the counting's pieces share: its settings, its clock, its queue and the unsalted visitor keys. */
interface Counting {
  config: InsightDeps["config"];
  now: () => Date;
  queue: InsightQueue<QueuedEvent>;
  visitorKeys: Remembered;
}

/** The bounded queue between the counts and the store, which logs each gap and failed write. */
function countingQueue(store: InsightStore, logger: Logger, now: () => Date, capacity: number) {
  return new InsightQueue<QueuedEvent>({
    capacity,
    now,
    write: (batch) => store.write(batch, now()),
    recordGap: (gap) => store.recordGap(gap.from, gap.to, gap.dropped),
    onGap: (gap) =>
      logger.warn(
        { from: gap.from.toISOString(), to: gap.to.toISOString(), dropped: gap.dropped },
        "insight: counts incomplete (the queue was full, beacons came faster than the per-second cap, or the database did not answer)",
      ),
    onWriteError: (err, lost) => logger.warn({ reason: String((err as Error)?.message), lost }, "insight: could not write counts"),
  });
}

/** Why this request is not counted, or null. */
function refusal(config: Counting["config"], req: Request, cookies: RequestCookies, userAgent: string | undefined) {
  if (!config.insightCounting) return "switched-off";
  return notCountedReason({
    path: req.path,
    userAgent,
    doNotTrack: req.get("dnt"),
    globalPrivacyControl: req.get("sec-gpc"),
    signedIn: SESSION_COOKIES.some((name) => cookies[name] !== undefined),
    adminPath: config.adminPath,
    previewMode: config.previewMode,
  });
}

/**
 * The unsalted keys made since the last flush, by what they hash: the same person's next page or
 * beacon is not hashed again. Emptied at each flush (every FLUSH_INTERVAL_MS), so a key and what
 * it was made of stay in memory no longer than the counts that carry it.
 */
function visitorKeyMemory() {
  return remembered((hashed) => crypto.createHash("sha256").update(hashed).digest("base64url"), VISITOR_KEYS_REMEMBERED);
}
type Remembered = ReturnType<typeof visitorKeyMemory>;

/** The request's visitor before salting: a hash of the site, address and user agent, never stored. */
function visitorKeyOf({ config, visitorKeys }: Counting, req: Request, userAgent: string | undefined): string {
  const site = config.publicBaseUrl ?? req.get("host") ?? "";
  return visitorKeys(`${site}\n${req.ip ?? ""}\n${userAgent ?? ""}`);
}

/**
 * Counts the public pages this server answers, documents and the `.data` of client
 * navigations, from the response cache or rendered (mounted before the cache). The count is
 * taken when the answer has been sent; a prefetch is not a view.
 */
function pageViewCounter(counting: Counting): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" && counting.config.insightCounting) res.once("finish", () => countPageView(counting, req, res));
    next();
  };
}

function countPageView(counting: Counting, req: Request, res: Response) {
  const { config, now, queue } = counting;
  if (res.statusCode !== 200 && res.statusCode !== 304) return;
  if (isPrefetch(req.get("sec-purpose")) || isPrefetch(req.get("purpose"))) return;
  const path = req.path;
  const page = pageOfPath(path);
  if (!page) return;
  const referrer = parseReferrer(req.get("referer"));
  const queryAt = req.originalUrl.indexOf("?");
  const search = queryAt === -1 ? "" : req.originalUrl.slice(queryAt);
  if (isSamePageAgain(path, referrer, req.get("host"), search)) return;
  const cookies = parseCookies(req.headers.cookie);
  const userAgent = req.get("user-agent");
  if (refusal(config, req, cookies, userAgent) !== null) return;
  const at = now();
  const campaign = campaignOf(req.originalUrl);
  // Built as one literal, in the same shape as a beacon's: it stays queued until the next write.
  queue.push({
    day: insightDay(at, config.timeZone),
    at: at.getTime(),
    event: "page_view",
    page: page.kind,
    package_id: page.packageId ?? null,
    provider_slug: page.providerSlug ?? null,
    language: page.language,
    currency: defaultCurrency({
      remembered: cookies[CURRENCY_COOKIE],
      language: page.language,
      acceptLanguage: req.get("accept-language"),
      available: DISPLAY_CURRENCIES,
    }),
    device: deviceClass(userAgent),
    // A client navigation's Referer is our own page; only a document's can name another site.
    referrer: path.endsWith(".data") ? null : referrerDomain(referrer, req.get("host")),
    utm_source: campaign.source,
    utm_medium: campaign.medium,
    utm_campaign: campaign.campaign,
    visitorKey: visitorKeyOf(counting, req, userAgent),
  });
}

/** The beacons' door: the process's beacons per second, each visitor's minute, and the count. */
function beaconCounter(counting: Counting, beaconsPerSecond: number) {
  const { config, now, queue } = counting;
  // Beacons looked at in the current second (the flood cap), and the requests admitted: asked
  // twice (before Express, then by the route), a request is counted once.
  let beaconSecond = 0;
  let beaconsThisSecond = 0;
  const admitted = new WeakSet<object>();

  /**
   * The first thing a beacon meets (before Express in production, beaconsFirst), before its body is read: false when this second's
   * BEACONS_PER_SECOND are spent. Such a beacon is answered 204 and counted as dropped (the
   * gap the admin reads); with counting switched off nothing is dropped, as nothing is counted.
   */
  function beaconAdmitted(req: object): boolean {
    if (admitted.has(req)) return true;
    const second = Math.floor(now().getTime() / 1000);
    if (second !== beaconSecond) {
      beaconSecond = second;
      beaconsThisSecond = 0;
    }
    if (++beaconsThisSecond <= beaconsPerSecond) {
      admitted.add(req);
      return true;
    }
    if (config.insightCounting) queue.drop(1);
    return false;
  }

  // Beacons per unsalted visitor key in the current minute; the map is emptied each minute.
  let beaconMinute = 0;
  const beaconCounts = new Map<string, number>();

  /**
   * The visitor's minute, taken before the body is read or parsed: "limited" beyond
   * BEACONS_PER_MINUTE (bad bodies count too), else the visitor key the count will carry.
   */
  function beaconVisitor(req: Request): { limited: true } | { limited: false; visitorKey: string } {
    const visitorKey = visitorKeyOf(counting, req, req.get("user-agent"));
    const minute = Math.floor(now().getTime() / 60_000);
    if (minute !== beaconMinute) {
      beaconMinute = minute;
      beaconCounts.clear();
    }
    const sent = (beaconCounts.get(visitorKey) ?? 0) + 1;
    beaconCounts.set(visitorKey, sent);
    return sent > BEACONS_PER_MINUTE ? { limited: true } : { limited: false, visitorKey };
  }

  /** Counts a beacon admitted, within its visitor's minute and parsed: "counted" or "not-counted" (bots, DNT…: answered the same). */
  function countBeacon(req: Request, beacon: Beacon, visitorKey: string): "counted" | "not-counted" {
    const userAgent = req.get("user-agent");
    if (refusal(config, req, parseCookies(req.headers.cookie), userAgent) !== null) return "not-counted";
    const at = now();
    queue.push({
      day: insightDay(at, config.timeZone),
      at: at.getTime(),
      event: beacon.event,
      page: null,
      package_id: beacon.package ?? null,
      provider_slug: null,
      language: beacon.language,
      currency: beacon.currency ?? null,
      device: deviceClass(userAgent),
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      visitorKey,
    });
    return "counted";
  }

  return { beaconAdmitted, beaconVisitor, countBeacon };
}

/** The writes and upkeep over time: flushing the queue, maintaining the store, their timers and the graceful stop. */
function countingUpkeep({ now, queue, visitorKeys }: Counting, store: InsightStore, logger: Logger) {
  /** Writes what is queued, and forgets the unsalted keys made so far. */
  function flush(): Promise<void> {
    visitorKeys.forget();
    return queue.flush();
  }

  const timers: NodeJS.Timeout[] = [];
  let maintaining: Promise<void> | null = null;
  async function maintain() {
    if (maintaining) return maintaining;
    maintaining = store
      .maintain(now())
      .catch((err: unknown) => logger.warn({ reason: String((err as Error)?.message) }, "insight: maintenance failed; will retry"))
      .finally(() => {
        maintaining = null;
      });
    return maintaining;
  }

  return {
    flush,
    maintain,
    /** Flushes every FLUSH_INTERVAL_MS and maintains every MAINTAIN_INTERVAL_MS; the timers never keep the process alive. */
    start() {
      timers.push(setInterval(() => void flush(), FLUSH_INTERVAL_MS).unref());
      timers.push(setInterval(() => void maintain(), MAINTAIN_INTERVAL_MS).unref());
      void maintain();
    },
    /** The graceful stop: no more timers, and what is queued written. */
    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      await flush();
      await maintaining;
    },
  };
}

/**
 * Anonymous counting (ADR 106, 107): the server counts the page views it answers and takes the
 * browser's beacons for actions; both go through one bounded queue to the database. Its pieces
 * (the queue, the page views, the beacons, the upkeep) are functions of their own above.
 */
export function createInsight({ database, logger, config }: InsightDeps, options: InsightOptions = {}) {
  const now = options.now ?? (() => new Date());
  const store = createInsightStore({ database, logger, timeZone: config.timeZone });
  const queue = countingQueue(store, logger, now, options.capacity ?? QUEUE_CAPACITY);
  const counting: Counting = { config, now, queue, visitorKeys: visitorKeyMemory() };
  return {
    pageViews: pageViewCounter(counting),
    ...beaconCounter(counting, options.beaconsPerSecond ?? BEACONS_PER_SECOND),
    queue,
    store,
    ...countingUpkeep(counting, store, logger),
  };
}

export type Insight = ReturnType<typeof createInsight>;
