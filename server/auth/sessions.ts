import crypto from "node:crypto";
import { and, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Request, Response } from "express";
import { parseCookies } from "../../domain/request-cookies";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { partnerPeople, sessions, type Role } from "../db/schema";

export type { Role } from "../db/schema";

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Last-seen is written at most this often, so reads do not all turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

/** Who signs in: the admin by e-mail, a partner person by their row (bound to one provider). */
export type SessionIdentity = { role: "admin"; email: string } | { role: "partner"; email: string; partnerPersonId: string };

export interface Session {
  role: Role;
  email: string;
  partnerPersonId: string | null;
  tokenHash: string;
}

type ConfigForCookies = Pick<Config, "publicBaseUrl">;

/**
 * One cookie per role, so the admin's cookie name (`kt_admin`) stays what it always was and a
 * partner session can never be presented where an admin one is read, or the other way round.
 */
export function sessionCookieName(config: ConfigForCookies, role: Role = "admin"): string {
  return `${isHttps(config) ? "__Host-" : ""}kt_${role}`;
}

function isHttps(config: ConfigForCookies) {
  return Boolean(config.publicBaseUrl?.startsWith("https://"));
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A fresh 256-bit random token in base64url: sessions and one-time links alike. */
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** The shape every token of {@link newToken} has; anything else is refused before a query. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

function expiryFor(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

/** A fresh token for every sign-in; only its SHA-256 is stored. */
export async function createSession(database: Database, identity: SessionIdentity, now = new Date()): Promise<string> {
  const token = newToken();
  await database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    role: identity.role,
    email: identity.email,
    partnerPersonId: identity.role === "partner" ? identity.partnerPersonId : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: expiryFor(now, now),
  });
  await deleteExpiredSessions(database, now);
  return token;
}

export async function deleteExpiredSessions(database: Database, now = new Date()): Promise<void> {
  await database.db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
}

/** The live session of this role for a token (sliding the idle timeout), or null for a forged, expired, ended or other-role one. */
export async function findSession(database: Database, role: Role, token: string, now = new Date()): Promise<Session | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const rows = await database.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.role, role),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await database.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: expiryFor(row.createdAt, now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { role: row.role, email: row.email, partnerPersonId: row.partnerPersonId, tokenHash };
}

export async function deleteSession(database: Database, token: string): Promise<void> {
  await database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every admin session (a new admin password); answers how many were ended. */
export async function deleteAllAdminSessions(database: Database): Promise<number> {
  const rows = await database.rows<{ n: number }>(
    sql`WITH d AS (DELETE FROM ${sessions} WHERE ${sessions.role} = 'admin' RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The database or a transaction: ending sessions belongs in the transaction of the change that ends them. */
type SessionExecutor = Pick<Database["db"], "delete" | "select">;

/** Ends the sessions of these partner people (a new password, a revocation). */
export async function deletePartnerSessions(db: SessionExecutor, personIds: string[]): Promise<void> {
  if (personIds.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.partnerPersonId, personIds));
}

/** Ends the sessions of every person acting for a provider (its suspension). */
export async function deleteProviderSessions(db: SessionExecutor, providerId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      inArray(
        sessions.partnerPersonId,
        db.select({ id: partnerPeople.id }).from(partnerPeople).where(eq(partnerPeople.providerId, providerId)),
      ),
    );
}

function cookieOptions(config: ConfigForCookies) {
  return { httpOnly: true, sameSite: "lax" as const, secure: isHttps(config), path: "/" };
}

export function setSessionCookie(res: Response, config: ConfigForCookies, role: Role, token: string): void {
  // The server decides expiry; Max-Age only keeps the browser from holding the cookie longer than the absolute limit.
  res.cookie(sessionCookieName(config, role), token, { ...cookieOptions(config), maxAge: SESSION_ABSOLUTE_MS });
}

export function clearSessionCookie(res: Response, config: ConfigForCookies, role: Role): void {
  res.clearCookie(sessionCookieName(config, role), cookieOptions(config));
}

/** The session token of a role from the Cookie header, read as every cookie is (domain/request-cookies.ts). */
export function sessionTokenFrom(req: Request, config: ConfigForCookies, role: Role): string | null {
  return parseCookies(req.headers.cookie)[sessionCookieName(config, role)] ?? null;
}
