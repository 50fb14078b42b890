import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Services } from "../services";
import { requestId } from "../logger";
import { drainRelay } from "./drain-relay";
import { cspNonce, securityHeaders } from "./security-headers";
import { adminRoutes } from "../admin/admin-routes";
import { catalogueRoutes } from "../catalogue/catalogue-routes";
import { auditAdminRoutes } from "../audit/audit-routes";
import { packageAdminRoutes } from "../catalogue/package-admin-routes";
import { partnerPackageRoutes } from "../catalogue/package-partner-routes";
import { packageReviewAdminRoutes } from "../catalogue/package-review-routes";
import { exchangeRateAdminRoutes } from "../currency/exchange-rate-routes";
import { placeAdminRoutes, placePartnerRoutes } from "../places/place-admin-routes";
import { providerAdminRoutes, providerRoutes } from "../providers/provider-routes";
import { partnerReviewRoutes, reviewAdminRoutes } from "../reviews/review-admin-routes";
import { partnerProfileRoutes, providerChangeAdminRoutes } from "../providers/provider-profile-routes";
import { reviewPublicRoutes } from "../reviews/review-public-routes";
import { uploadAdminRoutes } from "../storage/upload-routes";
import { partnerPeopleAdminRoutes, partnerRoutes } from "../partners/partner-routes";
import { uploadsRoutes } from "../storage/uploads-route";
import { insightAdminRoutes, insightBeacons, insightPartnerRoutes } from "../insight/insight-routes";
import { feedMediaRoutes } from "../feeds/feed-media";
import { octoRoutes, resellerKeyAdminRoutes } from "../feeds/feed-routes";
import { healthRoutes } from "./health-routes";
import { testSessionHook } from "./test-session-hook";
import { hostGuard, methodAndTargetGuard, controlCharacterGuard } from "./request-guards";
import { OUTAGE_HEADERS, OUTAGE_MESSAGE, outageHeadersOn503 } from "../request/outage";
import { isDatabaseUnavailable, unavailableReason } from "../db/unavailable";
import { HASH_BUSY_RETRY_SECONDS, HashQueueFullError, PASSWORD_CHECKS_BUSY } from "../auth/password-hash";
import { refuseSavesOnFullDisk } from "../ops/disk-full";
import { publicAssetFiles } from "./public-assets";
import type { AssetHashes } from "../../domain/asset-url";

export interface AppOptions {
  services: Services;
  /** build/client when serving a production build; omitted in API-only tests. */
  clientDir?: string;
  /** The React Router request handler; omitted in API-only tests. */
  pageHandler?: RequestHandler;
  /** Development only: Vite's middleware, serving source modules and HMR instead of clientDir. */
  devMiddleware?: RequestHandler;
  /** The shared cache of public responses (server/cache/response-cache.ts); omitted in API-only tests and development. */
  responseCache?: RequestHandler;
  /** Mounted first, before the health routes (server/ops: metrics, the drain on stop, /metrics with a token). */
  operations?: RequestHandler[];
  /**
   * The load shedding (server/ops/load-shedding.ts): mounted after the response cache, so only
   * requests that cost work are counted and refused when the process is busy.
   */
  shedding?: RequestHandler;
  /** Content hashes of the files under clientDir/assets that came from public/assets (ADR 045); the build's own by default. */
  assetHashes?: AssetHashes;
}

/** A path whose last segment has an extension: the only kind the client build holds. */
const FILE_PATH = /\.[^/]+$/;

export function createApp({
  services,
  clientDir,
  pageHandler,
  devMiddleware,
  responseCache,
  assetHashes,
  operations = [],
  shedding,
}: AppOptions) {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy !== false) app.set("trust proxy", config.trustProxy);
  app.use(requestId, ...operations);
  app.use(methodAndTargetGuard(logger));
  // The browser's beacons, before the rest of the chain: a flood of them must cost pages little
  // (ADR 107). They write nothing into a page, so neither the page headers nor the Host rules apply.
  app.use(insightBeacons(services));
  app.use(cspNonce);
  if (!devMiddleware) app.use(securityHeaders({ https: Boolean(config.publicBaseUrl?.startsWith("https://")), ...fileOrigins(services) }));
  app.use(compression());
  app.use(drainRelay);

  app.use(healthRoutes(services));
  // Health checks come from load balancers by IP; everything else needs a Host we may write into pages.
  app.use(hostGuard({ allowedHosts: config.allowedHosts }, logger), controlCharacterGuard(logger));
  app.use(testSessionHook(services)); // empty unless KT_TEST_SESSIONS=1 outside production (ADR 020)

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    const files = publicAssetFiles(clientDir, assetHashes);
    app.use((req, res, next) => (FILE_PATH.test(req.path) ? files(req, res, next) : next()));
  }

  // Counts public page views when they have been answered, from the cache or rendered (ADR 107).
  app.use(services.insight.pageViews);
  if (responseCache) app.use(responseCache);
  if (shedding) app.use(shedding);
  // Each feature owns its routers; the shell only puts them in order.
  app.use(catalogueRoutes(services));
  app.use(providerRoutes(services));
  app.use(reviewPublicRoutes(services));
  app.use(octoRoutes(services));
  app.use(feedMediaRoutes(services, clientDir));
  app.use(
    adminRoutes(services, [
      packageAdminRoutes(services),
      packageReviewAdminRoutes(services),
      auditAdminRoutes(services),
      providerAdminRoutes(services),
      partnerPeopleAdminRoutes(services),
      providerChangeAdminRoutes(services),
      reviewAdminRoutes(services),
      exchangeRateAdminRoutes(services),
      placeAdminRoutes(services),
      uploadAdminRoutes(services),
      insightAdminRoutes(services),
      resellerKeyAdminRoutes(services),
    ]),
  );
  app.use(
    partnerRoutes(services, [
      partnerPackageRoutes(services),
      placePartnerRoutes(services),
      partnerReviewRoutes(services),
      partnerProfileRoutes(services),
      insightPartnerRoutes(services),
    ]),
  );
  app.use(uploadsRoutes(services));

  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });

  if (pageHandler) app.use(outageHeadersOn503, pageHandler);

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    // Too many password checks already wait (password-hash.ts): the person is asked to come back in a moment.
    if (err instanceof HashQueueFullError) {
      logger.warn({ method: req.method, url: req.originalUrl }, "refused: password checks busy");
      if (!res.headersSent) res.set("Retry-After", String(HASH_BUSY_RETRY_SECONDS)).status(503).json({ error: PASSWORD_CHECKS_BUSY });
      return;
    }
    const clientError = typeof err?.status === "number" && err.status >= 400 && err.status < 500;
    const outage = !clientError && isDatabaseUnavailable(err);
    // A client's mistake or an outage is one line; only our own failures carry a stack.
    if (clientError)
      logger.warn({ method: req.method, url: req.originalUrl, status: err.status, reason: String(err.message) }, "bad request");
    else if (outage) logger.warn({ method: req.method, url: req.originalUrl, reason: unavailableReason(err) }, "database unavailable");
    else logger.error({ err, url: req.originalUrl }, "request failed");
    if (res.headersSent) return;
    const status = clientError ? err.status : outage ? 503 : 500;
    const message = clientError ? "Bad request" : outage ? OUTAGE_MESSAGE : "Something went wrong. Please try again.";
    if (outage) res.set(OUTAGE_HEADERS);
    if (req.originalUrl.startsWith("/api/") || req.accepts(["html", "json"]) === "json") res.status(status).json({ error: message });
    else res.status(status).type("text/plain").send(message);
  };
  app.use(refuseSavesOnFullDisk(logger), onError);
  return app;
}

/** Uploaded files served from another origin (S3) must pass the CSP as images and for the PDF download fetch. */
function fileOrigins({ storage }: Services) {
  return storage.publicOrigin ? { extraImgSources: [storage.publicOrigin], extraConnectSources: [storage.publicOrigin] } : {};
}
