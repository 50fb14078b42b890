import type { Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import type { ReviewPagePost } from "../reviews/review-public-routes";
import type { Services } from "../services";
import { NO_RATES } from "../../domain/currency";
import { isOutageResponse, outageAware } from "../request/outage";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** CSP nonce of this response, for React Router's inline scripts. */
    cspNonce: string;
    /** The review page's plain form post, already answered by the server (ADR 043); else undefined. */
    reviewPost?: ReviewPagePost;
    /**
     * A React Router data request (`*.data`: a client navigation or revalidation) rather than a
     * document: loaders then send their messages as text, which the page in the browser needs at
     * once, instead of naming their file (ADR 062).
     */
    dataRequest: boolean;
  }
}

const forLoaders = new WeakMap<Services, Services>();

/**
 * Loaders see every database-backed service they read (catalogue, places, reviews, providers,
 * exchange rates: the root loader reads the rates on every page) rejecting with the 503 outage
 * response (server/request/outage.ts) when the database does not answer, never with the
 * driver's error (a 500).
 */
function loaderServices(services: Services): Services {
  let wrapped = forLoaders.get(services);
  if (!wrapped) {
    wrapped = {
      ...services,
      catalogue: outageAware(services.catalogue),
      places: outageAware(services.places),
      reviews: outageAware(services.reviews),
      providers: outageAware(services.providers),
      exchangeRates: outageAware(services.exchangeRates),
    };
    forLoaders.set(services, wrapped);
  }
  return wrapped;
}

export function loadContextFor(services: Services, req: Pick<Request, "path">, res: Response): AppLoadContext {
  const reviewPost = res.locals.reviewPost as ReviewPagePost | undefined;
  return {
    services: reviewPost?.outcome.kind === "unavailable" ? withoutRatesOnOutage(loaderServices(services)) : loaderServices(services),
    cspNonce: String(res.locals.cspNonce ?? ""),
    reviewPost,
    dataRequest: req.path.endsWith(".data"),
  };
}

/**
 * The review page answering a post the database could not take (ADR 055) shows no price: the
 * root loader gets no exchange rates instead of the outage response, so the traveller gets the
 * page with what they typed rather than the site's error page (which could not keep it).
 */
function withoutRatesOnOutage(services: Services): Services {
  const { exchangeRates } = services;
  return {
    ...services,
    exchangeRates: {
      ...exchangeRates,
      current: () => exchangeRates.current().catch((error: unknown) => (isOutageResponse(error) ? NO_RATES : Promise.reject(error))),
    },
  };
}
