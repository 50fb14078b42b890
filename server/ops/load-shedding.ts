import type { Request, RequestHandler } from "express";
import { OCTO_PATH_PREFIX, octoErrorBody } from "../../domain/open-feeds";
import { PARTNER_PATH } from "../../domain/partner-path";
import { routedPaths } from "../cache/response-cache";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { countShed, watchInFlight } from "../metrics/metrics";

/**
 * The wait a request may be asked to accept (ADR 097): when the requests in flight are more than
 * this process answers in this time, a new one is refused at once instead of queued.
 */
export const MAX_WAIT_MS = 500;
/**
 * Never shed below this many in flight: after an idle spell there is no rate to go by. Small, so
 * that it does not overrule MAX_WAIT_MS (ADR 130): a cluster worker answers uncached pages at
 * 30-60 a second, for which 32 in flight would be waits of 0.5-1 s; the measured rate raises the
 * limit past the floor within the first answers.
 */
export const MIN_IN_FLIGHT = 8;
export const SHED_RETRY_AFTER_SECONDS = 2;
export const SHED_MESSAGE = "The site is busy. Please try again in a moment.";
/** The loop's heartbeat: a timer this often says the event loop is turning. */
const BEAT_MS = 50;
/**
 * Answers counted over the last WINDOW_MS, in BUCKETS slices, divided by the time in that window
 * when at least one request was in flight, give the rate this process answers at.
 */
const WINDOW_MS = 2_000;
const BUCKETS = 8;
const SLICE_MS = WINDOW_MS / BUCKETS;
/** The partner portal's pages, in every language. */
const PARTNER_PAGES = new RegExp(`^(?:/[a-z]{2})?${PARTNER_PATH}(?:/|$)`);
const SIGNED_IN_APIS = /^\/api\/(?:admin|partner)(?:\/|$)/;

export interface LoadShedding {
  /** Mounted after the response cache: what the cache answers costs little and is never counted. */
  middleware: RequestHandler;
  /** Requests counted and not yet answered, and how many this process would take now. */
  state(): { inFlight: number; limit: number; stalledMs: number };
}

/**
 * Load shedding (ADR 097, 130). Counts the requests that reach the routers and the page handler
 * (cache misses, API reads, public writes) and the answers per second of the time in the last two
 * seconds when any was in flight; by Little's law, in flight ÷ answered per second is how long a
 * new request would wait. When that would pass MAX_WAIT_MS, the request is answered 503 with
 * Retry-After at once. So is a request read while the event loop has not come round to its timers
 * for MAX_WAIT_MS and has let MIN_IN_FLIGHT requests in meanwhile (ADR 132): work that runs
 * without yielding (renders, PGlite's queries, which run inside the loop) keeps requests waiting
 * in socket buffers, where no count sees them. The admin, its API, the partner portal and its API
 * are neither counted nor shed; health checks, static files and cache hits are answered before
 * this runs.
 */
export function createLoadShedding(options: { config: Pick<Config, "adminPath">; logger: Logger; now?: () => number }): LoadShedding {
  const now = options.now ?? (() => performance.now());
  const adminPrefix = options.config.adminPath.replace(/\/+$/, "").toLowerCase();
  const neverShed = (req: Request) =>
    routedPaths(req.path).some(
      (p) => p === adminPrefix || p.startsWith(`${adminPrefix}/`) || SIGNED_IN_APIS.test(p) || PARTNER_PAGES.test(p),
    );

  const isOcto = (req: Request) => routedPaths(req.path).some((p) => p.startsWith(OCTO_PATH_PREFIX));

  let inFlight = 0;
  const answered = new Array<number>(BUCKETS).fill(0);
  /** Per slice, the milliseconds with at least one request in flight. */
  const busyMs = new Array<number>(BUCKETS).fill(0);
  let bucketAt = Math.floor(now() / SLICE_MS);
  let accruedAt = now();
  /**
   * Moves the window to now: slices that ended are emptied, and the time since the last call is
   * counted busy, slice by slice, when requests were in flight (the count changes only here).
   */
  const advance = () => {
    const at = now();
    const current = Math.floor(at / SLICE_MS);
    for (let i = 0; i < Math.min(BUCKETS, current - bucketAt); i++) {
      answered[(bucketAt + 1 + i) % BUCKETS] = 0;
      busyMs[(bucketAt + 1 + i) % BUCKETS] = 0;
    }
    bucketAt = Math.max(bucketAt, current);
    if (inFlight > 0)
      for (let t = Math.max(accruedAt, (current - BUCKETS + 1) * SLICE_MS); t < at;) {
        const slice = Math.floor(t / SLICE_MS);
        const end = Math.min(at, (slice + 1) * SLICE_MS);
        busyMs[slice % BUCKETS]! += end - t;
        t = end;
      }
    accruedAt = at;
  };
  /**
   * The answers per second while busy, not per second of the window: traffic that comes in bursts
   * leaves the process idle between them, and a rate counted over the idle time too would lower
   * the limit, admit fewer, answer fewer, and lower it again, down to the floor.
   */
  const limit = () => {
    advance();
    const count = answered.reduce((sum, n) => sum + n, 0);
    const busy = busyMs.reduce((sum, ms) => sum + ms, 0);
    const perSecond = count === 0 ? 0 : (count * 1000) / Math.max(busy, SLICE_MS);
    return Math.max(MIN_IN_FLIGHT, Math.floor((perSecond * MAX_WAIT_MS) / 1000));
  };
  let lastBeat = now();
  let cpuAtBeat = process.cpuUsage();
  let admittedSinceBeat = 0;
  setInterval(() => {
    lastBeat = now();
    cpuAtBeat = process.cpuUsage();
    admittedSinceBeat = 0;
  }, BEAT_MS).unref();
  /**
   * How long the loop has been busy with this process's own work without reaching its timers: 0
   * while it turns freely, and 0 while the process merely waited for a core (the machine busy
   * with others, whose requests then wait as much wherever they are read). A stall counts only
   * once it has admitted MIN_IN_FLIGHT requests: a backlog read one request after another, not one
   * long task (a cold start's first render), after which the few requests that came meanwhile are
   * answered, not sent away from a process that is not overrun.
   */
  const stalledMs = () => {
    const wall = now() - lastBeat - BEAT_MS;
    if (wall <= MAX_WAIT_MS || admittedSinceBeat < MIN_IN_FLIGHT) return 0;
    const cpu = process.cpuUsage(cpuAtBeat);
    return (cpu.user + cpu.system) / 1000 > wall / 2 ? wall : 0;
  };
  let lastLogged = 0;
  watchInFlight(() => inFlight);

  const middleware: RequestHandler = (req, res, next) => {
    if (neverShed(req)) return next();
    if (inFlight >= limit() || stalledMs() > MAX_WAIT_MS) {
      countShed();
      if (now() - lastLogged > 10_000) {
        lastLogged = now();
        options.logger.warn({ inFlight, stalledMs: Math.round(stalledMs()) }, "busy: shedding requests with 503 and Retry-After");
      }
      // Not the response cache's miss: nothing was rendered.
      res.removeHeader("X-Cache");
      res.status(503).set({ "Retry-After": String(SHED_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
      // A reseller's OCTO client reads OCTO's error shape, as in the outage answer (server/feeds).
      if (isOcto(req)) res.json(octoErrorBody("INTERNAL_SERVER_ERROR", SHED_MESSAGE));
      else if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") res.json({ error: SHED_MESSAGE });
      else res.type("text/plain").send(SHED_MESSAGE);
      return;
    }
    advance();
    inFlight++;
    admittedSinceBeat++;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      advance();
      inFlight--;
      answered[bucketAt % BUCKETS]!++;
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
  return { middleware, state: () => ({ inFlight, limit: limit(), stalledMs: stalledMs() }) };
}
