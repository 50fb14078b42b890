import { Router, type Request, type RequestHandler, type Response } from "express";
import { todayIn } from "../../domain/dates";
import {
  calendarRange,
  OCTO_CAPABILITIES,
  OCTO_CONTENT_LANGUAGE,
  OCTO_OPTION_ID,
  octoCalendar,
  octoErrorBody,
  octoProduct,
  octoSupplier,
  requestedCapabilities,
  requestedTravellers,
  type OctoCapability,
  type OctoErrorCode,
  type OctoProvider,
} from "../../domain/open-feeds";
import type { ListedPackage } from "../../domain/providers";
import { failedRead, jsonBody } from "../request/json-api";
import { OUTAGE_HEADERS, OUTAGE_MESSAGE } from "../request/outage";
import { siteOrigin } from "../request/site-origin";
import type { Services } from "../services";
import { RESELLER_KEY_MESSAGES } from "./reseller-keys";

/**
 * OCTO's error answer (octoErrorBody). OCTO answers every refusal 400 Bad Request, whatever the
 * code (UNAUTHORIZED and FORBIDDEN included); only the outage below is a 5xx.
 */
function octoError(res: Response, error: OctoErrorCode, errorMessage: string, extra: Record<string, string> = {}, status = 400) {
  res.status(status).json(octoErrorBody(error, errorMessage, extra));
}

/**
 * The database does not answer: OCTO's INTERNAL_SERVER_ERROR ("the backend server is down"), with
 * the site's outage status and headers (503, Retry-After; ADR 023) so a reseller retries later.
 */
function octoOutage(res: Response) {
  res.set(OUTAGE_HEADERS);
  octoError(res, "INTERNAL_SERVER_ERROR", OUTAGE_MESSAGE, {}, 503);
}

/** A JSON body, its errors (not JSON, too large, text no field can hold) as OCTO's BAD_REQUEST (400 for all). */
const octoJsonBody = jsonBody("8kb", (res, _status, message) => octoError(res, "BAD_REQUEST", message));

interface OctoLocals {
  provider: OctoProvider & { id: string };
  capabilities: OctoCapability[];
}
const localsOf = (res: Response) => res.locals as unknown as OctoLocals;

/**
 * The read-only OCTO API under /octo/<provider-slug>/ (ADR 103): supplier, products (with the
 * octo/content and octo/pricing capabilities a request names in `Octo-Capabilities`) and the
 * availability calendar, for a verified provider's bookable packages. Every request carries a
 * reseller's key (`Authorization: Bearer …`) that the admin issued and has not revoked. Answers are
 * never stored by shared caches: they are for one reseller, and seats change.
 */
export function octoRoutes(services: Services) {
  const { catalogue, providers, resellerKeys, config, logger } = services;
  const router = Router();
  const unavailable = failedRead(logger, "OCTO read failed", undefined, octoOutage);
  const today = () => todayIn(config.timeZone);

  const door: RequestHandler = async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    try {
      // OCTO's two refusals: UNAUTHORIZED when no key is sent, FORBIDDEN for a key that is not
      // valid (unknown, or revoked).
      const auth = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "");
      if (!auth) return octoError(res, "UNAUTHORIZED", "Send a reseller key the marketplace issued: Authorization: Bearer <key>.");
      if (!(await resellerKeys.verify(auth[1]!)))
        return octoError(res, "FORBIDDEN", "This key is not one the marketplace issued, or it has been revoked.");
      const provider = await providers.getPublicBySlug(String(req.params.slug ?? ""));
      if (!provider || provider.status !== "Verified")
        return octoError(res, "BAD_REQUEST", "No verified provider at this address.", {}, 404);
      const capabilities = requestedCapabilities(req.get("octo-capabilities"));
      res.set("Octo-Capabilities", capabilities.join(", "));
      // octo/content requires the language of the content fields and the list of those it is
      // served in; the content is English only.
      if (capabilities.includes("octo/content"))
        res.set({ "Content-Language": OCTO_CONTENT_LANGUAGE, "Available-Languages": OCTO_CONTENT_LANGUAGE });
      res.locals.provider = provider;
      res.locals.capabilities = capabilities;
      next();
    } catch (err) {
      unavailable(req, res, err);
    }
  };

  const products = async (res: Response): Promise<ListedPackage[]> => catalogue.bookable({ providerId: localsOf(res).provider.id });
  /** The supplier's bookable package `id`, read alone; undefined after answering OCTO's INVALID_PRODUCT_ID. */
  const productOr400 = async (res: Response, id: string): Promise<ListedPackage | undefined> => {
    const [pkg] = await catalogue.bookable({ providerId: localsOf(res).provider.id, id });
    if (!pkg) octoError(res, "INVALID_PRODUCT_ID", "No bookable product of this supplier has this id.", { productId: id });
    return pkg;
  };
  const productOf = (req: Request, res: Response, pkg: ListedPackage) =>
    octoProduct(pkg, { origin: siteOrigin(services, req), timeZone: config.timeZone, capabilities: localsOf(res).capabilities });

  router.use("/octo/:slug", door);

  router.get("/octo/:slug/supplier", (req, res) => {
    res.json(octoSupplier(localsOf(res).provider, siteOrigin(services, req), localsOf(res).capabilities));
  });

  router.get("/octo/:slug/capabilities", (_req, res) => {
    res.json(OCTO_CAPABILITIES.map((id) => ({ id, revision: 1, required: false, dependencies: [], docs: null })));
  });

  router.get("/octo/:slug/products", async (req, res) => {
    try {
      res.json((await products(res)).map((pkg) => productOf(req, res, pkg)));
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  router.get("/octo/:slug/products/:id", async (req, res) => {
    try {
      const pkg = await productOr400(res, req.params.id);
      if (pkg) res.json(productOf(req, res, pkg));
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  router.post("/octo/:slug/availability/calendar", octoJsonBody, async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.productId !== "string") return octoError(res, "BAD_REQUEST", "productId is required.");
    try {
      const pkg = await productOr400(res, body.productId);
      if (!pkg) return;
      if (body.optionId !== OCTO_OPTION_ID)
        return octoError(res, "INVALID_OPTION_ID", `The one option of each product is ${OCTO_OPTION_ID}.`, {
          optionId: String(body.optionId ?? ""),
        });
      const range = calendarRange(body.localDateStart, body.localDateEnd);
      if (!range.ok) return octoError(res, "BAD_REQUEST", range.message);
      const party = requestedTravellers(pkg, body.units);
      if (!party.ok) return octoError(res, party.error, party.message, party.unitId === undefined ? {} : { unitId: party.unitId });
      const { capabilities } = localsOf(res);
      res.json(octoCalendar(pkg, { start: range.start, end: range.end, today: today(), capabilities, travellers: party.travellers }));
    } catch (err) {
      unavailable(req, res, err);
    }
  });

  // OCTO defines no code for an address that is not there: its BAD_REQUEST, with HTTP's 404.
  router.all("/octo/:slug/*rest", (_req, res) => octoError(res, "BAD_REQUEST", "No such OCTO endpoint.", {}, 404));

  return router;
}

/**
 * /api/admin/reseller-keys: list, issue (the key is in this one answer only) and revoke the keys
 * of the OCTO API. Mounted behind the admin API's door (server/admin/admin-routes.ts).
 */
export function resellerKeyAdminRoutes({ resellerKeys }: Pick<Services, "resellerKeys">) {
  const router = Router();
  router.get("/api/admin/reseller-keys", async (_req, res) => {
    res.json({ items: await resellerKeys.list() });
  });
  router.post("/api/admin/reseller-keys", async (req, res) => {
    const result = await resellerKeys.issue((req.body as { name?: unknown } | undefined)?.name);
    if (!result.ok) res.status(400).json({ error: result.error, field: "name" });
    else res.status(201).json({ item: result.item, key: result.key });
  });
  router.post("/api/admin/reseller-keys/:id/revoke", async (req, res) => {
    const item = await resellerKeys.revoke(req.params.id);
    if (!item) res.status(404).json({ error: RESELLER_KEY_MESSAGES.notFound });
    else res.json({ item });
  });
  return router;
}
