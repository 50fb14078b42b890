import type { Response } from "express";
import type { AppLoadContext } from "react-router";
import type { Services } from "../services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** CSP nonce of this response, for React Router's inline scripts. */
    cspNonce: string;
  }
}

export function loadContextFor(services: Services, res: Response): AppLoadContext {
  return { services, cspNonce: String(res.locals.cspNonce ?? "") };
}
