import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { boot } from "../boot";
import { ConfigError } from "../config";
import { DataDirLockedError } from "../db/data-dir-lock";
import { startResponseCache } from "../cache/start-response-cache";
import { startPeriodicSweep } from "../storage/sweep";
import { createApp } from "./create-app";
import { loadContextFor } from "./load-context";
import { pageRoutePatterns } from "../metrics/page-route-pattern";
import { startOperations } from "../ops/operations";

/**
 * Production entry (bundled by `react-router build` into build/server/index.js).
 * server.js passes the client directory of the same build.
 */
export async function start({ clientDir }: { clientDir: string }) {
  let services;
  try {
    services = await boot({ firstStart: true });
  } catch (e) {
    if (e instanceof ConfigError || e instanceof DataDirLockedError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const { config, logger, database } = services;
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
  });
  const app = createApp({ services, clientDir, pageHandler, responseCache: responseCache.middleware, operations: operations.middleware });
  startPeriodicSweep(services);
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info({ port, database: database.kind }, "listening");
    console.log(`Kerala Trips is running at http://localhost:${port} (database: ${database.kind})`);
  });
  operations.stopOnSignals(server, async () => {
    await responseCache.stop();
    await database.close();
  });
  return server;
}
