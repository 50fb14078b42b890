import type { RequestHandler, Response } from "express";
import { clearSessionCookie, findSession, sessionTokenFrom, type AdminSession } from "../auth/admin-sessions";
import type { Services } from "../services";

export const NOT_SIGNED_IN = "Not signed in.";
export const ACCESS_DENIED = "Access denied: Unauthorized email address.";

export function sessionOf(res: Response): AdminSession {
  return res.locals.adminSession as AdminSession;
}

/** Every admin read and write passes here: a live session of the configured admin, or 401. */
export function requireSession({ config, database }: Services): RequestHandler {
  return async (req, res, next) => {
    const token = sessionTokenFrom(req, config);
    const session = token ? await findSession(database, token) : null;
    if (!session) {
      if (token) clearSessionCookie(res, config);
      res.status(401).json({ error: NOT_SIGNED_IN });
      return;
    }
    if (session.email !== config.adminEmail) {
      // A live session of another identity (ADMIN_EMAIL changed since it was made).
      clearSessionCookie(res, config);
      res.status(403).json({ error: ACCESS_DENIED });
      return;
    }
    res.locals.adminSession = session;
    next();
  };
}
