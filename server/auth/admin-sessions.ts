import crypto from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Request, Response } from "express";
import { parseCookies } from "../../domain/request-cookies";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { adminSessions } from "../db/schema";

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Last-seen is written at most this often, so reads do not all turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface AdminSession {
  email: string;
  tokenHash: string;
}

export function sessionCookieName(config: Pick<Config, "publicBaseUrl">): string {
  return isHttps(config) ? "__Host-kt_admin" : "kt_admin";
}

function isHttps(config: Pick<Config, "publicBaseUrl">) {
  return Boolean(config.publicBaseUrl?.startsWith("https://"));
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function expiryFor(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

/** A fresh 256-bit token for every sign-in; only its SHA-256 is stored. */
export async function createSession(database: Database, email: string, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await database.db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    email,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: expiryFor(now, now),
  });
  await deleteExpiredSessions(database, now);
  return token;
}

export async function deleteExpiredSessions(database: Database, now = new Date()): Promise<void> {
  await database.db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(adminSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
}

/** The live session for a token (sliding the idle timeout), or null for a forged, expired or ended one. */
export async function findSession(database: Database, token: string, now = new Date()): Promise<AdminSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const rows = await database.db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        gt(adminSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await database.db
      .update(adminSessions)
      .set({ lastSeenAt: now, expiresAt: expiryFor(row.createdAt, now) })
      .where(eq(adminSessions.tokenHash, tokenHash));
  }
  return { email: row.email, tokenHash };
}

export async function deleteSession(database: Database, token: string): Promise<void> {
  await database.db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

export async function deleteAllSessions(database: Database): Promise<number> {
  const rows = await database.rows<{ n: number }>(sql`WITH d AS (DELETE FROM admin_sessions RETURNING 1) SELECT count(*)::int AS n FROM d`);
  return Number(rows[0]?.n ?? 0);
}

function cookieOptions(config: Pick<Config, "publicBaseUrl">) {
  return { httpOnly: true, sameSite: "lax" as const, secure: isHttps(config), path: "/" };
}

export function setSessionCookie(res: Response, config: Pick<Config, "publicBaseUrl">, token: string): void {
  // The server decides expiry; Max-Age only keeps the browser from holding the cookie longer than the absolute limit.
  res.cookie(sessionCookieName(config), token, { ...cookieOptions(config), maxAge: SESSION_ABSOLUTE_MS });
}

export function clearSessionCookie(res: Response, config: Pick<Config, "publicBaseUrl">): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
}

/** The session token from the Cookie header, read as every cookie is (domain/request-cookies.ts). */
export function sessionTokenFrom(req: Request, config: Pick<Config, "publicBaseUrl">): string | null {
  return parseCookies(req.headers.cookie)[sessionCookieName(config)] ?? null;
}
