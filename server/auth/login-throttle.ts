import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** Failures from one IP (any e-mail) counted over this window. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** That many failures from one IP within the window lock that IP out (not the e-mail). */
export const THROTTLE_MAX_FAILURES = 5;
/** That many failures for one e-mail within the window, from any addresses, turn on the global back-off. */
export const BACKOFF_EMAIL_FAILURES = 10;
/** Under the global back-off each address may try that e-mail once per this interval. */
export const BACKOFF_INTERVAL_MS = 60 * 1000;

/** One lock for every reservation, on every instance: a reservation is a few milliseconds. */
const RESERVATION_LOCK = 727275;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export type Reservation = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

/**
 * Reserves one sign-in attempt before the password is hashed (ADR 022). The reservation is a
 * failure row written in the same transaction as the check, under an advisory lock, so parallel
 * requests and other instances see it at once: of 100 simultaneous guesses only the first 5
 * from one address pass. A success deletes it ({@link signInSucceeded}); an attempt that never
 * reached the hash gives it back ({@link releaseAttempt}).
 *
 * - One address: 5 failures in 15 minutes (any e-mail) lock that address, not the e-mail.
 * - One e-mail: 10 failures in 15 minutes from any addresses turn on a back-off where each
 *   address may try it once a minute, so a stranger elsewhere delays the admin by at most
 *   a minute.
 */
export async function reserveSignInAttempt(database: Database, email: string, ip: string): Promise<Reservation> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RESERVATION_LOCK})`);
    const window = sql`make_interval(secs => ${THROTTLE_WINDOW_MS / 1000})`;
    const result = await tx.execute(sql`
      SELECT
        (SELECT extract(epoch FROM at + ${window} - now())::float8 FROM login_attempts
          WHERE ip = ${ip} AND NOT succeeded AND at > now() - ${window}
          ORDER BY at DESC OFFSET ${THROTTLE_MAX_FAILURES - 1} LIMIT 1) AS ip_locked_for,
        (SELECT count(*)::int FROM login_attempts
          WHERE email = ${email} AND NOT succeeded AND at > now() - ${window}) AS email_failures,
        (SELECT extract(epoch FROM max(at) + make_interval(secs => ${BACKOFF_INTERVAL_MS / 1000}) - now())::float8 FROM login_attempts
          WHERE email = ${email} AND ip = ${ip} AND at > now() - make_interval(secs => ${BACKOFF_INTERVAL_MS / 1000})) AS backoff_for`);
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
    const waits: number[] = [];
    if (row.ip_locked_for !== null && row.ip_locked_for !== undefined) waits.push(Number(row.ip_locked_for));
    if (Number(row.email_failures) >= BACKOFF_EMAIL_FAILURES && row.backoff_for !== null && row.backoff_for !== undefined) {
      waits.push(Number(row.backoff_for));
    }
    const wait = Math.max(0, ...waits);
    if (waits.length > 0 && wait > 0) return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
    const inserted = await tx.execute(
      sql`INSERT INTO login_attempts (email, ip, succeeded, at) VALUES (${email}, ${ip}, false, now()) RETURNING id`,
    );
    const id = Number((inserted as unknown as { rows: { id: unknown }[] }).rows[0]!.id);
    // Rows older than the window count for nothing; remove them now and then.
    if (Math.random() < 0.05) await tx.execute(sql`DELETE FROM login_attempts WHERE at < now() - ${window}`);
    return { ok: true as const, id };
  });
}

/** The attempt never reached the password check (busy, not set up): it does not count. */
export async function releaseAttempt(database: Database, id: number): Promise<void> {
  await database.db.execute(sql`DELETE FROM login_attempts WHERE id = ${id}`);
}

/** A success clears the failures of this e-mail from this address (the reservation included). */
export async function signInSucceeded(database: Database, email: string, ip: string): Promise<void> {
  await database.db.execute(sql`DELETE FROM login_attempts WHERE email = ${email} AND ip = ${ip}`);
}
