import { eq } from "drizzle-orm";
import type { RequestHandler, Response } from "express";
import { codedErrorBody } from "../../domain/coded-message";
import { partnerRefusal } from "../../domain/partners";
import type { Actor } from "../audit/audit-log";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { partnerPeople, providers, ROLES } from "../db/schema";
import { clearSessionCookie, deletePartnerSessions, findSession, sessionTokenFrom, type Role, type Session } from "./sessions";

export const AUTH_MESSAGES = {
  notSignedIn: "Not signed in.",
  /** A live session of another identity (ADMIN_EMAIL changed since it was made). */
  accessDenied: "Access denied: Unauthorized email address.",
  /** Signed in, but in a role this route is not for (a partner on an admin route). */
  wrongRole: "Access denied: this page is not for your account.",
} as const;

/** The answer to a suspended provider's person, at sign-in or on a session: the English words, and the code and contact a page says them with. */
export function suspendedBody(contact: string) {
  return codedErrorBody(partnerRefusal("providerSuspended", { contact }));
}

/** The signed-in partner person: every partner query is scoped by `providerId` from here, never from the request. */
export interface PartnerActor {
  personId: string;
  providerId: string;
  email: string;
}

export function sessionOf(res: Response): Session {
  return res.locals.session as Session;
}

export function partnerOf(res: Response): PartnerActor {
  return res.locals.partner as PartnerActor;
}

/** The signed-in person as the audit log names them: a partner person with their provider, or the admin. */
export function actorOf(res: Response): Actor {
  const partner = res.locals.partner as PartnerActor | undefined;
  if (partner) return { role: "partner", email: partner.email, providerId: partner.providerId };
  return { role: "admin", email: sessionOf(res).email };
}

type AuthServices = { config: Config; database: Database };

/** Whether a live session of another role than `role` came with the request (to answer 403 rather than 401). */
async function signedInAsOther({ config, database }: AuthServices, role: Role, req: Parameters<RequestHandler>[0]): Promise<boolean> {
  for (const other of ROLES) {
    if (other === role) continue;
    const token = sessionTokenFrom(req, config, other);
    if (token && (await findSession(database, other, token))) return true;
  }
  return false;
}

/** The person behind a partner session and their provider's standing, in one read. */
async function partnerStanding(database: Database, personId: string) {
  const [row] = await database.db
    .select({ providerId: partnerPeople.providerId, personStatus: partnerPeople.status, providerStatus: providers.status })
    .from(partnerPeople)
    .innerJoin(providers, eq(providers.id, partnerPeople.providerId))
    .where(eq(partnerPeople.id, personId))
    .limit(1);
  return row ?? null;
}

/**
 * The one gate of every signed-in route: a live session of `role`, or 401 (no session) / 403
 * (signed in with another role, or no longer allowed). The admin's session must carry the
 * configured admin e-mail; a partner's person must still be active and their provider not
 * suspended, checked on every request, so a revocation or a suspension shuts them out at once.
 */
export function requireRole(services: AuthServices, role: Role): RequestHandler {
  const { config, database } = services;
  return async (req, res, next) => {
    const token = sessionTokenFrom(req, config, role);
    const session = token ? await findSession(database, role, token) : null;
    if (!session) {
      if (token) clearSessionCookie(res, config, role);
      if (await signedInAsOther(services, role, req)) res.status(403).json({ error: AUTH_MESSAGES.wrongRole });
      else res.status(401).json({ error: AUTH_MESSAGES.notSignedIn });
      return;
    }
    if (role === "admin" && session.email !== config.adminEmail) {
      clearSessionCookie(res, config, role);
      res.status(403).json({ error: AUTH_MESSAGES.accessDenied });
      return;
    }
    if (role === "partner") {
      const standing = session.partnerPersonId ? await partnerStanding(database, session.partnerPersonId) : null;
      if (!standing || standing.personStatus !== "Active" || standing.providerStatus === "Suspended") {
        await deletePartnerSessions(database.db, session.partnerPersonId ? [session.partnerPersonId] : []);
        clearSessionCookie(res, config, role);
        if (standing?.providerStatus === "Suspended") res.status(403).json(suspendedBody(config.contact.email));
        else res.status(401).json({ error: AUTH_MESSAGES.notSignedIn });
        return;
      }
      res.locals.partner = {
        personId: session.partnerPersonId!,
        providerId: standing.providerId,
        email: session.email,
      } satisfies PartnerActor;
    }
    res.locals.session = session;
    next();
  };
}
