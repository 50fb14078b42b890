import { eq, sql } from "drizzle-orm";
import { PROVIDER_MESSAGES, type Provider, type ProviderInput, type ProviderStatus } from "../../domain/providers";
import { deleteProviderSessions } from "../auth/sessions";
import type { Db } from "../db/client";
import { packages, packageWorkflow, partnerPeople, providers, uploadedFiles } from "../db/schema";
import { appendProviderAudit, changedFields, type Actor } from "../audit/audit-log";
import { newProviderId, rowToProvider, type ProviderSaveResult } from "./provider-rows";

/**
 * The admin's writes of provider records: each one transaction, its audit row in it. Renaming or
 * suspending a provider carries its packages along inside the same statement (database trigger,
 * ADR 026).
 */

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

/** A new record; with an actor (the admin), its audit row in the same transaction. */
export async function createProvider(
  db: Db,
  input: ProviderInput,
  options: { isDemo?: boolean; id?: string; actor?: Actor } = {},
): Promise<ProviderSaveResult> {
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
}

/** The admin's edit of a record; its audit row (each field from → to) in the same transaction. */
export async function updateProvider(db: Db, id: string, input: ProviderInput, actor?: Actor): Promise<ProviderSaveResult> {
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
}

/** Verify, suspend or un-suspend without touching the rest of the record. */
export async function setProviderStatus(
  db: Db,
  id: string,
  status: ProviderStatus,
  today: string,
  actor?: Actor,
): Promise<ProviderSaveResult> {
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
}

/**
 * Merges one provider record into another, in one transaction: its packages (and so their
 * reviews and departures), its partner people, its packages' review-queue rows and its uploads
 * move to the target, which keeps its own name, MESH id, status and checks; the merged record is
 * deleted, with a verification change it had waiting (the target's own record stands). Both
 * records' histories keep their rows; one more says what moved.
 */
export async function mergeProviders(
  db: Db,
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
}

/**
 * Removes a provider that no package refers to, in one transaction with its history's last
 * row: what it was (name, MESH id) and the people the delete takes with it (the database
 * removes them, their links and sessions, with the provider).
 */
export async function removeProvider(
  db: Db,
  id: string,
  actor: Actor,
): Promise<{ ok: true } | { ok: false; status: 400 | 404; error: string }> {
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
}
