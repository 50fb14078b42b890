import cluster from "node:cluster";
import type { Server } from "node:http";
import net from "node:net";
import { DatabaseConnectError, isDatabaseUnavailable, networkErrorCode } from "../db/unavailable";

/**
 * A start that fails for a reason restarting will not clear (the port is taken, the database is
 * not there or refuses DATABASE_URL's user, password or database name) ends the process with exit code 1 and one line naming the cause, so Docker or systemd
 * see the failure. A cluster worker hands its line to the primary, which prints it once and exits
 * (server/ops/cluster.ts); a worker that dies after it listened is replaced instead.
 */
const START_FAILED = "kt:start-failed";

interface StartFailed {
  type: typeof START_FAILED;
  line: string;
}

/** The line for a listen that failed on host:port; `variable` names the setting when it is not PORT. */
export function listenFailureLine(err: NodeJS.ErrnoException, host: string, port: number, variable?: string): string {
  const where = `Cannot listen on ${host}:${port}${variable ? ` (${variable})` : ""}`;
  switch (err.code) {
    case "EADDRINUSE":
      return `${where}: another process uses that port (EADDRINUSE).`;
    case "EACCES":
      return `${where}: this user may not open that port (EACCES).`;
    case "EADDRNOTAVAIL":
      return `${where}: no interface of this machine has that address (EADDRNOTAVAIL).`;
    default:
      return `${where}: ${err.message}`;
  }
}

/**
 * SQLSTATEs of a PostgreSQL that answers and refuses the connection: the user or the password
 * (28000, 28P01) or the database name (3D000) in DATABASE_URL is wrong. Restarting never clears them.
 */
const REFUSED = /^(28000|28P01|3D000)$/;

/** The server's refusal in `err` or what it wraps: its SQLSTATE and its message. */
function connectionRefusal(err: unknown): { code: string; message: string } | undefined {
  let e = err;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && REFUSED.test(code) && typeof message === "string") return { code, message };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The line for a start whose database does not answer, refuses the connection or cannot be
 * connected to at all, or undefined for another failure: the host and port only, never the rest
 * of DATABASE_URL (it holds the password); a refusal adds PostgreSQL's own reason, which names the
 * user or the database, never the password.
 */
export function databaseFailureLine(err: unknown, databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || "5432"}`;
  const refusal = connectionRefusal(err);
  if (refusal) return `The database at ${where} refused the connection: ${refusal.message} (${refusal.code}). Check DATABASE_URL.`;
  if (isDatabaseUnavailable(err)) return `Cannot reach the database at ${where} (${networkErrorCode(err) ?? "no answer in time"}).`;
  // Anything else the first connection met (a TLS setting the server does not take): the driver's words.
  if (err instanceof DatabaseConnectError) return `Cannot connect to the database at ${where}: ${err.message}. Check DATABASE_URL.`;
  return undefined;
}

/** Ends this process with `line` on stderr, or, in a cluster worker, through its primary. */
export function exitWithStartFailure(line: string): void {
  if (cluster.isWorker && process.send) {
    process.send({ type: START_FAILED, line } satisfies StartFailed, () => process.exit(1));
    return;
  }
  console.error(line);
  process.exit(1);
}

/** The line a worker sent with its start failure, if `message` is one. */
export function startFailureLine(message: unknown): string | undefined {
  const m = message as Partial<StartFailed> | undefined;
  return m?.type === START_FAILED && typeof m.line === "string" ? m.line : undefined;
}

/** Listens on host:port and calls `onListening`; a listen that fails ends the process with its one line. */
export function listenOrExit(server: Server, port: number, host: string, onListening: () => void): void {
  const failed = (err: NodeJS.ErrnoException) => exitWithStartFailure(listenFailureLine(err, host, port));
  server.once("error", failed);
  server.listen(port, host, () => {
    server.off("error", failed);
    onListening();
  });
}

/**
 * Awaits a listener's start (the metrics port's); one that fails ends the process with its one
 * line, naming `variable` when it is not PORT, as a failed listen on PORT does.
 */
export async function startedOrExit<T>(listening: Promise<T>, host: string, port: number, variable?: string): Promise<T> {
  try {
    return await listening;
  } catch (e) {
    exitWithStartFailure(listenFailureLine(e as NodeJS.ErrnoException, host, port, variable));
    return new Promise<never>(() => undefined);
  }
}

/** Listens on host:port exclusively, to learn whether it can; resolves with the open probe. */
function probe(port: number, host: string): Promise<net.Server> {
  const server = net.createServer();
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

/**
 * Before the first start's work (migrations, the demo catalogue, the admin password printed once),
 * checks that PORT and, when set, METRICS_PORT can be listened on, both at once (a METRICS_PORT
 * equal to PORT collides with it), and ends the process with the listen's one line when one
 * cannot: a start that failed only there would have printed the one-time password for nothing.
 * Port 0 (any free port) is always free. Another process may still take a port in between: the
 * listen itself then fails as before.
 */
export async function listenersFreeOrExit(config: { port: number; metrics: { port?: number; host: string } }, host: string): Promise<void> {
  const { port } = config;
  const metrics = config.metrics.port;
  const open: net.Server[] = [];
  try {
    if (port !== 0) open.push(await startedOrExit(probe(port, host), host, port));
    if (metrics === undefined || metrics === 0) return;
    const metricsHost = config.metrics.host;
    try {
      open.push(await probe(metrics, metricsHost));
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      exitWithStartFailure(
        err.code === "EADDRINUSE" && metrics === port
          ? `Cannot listen on ${metricsHost}:${metrics} (METRICS_PORT): PORT is that port too; give METRICS_PORT another.`
          : listenFailureLine(err, metricsHost, metrics, "METRICS_PORT"),
      );
      await new Promise<never>(() => undefined);
    }
  } finally {
    await Promise.all(open.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
