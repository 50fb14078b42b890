import { and, eq, sql } from "drizzle-orm";
import { PACKAGE_CHANGED_ELSEWHERE, PACKAGE_NOT_FOUND, type NormalisedPackage, type TravelPackage } from "../../domain/package";
import { codeOf, type CodedMessage } from "../../domain/coded-message";
import { DRAFT_FIELDS, parsePackageDraft, type PackageIssue } from "../../domain/package-validation";
import { offerAsGiven } from "../../domain/package-review";
import { appendAudit, changedFields, COMMAND_LINE, type Actor } from "../audit/audit-log";
import type { Database, Db } from "../db/client";
import { packages, packageWorkflow } from "../db/schema";
import type { Logger } from "../logger";
import type { Storage } from "../storage/storage";
import { attachUploads, deleteFilesByUrl } from "../storage/uploaded-files";
import { insertPackage, removePackage, selectPackage, updatePackage } from "./catalogue-service";
import { checkDraftFiles, droppedFileUrls, packageFileUrls } from "./package-files";
import { writesSamePackage } from "./package-row";

/**
 * A broken rule's code and params beside its English message, for a page to say it in its own
 * language: a draft check's (PackageIssue) or another coded refusal's (domain/coded-message.ts).
 */
export type TranslatableIssue = { code: string; params?: Readonly<Record<string, unknown>> };

/** A coded refusal's code and params, as a result carries them beside its English message. */
export function issueOf(coded: CodedMessage): TranslatableIssue {
  return codeOf(coded) as TranslatableIssue;
}

/** A draft the checks refused: the field, the English message and the rule's code and params. */
export function invalidDraft(issue: PackageIssue): { field: string; message: string; issue: TranslatableIssue } {
  return { field: issue.field, message: issue.message, issue: { code: issue.code, params: issue.params } as TranslatableIssue };
}

/** The body of a 400 for a refused draft: `error` and `field` as ever, and the rule's `code` and `params`. */
export function invalidBody(result: { message: string; field?: string; issue?: TranslatableIssue }) {
  return { error: result.message, ...(result.field ? { field: result.field } : {}), ...(result.issue ?? {}) };
}

export type SaveResult =
  | { ok: true; item: TravelPackage; created: boolean }
  | { ok: false; reason: "invalid"; field: string; message: string; issue?: TranslatableIssue }
  | { ok: false; reason: "not-found"; message: string }
  | { ok: false; reason: "conflict"; message: string; issue?: TranslatableIssue };

export type DeleteResult =
  | { ok: true; item: TravelPackage }
  | { ok: false; reason: "not-found"; message: string }
  | { ok: false; reason: "conflict"; message: string; issue?: TranslatableIssue };

/** A guard's refusal: English words, or a coded refusal the partner's portal translates. */
export type GuardRefusal = string | CodedMessage | null;

/** A guard's refusal as a conflict result: its English message, and its code when it has one. */
function refusedBy(refused: string | CodedMessage) {
  return typeof refused === "string"
    ? ({ ok: false, reason: "conflict", message: refused } as const)
    : ({ ok: false, reason: "conflict", message: refused.message, issue: issueOf(refused) } as const);
}

export interface SaveOptions {
  /** The package to replace; without it a new package is created. */
  id?: string;
  /**
   * The package's updatedAt as the editor loaded it (ADR 019). When given and the stored package
   * has changed since, nothing is written and the result is a conflict. Without it (the import
   * CLI), the save replaces whatever is stored.
   */
  expectedUpdatedAt?: string;
  /** Who saves, for the audit log; the command line when not given. */
  actor?: Actor;
  /**
   * Checks the stored package (locked) before the write; a message refuses the save as a conflict.
   * The partner's saves use it (a package in review, a live one, another provider's).
   */
  guard?: (before: TravelPackage | null, tx: Db) => Promise<GuardRefusal>;
  /** Rewrites the parsed draft before it is stored (the partner's admin-only fields). */
  shape?: (value: NormalisedPackage, before: TravelPackage | null) => NormalisedPackage;
}

/** A workflow row's review columns when nothing waits for the admin. */
export const NOTHING_PENDING: Partial<typeof packageWorkflow.$inferInsert> = {
  reviewKind: null,
  reviewState: null,
  proposed: null,
  base: null,
  reason: "",
  reasonFields: [],
  submittedAt: null,
  submittedBy: "",
};

/** The fields of a package compared for the audit log: every field the editor writes. */
const AUDITED_FIELDS = DRAFT_FIELDS;

/**
 * The updatedAt of a package's next version: now, but always at least a millisecond after the
 * previous one, so that every save that writes changes the version an editor compares against (ADR 019).
 */
export function nextUpdatedAt(previous: string, now = Date.now()): string {
  const after = Date.parse(previous) + 1;
  return new Date(Number.isNaN(after) ? now : Math.max(now, after)).toISOString();
}

/** The provider a package is linked to (kept by the database from its provider name and MESH id). */
export async function providerIdOf(db: Db, packageId: string): Promise<string | null> {
  const [row] = await db.select({ providerId: packages.providerId }).from(packages).where(eq(packages.id, packageId)).limit(1);
  return row?.providerId ?? null;
}

/**
 * Writes one package version inside the caller's transaction: the row (a new one when `before` is
 * null), its uploads claimed, the first time it is public remembered, and one audit row naming the
 * fields changed. The one write every package change goes through (admin saves, a partner's draft,
 * an approved revision, departures, pause/resume/archive). Returns the files the new version
 * dropped, for the caller to remove after its commit.
 */
export async function writePackageVersion(
  tx: Db,
  before: TravelPackage | null,
  value: NormalisedPackage,
  audit: { actor: Actor; action: string },
): Promise<{ item: TravelPackage; dropped: string[] } | null> {
  const item = before ? await updatePackage(tx, before.id, value, nextUpdatedAt(before.updatedAt)) : await insertPackage(tx, value);
  if (!item) return null;
  await attachUploads(tx, item.id, packageFileUrls(item));
  const providerId = await providerIdOf(tx, item.id);
  if (item.status !== "Draft") {
    // Public (or was): from now on archived rather than deleted, and any first review is over.
    await tx
      .insert(packageWorkflow)
      .values({ packageId: item.id, providerId, wentLiveAt: item.updatedAt })
      .onConflictDoUpdate({
        target: packageWorkflow.packageId,
        set: { providerId, wentLiveAt: sql`coalesce(${packageWorkflow.wentLiveAt}, excluded.went_live_at)` },
      });
    await tx
      .update(packageWorkflow)
      .set(NOTHING_PENDING)
      .where(and(eq(packageWorkflow.packageId, item.id), eq(packageWorkflow.reviewKind, "new")));
  }
  await appendAudit(tx, audit.actor, {
    entity: "package",
    entityId: item.id,
    action: audit.action,
    providerId,
    changes: changedFields(before ? offerAsGiven(before) : {}, offerAsGiven(item), AUDITED_FIELDS),
  });
  return { item, dropped: before ? droppedFileUrls(before, item) : [] };
}

/**
 * The package writes. Each save or delete runs in one database transaction: the package row, its
 * file checks, the claiming of its uploaded files and its audit row commit together or not at
 * all. Stored files a save dropped (or a deleted package had) are removed only after the commit,
 * so a failed save never loses a file the saved package still refers to.
 */
export function createPackageService(deps: { database: Database; storage: Storage; logger: Logger }) {
  const { database, storage } = deps;
  const notFound = { ok: false, reason: "not-found", message: PACKAGE_NOT_FOUND } as const;

  /** After a commit: stored files nothing refers to any more. */
  async function afterCommit(unreferencedFiles: string[]): Promise<void> {
    try {
      await deleteFilesByUrl(deps, unreferencedFiles);
    } catch (err) {
      // The change is saved; a file left behind is swept later (server/storage/sweep.ts).
      deps.logger.warn({ err }, "removing files after a package change failed");
    }
  }

  return {
    afterCommit,

    /** Creates (no id) or replaces (id) a package from a draft as sent by the form or API. */
    async savePackage(input: unknown, options: SaveOptions = {}): Promise<SaveResult> {
      const parsed = parsePackageDraft(input);
      const outcome = await database.db.transaction(async (tx): Promise<{ result: SaveResult; dropped: string[] }> => {
        const before = options.id === undefined ? null : await selectPackage(tx, options.id, { forUpdate: true });
        if (options.id !== undefined && !before) return { result: notFound, dropped: [] };
        const refused = options.guard ? await options.guard(before, tx) : null;
        if (refused === PACKAGE_NOT_FOUND) return { result: notFound, dropped: [] };
        if (!parsed.ok) return { result: { ok: false, reason: "invalid", ...invalidDraft(parsed) }, dropped: [] };
        if (before && options.expectedUpdatedAt !== undefined && options.expectedUpdatedAt !== before.updatedAt) {
          return { result: { ok: false, reason: "conflict", message: PACKAGE_CHANGED_ELSEWHERE }, dropped: [] };
        }
        if (refused) return { result: refusedBy(refused), dropped: [] };
        const value = options.shape ? options.shape(parsed.value, before) : parsed.value;
        const problem = await checkDraftFiles({ db: tx, storage }, value, {
          packageId: before?.id,
          alreadyReferenced: before ? packageFileUrls(before) : [],
          uploaderProviderId: options.actor?.role === "partner" ? options.actor.providerId : undefined,
        });
        // A partner's portal says a file refusal by its code; the admin's English screen shows the message.
        if (problem) {
          const issue = options.actor?.role === "partner" ? issueOf(problem) : undefined;
          return { result: { ok: false, reason: "invalid", field: problem.field, message: problem.message, issue }, dropped: [] };
        }
        // A save that would store what is stored writes nothing: the version (ADR 019), the
        // catalogue version and the audit log stay, and the answer is the stored package (ADR 159).
        if (before && writesSamePackage(before, value)) return { result: { ok: true, item: before, created: false }, dropped: [] };
        const written = await writePackageVersion(tx, before, value, {
          actor: options.actor ?? COMMAND_LINE,
          action: before ? "update" : "create",
        });
        if (!written) return { result: notFound, dropped: [] };
        return { result: { ok: true, item: written.item, created: !before }, dropped: written.dropped };
      });
      if (outcome.result.ok) await afterCommit(outcome.dropped);
      return outcome.result;
    },

    /**
     * Deletes a package; its stored files go after the commit. `guard` may refuse (a partner's
     * package that went live, another provider's).
     */
    async deletePackage(
      id: string,
      options: { actor?: Actor; expectedUpdatedAt?: string; guard?: (found: TravelPackage, tx: Db) => Promise<GuardRefusal> } = {},
    ): Promise<DeleteResult> {
      const outcome = await database.db.transaction(async (tx): Promise<DeleteResult> => {
        const found = await selectPackage(tx, id, { forUpdate: true });
        if (!found) return notFound;
        const refused = options.guard ? await options.guard(found, tx) : null;
        if (refused === PACKAGE_NOT_FOUND) return notFound;
        if (options.expectedUpdatedAt !== undefined && options.expectedUpdatedAt !== found.updatedAt)
          return { ok: false, reason: "conflict", message: PACKAGE_CHANGED_ELSEWHERE };
        if (refused) return refusedBy(refused);
        const providerId = await providerIdOf(tx, found.id);
        if (!(await removePackage(tx, found.id))) return notFound;
        await appendAudit(tx, options.actor ?? COMMAND_LINE, {
          entity: "package",
          entityId: found.id,
          action: "delete",
          providerId,
          changes: changedFields(found, {}, ["title", "packageCode", "status"]),
        });
        return { ok: true, item: found };
      });
      if (outcome.ok) await afterCommit(packageFileUrls(outcome.item));
      return outcome;
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
