import { Router } from "express";
import { z } from "zod";
import { adminPasswordHash } from "../auth/admin-password";
import { clearSessionCookie, createSession, deleteSession, sessionTokenFrom, setSessionCookie } from "../auth/admin-sessions";
import { recordLoginAttempt, throttledMinutes, tooManyAttemptsMessage } from "../auth/login-throttle";
import { verifyPassword } from "../auth/password-hash";
import type { Services } from "../services";
import { requireSession, sessionOf } from "./require-session";

export const SIGN_IN_MESSAGES = {
  invalid: "Failed to sign in: Invalid email or password.",
  unauthorized: "Access denied: Unauthorized email address.",
  malformed: "Enter your email and password.",
  notSetUp: "Admin sign-in is not set up yet. Run: npm run cli -- admin:password",
} as const;

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
    const minutes = await throttledMinutes(database, email, ip);
    if (minutes !== null) {
      logger.warn({ ip, email }, "admin sign-in throttled");
      res
        .set("Retry-After", String(minutes * 60))
        .status(429)
        .json({ error: tooManyAttemptsMessage(minutes) });
      return;
    }
    const hash = await adminPasswordHash(services);
    if (!hash) {
      res.status(503).json({ error: SIGN_IN_MESSAGES.notSetUp });
      return;
    }
    // Always pay for the hash, whatever the e-mail, so the answer time tells nothing.
    const passwordMatches = await verifyPassword(parsed.data.password, hash);
    if (email !== config.adminEmail) {
      await recordLoginAttempt(database, email, ip, false);
      logger.warn({ ip, email }, "admin sign-in refused: unauthorised e-mail");
      res.status(403).json({ error: SIGN_IN_MESSAGES.unauthorized });
      return;
    }
    if (!passwordMatches) {
      await recordLoginAttempt(database, email, ip, false);
      logger.warn({ ip }, "admin sign-in refused: wrong password");
      res.status(401).json({ error: SIGN_IN_MESSAGES.invalid });
      return;
    }
    await recordLoginAttempt(database, email, ip, true);
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
