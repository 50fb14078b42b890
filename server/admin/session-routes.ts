import { Router } from "express";
import { z } from "zod";
import { adminPasswordHash } from "../auth/admin-password";
import { clearSessionCookie, createSession, deleteSession, sessionTokenFrom, setSessionCookie } from "../auth/admin-sessions";
import { releaseAttempt, reserveSignInAttempt, signInSucceeded, tooManyAttemptsMessage } from "../auth/login-throttle";
import { HashQueueFullError, verifyPassword } from "../auth/password-hash";
import type { Services } from "../services";
import { requireSession, sessionOf } from "./require-session";

export const SIGN_IN_MESSAGES = {
  invalid: "Failed to sign in: Invalid email or password.",
  busy: "Sign-in is busy right now. Please try again in a few seconds.",
  malformed: "Enter your email and password.",
  notSetUp: "Admin sign-in is not set up yet. Run: npm run cli -- admin:password",
} as const;

const BUSY_RETRY_SECONDS = 5;

const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export function sessionRoutes(services: Services) {
  const { config, database, logger } = services;
  const router = Router();

  router.post("/api/admin/session", async (req, res) => {
    const parsed = signInBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: SIGN_IN_MESSAGES.malformed });
      return;
    }
    const email = parsed.data.email.toLowerCase();
    const ip = req.ip ?? req.socket.remoteAddress ?? "unknown";
    // The attempt is reserved (counted) before the slow hash, so parallel guesses cannot slip past the limit.
    const reservation = await reserveSignInAttempt(database, email, ip);
    if (!reservation.ok) {
      const minutes = Math.max(1, Math.ceil(reservation.retryAfterSeconds / 60));
      logger.warn({ ip }, "admin sign-in throttled");
      res
        .set("Retry-After", String(reservation.retryAfterSeconds))
        .status(429)
        .json({ error: tooManyAttemptsMessage(minutes) });
      return;
    }
    const hash = await adminPasswordHash(services);
    if (!hash) {
      await releaseAttempt(database, reservation.id);
      res.status(503).json({ error: SIGN_IN_MESSAGES.notSetUp });
      return;
    }
    let passwordMatches: boolean;
    try {
      // Always pay for the hash, whatever the e-mail, so neither the answer nor its time tells
      // whether the e-mail is the admin's (ADR 022).
      passwordMatches = await verifyPassword(parsed.data.password, hash);
    } catch (e) {
      if (!(e instanceof HashQueueFullError)) throw e;
      await releaseAttempt(database, reservation.id);
      logger.warn({ ip }, "admin sign-in refused: password checks busy");
      res.set("Retry-After", String(BUSY_RETRY_SECONDS)).status(503).json({ error: SIGN_IN_MESSAGES.busy });
      return;
    }
    if (!passwordMatches || email !== config.adminEmail) {
      logger.warn({ ip }, "admin sign-in refused: wrong e-mail or password");
      res.status(401).json({ error: SIGN_IN_MESSAGES.invalid });
      return;
    }
    await signInSucceeded(database, email, ip);
    const previous = sessionTokenFrom(req, config);
    if (previous) await deleteSession(database, previous);
    const token = await createSession(database, email);
    setSessionCookie(res, config, token);
    logger.info({ ip }, "admin signed in");
    res.json({ email });
  });

  router.get("/api/admin/session", requireSession(services), (_req, res) => {
    res.json({ email: sessionOf(res).email });
  });

  router.delete("/api/admin/session", requireSession(services), async (req, res) => {
    const token = sessionTokenFrom(req, config);
    if (token) await deleteSession(database, token);
    clearSessionCookie(res, config);
    res.status(204).end();
  });

  return router;
}
