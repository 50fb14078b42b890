import type { Logger } from "../logger";

/**
 * Runs `task` every `intervalMs` for a running server, as the hourly sweeps do. The timer never
 * keeps the process alive, and a run that fails is logged with `failure` and the next one runs as
 * planned. Returns a stop.
 */
export function runPeriodically(
  intervalMs: number,
  task: () => Promise<void>,
  { logger, failure }: { logger: Logger; failure: string },
): () => void {
  const timer = setInterval(() => {
    task().catch((err: unknown) => logger.error({ err }, failure));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
