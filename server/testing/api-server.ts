// Test-only entry (tsx): the real boot and Express app without the page handler, on PORT (0 = any free port), printing
// "listening <port>" once it accepts connections. The crash, two-instance, graceful-stop and cluster tests start it as a
// child process; it stops on SIGTERM as the production server does (server/ops). With PostgreSQL it runs the production
// process model (ADR 096): a primary and WEB_CONCURRENCY workers (default one per core), each with the response cache.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { bootOrExit } from "../boot";
import { startResponseCache } from "../cache/start-response-cache";
import { parseConfig } from "../config";
import { createApp } from "../http/create-app";
import { createLogger } from "../logger";
import { processRole, runPrimary, servingProcesses } from "../ops/cluster";
import { startOperations } from "../ops/operations";
import { listenersFreeOrExit, listenOrExit } from "../ops/start-failure";

const config = parseConfig();
const role = processRole(config);
if (role !== "worker") await listenersFreeOrExit(config, "127.0.0.1");
if (role === "primary") {
  await runPrimary({
    config,
    logger: createLogger(config.logLevel),
    workers: servingProcesses(config),
    prepare: async () => (await bootOrExit({ config, firstStart: true })).database.close(),
    onListening: (port) => console.log(`listening ${port}`),
  });
} else {
  const services = await bootOrExit({ config, firstStart: role === "single", migrate: role === "single" });
  const responseCache = await startResponseCache(services);
  const operations = await startOperations(services, { role, catalogueVersion: responseCache.version.current });
  const app = createApp({
    services,
    operations: operations.middleware,
    responseCache: responseCache.middleware,
    shedding: operations.shedding,
  });
  const server = http.createServer(app);
  listenOrExit(server, services.config.port, "127.0.0.1", () => {
    if (role === "single") console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
  operations.stopOnSignals(server, async () => {
    await responseCache.stop();
    await services.database.close();
  });
}
