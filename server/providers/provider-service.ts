import { and, asc, eq, sql } from "drizzle-orm";
import type { Provider } from "../../domain/providers";
import { ratingFrom, type Rating } from "../../domain/reviews";
import type { Database } from "../db/client";
import { packages, providers } from "../db/schema";
import { publicVisibility } from "../catalogue/listing-sql";
import { toIsoTimestamp } from "../catalogue/package-row";
import { rowToProvider } from "./provider-rows";
import { createProvider, mergeProviders, removeProvider, setProviderStatus, updateProvider } from "./provider-writes";

export type ProviderWithCounts = Provider & { packageCount: number; rating: Rating | null };

/**
 * Providers: the admin's records and what travellers may see. Renaming or suspending a provider
 * carries its packages along inside the same statement (database trigger, ADR 026), so a
 * suspension hides every package at once and un-suspending brings them back.
 */
export function createProviders(database: Database) {
  const { db } = database;

  async function ratingsByProvider(): Promise<Map<string, { packageCount: number; rating: Rating | null }>> {
    const rows = await database.rows<{ provider_id: string; n: unknown; rating_count: unknown; rating_sum: unknown }>(
      sql`SELECT provider_id, count(*) AS n, sum(rating_count) AS rating_count, sum(rating_sum) AS rating_sum
          FROM ${packages} WHERE provider_id IS NOT NULL GROUP BY provider_id`,
    );
    return new Map(
      rows.map((r) => [
        r.provider_id,
        { packageCount: Number(r.n), rating: ratingFrom(Number(r.rating_count ?? 0), Number(r.rating_sum ?? 0)) },
      ]),
    );
  }

  async function getById(id: string): Promise<Provider | null> {
    const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1);
    return row ? rowToProvider(row) : null;
  }

  return {
    getById,

    /** Admin list, by name, with package counts and ratings. */
    async listAll(): Promise<ProviderWithCounts[]> {
      const [rows, stats] = await Promise.all([
        db.select().from(providers).orderBy(asc(providers.name), asc(providers.meshId), asc(providers.id)),
        ratingsByProvider(),
      ]);
      return rows.map((r) => ({
        ...rowToProvider(r),
        packageCount: stats.get(r.id)?.packageCount ?? 0,
        rating: stats.get(r.id)?.rating ?? null,
      }));
    },

    /** Public: a provider by slug unless suspended (a suspended provider's page is gone, like its packages). */
    async getPublicBySlug(slug: string): Promise<Provider | null> {
      const [row] = await db
        .select()
        .from(providers)
        .where(and(eq(providers.slug, slug), sql`${providers.status} <> 'Suspended'`))
        .limit(1);
      return row ? rowToProvider(row) : null;
    },

    /**
     * Sitemap: providers that are not suspended and have at least one package the listing shows on
     * `onDate` (`publicVisibility`: Active, booking not closed), with their last change.
     */
    async sitemapEntries(onDate: string): Promise<{ slug: string; updatedAt: string }[]> {
      const rows = await db
        .select({ slug: providers.slug, updatedAt: providers.updatedAt })
        .from(providers)
        .where(
          and(
            sql`${providers.status} <> 'Suspended'`,
            sql`EXISTS (SELECT 1 FROM ${packages} WHERE ${packages.providerId} = ${providers.id} AND ${publicVisibility(onDate)})`,
          ),
        )
        .orderBy(asc(providers.slug));
      return rows.map((r) => ({ slug: r.slug, updatedAt: toIsoTimestamp(r.updatedAt) }));
    },

    // The writes, each a function of its own (provider-writes.ts), given this service's database.
    create: createProvider.bind(null, db),
    update: updateProvider.bind(null, db),
    setStatus: setProviderStatus.bind(null, db),
    merge: mergeProviders.bind(null, db),
    remove: removeProvider.bind(null, db),
  };
}

export type Providers = ReturnType<typeof createProviders>;
