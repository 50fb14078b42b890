/**
 * Tells a database that does not answer (stopped, hung, unreachable, timed out) from every other
 * failure, so callers can answer 503 "try again" instead of 500 or an empty result (ADR 023).
 */

/** Raised by our own time bounds (the readiness ping, PGlite calls). */
export class DatabaseTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

/**
 * The first connection to PostgreSQL failed in a way that is neither a refusal nor no answer (a
 * TLS setting the server does not take, a server that is not PostgreSQL): the start says it in one
 * line. The driver's error is its cause; its message is the driver's.
 */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "DatabaseConnectError";
  }
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// SQLSTATE: 08xxx connection exceptions; 57P01-57P03 shutdown / cannot connect now; 57014 statement
// timeout or cancel; 53300 too many connections.
const SQLSTATES = /^(08...|57P0[1-3]|57014|53300)$/;
const MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Connection ended unexpectedly|terminating connection|PGlite is closed|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e; depth++) {
    if (e instanceof DatabaseTimeoutError) return true;
    if (typeof e !== "object") return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    // Drizzle wraps driver errors (DrizzleQueryError.cause); AggregateError lists connection attempts.
    const { errors } = e as { errors?: unknown };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The network error code (ECONNREFUSED, ENOTFOUND, …) in `error` or what it wraps, if any. */
export function networkErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { code, errors } = e as { code?: unknown; errors?: unknown };
    if (typeof code === "string" && NETWORK_CODES.has(code)) return code;
    if (Array.isArray(errors)) {
      const inner = errors.map(networkErrorCode).find(Boolean);
      if (inner) return inner;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Rejects with DatabaseTimeoutError when `work` has not settled within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What went wrong with a database that does not answer, in the driver's words: the innermost
 * message of `error` and what it wraps ("connect ECONNREFUSED 127.0.0.1:5432", "PGlite is
 * closed"), never the statement a query error leads with (its SQL says nothing of the outage).
 */
export function unavailableReason(error: unknown): string {
  let reason = "";
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { message, errors, cause } = e as { message?: unknown; errors?: unknown; cause?: unknown };
    if (typeof message === "string" && message !== "" && !message.startsWith("Failed query: ")) reason = message;
    // An AggregateError (one connection attempt an address) has no message of its own.
    e = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return reason || String((error as Error)?.message ?? error);
}
