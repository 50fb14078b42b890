import type { Server } from "node:http";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { startMetricsServer, type MetricsText } from "../metrics/metrics-routes";
import { startedOrExit } from "./start-failure";

/**
 * The metrics listener on METRICS_PORT, when one is set (ADR 092): a port it cannot have ends the
 * process with its one line; once it listens, one log line says where, with `fields` added.
 */
export async function listenForMetrics(
  { config, logger }: { config: Config; logger: Logger },
  metrics: MetricsText | undefined,
  said: { message: string; fields?: Record<string, unknown> },
): Promise<Server | undefined> {
  const { port, host, token } = config.metrics;
  if (port === undefined) return undefined;
  const server = await startedOrExit(startMetricsServer({ port, host, token, metrics }), host, port, "METRICS_PORT");
  const address = server.address();
  logger.info({ port: typeof address === "object" && address ? address.port : port, host, ...said.fields }, said.message);
  return server;
}
