import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Services } from "../services";
import { cspNonce, securityHeaders } from "./security-headers";
import { adminRoutes } from "../admin/admin-routes";
import { apiRoutes } from "./api-routes";
import { healthRoutes } from "./health-routes";

export interface AppOptions {
  services: Services;
  /** build/client when serving a production build; omitted in API-only tests. */
  clientDir?: string;
  /** The React Router request handler; omitted in API-only tests. */
  pageHandler?: RequestHandler;
}

export function createApp({ services, clientDir, pageHandler }: AppOptions) {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", true);
  app.use(cspNonce);
  app.use(securityHeaders({ https: Boolean(config.publicBaseUrl?.startsWith("https://")) }));
  app.use(compression());

  app.use(healthRoutes(services));

  if (clientDir) {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: true }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(apiRoutes(services));
  app.use(adminRoutes(services));

  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });

  if (pageHandler) app.use(pageHandler);

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    logger.error({ err, url: req.originalUrl }, "request failed");
    if (res.headersSent) return;
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    const message = status < 500 ? "Bad request" : "Something went wrong. Please try again.";
    if (req.originalUrl.startsWith("/api/") || req.accepts(["html", "json"]) === "json") res.status(status).json({ error: message });
    else res.status(status).type("text/plain").send(message);
  };
  app.use(onError);
  return app;
}
