import { LANGUAGE_INFO, type SiteLanguage } from "./site-language";

/**
 * Where packages go, as a tree: country (ISO 3166-1) → state, union territory, emirate or
 * governorate (ISO 3166-2) → district or region → place. Every place has a readable slug unique
 * across the whole tree (`india`, `kerala`, `idukki`, `munnar`), so `?destination=munnar` needs no
 * parent and a destination page's URL is the chain of slugs from its country down
 * (`/destinations/india/kerala/idukki/munnar`). The seed is domain/place-data.ts (ADR 108).
 */
export const PLACE_LEVELS = ["country", "state", "district", "place"] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];

export interface PlaceNames {
  en: string;
  ml: string;
  hi: string;
  ar: string;
}

export interface Place {
  slug: string;
  /** The slug of the place it lies in; null for a country. */
  parent: string | null;
  level: PlaceLevel;
  /** ISO 3166-1 alpha-2 for a country, ISO 3166-2 for a state; null below. */
  code: string | null;
  names: PlaceNames;
  /** Other English spellings the legacy import and the search know it by ("Alleppey", "Cochin"). */
  aliases: readonly string[];
}

/**
 * Whether a place of `level` may lie in one of `parentLevel`: further down the tree, a level may be
 * skipped (a beach straight under Goa), and a place may lie in a place (Fort Kochi in Kochi); never
 * beside or above its parent (a state inside Munnar, a district inside a district).
 */
export function levelLiesIn(level: PlaceLevel, parentLevel: PlaceLevel): boolean {
  return level === "place" || PLACE_LEVELS.indexOf(level) > PLACE_LEVELS.indexOf(parentLevel);
}

/** Lower-case ASCII letters and digits in words joined by single hyphens, 2 to 60 characters. */
export const PLACE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PLACE_SLUG_MAX = 60;

export function isPlaceSlug(value: unknown): value is string {
  return typeof value === "string" && value.length >= 2 && value.length <= PLACE_SLUG_MAX && PLACE_SLUG.test(value);
}

/** Slugs past the first tried for a new place whose name's slug is taken: `-2` up to this. */
const SLUG_NUMBERS = 9;

/**
 * The slugs a new place of English `name` inside `parent` may take, in the order to try: the name's
 * own ("kovalam"), then with its parent's ("kovalam-chennai": places of one name lie in different
 * states), then that numbered ("kovalam-chennai-2" …). Each at most PLACE_SLUG_MAX, the name's part
 * cut first; empty when the name has no Latin letter or digit to make one from.
 */
export function slugChoices(name: string, parent: string): string[] {
  const own = slugFromName(name);
  if (!isPlaceSlug(own)) return [];
  const fit = (suffix: string) => `${own.slice(0, PLACE_SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
  const withParent = fit(`-${parent}`);
  const numbered = Array.from({ length: SLUG_NUMBERS - 1 }, (_, i) => fit(`-${parent}-${i + 2}`));
  return [...new Set([own, withParent, ...numbered])].filter(isPlaceSlug);
}

/** The slug an English name gives: accents dropped, lower case, other characters to hyphens ("Tamil Nādu" → "tamil-nadu"). */
export function slugFromName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’‘]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PLACE_SLUG_MAX)
    .replace(/-+$/, "");
}

/** A place's name in a page language (every seeded place has all four; English when one is missing). */
export function placeName(place: Pick<Place, "names">, language: SiteLanguage): string {
  return place.names[language] || place.names.en;
}

/** The language a place's name is shown in on a page: the page's where written, else English (to be marked so). */
export function placeNameLanguage(place: Pick<Place, "names">, language: SiteLanguage): SiteLanguage {
  return place.names[language] ? language : "en";
}

/** The alphabetical order of places' names in a page language, as a reader of it looks for one. */
function nameOrderIn(language: SiteLanguage): (a: Pick<Place, "names">, b: Pick<Place, "names">) => number {
  const collator = new Intl.Collator(LANGUAGE_INFO[language].tag);
  return (a, b) => collator.compare(placeName(a, language), placeName(b, language));
}

/** Places in the alphabetical order of their names in a page language. */
export function byNameIn<T extends Pick<Place, "names">>(places: readonly T[], language: SiteLanguage): T[] {
  return [...places].sort(nameOrderIn(language));
}

/** A place's name as a search compares it: trimmed and lower-cased (by JavaScript, as the packages' search text is). */
export function placeNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The places a search names (ADR 108): the whole search, trimmed and lower-cased, equals one of a
 * place's names in the four languages or one of its other spellings, so മൂന്നാർ, मुन्नार and مونار
 * each name Munnar. Lower-cased by JavaScript, as the packages' search text is. Made once from the
 * places and asked once per search.
 */
export function placesNamedBy(list: readonly Pick<Place, "slug" | "names" | "aliases">[]): (search: string) => string[] {
  const byName = new Map<string, string[]>();
  for (const place of list) {
    for (const name of [place.names.en, place.names.ml, place.names.hi, place.names.ar, ...place.aliases]) {
      const key = placeNameKey(name);
      if (key === "") continue;
      const slugs = byName.get(key);
      if (!slugs) byName.set(key, [place.slug]);
      else if (!slugs.includes(place.slug)) slugs.push(place.slug);
    }
  }
  return (search) => byName.get(placeNameKey(search)) ?? [];
}

/** The places by slug, for the walks below. */
export type PlaceIndex = ReadonlyMap<string, Place>;

export function indexPlaces(places: readonly Place[]): PlaceIndex {
  return new Map(places.map((p) => [p.slug, p]));
}

/** The chain from the country down to the place itself (`india, kerala, idukki, munnar`); empty for an unknown slug. */
export function placeChain(index: PlaceIndex, slug: string): Place[] {
  const chain: Place[] = [];
  const seen = new Set<string>();
  for (let at = index.get(slug); at && !seen.has(at.slug); at = at.parent ? index.get(at.parent) : undefined) {
    seen.add(at.slug);
    chain.unshift(at);
  }
  return chain;
}

/** The places directly inside one, ordered by English name. */
export function childrenOf(places: readonly Place[], slug: string): Place[] {
  return places.filter((p) => p.parent === slug).sort((a, b) => a.names.en.localeCompare(b.names.en, "en"));
}

/** The place and every place inside it, at any depth (Kerala → its districts and their places). */
export function descendantSlugs(places: readonly Place[], slug: string): string[] {
  const out = [slug];
  for (let i = 0; i < out.length; i++) for (const p of places) if (p.parent === out[i]) out.push(p.slug);
  return out;
}

/** A destination page's path below `/destinations`: the chain's slugs (`india/kerala/idukki`). */
export function destinationPath(index: PlaceIndex, slug: string): string {
  return `/destinations/${placeChain(index, slug)
    .map((p) => p.slug)
    .join("/")}`;
}

/**
 * The place a destination path names, only when the path is its full chain: a path that skips or
 * misorders a level is unknown (404), so each place has one URL.
 */
export function placeFromPath(index: PlaceIndex, segments: readonly string[]): Place | undefined {
  const last = segments[segments.length - 1];
  if (!last) return undefined;
  const chain = placeChain(index, last.toLowerCase());
  if (chain.length !== segments.length) return undefined;
  return chain.every((p, i) => p.slug === segments[i]!.toLowerCase()) ? chain[chain.length - 1] : undefined;
}

/**
 * The places `keep` accepts, depth first from the countries (India first, then each level in the
 * alphabetical order of the names shown in `language`), each with its depth below the top: the
 * destination filter's options. A place is reached only through kept parents.
 */
export function placeTree(
  places: readonly Place[],
  keep: (place: Place) => boolean,
  language: SiteLanguage,
): { place: Place; depth: number }[] {
  const byName = nameOrderIn(language);
  const out: { place: Place; depth: number }[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = places
      .filter((p) => p.parent === parent && keep(p))
      .sort((a, b) => (parent === null ? Number(b.slug === "india") - Number(a.slug === "india") : 0) || byName(a, b));
    for (const child of children) {
      out.push({ place: child, depth });
      visit(child.slug, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}
