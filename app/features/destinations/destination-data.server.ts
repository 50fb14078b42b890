import {
  byNameIn,
  childrenOf,
  destinationPath,
  indexPlaces,
  placeChain,
  placeFromPath,
  placeName,
  placeNameLanguage,
  type Place,
  type PlaceIndex,
} from "../../../domain/places";
import type { SiteLanguage } from "../../../domain/site-language";
import type { Services } from "../../../server/services";
import type { MapData, MapRegion } from "./tile-map";

function region(place: Place, index: PlaceIndex, counts: ReadonlyMap<string, number>, language: SiteLanguage): MapRegion {
  return {
    slug: place.slug,
    name: placeName(place, language),
    nameLanguage: placeNameLanguage(place, language),
    count: counts.get(place.slug) ?? 0,
    path: destinationPath(index, place.slug),
  };
}

/**
 * The three tile maps (ADR 110): Kerala's districts, India's states and union territories, and the
 * GCC countries, each region with its bookable packages. Read from the place tree and the counts
 * the place service keeps per catalogue version, so a cached page costs nothing more.
 */
export async function loadMaps(services: Services, language: SiteLanguage): Promise<MapData[]> {
  const [places, counts] = await Promise.all([services.places.all(), services.places.counts()]);
  const index = indexPlaces(places);
  const regions = (list: Place[]) => list.map((p) => region(p, index, counts, language));
  return [
    { view: "kerala", regions: regions(childrenOf(places, "kerala")) },
    { view: "india", regions: regions(childrenOf(places, "india")) },
    { view: "gulf", regions: regions(places.filter((p) => p.level === "country" && p.slug !== "india")) },
  ];
}

/** A destination page's place, its chain and what lies inside it; undefined for a path that is not a place's. */
export async function loadDestination(services: Services, segments: readonly string[], language: SiteLanguage) {
  const [places, counts] = await Promise.all([services.places.all(), services.places.counts()]);
  const index = indexPlaces(places);
  const place = placeFromPath(index, segments);
  if (!place) return undefined;
  const chain = placeChain(index, place.slug);
  // The introduction in the page's language where the admin wrote one, else the English one (marked so).
  const intros = places.find((p) => p.slug === place.slug)!.intros;
  const introLanguage: SiteLanguage = intros[language] ? language : "en";
  return {
    place: {
      ...region(place, index, counts, language),
      level: place.level,
      code: place.code,
      intro: intros[introLanguage],
      introLanguage,
      englishName: place.names.en,
    },
    chain: chain.map((p) => ({ ...region(p, index, counts, language), level: p.level })),
    inside: byNameIn(childrenOf(places, place.slug), language).map((p) => region(p, index, counts, language)),
  };
}
