import type { RequestHandler } from "express";
import client from "prom-client";
import { OCTO_PATH_PREFIX } from "../../domain/open-feeds";

/**
 * The process's Prometheus metrics (ADR 092), in prom-client's global registry: one set per
 * process, whatever number of apps a test builds in it. In a cluster each worker keeps its own and
 * the primary serves the sum of those that answer (server/ops/cluster.ts, ADR 146) with
 * prom-client's AggregatorRegistry.aggregate (counters and histograms add up; the gauges below
 * say how they aggregate).
 */
export const registry = client.register;

const PREFIX = "kt_";
let defaultsCollected = false;

function metric<T>(name: string, make: () => T): T {
  return (registry.getSingleMetric(PREFIX + name) as T | undefined) ?? make();
}

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  metric(name, () => new client.Counter<L>({ name: PREFIX + name, help, labelNames }));
const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
  metric(name, () => new client.Histogram<L>({ name: PREFIX + name, help, labelNames, buckets }));

const requests = counter("http_requests_total", "HTTP requests answered, by method, route pattern and status", [
  "method",
  "route",
  "status",
]);
const requestSeconds = histogram(
  "http_request_duration_seconds",
  "Time from a request's arrival to the end of its response, by method and route pattern",
  ["method", "route"],
  [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
const cacheOutcomes = counter(
  "response_cache_total",
  "Responses of the shared response cache by outcome: its X-Cache header, lowercased (hit, miss or bypass)",
  ["outcome"],
);
const querySeconds = histogram(
  "db_query_duration_seconds",
  "Database statements outside transactions, from sending to the last row",
  ["driver"],
  [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
);

const shed = counter("http_shed_total", "Requests refused with 503 and Retry-After because this process was busy (ADR 097)", []);
/** A request refused by the load shedding. */
export function countShed(): void {
  shed.inc();
}

let inFlight: (() => number) | undefined;
metric(
  "http_in_flight_requests",
  () =>
    new client.Gauge({
      name: `${PREFIX}http_in_flight_requests`,
      help: "Requests past the response cache not yet answered, the load shedding's count (summed over processes)",
      aggregator: "sum",
      collect() {
        this.set(inFlight?.() ?? 0);
      },
    }),
);
/** The load shedding's count of requests in flight, read at each scrape. */
export function watchInFlight(count: () => number): void {
  inFlight = count;
}

interface PoolCounts {
  waitingCount: number;
  totalCount: number;
  idleCount: number;
}
const pools = new Set<PoolCounts>();

metric(
  "db_pool_waiting_requests",
  () =>
    new client.Gauge({
      name: `${PREFIX}db_pool_waiting_requests`,
      help: "Queries waiting for a free PostgreSQL connection now (summed over processes)",
      aggregator: "sum",
      collect() {
        this.set([...pools].reduce((sum, pool) => sum + pool.waitingCount, 0));
      },
    }),
);

metric(
  "db_pool_connections",
  () =>
    new client.Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "Open PostgreSQL connections of the pool, by state (summed over processes)",
      labelNames: ["state"] as const,
      aggregator: "sum",
      collect() {
        const total = [...pools].reduce((sum, pool) => sum + pool.totalCount, 0);
        const idle = [...pools].reduce((sum, pool) => sum + pool.idleCount, 0);
        this.set({ state: "idle" }, idle);
        this.set({ state: "busy" }, total - idle);
      },
    }),
);

let catalogueVersion: (() => string | undefined) | undefined;
metric(
  "catalogue_version",
  () =>
    new client.Gauge({
      name: `${PREFIX}catalogue_version`,
      help: "The catalogue version this process serves (it rises with every catalogue write; the highest over processes)",
      aggregator: "max",
      collect() {
        const version = Number(catalogueVersion?.());
        if (Number.isFinite(version)) this.set(version);
      },
    }),
);

/** Node's own metrics (event-loop lag, heap, RSS, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  // Each process's limit of open files: a cluster's scrape shows the limit, not its sum over the
  // workers (prom-client sums a gauge unless told otherwise), so open / max stays a fraction of it.
  const maxFds = registry.getSingleMetric("process_max_fds") as { aggregator?: client.Aggregator } | undefined;
  if (maxFds) maxFds.aggregator = "max";
}

/** What the gauges read when scraped: the running server's pool and catalogue version. */
export function watchPool(pool: PoolCounts): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}
export function watchCatalogueVersion(current: () => string | undefined): void {
  catalogueVersion = current;
}

/**
 * Times every promise-returning `query` of a database client (node-postgres's pool, PGlite),
 * in place. Statements inside a transaction run on another object and are not counted.
 */
export function timeQueries<T extends { query: (...args: never[]) => unknown }>(target: T, driver: "postgres" | "pglite"): T {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  const histogram = querySeconds.labels(driver);
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      const end = histogram.startTimer();
      result.then(
        () => end(),
        () => end(),
      );
    }
    return result;
  };
  return target;
}

/** The route pattern of a request Express did not match to a route: a page's, or a file's. */
export type RoutePatternOf = (path: string) => string | undefined;

const FILE_PATH = /\.[^/]+$/;

/**
 * The APIs' areas: a request there that no route answered (a guard's 401 before the route, the
 * API's 404) is counted under its area, never under a page's pattern nor by a value of its path.
 */
function apiArea(path: string): string | undefined {
  const area = /^\/api\/(admin|partner|v1)(\/|$)/.exec(path);
  if (area) return `/api/${area[1]}/*`;
  if (path === "/api" || path.startsWith("/api/")) return "/api/*";
  if (`${path}/` === OCTO_PATH_PREFIX || path.startsWith(OCTO_PATH_PREFIX)) return `${OCTO_PATH_PREFIX}*`;
  return undefined;
}

/**
 * The status label of a request whose client closed the connection before the answer was sent
 * whole (nginx's 499, "client closed request"): counted and timed until then, never dropped.
 */
export const CLIENT_LEFT = "499";

const segments = (path: string) => path.split("/").filter(Boolean).length;

/**
 * The route pattern of the Express route that answered `req` (`/api/v1/packages/:id`), when one
 * with a string pattern did; else undefined.
 */
export function matchedRoutePattern(req: Parameters<RequestHandler>[0]): string | undefined {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern !== "string") return undefined;
  const path = req.originalUrl.replace(/[?#].*$/s, "");
  return segments(pattern) >= segments(path) ? pattern : `${req.baseUrl}${pattern}`;
}

/**
 * Where the response cache leaves, in `res.locals`, the route pattern of the request that made a
 * stored answer it sends again: no route runs for such a request, and an API path alone does not
 * say its pattern.
 */
export const ROUTE_OF_STORED_ANSWER = "routeOfStoredAnswer";

/**
 * Counts and times every request by its route pattern (`/package/:id`, never the id itself, so
 * the number of series stays bounded), and the response cache's outcome from its X-Cache header.
 * A request whose client left before the answer is counted too, under status 499.
 *
 * The label comes from the whole path (`req.originalUrl`): when the answer is sent from inside
 * mounted middleware, Express has cut the mount's prefix off `req.path` and may have left
 * `req.baseUrl` naming the mount, not the route's router. An Express route's own string pattern
 * is used when it spans the whole path (every router here writes full paths), joined to
 * `req.baseUrl` only when it is shorter (a router mounted under a prefix); a RegExp route and a
 * request no route answered get the page's pattern, or their API area.
 */
export function observeRequests(patternOf: RoutePatternOf = () => undefined): RequestHandler {
  const patternWithoutRoute = (path: string) => {
    const area = apiArea(path);
    if (area) return area;
    const page = patternOf(path);
    // A file the catch-all page route would also match is a file (build/client, uploads).
    if (FILE_PATH.test(path) && (page === undefined || page === "/*")) return "file";
    return page ?? "unmatched";
  };
  const routeLabel = (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => {
    // A stored answer the response cache sent in the route's stead: the route that made it.
    const stored: unknown = res.locals[ROUTE_OF_STORED_ANSWER];
    if (typeof stored === "string") return stored;
    return matchedRoutePattern(req) ?? patternWithoutRoute(req.originalUrl.replace(/[?#].*$/s, ""));
  };
  return (req, res, next) => {
    const end = process.hrtime.bigint();
    // A page's own form post is handed on as a GET (server/reviews): counted as what was sent.
    const method = req.method;
    let counted = false;
    const count = (status: string) => {
      if (counted) return;
      counted = true;
      const route = routeLabel(req, res);
      const seconds = Number(process.hrtime.bigint() - end) / 1e9;
      requests.inc({ method, route, status });
      requestSeconds.observe({ method, route }, seconds);
      const outcome = res.getHeader("X-Cache");
      if (typeof outcome === "string") cacheOutcomes.inc({ outcome: outcome.toLowerCase() });
    };
    res.once("finish", () => count(String(res.statusCode)));
    // The connection closed before the answer was sent whole: the client left (ADR 145).
    res.once("close", () => count(CLIENT_LEFT));
    next();
  };
}
