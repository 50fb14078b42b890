import { asc, eq } from "drizzle-orm";
import { todayIn } from "../../domain/dates";
import type { Place } from "../../domain/places";
import { readCatalogueVersion } from "../cache/catalogue-version";
import { destinationCountsQuery } from "../catalogue/listing-sql";
import type { Database } from "../db/client";
import { places } from "../db/schema";

type PlaceRow = typeof places.$inferSelect;

export interface PlaceWithIntro extends Place {
  intro: string;
}

function toPlace(r: PlaceRow): PlaceWithIntro {
  return {
    slug: r.slug,
    parent: r.parent,
    level: r.level,
    code: r.code,
    names: { en: r.nameEn, ml: r.nameMl, hi: r.nameHi, ar: r.nameAr },
    aliases: r.aliases,
    intro: r.intro,
  };
}

/**
 * The place tree and how many bookable packages each place holds (ADR 108). Both are read whole
 * (about 140 places) and kept for the catalogue version they were read at, like the listing's
 * total: every write to places, links or packages bumps it in the same transaction.
 */
export function createPlaces({ database, timeZone }: { database: Database; timeZone: string }) {
  let tree: { version: string; places: PlaceWithIntro[] } | undefined;
  let counted: { version: string; onDate: string; counts: Map<string, number> } | undefined;

  return {
    /** Every place, parents before children (by level, then English name). */
    async all(): Promise<PlaceWithIntro[]> {
      const version = await readCatalogueVersion(database);
      if (tree?.version === version) return tree.places;
      const rows = await database.db.select().from(places).orderBy(asc(places.nameEn));
      const order = ["country", "state", "district", "place"];
      const list = rows.map(toPlace).sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level));
      tree = { version, places: list };
      return list;
    },

    /** Bookable packages per place slug, inside it at any depth; places with none are absent. */
    async counts(onDate: string = todayIn(timeZone)): Promise<ReadonlyMap<string, number>> {
      const version = await readCatalogueVersion(database);
      if (counted?.version === version && counted.onDate === onDate) return counted.counts;
      const rows = await database.rows<{ slug: string; n: unknown }>(destinationCountsQuery(onDate));
      const counts = new Map(rows.map((r) => [r.slug, Number(r.n)]));
      counted = { version, onDate, counts };
      return counts;
    },

    /** The admin's introduction of a destination page; false when no such place. */
    async setIntro(slug: string, intro: string): Promise<boolean> {
      const updated = await database.db.update(places).set({ intro }).where(eq(places.slug, slug)).returning({ slug: places.slug });
      return updated.length > 0;
    },
  };
}

export type Places = ReturnType<typeof createPlaces>;
