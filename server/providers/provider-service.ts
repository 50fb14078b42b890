import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { PROVIDER_MESSAGES, PROVIDER_STATUSES, type Provider, type ProviderInput, type ProviderStatus } from "../../domain/providers";
import { ratingFrom, type Rating } from "../../domain/reviews";
import { deleteProviderSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { packages, packageWorkflow, partnerPeople, providers, uploadedFiles } from "../db/schema";
import { appendProviderAudit, changedFields, type Actor } from "../audit/audit-log";
import { publicVisibility } from "../catalogue/listing-sql";
import { toIsoTimestamp } from "../catalogue/package-row";

export type ProviderRow = typeof providers.$inferSelect;
export type ProviderWithCounts = Provider & { packageCount: number; rating: Rating | null };

export function newProviderId(): string {
  return crypto.randomBytes(15).toString("base64url");
}

export function rowToProvider(row: ProviderRow): Provider {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    legalName: row.legalName,
    description: row.description,
    logo: row.logo,
    baseLocation: row.baseLocation,
    district: row.district,
    meshId: row.meshId,
    whatsappNumber: row.whatsappNumber,
    email: row.email,
    yearEstablished: row.yearEstablished,
    status: (PROVIDER_STATUSES as readonly string[]).includes(row.status) ? (row.status as ProviderStatus) : "Unverified",
    verifiedOn: row.verifiedOn ? row.verifiedOn.slice(0, 10) : null,
    // Checks recorded before they had dates were made on the day of the verification.
    checks: (Array.isArray(row.checks) ? row.checks : []).map((c) => ({
      id: c.id,
      reference: c.reference ?? "",
      checkedOn: c.checkedOn ?? (row.verifiedOn ? row.verifiedOn.slice(0, 10) : null),
      expiresOn: c.expiresOn ?? null,
    })),
    isDemo: row.isDemo,
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
  };
}

export type ProviderSaveResult = { ok: true; provider: Provider } | { ok: false; status: 400 | 404; error: string; field?: string };

/** PostgreSQL's unique-violation code, and which of the providers' unique indexes it broke. */
function uniqueViolation(err: unknown): "slug" | "name" | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code !== "23505") return null;
  const constraint = e?.constraint ?? e?.cause?.constraint ?? String((err as Error)?.message ?? "");
  return constraint.includes("providers_slug") ? "slug" : "name";
}

function failFromUnique(err: unknown): ProviderSaveResult {
  const which = uniqueViolation(err);
  if (which === "slug") return { ok: false, status: 400, error: PROVIDER_MESSAGES.slugTaken, field: "slug" };
  if (which === "name") return { ok: false, status: 400, error: PROVIDER_MESSAGES.nameAndMeshTaken, field: "name" };
  throw err;
}

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

    /** A new record; with an actor (the admin), its audit row in the same transaction. */
    async create(input: ProviderInput, options: { isDemo?: boolean; id?: string; actor?: Actor } = {}): Promise<ProviderSaveResult> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(providers)
            .values({ ...input, id: options.id ?? newProviderId(), isDemo: options.isDemo ?? false })
            .returning();
          const provider = rowToProvider(row!);
          if (options.actor)
            await appendProviderAudit(tx, options.actor, provider.id, "create", changedFields({}, { ...provider }, Object.keys(input)));
          return { ok: true as const, provider };
        });
      } catch (err) {
        return failFromUnique(err);
      }
    },

    /** The admin's edit of a record; its audit row (each field from → to) in the same transaction. */
    async update(id: string, input: ProviderInput, actor?: Actor): Promise<ProviderSaveResult> {
      try {
        return await db.transaction(async (tx) => {
          const [before] = await tx.select().from(providers).where(eq(providers.id, id)).for("update");
          if (!before) return { ok: false as const, status: 404 as const, error: PROVIDER_MESSAGES.notFound };
          const [row] = await tx
            .update(providers)
            .set({ ...input, updatedAt: new Date().toISOString() })
            .where(eq(providers.id, id))
            .returning();
          const provider = rowToProvider(row!);
          // The editor's form sends the status too: a suspension made here ends its people's
          // sessions as setStatus's does, so none outlives it (nor comes back with an un-suspension).
          if (provider.status === "Suspended") await deleteProviderSessions(tx, id);
          if (actor)
            await appendProviderAudit(
              tx,
              actor,
              id,
              "update",
              changedFields({ ...rowToProvider(before) }, { ...provider }, Object.keys(input)),
            );
          return { ok: true as const, provider };
        });
      } catch (err) {
        return failFromUnique(err);
      }
    },

    /** Verify, suspend or un-suspend without touching the rest of the record. */
    async setStatus(id: string, status: ProviderStatus, today: string, actor?: Actor): Promise<ProviderSaveResult> {
      // Read under the row's lock, in the transaction that writes: a check taken away (or the
      // provider removed) by another request meanwhile is seen before the status is written. The
      // status, the end of its people's sessions and the audit row stand or fall together.
      return db.transaction(async (tx): Promise<ProviderSaveResult> => {
        const [locked] = await tx.select().from(providers).where(eq(providers.id, id)).for("update").limit(1);
        if (!locked) return { ok: false, status: 404, error: PROVIDER_MESSAGES.notFound };
        const before = rowToProvider(locked);
        if (status === "Verified" && before.checks.length === 0)
          return { ok: false, status: 400, error: PROVIDER_MESSAGES.verifiedNeedsCheck, field: "checks" };
        const verifiedOn =
          status === "Verified" ? (before.status === "Verified" && before.verifiedOn ? before.verifiedOn : today) : before.verifiedOn;
        const [updated] = await tx
          .update(providers)
          .set({ status, verifiedOn: status === "Unverified" ? null : verifiedOn, updatedAt: new Date().toISOString() })
          .where(eq(providers.id, id))
          .returning();
        // Its people are refused on their next request anyway (requireRole reads the status); their
        // sessions go now so none outlives the suspension.
        if (status === "Suspended") await deleteProviderSessions(tx, id);
        if (actor) await appendProviderAudit(tx, actor, id, "status", { status: [before.status, status] });
        return { ok: true, provider: rowToProvider(updated!) };
      });
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

    /**
     * Merges one provider record into another, in one transaction: its packages (and so their
     * reviews and departures), its partner people, its packages' review-queue rows and its uploads
     * move to the target, which keeps its own name, MESH id, status and checks; the merged record is
     * deleted, with a verification change it had waiting (the target's own record stands). Both
     * records' histories keep their rows; one more says what moved.
     */
    async merge(
      fromId: string,
      intoId: string,
      actor: Actor,
    ): Promise<
      { ok: true; into: Provider; packages: number; people: number; message: string } | { ok: false; status: 400 | 404; error: string }
    > {
      if (fromId === intoId) return { ok: false, status: 400, error: PROVIDER_MESSAGES.mergeIntoItself };
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(providers)
          .where(sql`${providers.id} IN (${fromId}, ${intoId})`)
          .for("update");
        const from = rows.find((r) => r.id === fromId);
        const into = rows.find((r) => r.id === intoId);
        if (!from || !into) return { ok: false as const, status: 404 as const, error: PROVIDER_MESSAGES.notFound };
        // The packages' flat fields name the target: the link trigger moves provider_id with them.
        const moved = await tx
          .update(packages)
          .set({ providerName: into.name, meshId: into.meshId })
          .where(eq(packages.providerId, fromId))
          .returning({ id: packages.id });
        const people = await tx
          .update(partnerPeople)
          .set({ providerId: intoId })
          .where(eq(partnerPeople.providerId, fromId))
          .returning({ id: partnerPeople.id });
        await tx.update(packageWorkflow).set({ providerId: intoId }).where(eq(packageWorkflow.providerId, fromId));
        await tx.update(uploadedFiles).set({ providerId: intoId }).where(eq(uploadedFiles.providerId, fromId));
        await tx.delete(providers).where(eq(providers.id, fromId));
        await appendProviderAudit(tx, actor, intoId, "merge", {
          merged: [`${from.name} (${from.meshId})`, `${into.name} (${into.meshId})`],
          packages: [null, moved.map((p) => p.id).join(", ")],
        });
        return {
          ok: true as const,
          into: rowToProvider(into),
          packages: moved.length,
          people: people.length,
          message: PROVIDER_MESSAGES.merged(from.name, into.name, moved.length, people.length),
        };
      });
    },

    /**
     * Removes a provider that no package refers to, in one transaction with its history's last
     * row: what it was (name, MESH id) and the people the delete takes with it (the database
     * removes them, their links and sessions, with the provider).
     */
    async remove(id: string, actor: Actor): Promise<{ ok: true } | { ok: false; status: 400 | 404; error: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(providers).where(eq(providers.id, id)).for("update");
        if (!row) return { ok: false as const, status: 404 as const, error: PROVIDER_MESSAGES.notFound };
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)` })
          .from(packages)
          .where(eq(packages.providerId, id));
        if (Number(n) > 0) return { ok: false as const, status: 400 as const, error: PROVIDER_MESSAGES.hasPackages(Number(n)) };
        const people = await tx.select({ email: partnerPeople.email }).from(partnerPeople).where(eq(partnerPeople.providerId, id));
        await tx.delete(providers).where(eq(providers.id, id));
        await appendProviderAudit(tx, actor, id, "delete", {
          provider: [`${row.name} (${row.meshId})`, null],
          ...(people.length > 0 ? { people: [people.map((p) => p.email).join(", "), null] } : {}),
        });
        return { ok: true as const };
      });
    },
  };
}

export type Providers = ReturnType<typeof createProviders>;
