import type { Currency, TravelPackage } from "../../../domain/package";
import { shownTitle, translatedTitles, type PackageTranslations, type TranslatedTitles } from "../../../domain/package-translations";
import type { SiteLanguage } from "../../../domain/site-language";
import { createLocalListStore } from "../../components/local-list-store";

export const FAVORITES_KEY = "favoritePackages";

/** The snapshot kept per favourite, enough to draw its card without the server; money in minor units. */
export interface FavoriteSnapshot {
  id: string;
  /** The package's original title (for an entry without `translations`, the title as it was shown). */
  title: string;
  /**
   * The translated titles when it was favourited, so the favourites page names it in its own
   * language, offline too. Absent from entries kept before titles were kept per language: their
   * `title` is whatever the page showed then, in a language not recorded.
   */
  translations?: TranslatedTitles;
  bannerImage: string | null;
  currency: Currency;
  originalPriceAdult: number;
  offerPriceAdult: number | null;
  hasOffer: boolean;
  durationDays: number;
  durationNights: number;
  startingLocation: string;
  destinations: string;
}

/**
 * A package as a page holds it: `title` the original and `translations` its translations (the
 * package page's package, or a card's `titles`).
 */
export type FavoriteSource = Pick<
  TravelPackage,
  | "id"
  | "title"
  | "bannerImage"
  | "currency"
  | "originalPriceAdult"
  | "offerPriceAdult"
  | "hasOffer"
  | "durationDays"
  | "durationNights"
  | "startingLocation"
  | "destinations"
> & { translations?: PackageTranslations | TranslatedTitles | null };

export function favoriteSnapshot(pkg: FavoriteSource): FavoriteSnapshot {
  return {
    id: pkg.id,
    title: pkg.title,
    translations: translatedTitles(pkg.translations),
    bannerImage: pkg.bannerImage,
    currency: pkg.currency,
    originalPriceAdult: pkg.originalPriceAdult,
    offerPriceAdult: pkg.hasOffer ? pkg.offerPriceAdult : null,
    hasOffer: pkg.hasOffer,
    durationDays: pkg.durationDays,
    durationNights: pkg.durationNights,
    startingLocation: pkg.startingLocation,
    destinations: pkg.destinations,
  };
}

const num = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Accepts what another tab or an older version may have written; drops what cannot be shown. */
function parseSnapshot(raw: unknown): FavoriteSnapshot | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== "string" || !r.id || typeof r.title !== "string") return undefined;
  const hasOffer = r.hasOffer === true;
  return {
    id: r.id,
    title: r.title,
    ...(r.translations === undefined ? {} : { translations: translatedTitles(r.translations) }),
    bannerImage: typeof r.bannerImage === "string" && r.bannerImage ? r.bannerImage : null,
    currency: r.currency === "USD" || r.currency === "$" ? "USD" : "INR",
    originalPriceAdult: num(r.originalPriceAdult, 0),
    offerPriceAdult: hasOffer ? num(r.offerPriceAdult, 0) : null,
    hasOffer,
    durationDays: num(r.durationDays, 1),
    durationNights: num(r.durationNights, 0),
    startingLocation: str(r.startingLocation),
    destinations: str(r.destinations),
  };
}

/**
 * The title a favourite shows on a page in `page`: the translation kept for that language, else the
 * original; with the language it is in, or null for an entry kept before titles were kept per
 * language (its title's language is unknown, so it is not marked as any).
 */
export function favoriteTitle(favorite: FavoriteSnapshot, page: SiteLanguage): { title: string; language: SiteLanguage | null } {
  if (favorite.translations === undefined) return { title: favorite.title, language: null };
  const { value, language } = shownTitle(favorite, page);
  return { title: value, language };
}

const store = createLocalListStore(FAVORITES_KEY, parseSnapshot);

/** Favourites as stored; `null` during server render and hydration. */
export const useFavorites = store.useList;

export function isFavorite(list: readonly FavoriteSnapshot[] | null, id: string): boolean {
  return !!list?.some((f) => f.id === id);
}

export function addFavorite(snapshot: FavoriteSnapshot) {
  const list = store.read().filter((f) => f.id !== snapshot.id);
  store.write([...list, snapshot]);
}

export function removeFavorite(id: string) {
  store.write(store.read().filter((f) => f.id !== id));
}

export function toggleFavorite(snapshot: FavoriteSnapshot) {
  if (store.read().some((f) => f.id === snapshot.id)) removeFavorite(snapshot.id);
  else addFavorite(snapshot);
}
