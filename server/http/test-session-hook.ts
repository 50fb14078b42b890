import express, { type Request } from "express";
import { createSession, setSessionCookie } from "../auth/sessions";
import type { Services } from "../services";

/** The variable scripts/e2e-server.mjs sets; nothing else does (docs/decisions/020). */
export const TEST_SESSIONS_ENV = "KT_TEST_SESSIONS";
export const TEST_SESSION_PATH = "/__test/admin-session";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Browser tests only: `POST /__test/admin-session` signs the caller in as the configured admin
 * (a real session row and cookie, as a sign-in makes) without the form and its deliberately slow
 * password hash. Mounted only when KT_TEST_SESSIONS=1 and NODE_ENV is set and is not
 * "production" (an unset NODE_ENV counts as production), and it answers only a request whose
 * socket comes from the loopback address (never X-Forwarded-For). Otherwise the router is empty
 * and the path is an ordinary 404 page.
 */
export function testSessionHook(services: Services, env: Record<string, string | undefined> = process.env) {
  const router = express.Router();
  if (env[TEST_SESSIONS_ENV] !== "1") return router;
  if (!env.NODE_ENV || env.NODE_ENV === "production") {
    services.logger.error(`${TEST_SESSIONS_ENV}=1 refused: test sessions are never available with NODE_ENV=production or unset`);
    return router;
  }
  services.logger.warn(`${TEST_SESSIONS_ENV}=1: ${TEST_SESSION_PATH} signs loopback callers in as the admin (tests only)`);
  router.post(TEST_SESSION_PATH, async (req: Request, res, next) => {
    try {
      if (!LOOPBACK.has(req.socket.remoteAddress ?? "")) {
        res.status(403).json({ error: "Test sessions are for loopback callers only" });
        return;
      }
      const token = await createSession(services.database, { role: "admin", email: services.config.adminEmail });
      setSessionCookie(res, services.config, "admin", token);
      res.setHeader("Cache-Control", "no-store");
      res.json({ email: services.config.adminEmail });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
