import crypto from "node:crypto";
import http from "node:http";
import type { RequestHandler } from "express";
import { registry } from "./metrics";

/** The bearer token in an Authorization header equals `token` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** What a scrape gets: this process's metrics, or a cluster primary's sum of its workers'. */
export type MetricsText = () => Promise<{ contentType: string; body: string }>;
export const processMetrics: MetricsText = async () => ({ contentType: registry.contentType, body: await registry.metrics() });

/**
 * The metrics listener (ADR 092): its own port, loopback by default, nothing but GET /metrics;
 * with a token set, a scrape without it gets 401.
 */
export function startMetricsServer(options: { port: number; host: string; token?: string; metrics?: MetricsText }): Promise<http.Server> {
  const metrics = options.metrics ?? processMetrics;
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    if (options.token && !bearerMatches(req.headers.authorization, options.token)) {
      res.writeHead(401, { "WWW-Authenticate": "Bearer" }).end();
      return;
    }
    metrics().then(
      ({ contentType, body }) => res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

/** GET /metrics on the public port, for a scraper that can only reach that one: the bearer token is required. */
export function publicMetricsRoute(token: string, metrics: MetricsText = processMetrics): RequestHandler {
  return (req, res, next) => {
    if (req.path !== "/metrics" || req.method !== "GET") return next();
    if (!bearerMatches(req.get("authorization"), token)) {
      res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "Unauthorized" });
      return;
    }
    metrics().then(({ contentType, body }) => res.set({ "Content-Type": contentType, "Cache-Control": "no-store" }).send(body), next);
  };
}
