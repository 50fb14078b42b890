import http from "node:http";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { bootOrExit } from "../boot";
import { ConfigError, parseConfig, type Config } from "../config";
import { createLogger } from "../logger";
import { processRole, runPrimary, servingProcesses } from "../ops/cluster";
import { startResponseCache } from "../cache/start-response-cache";
import { startPeriodicSweep } from "../storage/sweep";
import { startAddressSweep } from "../ops/address-sweep";
import { createApp } from "./create-app";
import { loadContextFor } from "./load-context";
import { pageRoutePatterns } from "../metrics/page-route-pattern";
import { startOperations } from "../ops/operations";
import { listenersFreeOrExit, listenOrExit } from "../ops/start-failure";
import { beaconsFirst } from "../insight/insight-routes";
import { dropOutputToBrokenPipes } from "../ops/broken-pipe";

/**
 * Production entry (bundled by `react-router build` into build/server/index.js).
 * server.js passes the client directory of the same build. With PostgreSQL this process is a
 * cluster primary that forks one worker per core, each running this function too (ADR 096).
 */
export async function start({ clientDir }: { clientDir: string }) {
  dropOutputToBrokenPipes();
  let config: Config;
  try {
    config = parseConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const role = processRole(config);
  if (role !== "worker") await listenersFreeOrExit(config, config.host);
  if (role === "primary") {
    const logger = createLogger(config.logLevel);
    await runPrimary({
      config,
      logger,
      workers: servingProcesses(config),
      // Migrations and the first start (demo catalogue, the admin password printed) run once, here.
      prepare: async () => {
        const services = await bootOrExit({ config, firstStart: true });
        await services.database.close();
      },
      onListening: (port) => console.log(runningLine(port, `postgres, ${servingProcesses(config)} workers`)),
    });
    return undefined;
  }
  if (role === "single" && config.webConcurrency && config.webConcurrency > 1 && !config.databaseUrl) {
    console.warn("WEB_CONCURRENCY is ignored on PGlite: its database lives inside the one serving process.");
  }
  const services = await bootOrExit({ config, firstStart: role === "single", migrate: role === "single" });
  const { logger, database } = services;
  // The build itself, not a function returning it: given a function, React Router derives its
  // routes, route ranking and static handler again on every request (meant for a dev server
  // swapping builds), about a fifth of a cold page's CPU and allocation.
  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const pageHandler = createRequestHandler({
    build,
    getLoadContext: (req, res) => loadContextFor(services, req, res),
  });
  const responseCache = await startResponseCache(services);
  const operations = await startOperations(services, {
    patternOf: pageRoutePatterns(build),
    catalogueVersion: responseCache.version.current,
    role,
  });
  const app = createApp({
    services,
    clientDir,
    pageHandler,
    responseCache: responseCache.middleware,
    operations: operations.middleware,
    shedding: operations.shedding,
  });
  startPeriodicSweep(services);
  startAddressSweep(services);
  services.insight.start();
  // Beacons beyond the per-second cap are answered before Express (ADR 116).
  const server = http.createServer(beaconsFirst(services.insight, app));
  listenOrExit(server, config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info({ port, database: database.kind }, "listening");
    // A cluster's primary says it once for all its workers.
    if (role === "single") console.log(runningLine(port, database.kind));
  });
  operations.stopOnSignals(server, async () => {
    // The counts still queued are written before the database closes.
    await services.insight.stop();
    await responseCache.stop();
    await database.close();
  });
  return server;
}

function runningLine(port: number, what: string): string {
  return `Kerala Trips is running at http://localhost:${port} (database: ${what})`;
}
