import { MAX_PAGE_SIZE, type ListingQuery } from "../../../domain/listing-query";
import { CARD_HIGHLIGHTS, PACKAGE_CARD_FIELDS, pickFields, type PackageCardSource } from "../../../domain/package";
import { nextOpenDeparture } from "../../../domain/package-content";
import { localizedList, pageTitles, shownTitle } from "../../../domain/package-translations";
import type { Rating } from "../../../domain/reviews";
import type { SiteLanguage } from "../../../domain/site-language";
import { placeName, placeTree } from "../../../domain/places";
import type { Services } from "../../../server/services";
import type { CardPackage } from "./package-card";

/**
 * Only what a card shows travels to the browser (no descriptions, itineraries, options); of the
 * departures, only the next open one as of `today` (the card's "Next: 14 Dec · 4 seats"). The
 * title and highlights are the page language's when translated (ADR 041, 112), each with the
 * language it is written in, so the card marks the original's; the original title travels beside
 * a translated one for the card's favourite heart (a favourite keeps both).
 */
export function toCardPackage(p: PackageCardSource & { rating?: Rating | null }, today: string, language: SiteLanguage): CardPackage {
  const next = nextOpenDeparture(p.departures, today);
  const title = shownTitle(p, language);
  const highlights = localizedList(p, "highlights", language);
  return {
    ...pickFields(p, PACKAGE_CARD_FIELDS),
    title: title.value,
    titleLanguage: title.language,
    titles: pageTitles(p, language),
    highlights: highlights.value.slice(0, CARD_HIGHLIGHTS),
    highlightsLanguage: highlights.language,
    nextDeparture: next ? { date: next.date, seatsLeft: next.seatsLeft } : null,
    rating: p.rating ?? null,
  };
}

/** 'Load more' pages shown at most on one URL; past this the traveller is asked to narrow down. */
export const MAX_SHOWN_ITEMS = 240;

/**
 * `?page=N` shows pages 1..N, so a reload, the back button or a shared link shows what the
 * traveller had loaded. They are read in chunks of the largest page size.
 */
export async function loadListing(services: Services, query: ListingQuery, today: string, language: SiteLanguage) {
  const wanted = Math.min(query.page * query.pageSize, MAX_SHOWN_ITEMS);
  const chunk = Math.min(wanted, MAX_PAGE_SIZE);
  // Price ranges find other currencies' packages at the admin's rates (ADR 035).
  const rates = query.price ? await services.exchangeRates.current() : undefined;
  const first = await services.catalogue.searchCards({ ...query, page: 1, pageSize: chunk }, today, rates);
  const items = [...first.items];
  const reachable = Math.min(wanted, first.matched);
  const rest: number[] = [];
  for (let page = 2; (page - 1) * chunk < reachable; page++) rest.push(page);
  const more = await Promise.all(rest.map((page) => services.catalogue.searchCards({ ...query, page, pageSize: chunk }, today, rates)));
  for (const result of more) items.push(...result.items);
  const shown = items.slice(0, reachable).map((p) => toCardPackage(p, today, language));
  return {
    items: shown,
    matched: first.matched,
    total: first.total,
    hasMore: shown.length < first.matched && shown.length < MAX_SHOWN_ITEMS,
    capped: shown.length >= MAX_SHOWN_ITEMS && shown.length < first.matched,
    similar: first.similar,
  };
}

/** One option of the destination filter: a place holding bookable packages, in the page language. */
export interface DestinationOption {
  slug: string;
  name: string;
  depth: number;
  count: number;
}

/**
 * The destination filter's options (ADR 108): the places with bookable packages, depth first and
 * in the alphabetical order of the page's language, each with how many it holds at any depth; the chosen one stays even when it holds none.
 */
export async function loadDestinationOptions(services: Services, language: SiteLanguage, chosen?: string): Promise<DestinationOption[]> {
  const [places, counts] = await Promise.all([services.places.all(), services.places.counts()]);
  return placeTree(places, (p) => (counts.get(p.slug) ?? 0) > 0 || p.slug === chosen, language).map(({ place, depth }) => ({
    slug: place.slug,
    name: placeName(place, language),
    depth,
    count: counts.get(place.slug) ?? 0,
  }));
}
