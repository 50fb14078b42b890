import { and, asc, eq, gte, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { loginAttempts } from "../db/schema";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 5;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** When the failures of one key drop below the limit again, or null when not blocked. */
function blockedUntil(failureTimes: Date[]): number | null {
  if (failureTimes.length < THROTTLE_MAX_FAILURES) return null;
  // Sorted oldest first: once this one leaves the window, fewer than the limit remain.
  const unlocking = failureTimes[failureTimes.length - THROTTLE_MAX_FAILURES]!;
  return unlocking.getTime() + THROTTLE_WINDOW_MS;
}

/**
 * Minutes until sign-in is allowed again for this email or IP (at least 1), or null when the
 * limit of 5 failures per email and per IP in 15 minutes is not reached. State is in the
 * database, so every instance enforces the same limit.
 */
export async function throttledMinutes(database: Database, email: string, ip: string, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const rows = await database.db
    .select({ email: loginAttempts.email, ip: loginAttempts.ip, at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.succeeded, false), gte(loginAttempts.at, since), or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip))),
    )
    .orderBy(asc(loginAttempts.at));
  const until = [
    blockedUntil(rows.filter((r) => r.email === email).map((r) => r.at)),
    blockedUntil(rows.filter((r) => r.ip === ip).map((r) => r.at)),
  ].filter((t): t is number => t !== null && t > now.getTime());
  if (until.length === 0) return null;
  return Math.max(1, Math.ceil((Math.max(...until) - now.getTime()) / 60_000));
}

export async function recordLoginAttempt(
  database: Database,
  email: string,
  ip: string,
  succeeded: boolean,
  now = new Date(),
): Promise<void> {
  await database.db.insert(loginAttempts).values({ email, ip, succeeded, at: now });
  if (succeeded) {
    await database.db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
  }
  // Rows older than the window count for nothing; remove them now and then.
  if (Math.random() < 0.1) {
    await database.db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
  }
}
