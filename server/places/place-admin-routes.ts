import { Router, type Response } from "express";
import type { Actor } from "../audit/audit-log";
import { actorOf, partnerOf, sessionOf } from "../auth/require-role";
import { destinationPath, indexPlaces } from "../../domain/places";
import { isSiteLanguage, SITE_LANGUAGES } from "../../domain/site-language";
import { refusalBody } from "../write-result";
import type { Places } from "./place-service";

const adminActor = (res: Response): Actor => ({ role: "admin", email: sessionOf(res).email });

/**
 * The admin's places (ADR 108): a package's places (read, choose, or give back to the
 * derivation), new places, their names, archiving and restoring (ADR 155), and a destination
 * page's introduction. Mounted behind the admin API's
 * session and cross-site checks (server/admin/admin-routes.ts).
 */
export function placeAdminRoutes({ places }: { places: Places }) {
  const router = Router();
  packagePlaceRoutes(router, "/api/admin", places, (res) => ({ actor: adminActor(res) }));

  router.post("/api/admin/places", async (req, res) => {
    const result = await places.addPlace(req.body, adminActor(res));
    if (!result.ok) res.status(result.status).json(refusalBody(result));
    else res.status(201).json({ item: result.value });
  });

  // Every place, archived ones too, with its names, introductions and page, for the admin's places section.
  router.get("/api/admin/places", async (_req, res) => {
    const all = await places.everyPlace();
    const index = indexPlaces(all);
    res.json({
      items: all.map((p) => ({
        slug: p.slug,
        parent: p.parent,
        level: p.level,
        names: p.names,
        aliases: p.aliases,
        intros: p.intros,
        path: destinationPath(index, p.slug),
        archived: p.archived,
      })),
    });
  });

  router.put("/api/admin/places/:slug/names", async (req, res) => {
    const body = (req.body ?? {}) as { names?: unknown; aliases?: unknown };
    const result = await places.rename(req.params.slug, body.names, adminActor(res), body.aliases);
    if (!result.ok) res.status(result.status).json(refusalBody(result));
    else res.json({ item: result.value });
  });

  for (const [action, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    router.post(`/api/admin/places/:slug/${action}`, async (req, res) => {
      const result = await places.setArchived(req.params.slug, archived, adminActor(res));
      if (!result.ok) res.status(result.status).json(refusalBody(result));
      else res.json({ item: result.value });
    });
  }

  router.put("/api/admin/places/:slug/intro", async (req, res) => {
    const body = (req.body ?? {}) as { intro?: unknown; language?: unknown };
    const language = body.language ?? "en";
    if (!isSiteLanguage(language)) {
      res.status(400).json({ error: `language must be one of ${SITE_LANGUAGES.join(", ")}` });
      return;
    }
    if (typeof body.intro !== "string" || body.intro.length > 4000) {
      res.status(400).json({ error: "intro must be text of at most 4000 characters" });
      return;
    }
    const intro = body.intro.trim();
    if (await places.setIntro(req.params.slug, intro, language, adminActor(res))) res.json({ slug: req.params.slug, language, intro });
    else res.status(404).json({ error: "Place not found" });
  });

  return router;
}

/**
 * A partner's places for its own packages (ADR 117): the same reads and choices as the admin's,
 * among existing places (it adds none), the provider from the session. Mounted behind the partner
 * role and cross-site checks (server/partners/partner-routes.ts).
 */
export function placePartnerRoutes({ places }: { places: Places }) {
  const router = Router();
  packagePlaceRoutes(router, "/api/partner", places, (res) => ({ actor: actorOf(res), providerId: partnerOf(res).providerId }));
  return router;
}

/**
 * GET and PUT `{prefix}/packages/:id/places`: a package's places read, and chosen by the one who
 * asks (`who`: the audit's actor, and for a partner its provider, the only one whose packages it
 * reaches: another's answers 404).
 */
function packagePlaceRoutes(
  router: Router,
  prefix: "/api/admin" | "/api/partner",
  places: Places,
  who: (res: Response) => { actor: Actor; providerId?: string },
) {
  router.get(`${prefix}/packages/:id/places`, async (req, res) => {
    const links = await places.linksOf(req.params.id, who(res).providerId);
    if (!links) res.status(404).json({ error: "Package not found" });
    else res.json(links);
  });

  router.put(`${prefix}/packages/:id/places`, async (req, res) => {
    const result = await places.chooseLinks(req.params.id, (req.body as { places?: unknown } | undefined)?.places, who(res).actor);
    // A partner's refusal carries its code (the portal says it in the page's language).
    if (!result.ok) res.status(result.status).json(refusalBody(result));
    else res.json(result.value);
  });
}
