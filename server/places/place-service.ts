import { asc } from "drizzle-orm";
import { todayIn } from "../../domain/dates";
import { readCatalogueVersion } from "../cache/catalogue-version";
import { destinationCountsQuery } from "../catalogue/listing-sql";
import type { Database } from "../db/client";
import { places } from "../db/schema";
import { choosePackagePlaces, packagePlaceLinks } from "./package-place-links";
import { toPlace, type PlaceWithIntro } from "./place-rows";
import { addPlace, renamePlace, setPlaceArchived, setPlaceIntro } from "./place-writes";

/**
 * The place tree and how many bookable packages each place holds (ADR 108). Both are read whole
 * (about 140 places) and kept for the catalogue version they were read at, like the listing's
 * total: every write to places, links or packages bumps it in the same transaction.
 */
export function createPlaces({ database, timeZone }: { database: Database; timeZone: string }) {
  let tree: { version: string; every: PlaceWithIntro[]; live: PlaceWithIntro[] } | undefined;
  let counted: { version: string; onDate: string; counts: Map<string, number> } | undefined;

  async function readTree() {
    const version = await readCatalogueVersion(database);
    if (tree?.version === version) return tree;
    const rows = await database.db.select().from(places).orderBy(asc(places.nameEn));
    const order = ["country", "state", "district", "place"];
    const every = rows.map(toPlace).sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level));
    tree = { version, every, live: every.filter((p) => !p.archived) };
    return tree;
  }

  return {
    /**
     * Every place in use, parents before children (by level, then English name): what the pickers,
     * the destination pages, the listing's filter and search, the sitemap and the feeds know. An
     * archived place is absent, so its page is unknown (ADR 155). The same list object for one
     * catalogue version, so readers may key what they derive from it by the list.
     */
    async all(): Promise<PlaceWithIntro[]> {
      return (await readTree()).live;
    },

    /** Every place, archived ones too, in the same order: the admin's places section. */
    async everyPlace(): Promise<PlaceWithIntro[]> {
      return (await readTree()).every;
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

    // The writes, each a function of its own beside its locks (place-writes.ts,
    // package-place-links.ts), given this service's database.
    setIntro: setPlaceIntro.bind(null, database),
    linksOf: packagePlaceLinks.bind(null, database),
    chooseLinks: choosePackagePlaces.bind(null, database),
    addPlace: addPlace.bind(null, database),
    rename: renamePlace.bind(null, database),
    setArchived: setPlaceArchived.bind(null, database),
  };
}

export type Places = ReturnType<typeof createPlaces>;
