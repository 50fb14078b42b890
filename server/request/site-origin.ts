import type { Request } from "express";
import type { Config } from "../config";

/** The site's own origin for absolute links: PUBLIC_BASE_URL when set, else the request's. */
export function siteOrigin({ config }: { config: Pick<Config, "publicBaseUrl"> }, req: Request): string {
  return config.publicBaseUrl ?? `${req.protocol}://${req.get("host")}`;
}
