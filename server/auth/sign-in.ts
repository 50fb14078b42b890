import { eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import { z } from "zod";
import { truncatedAddress } from "../../domain/client-address";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { partnerPeople, providers } from "../db/schema";
import type { Logger } from "../logger";
import { clientAddress } from "../request/client-address";
import { adminPasswordHash } from "./admin-password";
import { suspendedBody } from "./require-role";
import { releaseAttempt, reserveSignInAttempt, signInSucceeded, tooManyAttemptsAfter } from "./login-throttle";
import {
  generatePassword,
  HASH_BUSY_RETRY_SECONDS,
  hashPassword,
  HashQueueFullError,
  verifyPassword,
  type ScryptParams,
} from "./password-hash";
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  sessionTokenFrom,
  setSessionCookie,
  type Role,
  type SessionIdentity,
} from "./sessions";

export const SIGN_IN_MESSAGES = {
  invalid: "Failed to sign in: Invalid email or password.",
  busy: "Sign-in is busy right now. Please try again in a few seconds.",
  malformed: "Enter your email and password.",
  notSetUp: "Admin sign-in is not set up yet. Run: npm run cli -- admin:password",
} as const;

const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export interface AuthServices {
  config: Config;
  database: Database;
  logger: Logger;
  /** The scrypt cost of partner passwords (tests use a cheaper one; the admin's comes with its hash). */
  passwordHashing: ScryptParams;
}

/** What a sign-in checks the password against, and who it signs in when it matches. */
interface Credential {
  hash: string | null;
  identity: SessionIdentity | null;
  suspended: boolean;
}

// A hash of a password nobody knows, checked when the e-mail has no password, so an unknown
// e-mail costs as much as a known one and the answer's time tells nothing. One per cost.
const decoys = new Map<string, Promise<string>>();
function decoyHash(params: ScryptParams): Promise<string> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(generatePassword(), params);
    decoys.set(key, decoy);
  }
  return decoy;
}

async function credentialFor(services: AuthServices, role: Role, email: string): Promise<Credential> {
  if (role === "admin") {
    return {
      hash: await adminPasswordHash(services),
      identity: email === services.config.adminEmail ? { role: "admin", email } : null,
      suspended: false,
    };
  }
  const [person] = await services.database.db
    .select({
      id: partnerPeople.id,
      passwordHash: partnerPeople.passwordHash,
      status: partnerPeople.status,
      providerStatus: providers.status,
    })
    .from(partnerPeople)
    .innerJoin(providers, eq(providers.id, partnerPeople.providerId))
    .where(eq(partnerPeople.email, email))
    .limit(1);
  const usable = person?.status === "Active" && person.passwordHash !== null;
  return {
    hash: usable ? person.passwordHash : await decoyHash(services.passwordHashing),
    identity: usable ? { role: "partner", email, partnerPersonId: person.id } : null,
    suspended: person?.providerStatus === "Suspended",
  };
}

/**
 * `POST …/session` for a role: the same throttling (reserved before the slow hash, so parallel
 * guesses cannot slip past it), the same hashing and the same session rules for the admin and
 * for partner people; only where the password is looked up differs.
 */
export function signInHandler(services: AuthServices, role: Role): RequestHandler {
  const { config, database, logger } = services;
  return async (req, res) => {
    const parsed = signInBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: SIGN_IN_MESSAGES.malformed });
      return;
    }
    const email = parsed.data.email.toLowerCase();
    // The throttle counts by the whole address (in login_attempts, for its window only); a log
    // line keeps only the network, which is enough to tell one attacker's burst from another's.
    const ip = clientAddress(req);
    const network = truncatedAddress(ip);
    const reservation = await reserveSignInAttempt(database, role, email, ip);
    if (!reservation.ok) {
      logger.warn({ network, role }, "sign-in throttled");
      res
        .set("Retry-After", String(reservation.retryAfterSeconds))
        .status(429)
        .json({ error: tooManyAttemptsAfter(reservation.retryAfterSeconds) });
      return;
    }
    const credential = await credentialFor(services, role, email);
    if (!credential.hash) {
      await releaseAttempt(database, reservation.id);
      res.status(503).json({ error: SIGN_IN_MESSAGES.notSetUp });
      return;
    }
    let passwordMatches: boolean;
    try {
      // Always pay for the hash, whatever the e-mail, so neither the answer nor its time tells
      // whether the e-mail is known (ADR 022).
      passwordMatches = await verifyPassword(parsed.data.password, credential.hash);
    } catch (e) {
      if (!(e instanceof HashQueueFullError)) throw e;
      await releaseAttempt(database, reservation.id);
      logger.warn({ network, role }, "sign-in refused: password checks busy");
      res.set("Retry-After", String(HASH_BUSY_RETRY_SECONDS)).status(503).json({ error: SIGN_IN_MESSAGES.busy });
      return;
    }
    if (!passwordMatches || !credential.identity) {
      logger.warn({ network, role }, "sign-in refused: wrong e-mail or password");
      res.status(401).json({ error: SIGN_IN_MESSAGES.invalid });
      return;
    }
    await signInSucceeded(database, role, email, ip);
    if (credential.suspended) {
      res.status(403).json(suspendedBody(config.contact.email));
      return;
    }
    const previous = sessionTokenFrom(req, config, role);
    if (previous) await deleteSession(database, previous);
    const token = await createSession(database, credential.identity);
    setSessionCookie(res, config, role, token);
    logger.info({ network, role }, "signed in");
    res.json({ email });
  };
}

/** `DELETE …/session`: ends this session (behind {@link requireRole}). */
export function signOutHandler({ config, database }: Pick<AuthServices, "config" | "database">, role: Role): RequestHandler {
  return async (req, res) => {
    const token = sessionTokenFrom(req, config, role);
    if (token) await deleteSession(database, token);
    clearSessionCookie(res, config, role);
    res.status(204).end();
  };
}
