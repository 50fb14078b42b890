import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import client from "prom-client";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { registry } from "../metrics/metrics";
import type { MetricsText } from "../metrics/metrics-routes";
import { ClusterSums, type MetricsJson } from "./cluster-sums";
import { DRAIN_NOTICE_MS, DRAIN_TIMEOUT_MS } from "./graceful-stop";
import { listenForMetrics } from "./metrics-listener";
import { startFailureLine } from "./start-failure";

/**
 * What this process is in the process model (ADR 096): the only serving process, a cluster
 * primary (prepares the database once, forks, restarts, stops; serves nothing itself) or one of
 * its workers (serves requests on the shared port).
 */
export type ProcessRole = "single" | "primary" | "worker";

/**
 * How many processes serve: one on PGlite (the database lives inside that process); on
 * PostgreSQL WEB_CONCURRENCY, else one per core the process may use.
 */
export function servingProcesses(
  config: Pick<Config, "databaseUrl" | "webConcurrency">,
  cores: number = os.availableParallelism(),
): number {
  if (!config.databaseUrl) return 1;
  return config.webConcurrency ?? cores;
}

export function processRole(config: Pick<Config, "databaseUrl" | "webConcurrency">): ProcessRole {
  if (cluster.isWorker) return "worker";
  return servingProcesses(config) > 1 ? "primary" : "single";
}

/** A worker that dies this soon after it started is restarted after a growing pause (a crash loop). */
export const STABLE_AFTER_MS = 30_000;
export const RESTART_FIRST_PAUSE_MS = 500;
export const RESTART_MAX_PAUSE_MS = 30_000;
/** A worker still running this long after the stop began is killed: its drain has a 10 s bound. */
const STOP_DEADLINE_MS = DRAIN_NOTICE_MS + DRAIN_TIMEOUT_MS + 2_000;

/** The pause before restarting a worker that lived `livedMs`, after a previous pause of `lastPauseMs`. */
export function restartPause(livedMs: number, lastPauseMs: number): number {
  if (livedMs >= STABLE_AFTER_MS) return 0;
  return Math.min(RESTART_MAX_PAUSE_MS, Math.max(RESTART_FIRST_PAUSE_MS, lastPauseMs * 2));
}

const METRICS_ASK = "kt:metrics-ask";
const METRICS_ANSWER = "kt:metrics-answer";
const METRICS_COLLECT = "kt:metrics-collect";
const METRICS_COLLECTED = "kt:metrics-collected";
interface MetricsAsk {
  type: typeof METRICS_ASK;
  id: number;
}
interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  contentType?: string;
  body?: string;
}
interface MetricsCollect {
  type: typeof METRICS_COLLECT;
  id: number;
}
interface MetricsCollected {
  type: typeof METRICS_COLLECTED;
  id: number;
  metrics: MetricsJson;
}

/** How long the primary waits for one worker's metrics before it leaves that worker out of a scrape. */
const COLLECT_TIMEOUT_MS = 2_000;

/**
 * A worker's metrics: it answers the primary's collection with its registry and, for `/metrics`
 * on the public port, asks the primary for the sum over all workers.
 */
export function workerMetrics(): MetricsText {
  let next = 0;
  const waiting = new Map<number, (answer: MetricsAnswer) => void>();
  process.on("message", (message: MetricsAnswer | MetricsCollect) => {
    if (message?.type === METRICS_ANSWER) waiting.get(message.id)?.(message);
    if (message?.type === METRICS_COLLECT) {
      void registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: METRICS_COLLECTED, id: message.id, metrics } satisfies MetricsCollected),
        () => undefined,
      );
    }
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the primary did not answer with the metrics"));
      }, 5_000);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.body === undefined || !answer.contentType) reject(new Error("the primary could not collect the metrics"));
        else resolve({ contentType: answer.contentType, body: answer.body });
      });
      process.send!({ type: METRICS_ASK, id } satisfies MetricsAsk);
    });
}

/**
 * The cluster primary (ADR 096): runs `prepare` (migrations and the first start, once), serves
 * the workers' summed metrics on METRICS_PORT, forks `workers` processes running this same entry,
 * starts a new one when one dies (at once, or after a growing pause while they die young), and on
 * SIGTERM or SIGINT tells every worker to stop (each drains as ADR 093 says) and exits when they
 * have: 0 when all stopped cleanly. A worker that dies before it listened while the cluster starts
 * failed to start (the port is taken, the database is not there): restarting would fail the same
 * way forever, so the primary prints the worker's one line (or its exit code), stops the others
 * and exits 1.
 */
export async function runPrimary(options: {
  config: Config;
  logger: Logger;
  workers: number;
  prepare: () => Promise<void>;
  /** Once, when every worker first listens. */
  onListening?: (port: number) => void;
}): Promise<void> {
  const { config, logger, workers } = options;
  await options.prepare();

  // The sum is made here from the workers that have listened and answer within COLLECT_TIMEOUT_MS:
  // one starting, restarting or stuck is left out of that scrape, never failing it for all
  // (prom-client's clusterMetrics asks every worker and fails when one does not answer).
  const own = new client.Registry();
  const workersGauge = new client.Gauge({
    name: "kt_cluster_workers",
    help: "Worker processes the primary keeps running (WEB_CONCURRENCY)",
    registers: [own],
  });
  workersGauge.set(workers);
  const scrapedGauge = new client.Gauge({
    name: "kt_cluster_workers_scraped",
    help: "Workers whose metrics are in this scrape's sums (fewer than kt_cluster_workers while one starts, restarts or does not answer)",
    registers: [own],
  });
  let nextCollect = 0;
  const collecting = new Map<number, (metrics: MetricsJson) => void>();
  const collectFrom = (worker: Worker) =>
    new Promise<MetricsJson | undefined>((resolve) => {
      const id = nextCollect++;
      const timer = setTimeout(() => {
        collecting.delete(id);
        resolve(undefined);
      }, COLLECT_TIMEOUT_MS);
      collecting.set(id, (metrics) => {
        clearTimeout(timer);
        collecting.delete(id);
        resolve(metrics);
      });
      worker.send({ type: METRICS_COLLECT, id } satisfies MetricsCollect);
    });
  // Counters stay rising when a worker misses a scrape or dies (ADR 148).
  const sums = new ClusterSums<Worker>();
  const clusterMetrics: MetricsText = async () => {
    const listening = [...started].filter(([worker, entry]) => entry.listened && worker.isConnected()).map(([worker]) => worker);
    const answers = await Promise.all(listening.map(collectFrom));
    scrapedGauge.set(answers.filter((answer) => answer !== undefined).length);
    const sum = sums.sum(new Map(listening.map((worker, i) => [worker, answers[i]])));
    return { contentType: sum.contentType, body: (await sum.metrics()) + (await own.metrics()) };
  };
  const metricsServer = await listenForMetrics({ config, logger }, clusterMetrics, {
    message: "metrics listening (the sum over the workers)",
    fields: { workers },
  });
  const failures = new Map<Worker, string>();
  cluster.on("message", (worker, message: MetricsAsk | MetricsCollected) => {
    const failure = startFailureLine(message);
    if (failure) failures.set(worker, failure);
    if (message?.type === METRICS_COLLECTED) collecting.get(message.id)?.(message.metrics);
    if (message?.type !== METRICS_ASK) return;
    const answer = (reply: Omit<MetricsAnswer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: METRICS_ANSWER, id: message.id, ...reply } satisfies MetricsAnswer);
    };
    clusterMetrics().then(answer, (err: unknown) => {
      logger.warn({ err }, "collecting the workers' metrics failed");
      answer({});
    });
  });

  let stopping = false;
  let failed = false;
  const started = new Map<Worker, { slot: number; at: number; listened: boolean }>();
  const pauses = new Array<number>(workers).fill(0);
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const listening = new Set<number>();
  let announced = false;

  const fork = (slot: number) => {
    const worker = cluster.fork();
    const entry = { slot, at: performance.now(), listened: false };
    started.set(worker, entry);
    logger.info({ slot, pid: worker.process.pid }, "worker started");
    worker.on("listening", (address) => {
      entry.listened = true;
      listening.add(slot);
      if (!announced && listening.size === workers) {
        announced = true;
        logger.info({ port: address.port, workers, database: "postgres" }, "listening");
        options.onListening?.(address.port);
      }
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const entry = started.get(worker);
    started.delete(worker);
    sums.retire(worker);
    const failure = failures.get(worker);
    failures.delete(worker);
    if (!entry) return;
    if (stopping) {
      // A worker still starting has no handler yet: the signal itself ends it, with nothing to drain.
      if (code !== 0 && signal !== "SIGTERM") failed = true;
      logger.info({ slot: entry.slot, pid: worker.process.pid, code, signal }, "worker stopped");
      return;
    }
    // Only while the cluster starts: a replacement that dies before it listened, once every worker
    // had (a database away for a moment), gets the growing pause below, not the end of the site.
    if (!entry.listened && !announced) {
      const line = failure ?? `A serving process stopped before it listened (${signal ?? `exit code ${code}`}); see the lines above.`;
      logger.error({ slot: entry.slot, pid: worker.process.pid, code, signal }, "worker failed to start; stopping");
      console.error(line);
      failed = true;
      stop("a worker failed to start");
      return;
    }
    const lived = performance.now() - entry.at;
    const pause = restartPause(lived, pauses[entry.slot]!);
    pauses[entry.slot] = pause;
    logger.error(
      { slot: entry.slot, pid: worker.process.pid, code, signal, livedMs: Math.round(lived), restartInMs: pause },
      "worker died; starting another",
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork(entry.slot);
    }, pause);
    pending.add(timer);
  });

  for (let slot = 0; slot < workers; slot++) fork(slot);

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    logger.info({ reason, workers: started.size }, "stopping: every worker drains, then the primary exits");
    for (const worker of started.keys()) worker.process.kill("SIGTERM");
    const deadline = setTimeout(() => {
      for (const worker of started.keys()) {
        logger.warn({ pid: worker.process.pid }, "stopping: a worker still runs after the drain bound; killing it");
        worker.process.kill("SIGKILL");
      }
    }, STOP_DEADLINE_MS);
    const done = setInterval(() => {
      if (started.size > 0) return;
      clearInterval(done);
      clearTimeout(deadline);
      metricsServer?.close();
      logger.info({ failed }, "stopped");
      process.exit(failed ? 1 : 0);
    }, 20);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
