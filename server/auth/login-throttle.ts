import { sql } from "drizzle-orm";
import { minutesToWait } from "../../domain/dates";
import type { Database, Db } from "../db/client";
import type { Role } from "../db/schema";

/** Failures from one IP (any e-mail) counted over this window. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** That many failures from one IP within the window lock that IP out (not the e-mail). */
export const THROTTLE_MAX_FAILURES = 5;
/** That many failures for one e-mail within the window, from any addresses, turn on the global back-off. */
export const BACKOFF_EMAIL_FAILURES = 10;
/** Under the global back-off each address may try that e-mail once per this interval. */
export const BACKOFF_INTERVAL_MS = 60 * 1000;

/** Partner people: failures counted over this window (a success from the same address clears them). */
export const PARTNER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Partner people: that many failures per e-mail, or per address, are free; each one past them doubles the wait. */
export const PARTNER_FREE_FAILURES = 3;
/** Partner people: the longest wait after the latest failure. */
export const PARTNER_MAX_WAIT_MS = 64 * 60 * 1000;

/**
 * The wait a partner sign-in owes after `failures` failures (per e-mail or per address), counted
 * from the latest one: nothing for the first few, then 1, 2, 4 … minutes, at most an hour and a bit.
 */
export function partnerBackoffMs(failures: number): number {
  if (failures < PARTNER_FREE_FAILURES) return 0;
  return Math.min(PARTNER_MAX_WAIT_MS, 60_000 * 2 ** (failures - PARTNER_FREE_FAILURES));
}

/** One lock for every reservation, on every instance: a reservation is a few milliseconds. */
const RESERVATION_LOCK = 727275;

/** The refusal's words for a wait given in seconds (as Retry-After says it): whole minutes, at least one. */
export function tooManyAttemptsAfter(retryAfterSeconds: number): string {
  const minutes = minutesToWait(retryAfterSeconds);
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export type Reservation = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

/**
 * Reserves one sign-in attempt before the password is hashed (ADR 022). The reservation is a
 * failure row written in the same transaction as the check, under an advisory lock, so parallel
 * requests and other instances see it at once: of 100 simultaneous guesses only the first 5
 * from one address pass. A success deletes it ({@link signInSucceeded}); an attempt that never
 * reached the hash gives it back ({@link releaseAttempt}). Admin and partner attempts are
 * counted apart, by their own rules ({@link reservePartnerAttempt} for partner people). A partner
 * person's check of their current password before a change is reserved here too, as a sign-in of
 * theirs (server/partners/partner-people.ts): guesses through either door add up.
 *
 * The admin:
 * - One address: 5 failures in 15 minutes (any e-mail) lock that address, not the e-mail.
 * - One e-mail: 10 failures in 15 minutes from any addresses turn on a back-off where each
 *   address may try it once a minute, so a stranger elsewhere delays the admin by at most
 *   a minute.
 */
export async function reserveSignInAttempt(database: Database, role: Role, email: string, ip: string): Promise<Reservation> {
  return role === "admin" ? reserveAdminAttempt(database, email, ip) : reservePartnerAttempt(database, email, ip);
}

type Transaction = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

function rowOf(result: unknown): Record<string, unknown> {
  return (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
}

/** The failure row that reserves the attempt; now and then the rows that count for nothing any more go. */
async function insertReservation(tx: Transaction, role: Role, email: string, ip: string): Promise<Reservation> {
  const inserted = await tx.execute(
    sql`INSERT INTO login_attempts (email, ip, role, succeeded, at) VALUES (${email}, ${ip}, ${role}, false, now()) RETURNING id`,
  );
  const id = Number(rowOf(inserted).id);
  if (Math.random() < 0.05) await forgetExpiredLoginAttempts(tx);
  return { ok: true as const, id };
}

/**
 * Deletes the attempts past their role's window: they count for nothing, and each holds a client's
 * address. Done now and then on a sign-in, and hourly by the address sweep (server/ops/address-sweep.ts)
 * for a site where nobody signs in for days. Returns how many went.
 */
export async function forgetExpiredLoginAttempts(db: Pick<Database["db"], "execute"> | Transaction): Promise<number> {
  const deleted = await db.execute(sql`WITH d AS (DELETE FROM login_attempts
      WHERE (role = 'admin' AND at < now() - make_interval(secs => ${THROTTLE_WINDOW_MS / 1000}))
         OR (role = 'partner' AND at < now() - make_interval(secs => ${PARTNER_WINDOW_MS / 1000}))
      RETURNING 1) SELECT count(*)::int AS n FROM d`);
  return Number(rowOf(deleted).n);
}

function refusedFor(waitSeconds: number): Reservation {
  return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil(waitSeconds)) };
}

/** Under the one lock: the wait a role's rules owe (seconds), else the reservation. */
function reserveUnderLock(database: Database, role: Role, email: string, ip: string, owed: (tx: Transaction) => Promise<number>) {
  return database.db.transaction(async (tx): Promise<Reservation> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RESERVATION_LOCK})`);
    const wait = await owed(tx);
    return wait > 0 ? refusedFor(wait) : insertReservation(tx, role, email, ip);
  });
}

async function reserveAdminAttempt(database: Database, email: string, ip: string): Promise<Reservation> {
  return reserveUnderLock(database, "admin", email, ip, async (tx) => {
    const window = sql`make_interval(secs => ${THROTTLE_WINDOW_MS / 1000})`;
    const result = await tx.execute(sql`
      SELECT
        (SELECT extract(epoch FROM at + ${window} - now())::float8 FROM login_attempts
          WHERE role = 'admin' AND ip = ${ip} AND NOT succeeded AND at > now() - ${window}
          ORDER BY at DESC OFFSET ${THROTTLE_MAX_FAILURES - 1} LIMIT 1) AS ip_locked_for,
        (SELECT count(*)::int FROM login_attempts
          WHERE role = 'admin' AND email = ${email} AND NOT succeeded AND at > now() - ${window}) AS email_failures,
        (SELECT extract(epoch FROM max(at) + make_interval(secs => ${BACKOFF_INTERVAL_MS / 1000}) - now())::float8 FROM login_attempts
          WHERE role = 'admin' AND email = ${email} AND ip = ${ip} AND at > now() - make_interval(secs => ${BACKOFF_INTERVAL_MS / 1000})) AS backoff_for`);
    const row = rowOf(result);
    const waits: number[] = [];
    if (row.ip_locked_for !== null && row.ip_locked_for !== undefined) waits.push(Number(row.ip_locked_for));
    if (Number(row.email_failures) >= BACKOFF_EMAIL_FAILURES && row.backoff_for !== null && row.backoff_for !== undefined) {
      waits.push(Number(row.backoff_for));
    }
    return Math.max(0, ...waits);
  });
}

/**
 * Partner people are slowed down, never shut out: per e-mail (from any address) and per address
 * (for any e-mail), the first {@link PARTNER_FREE_FAILURES} failures in a day cost nothing and each
 * further one doubles the wait after the latest ({@link partnerBackoffMs}). Reserved the same way
 * as the admin's attempts, under the same lock, so parallel guesses are counted one by one.
 */
async function reservePartnerAttempt(database: Database, email: string, ip: string): Promise<Reservation> {
  return reserveUnderLock(database, "partner", email, ip, async (tx) => {
    const window = sql`make_interval(secs => ${PARTNER_WINDOW_MS / 1000})`;
    const result = await tx.execute(sql`
      SELECT
        (SELECT count(*)::int FROM login_attempts WHERE role = 'partner' AND email = ${email} AND NOT succeeded AND at > now() - ${window}) AS email_failures,
        (SELECT extract(epoch FROM now() - max(at))::float8 FROM login_attempts WHERE role = 'partner' AND email = ${email} AND NOT succeeded AND at > now() - ${window}) AS email_since,
        (SELECT count(*)::int FROM login_attempts WHERE role = 'partner' AND ip = ${ip} AND NOT succeeded AND at > now() - ${window}) AS ip_failures,
        (SELECT extract(epoch FROM now() - max(at))::float8 FROM login_attempts WHERE role = 'partner' AND ip = ${ip} AND NOT succeeded AND at > now() - ${window}) AS ip_since`);
    const row = rowOf(result);
    const owed = (failures: unknown, since: unknown) => partnerBackoffMs(Number(failures ?? 0)) / 1000 - Number(since ?? 0);
    return Math.max(owed(row.email_failures, row.email_since), owed(row.ip_failures, row.ip_since));
  });
}

/** The attempt never reached the password check (busy, not set up): it does not count. */
export async function releaseAttempt(database: Database, id: number): Promise<void> {
  await database.db.execute(sql`DELETE FROM login_attempts WHERE id = ${id}`);
}

/** A success clears the failures of this e-mail from this address (the reservation included). */
export async function signInSucceeded(database: Database, role: Role, email: string, ip: string): Promise<void> {
  await database.db.execute(sql`DELETE FROM login_attempts WHERE role = ${role} AND email = ${email} AND ip = ${ip}`);
}

/** The admin ends the back-off of one partner person's e-mail (from every address), in the caller's transaction. */
export async function clearPartnerBackoff(tx: Pick<Db, "execute">, email: string): Promise<void> {
  await tx.execute(sql`DELETE FROM login_attempts WHERE role = 'partner' AND email = ${email}`);
}
