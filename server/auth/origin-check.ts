import type { Request, RequestHandler } from "express";
import type { Config } from "../config";
import { ROLES } from "../db/schema";
import { sessionTokenFrom } from "./sessions";

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isOwnOrigin(origin: string, req: Request, config: Pick<Config, "publicBaseUrl">): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (config.publicBaseUrl) return parsed.origin === new URL(config.publicBaseUrl).origin;
  // Scheme, host and port: https://host is another origin than http://host.
  return parsed.origin === `${req.protocol}://${req.get("host")}`;
}

/**
 * Refuses signed-in mutations (admin and partner APIs) sent from another site. Browsers always
 * send Origin with a fetch POST/PUT/DELETE, so a mutation carrying a session cookie of any role
 * but no Origin is refused too.
 */
export function originCheck(config: Pick<Config, "publicBaseUrl">): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const refused =
      origin === undefined ? ROLES.some((role) => sessionTokenFrom(req, config, role) !== null) : !isOwnOrigin(origin, req, config);
    if (refused) {
      res.status(403).json({ error: CROSS_SITE_MESSAGE });
      return;
    }
    next();
  };
}
