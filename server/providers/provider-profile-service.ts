import crypto from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import {
  applyApprovedChange,
  leavesVerifiedWithoutCheck,
  LIVE_PROFILE_FIELDS,
  PROFILE_MESSAGES,
  profileRefusal,
  REASON_MAX,
  validateLiveProfile,
  validateProposal,
  verificationDetailsOf,
  type ProviderChange,
} from "../../domain/provider-profile";
import { REVIEW_QUEUE_LIMIT, type ProfileChangeQueueItem } from "../../domain/review-queue";
import { checkStanding, PROVIDER_MESSAGES, VERIFICATION_CHECKS, type CheckStanding, type Provider } from "../../domain/providers";
import { appendAudit, appendProviderAudit, changedFields, type Actor } from "../audit/audit-log";
import { allOrNothing } from "../db/all-or-nothing";
import type { Database, Db } from "../db/client";
import { providerChanges, providers } from "../db/schema";
import { refusal, type WriteResult } from "../write-result";
import { checkFileUrls } from "../catalogue/package-files";
import type { Storage } from "../storage/storage";
import { rowToProvider } from "./provider-rows";

export type ProfileResult<T> = WriteResult<T, 400 | 403 | 404 | 409>;

const fail = refusal<400 | 403 | 404 | 409>;

type ChangeRow = typeof providerChanges.$inferSelect;

function toChange(row: ChangeRow): ProviderChange {
  return {
    id: row.id,
    providerId: row.providerId,
    status: row.status,
    changes: row.changes,
    reason: row.reason,
    submittedBy: row.submittedBy,
    submittedAt: row.submittedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** A check as its provider's people see it: which, its number, when made, until when, and how long it has left. */
export interface OwnCheck {
  id: string;
  label: string;
  reference: string;
  checkedOn: string | null;
  expiresOn: string | null;
  standing: CheckStanding;
}

/** The provider as its own people see it in the portal. */
export interface OwnProfile {
  name: string;
  slug: string;
  status: Provider["status"];
  live: Pick<Provider, (typeof LIVE_PROFILE_FIELDS)[number]>;
  verification: ReturnType<typeof verificationDetailsOf>;
  checks: OwnCheck[];
  /** The change waiting for the admin, if any, else the last one decided (to show a returned change's reason). */
  change: ProviderChange | null;
}

/**
 * A provider's own people editing its record (ADR 102): the public profile goes live at once;
 * what verification rests on waits, as one pending change, for the admin to approve or return.
 * Every step writes its audit row (who, when, fields from → to) in the same transaction.
 */
export function createProviderProfiles(database: Database, storage: Pick<Storage, "keyFromUrl">) {
  return { ...providerSide(database.db, storage), ...adminSide(database.db) };
}

async function lockedProvider(tx: Db, providerId: string): Promise<Provider | null> {
  const [row] = await tx.select().from(providers).where(eq(providers.id, providerId)).for("update").limit(1);
  return row ? rowToProvider(row) : null;
}

/** The provider's people: their own record, its live edits, and the one change they propose or withdraw. */
function providerSide(db: Db, storage: Pick<Storage, "keyFromUrl">) {
  async function latestChange(providerId: string): Promise<ProviderChange | null> {
    const [row] = await db
      .select()
      .from(providerChanges)
      .where(eq(providerChanges.providerId, providerId))
      .orderBy(desc(providerChanges.submittedAt), desc(providerChanges.id))
      .limit(1);
    return row ? toChange(row) : null;
  }

  return {
    async own(providerId: string, today: string): Promise<OwnProfile | null> {
      const [row] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
      if (!row) return null;
      const p = rowToProvider(row);
      const labels = new Map(VERIFICATION_CHECKS.map((c) => [c.id, c.label]));
      return {
        name: p.name,
        slug: p.slug,
        status: p.status,
        live: Object.fromEntries(LIVE_PROFILE_FIELDS.map((f) => [f, p[f]])) as OwnProfile["live"],
        verification: verificationDetailsOf(p),
        checks: p.checks.map((c) => ({ ...c, label: labels.get(c.id) ?? c.id, standing: checkStanding(c, today) })),
        change: await latestChange(providerId),
      };
    },

    /** The partner's edit of the public profile: live at once, audited field by field. */
    async updateLive(providerId: string, input: unknown, actor: Actor, today: string): Promise<ProfileResult<Provider>> {
      return db.transaction(async (tx) => {
        const before = await lockedProvider(tx, providerId);
        if (!before) return fail(404, PROVIDER_MESSAGES.notFound);
        const parsed = validateLiveProfile(input, before, today);
        if (!parsed.ok) return { ...parsed, ok: false as const };
        const changes = changedFields({ ...before }, parsed.value, LIVE_PROFILE_FIELDS);
        if (Object.keys(changes).length === 0) return { ok: true as const, value: before };
        // A new logo is checked as a package's files are: one of its own provider's uploads (never
        // another provider's, nor a web address); the one it has (the admin's choice) may stay.
        const logo = changes.logo ? parsed.value.logo : null;
        const problem = logo
          ? await checkFileUrls({ db: tx, storage }, [{ field: "logo", url: logo, label: "Logo", pdf: false }], {
              uploaderProviderId: providerId,
            })
          : null;
        if (problem) return fail(400, problem, problem.field);
        const [row] = await tx
          .update(providers)
          .set({ ...parsed.value, updatedAt: new Date().toISOString() })
          .where(eq(providers.id, providerId))
          .returning();
        await appendProviderAudit(tx, actor, providerId, "profile-updated", changes);
        return { ok: true as const, value: rowToProvider(row!) };
      });
    },

    /** A change to what verification rests on: kept pending, one per provider; a second is refused (409). */
    async propose(providerId: string, input: unknown, actor: Actor, today: string): Promise<ProfileResult<ProviderChange>> {
      return db.transaction(async (tx) => {
        const current = await lockedProvider(tx, providerId);
        if (!current) return fail(404, PROVIDER_MESSAGES.notFound);
        const parsed = validateProposal(input, verificationDetailsOf(current));
        if (!parsed.ok) return { ...parsed, ok: false as const };
        if (leavesVerifiedWithoutCheck(current, parsed.changes, today)) return fail(400, profileRefusal("keepOneCheck"), "references");
        // The provider row is locked: two proposals of one provider run one after the other.
        const [pending] = await tx
          .select({ id: providerChanges.id })
          .from(providerChanges)
          .where(and(eq(providerChanges.providerId, providerId), eq(providerChanges.status, "Pending")))
          .limit(1);
        if (pending) return fail(409, profileRefusal("changePending"));
        const [row] = await tx
          .insert(providerChanges)
          .values({ id: crypto.randomBytes(15).toString("base64url"), providerId, changes: parsed.changes, submittedBy: actor.email })
          .returning();
        await appendAudit(tx, actor, {
          entity: "provider-change",
          entityId: row!.id,
          action: "submitted",
          providerId,
          changes: parsed.changes,
        });
        return { ok: true as const, value: toChange(row!) };
      });
    },

    /** The partner takes its pending change back. */
    async withdraw(providerId: string, actor: Actor): Promise<ProfileResult<ProviderChange>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(providerChanges)
          .set({ status: "Withdrawn", decidedBy: actor.email, decidedAt: new Date() })
          .where(and(eq(providerChanges.providerId, providerId), eq(providerChanges.status, "Pending")))
          .returning();
        if (!row) return fail(404, profileRefusal("noPendingChange"));
        await appendAudit(tx, actor, {
          entity: "provider-change",
          entityId: row.id,
          action: "withdrawn",
          providerId,
          changes: { status: ["Pending", "Withdrawn"] },
        });
        return { ok: true as const, value: toChange(row) };
      });
    },
  };
}

/** The admin's side: a provider's changes, the ones waiting, and the decision on one. */
function adminSide(db: Db) {
  async function pendingCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(providerChanges).where(eq(providerChanges.status, "Pending"));
    return Number(row?.n ?? 0);
  }

  return {
    /** The admin's view of a provider's changes, newest first. */
    async changesOf(providerId: string): Promise<ProviderChange[]> {
      const rows = await db
        .select()
        .from(providerChanges)
        .where(eq(providerChanges.providerId, providerId))
        .orderBy(desc(providerChanges.submittedAt), desc(providerChanges.id))
        .limit(20);
      return rows.map(toChange);
    },

    /** The changes waiting for the admin, oldest first, as the review queue lists them, and how many. */
    async pendingQueue(limit = REVIEW_QUEUE_LIMIT): Promise<{ items: ProfileChangeQueueItem[]; total: number }> {
      const pending = eq(providerChanges.status, "Pending");
      const rows = await db
        .select({ change: providerChanges, providerName: providers.name })
        .from(providerChanges)
        .innerJoin(providers, eq(providers.id, providerChanges.providerId))
        .where(pending)
        .orderBy(asc(providerChanges.submittedAt), providerChanges.id)
        .limit(limit);
      return {
        items: rows.map(({ change, providerName }) => ({
          kind: "profile-change" as const,
          changeId: change.id,
          providerId: change.providerId,
          providerName,
          changes: change.changes,
          submittedAt: change.submittedAt.toISOString(),
          submittedBy: change.submittedBy,
        })),
        total: await pendingCount(),
      };
    },

    /** How many changes wait (with the packages waiting, the admin header's count). */
    pendingCount,

    /**
     * The admin approves (the values go live, each approved number a check made today) or returns
     * it with a reason. Only a Pending change can be decided: of two admins (or an admin and the
     * partner withdrawing) acting at once, the second is told it was already decided (409).
     */
    async decide(
      providerId: string,
      changeId: string,
      decision: { approve: true } | { approve: false; reason: string },
      actor: Actor,
      today: string,
    ): Promise<ProfileResult<ProviderChange>> {
      const reason = decision.approve ? "" : decision.reason.trim();
      if (!decision.approve && !reason) return fail(400, PROFILE_MESSAGES.reasonRequired, "reason");
      if (reason.length > REASON_MAX) return fail(400, PROFILE_MESSAGES.reasonTooLong, "reason");
      // Refused after the change is marked decided (the guard against two decisions at once): undone.
      return allOrNothing(db, async (tx) => {
        const [row] = await tx
          .update(providerChanges)
          .set({ status: decision.approve ? "Approved" : "Returned", reason, decidedBy: actor.email, decidedAt: new Date() })
          .where(and(eq(providerChanges.id, changeId), eq(providerChanges.providerId, providerId), eq(providerChanges.status, "Pending")))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: providerChanges.id })
            .from(providerChanges)
            .where(and(eq(providerChanges.id, changeId), eq(providerChanges.providerId, providerId)))
            .limit(1);
          return exists ? fail(409, PROFILE_MESSAGES.changeDecided) : fail(404, PROFILE_MESSAGES.notFound);
        }
        const status: [string, string] = ["Pending", row.status];
        await appendAudit(tx, actor, {
          entity: "provider-change",
          entityId: row.id,
          action: decision.approve ? "approved" : "returned",
          providerId,
          changes: decision.approve ? { status } : { status, reason: ["", reason] },
        });
        if (decision.approve) {
          const before = await lockedProvider(tx, providerId);
          if (!before) return fail(404, PROVIDER_MESSAGES.notFound);
          if (leavesVerifiedWithoutCheck(before, row.changes, today)) return fail(409, profileRefusal("approvalLeavesNoCheck"));
          const after = applyApprovedChange(before, row.changes, today);
          await tx
            .update(providers)
            .set({ ...after, updatedAt: new Date().toISOString() })
            .where(eq(providers.id, providerId));
          await appendProviderAudit(
            tx,
            actor,
            providerId,
            "verification-approved",
            changedFields({ ...before }, after, ["legalName", "checks"]),
          );
        }
        return { ok: true as const, value: toChange(row) };
      });
    },
  };
}

export type ProviderProfiles = ReturnType<typeof createProviderProfiles>;
