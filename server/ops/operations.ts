import type { Server } from "node:http";
import type { RequestHandler } from "express";
import { collectProcessMetrics, observeRequests, watchCatalogueVersion, type RoutePatternOf } from "../metrics/metrics";
import { publicMetricsRoute } from "../metrics/metrics-routes";
import type { Services } from "../services";
import { createDrain, DRAIN_NOTICE_MS, DRAIN_TIMEOUT_MS } from "./graceful-stop";
import { workerMetrics, type ProcessRole } from "./cluster";
import { createLoadShedding } from "./load-shedding";
import { listenForMetrics } from "./metrics-listener";

/**
 * What a serving process adds for its operators: request metrics and the metrics listener
 * (ADR 092), the graceful stop on SIGTERM/SIGINT (ADR 093) and the load shedding (ADR 097). The
 * HTTP shell mounts `middleware` first and `shedding` after the response cache, and hands its
 * server to `stopOnSignals`.
 */
export async function startOperations(
  services: Services,
  options: { patternOf?: RoutePatternOf; catalogueVersion?: () => string | undefined; role?: ProcessRole },
) {
  const { config, logger } = services;
  const worker = options.role === "worker";
  collectProcessMetrics();
  if (options.catalogueVersion) watchCatalogueVersion(options.catalogueVersion);
  const drain = createDrain(logger);
  // A cluster worker's figures are summed by the primary, which holds METRICS_PORT (ADR 096).
  const metrics = worker ? workerMetrics() : undefined;
  const metricsServer = worker ? undefined : await listenForMetrics(services, undefined, { message: "metrics listening" });
  const middleware: RequestHandler[] = [drain.gate, observeRequests(options.patternOf)];
  if (config.metrics.token) middleware.push(publicMetricsRoute(config.metrics.token, metrics));
  const loadShedding = createLoadShedding({ config, logger });
  return {
    middleware,
    /** The load shedding (ADR 097): the shell mounts it after the response cache. */
    shedding: loadShedding.middleware,
    loadShedding,
    drain,
    /** The metrics listener, when METRICS_PORT is set. */
    metricsServer,
    /**
     * On SIGTERM or SIGINT (in a cluster worker also when the primary is gone): drain, run `close`
     * (cache watcher, database), exit 0 (1 when closing failed).
     */
    stopOnSignals(server: Server, close: () => Promise<void>) {
      drain.watch(server);
      const stop = (signal: string) => {
        // Whatever the drain waits for, the process ends: a cluster worker whose primary is gone
        // never hears its listener close (the primary held it).
        setTimeout(() => process.exit(1), DRAIN_NOTICE_MS + DRAIN_TIMEOUT_MS + 2_000);
        drain
          .stop(
            server,
            async () => {
              metricsServer?.close();
              await close();
            },
            signal,
          )
          .then(
            () => process.exit(0),
            (err: unknown) => {
              logger.error({ err }, "stopping failed");
              process.exit(1);
            },
          );
      };
      process.on("SIGINT", () => stop("SIGINT"));
      process.on("SIGTERM", () => stop("SIGTERM"));
      if (worker) process.on("disconnect", () => stop("primary gone"));
    },
  };
}
