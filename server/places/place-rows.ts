import { asc, eq } from "drizzle-orm";
import type { Place } from "../../domain/places";
import type { SiteLanguage } from "../../domain/site-language";
import type { Database } from "../db/client";
import { packagePlaces, places } from "../db/schema";
import type { WriteResult } from "../write-result";

/**
 * The shapes the place service reads and answers, shared by its reads (place-service.ts), the
 * admin's writes of places (place-writes.ts) and a package's links (package-place-links.ts).
 */

/** A package's places as the editor shows them: chosen by someone, or derived from its text. */
export interface PackagePlaces {
  slugs: string[];
  chosen: boolean;
  /**
   * Those of `slugs` that are archived (ADR 155), with their names: the picker, whose list of places
   * leaves them out, still names them, marked, for the user to remove.
   */
  archived: Pick<Place, "slug" | "parent" | "names">[];
}

export type PlaceWriteResult<T> = WriteResult<T, 400 | 404 | 409>;

export type PlaceRow = typeof places.$inferSelect;

export interface PlaceWithIntro extends Place {
  /** The destination page's introduction per language; "" where none is written. */
  intros: Record<SiteLanguage, string>;
  /** Archived by the admin (ADR 155): left out of every list but the admin's. */
  archived: boolean;
}

/** A place as the service answers it, from its row. */
export function toPlace(r: PlaceRow): PlaceWithIntro {
  return {
    slug: r.slug,
    parent: r.parent,
    level: r.level,
    code: r.code,
    names: { en: r.nameEn, ml: r.nameMl, hi: r.nameHi, ar: r.nameAr },
    aliases: r.aliases,
    intros: { en: r.intro, ml: r.introTranslations.ml ?? "", hi: r.introTranslations.hi ?? "", ar: r.introTranslations.ar ?? "" },
    archived: r.archivedAt !== null,
  };
}

/** The links of a package as the editor reads them, from its link rows joined to their places. */
export function packagePlacesOf(rows: readonly { slug: string; derived: boolean; place: PlaceRow }[]): PackagePlaces {
  return {
    slugs: rows.map((r) => r.slug),
    chosen: rows.some((r) => !r.derived),
    archived: rows
      .filter((r) => r.place.archivedAt !== null)
      .map((r) => {
        const { slug, parent, names } = toPlace(r.place);
        return { slug, parent, names };
      }),
  };
}

/** A package's link rows with their places, by slug. */
export function linkRows(db: Pick<Database["db"], "select">, packageId: string) {
  return db
    .select({ slug: packagePlaces.placeSlug, derived: packagePlaces.derived, place: places })
    .from(packagePlaces)
    .innerJoin(places, eq(places.slug, packagePlaces.placeSlug))
    .where(eq(packagePlaces.packageId, packageId))
    .orderBy(asc(packagePlaces.placeSlug));
}
