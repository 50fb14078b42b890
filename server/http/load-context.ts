import type { Response } from "express";
import type { AppLoadContext } from "react-router";
import type { Services } from "../services";
import { outageAware } from "./outage";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** CSP nonce of this response, for React Router's inline scripts. */
    cspNonce: string;
  }
}

const forLoaders = new WeakMap<Services, Services>();

/** Loaders see a catalogue (and reviews) whose outages reject with the 503 outage response (server/http/outage.ts). */
function loaderServices(services: Services): Services {
  let wrapped = forLoaders.get(services);
  if (!wrapped) {
    wrapped = { ...services, catalogue: outageAware(services.catalogue), reviews: outageAware(services.reviews) };
    forLoaders.set(services, wrapped);
  }
  return wrapped;
}

export function loadContextFor(services: Services, res: Response): AppLoadContext {
  return { services: loaderServices(services), cspNonce: String(res.locals.cspNonce ?? "") };
}
