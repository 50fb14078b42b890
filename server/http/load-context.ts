import type { Response } from "express";
import type { AppLoadContext } from "react-router";
import type { ReviewPagePost } from "../reviews/review-routes";
import type { Services } from "../services";
import { outageAware } from "./outage";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** CSP nonce of this response, for React Router's inline scripts. */
    cspNonce: string;
    /** The review page's plain form post, already answered by the server (ADR 043); else undefined. */
    reviewPost?: ReviewPagePost;
  }
}

const forLoaders = new WeakMap<Services, Services>();

/**
 * Loaders see every database-backed service (catalogue, reviews, providers, exchange rates: the
 * root loader reads the rates on every page) rejecting with the 503 outage response
 * (server/http/outage.ts) when the database does not answer, never with the driver's error (a 500).
 */
function loaderServices(services: Services): Services {
  let wrapped = forLoaders.get(services);
  if (!wrapped) {
    wrapped = {
      ...services,
      catalogue: outageAware(services.catalogue),
      reviews: outageAware(services.reviews),
      providers: outageAware(services.providers),
      exchangeRates: outageAware(services.exchangeRates),
    };
    forLoaders.set(services, wrapped);
  }
  return wrapped;
}

export function loadContextFor(services: Services, res: Response): AppLoadContext {
  return {
    services: loaderServices(services),
    cspNonce: String(res.locals.cspNonce ?? ""),
    reviewPost: res.locals.reviewPost as ReviewPagePost | undefined,
  };
}
