import cluster from "node:cluster";
import type { Server } from "node:http";
import { isDatabaseUnavailable, networkErrorCode } from "../db/unavailable";

/**
 * A start that fails for a reason restarting will not clear (the port is taken, the database is
 * not there) ends the process with exit code 1 and one line naming the cause, so Docker or systemd
 * see the failure. A cluster worker hands its line to the primary, which prints it once and exits
 * (server/ops/cluster.ts); a worker that dies after it listened is replaced instead.
 */
const START_FAILED = "kt:start-failed";

interface StartFailed {
  type: typeof START_FAILED;
  line: string;
}

/** The line for a listen that failed on host:port. */
export function listenFailureLine(err: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `Cannot listen on ${host}:${port}`;
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
 * The line for a start whose database does not answer, or undefined for another failure: the host
 * and port only, never the rest of DATABASE_URL (it holds the password).
 */
export function databaseFailureLine(err: unknown, databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl || !isDatabaseUnavailable(err)) return undefined;
  const url = new URL(databaseUrl);
  return `Cannot reach the database at ${url.hostname}:${url.port || "5432"} (${networkErrorCode(err) ?? "no answer in time"}).`;
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
