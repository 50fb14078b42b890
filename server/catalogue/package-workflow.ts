import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  PACKAGE_CHANGED_ELSEWHERE,
  PACKAGE_META_FIELDS,
  PACKAGE_NOT_FOUND,
  type NormalisedPackage,
  type TravelPackage,
} from "../../domain/package";
import {
  ADMIN_ONLY_PACKAGE_FIELDS,
  applyRevision,
  checkReturnReason,
  compareRevision,
  offerAsGiven,
  OPERATIONAL_PACKAGE_FIELDS,
  PACKAGE_REVIEW_MESSAGES as M,
  packageReviewRefusal as refusal,
  PARTNER_STATUS_ACTIONS,
  partnerEditRefusal,
  partnerActions,
  partnerMayDelete,
  partnerPackageState,
  submittedFields,
  type PartnerAction,
  type PackageReview,
  type PartnerPackageSummary,
  type PartnerPackageView,
  type PartnerSave,
  type PartnerStatusAction,
  type PackageQueueDetail,
  type PackageQueueItem,
} from "../../domain/package-review";
import type { CodedMessage } from "../../domain/coded-message";
import { packageToDraft, parsePackageDraft, type PackageIssue } from "../../domain/package-validation";
import { REVIEW_QUEUE_LIMIT } from "../../domain/review-queue";
import { appendAudit, changedFields, type Actor } from "../audit/audit-log";
import type { Database, Db } from "../db/client";
import { allOrNothing } from "../db/all-or-nothing";
import { auditLog, packages, packageWorkflow, providers } from "../db/schema";
import { attachUploads } from "../storage/uploaded-files";
import type { Storage } from "../storage/storage";
import { selectPackage } from "./catalogue-service";
import { checkDraftFiles, packageFileUrls } from "./package-files";
import { toIsoTimestamp, writesSamePackage } from "./package-row";
import {
  invalidDraft,
  issueOf,
  NOTHING_PENDING,
  nextUpdatedAt,
  providerIdOf,
  writePackageVersion,
  type TranslatableIssue,
  type PackageService,
  type SaveResult,
} from "./package-service";

/** The signed-in partner person a workflow action is made by. */
export interface PartnerActorRef {
  providerId: string;
  email: string;
}

export type WorkflowResult<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; error: string; field?: string; issue?: TranslatableIssue };

/** A draft the checks refused, as a workflow result: the English message and the rule's code and params. */
function refusedDraft(issue: PackageIssue): WorkflowResult<never> {
  const { message, ...rest } = invalidDraft(issue);
  return { ok: false, status: 400, error: message, ...rest };
}

type WorkflowRow = typeof packageWorkflow.$inferSelect;

export type { PartnerPackageSummary, PartnerPackageView, PartnerSave };

/** Puts a package in the review queue: a new package or a revision, from now on, by this person (any earlier reason cleared). */
async function sendToReview(
  tx: Db,
  actor: PartnerActorRef,
  packageId: string,
  review: { reviewKind: "new" | "revision"; submittedAt: string; proposed?: NormalisedPackage; base?: NormalisedPackage },
) {
  const values = {
    ...NOTHING_PENDING,
    providerId: actor.providerId,
    reviewState: "in-review" as const,
    submittedBy: actor.email,
    ...review,
  };
  await tx
    .insert(packageWorkflow)
    .values({ packageId, ...values })
    .onConflictDoUpdate({ target: packageWorkflow.packageId, set: values });
}

const partnerActor = (actor: PartnerActorRef): Actor => ({ role: "partner", email: actor.email, providerId: actor.providerId });
const notFound = { ok: false, status: 404, error: PACKAGE_NOT_FOUND } as const;
const conflict = (error: string) => ({ ok: false, status: 409, error }) as const;
/** A partner's action refused by a workflow rule: the English words, and the code the portal says them by. */
const refused = (status: 400 | 409, coded: CodedMessage) => ({ ok: false, status, error: coded.message, issue: issueOf(coded) }) as const;

/** A pending revision as it would be approved now (applyRevision over the live package), or null. */
function revisionOf(row: WorkflowRow | null | undefined, live: TravelPackage): NormalisedPackage | null {
  if (row?.reviewKind !== "revision" || !row.proposed) return null;
  return applyRevision(writable(live), row.base, row.proposed);
}

function reviewOf(row: WorkflowRow | null | undefined): PackageReview | null {
  if (!row?.reviewKind || !row.reviewState) return null;
  return {
    kind: row.reviewKind,
    state: row.reviewState,
    reason: row.reason,
    reasonFields: row.reasonFields,
    submittedAt: row.submittedAt ? toIsoTimestamp(row.submittedAt) : "",
    submittedBy: row.submittedBy,
  };
}

/** What the partner's rules read of a package's workflow row: the review pending or returned, and whether it ever went live. */
function workflowOf(row: WorkflowRow | null | undefined): { review: PackageReview | null; wentLive: boolean } {
  return { review: reviewOf(row), wentLive: Boolean(row?.wentLiveAt) };
}

/**
 * Of these paused packages, the ones the marketplace paused: all but those whose last status
 * change is a partner's (the audit log records every change with who made it). The admin's pause
 * (a complaint, a check of the provider) and the operator's (a package stored Paused by the demo
 * seed or a command-line import, with no partner's change after it) are the marketplace's
 * decisions, which the partner's Resume must not undo; a pause of the partner's own is the
 * partner's to lift.
 */
async function pausedByAdmin(db: Db, paused: readonly string[]): Promise<Set<string>> {
  if (paused.length === 0) return new Set();
  const last = await db
    .selectDistinctOn([auditLog.entityId], { id: auditLog.entityId, role: auditLog.actorRole })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "package"), inArray(auditLog.entityId, [...paused]), sql`${auditLog.changes} -> 'status' IS NOT NULL`))
    .orderBy(auditLog.entityId, desc(auditLog.id));
  const byPartner = new Set(last.filter((r) => r.role === "partner").map((r) => r.id));
  return new Set(paused.filter((id) => !byPartner.has(id)));
}

/** Whether the partner may take this action on the package as stored (the rule its list shows). */
function mayAct(action: PartnerAction, pkg: Pick<TravelPackage, "status">, { review, wentLive }: ReturnType<typeof workflowOf>): boolean {
  return partnerActions(pkg.status, review, wentLive).includes(action);
}

/** A stored package's writable fields (what a draft, a revision or an approval is made of). */
function writable(p: TravelPackage): NormalisedPackage {
  const copy: Record<string, unknown> = { ...p };
  for (const f of PACKAGE_META_FIELDS) delete copy[f];
  return copy as NormalisedPackage;
}

/** The admin-only and operational fields of `live` over a proposed version: what a partner cannot change by review. */
function keepLiveFields(proposed: NormalisedPackage, live: NormalisedPackage): NormalisedPackage {
  const out: Record<string, unknown> = { ...proposed };
  for (const f of [...ADMIN_ONLY_PACKAGE_FIELDS, ...OPERATIONAL_PACKAGE_FIELDS]) out[f] = live[f];
  return out as NormalisedPackage;
}

/**
 * Departures for the live package as it stands (ADR 098: they go live at once, not through
 * review): checked with the live package's other fields, as the editor's save checks them.
 */
function checkLiveDepartures(before: TravelPackage, departures: unknown) {
  return parsePackageDraft({ ...packageToDraft(writable(before)), departures });
}

/** Writes departures to the live package at once, audited as the partner's "departures". */
function writeLiveDepartures(tx: Db, actor: PartnerActorRef, before: TravelPackage, departures: NormalisedPackage["departures"]) {
  return writePackageVersion(tx, before, { ...writable(before), departures }, { actor: partnerActor(actor), action: "departures" });
}

/** Why the partner's editor may not save this package as it stands, or null (the rule the portal's Edit button follows). */
function editRefusal(before: TravelPackage, row: WorkflowRow | null): CodedMessage | null {
  const why = partnerEditRefusal(partnerPackageState(before.status, reviewOf(row)));
  if (why === "in-review") return refusal("inReview");
  if (why === "archived") return refusal("cannotChangeArchived");
  return null;
}

async function workflowRow(tx: Db, packageId: string): Promise<WorkflowRow | null> {
  const [row] = await tx.select().from(packageWorkflow).where(eq(packageWorkflow.packageId, packageId)).limit(1).for("update");
  return row ?? null;
}

/** Moves the package's version on without changing its fields (a submission, a revision, a decision). */
async function touch(tx: Db, before: TravelPackage): Promise<string> {
  const updatedAt = nextUpdatedAt(before.updatedAt);
  await tx.update(packages).set({ updatedAt }).where(eq(packages.id, before.id));
  return updatedAt;
}

/** Files a revision added that the live package does not use (removed when the revision goes). */
function revisionOnlyFiles(proposed: NormalisedPackage, live: NormalisedPackage): string[] {
  const kept = new Set(packageFileUrls(live));
  return packageFileUrls(proposed).filter((u) => !kept.has(u));
}

/**
 * Takes back what waits for review (the partner's Withdraw): a new package becomes a draft again,
 * a revision is dropped. Moves the package's version on and audits the withdrawal, with no changes
 * (nothing public changed). Answers the new version and the files only the dropped revision used,
 * to remove once the transaction has committed.
 */
async function withdrawPending(
  tx: Db,
  actor: PartnerActorRef,
  before: TravelPackage,
  row: WorkflowRow,
  kind: PackageReview["kind"],
): Promise<{ updatedAt: string; dropped: string[] }> {
  const dropped = kind === "revision" && row.proposed ? revisionOnlyFiles(row.proposed, before) : [];
  const updatedAt = await touch(tx, before);
  await tx.update(packageWorkflow).set(NOTHING_PENDING).where(eq(packageWorkflow.packageId, before.id));
  await appendAudit(tx, partnerActor(actor), {
    entity: "package",
    entityId: before.id,
    action: kind === "new" ? "withdraw" : "withdraw-revision",
    providerId: actor.providerId,
  });
  return { updatedAt, dropped };
}

/**
 * The review workflow of packages (ADR 098): a partner's drafts, submissions, revisions of live
 * packages and operational changes, and the admin's review queue. Every write goes through the
 * package service's one write (`writePackageVersion`, the same validation and file checks as the
 * admin's editor) or, for a revision or a review decision, locks the package row and moves its
 * version on, so two people acting on one package at once never both succeed: the second gets 409.
 */
export function createPackageWorkflow(deps: WorkflowDeps) {
  return { partner: createPartnerPackages(deps), review: createPackageReview(deps) };
}

type WorkflowDeps = { database: Database; storage: Storage; packages: PackageService };

/** A partner's side: its list, the editor's saves, submissions, withdrawals and operational changes. */
function createPartnerPackages(deps: WorkflowDeps) {
  return { ...partnerReads(deps.database.db), ...partnerEditor(deps), ...partnerListActions(deps) };
}

/**
 * One partner action on one of its own packages, all or nothing: the package locked, another
 * provider's package answered as not found, the version checked.
 */
function onOwnPackage<T>(
  db: Db,
  actor: PartnerActorRef,
  id: string,
  version: string | undefined,
  act: (tx: Db, before: TravelPackage, workflow: WorkflowRow | null) => Promise<WorkflowResult<T>>,
): Promise<WorkflowResult<T>> {
  return allOrNothing(db, async (tx) => {
    const before = await selectPackage(tx, id, { forUpdate: true });
    if (!before || (await providerIdOf(tx, before.id)) !== actor.providerId) return notFound;
    if (version === undefined) return refused(400, refusal("versionRequired"));
    if (version !== before.updatedAt) return refused(409, refusal("changedElsewhere"));
    return act(tx, before, await workflowRow(tx, before.id));
  });
}

/** The package service's answer to a save, as a workflow result. */
function fromSave(result: SaveResult): WorkflowResult<TravelPackage> {
  if (result.ok) return { ok: true, value: result.item };
  if (result.reason === "not-found") return notFound;
  // The save's own version check answers the package's English words; the portal says them by the workflow's code.
  if (result.reason === "conflict")
    return result.message === PACKAGE_CHANGED_ELSEWHERE
      ? refused(409, refusal("changedElsewhere"))
      : { ...conflict(result.message), issue: result.issue };
  return { ok: false, status: 400, error: result.message, field: result.field, issue: result.issue };
}

/** What a partner reads: its packages' list, and one package with its review. */
function partnerReads(db: Db) {
  return {
    async list(providerId: string): Promise<PartnerPackageSummary[]> {
      const rows = await db
        .select({
          id: packages.id,
          title: packages.title,
          packageCode: packages.packageCode,
          status: packages.status,
          updatedAt: packages.updatedAt,
          workflow: packageWorkflow,
        })
        .from(packages)
        .leftJoin(packageWorkflow, eq(packageWorkflow.packageId, packages.id))
        .where(eq(packages.providerId, providerId))
        .orderBy(desc(packages.updatedAt), packages.id);
      const byAdmin = await pausedByAdmin(
        db,
        rows.filter((r) => r.status === "Paused").map((r) => r.id),
      );
      return rows.map((r) => {
        const { review, wentLive } = workflowOf(r.workflow);
        return {
          id: r.id,
          title: r.title,
          packageCode: r.packageCode,
          status: r.status,
          state: partnerPackageState(r.status, review),
          reason: review?.state === "returned" ? review.reason : "",
          updatedAt: toIsoTimestamp(r.updatedAt),
          actions: partnerActions(r.status, review, wentLive, byAdmin.has(r.id)),
          pausedByAdmin: byAdmin.has(r.id),
        };
      });
    },

    async get(providerId: string, id: string): Promise<PartnerPackageView | null> {
      const item = await selectPackage(db, id);
      if (!item || (await providerIdOf(db, id)) !== providerId) return null;
      const [row] = await db.select().from(packageWorkflow).where(eq(packageWorkflow.packageId, id)).limit(1);
      const { review, wentLive } = workflowOf(row);
      return {
        item,
        // The revision as the editor goes on from it: its changes over the live package as it is now.
        proposed: revisionOf(row, item),
        review,
        state: partnerPackageState(item.status, review),
        mayDelete: partnerMayDelete(item.status, wentLive),
        version: item.updatedAt,
      };
    },
  };
}

/** The editor's writes: a new draft, a save (in place, or a revision of a live package), a delete. */
function partnerEditor(deps: WorkflowDeps) {
  const { database, storage, packages: service } = deps;
  const db = database.db;

  async function ownProvider(providerId: string) {
    const [row] = await db
      .select({ name: providers.name, meshId: providers.meshId })
      .from(providers)
      .where(eq(providers.id, providerId))
      .limit(1);
    return row ?? null;
  }

  /**
   * A change to a live package: checked like any save, kept beside the public version as the one
   * revision. Departures that differ from the live ones are not part of it: they are written live
   * at once first (the departures endpoint's rule, in the same transaction), and the answer says so.
   */
  async function reviseLive(actor: PartnerActorRef, id: string, input: unknown, version: string | undefined) {
    const parsed = parsePackageDraft(input);
    let dropped: string[] = [];
    const result = await onOwnPackage<PartnerSave>(db, actor, id, version, async (tx, live, row) => {
      const refusedEdit = editRefusal(live, row);
      if (refusedEdit) return refused(409, refusedEdit);
      if (live.status === "Draft") return refused(409, refusal("changedElsewhere"));
      if (!parsed.ok) return refusedDraft(parsed);
      let before = live;
      const departuresLive = Object.keys(changedFields(writable(live), parsed.value, OPERATIONAL_PACKAGE_FIELDS)).length > 0;
      if (departuresLive) {
        const departures = checkLiveDepartures(live, (input as { departures?: unknown }).departures);
        if (!departures.ok) return refusedDraft(departures);
        const written = await writeLiveDepartures(tx, actor, live, departures.value.departures);
        if (!written) return notFound;
        before = written.item;
      }
      const proposed = keepLiveFields(parsed.value, writable(before));
      const previous = row?.reviewKind === "revision" ? row.proposed : null;
      // What the partner saw as the revision (its editor's starting point), for the audit row.
      const shown = revisionOf(row, before);
      const problem = await checkDraftFiles({ db: tx, storage }, proposed, {
        packageId: before.id,
        alreadyReferenced: [...packageFileUrls(before), ...(previous ? packageFileUrls(previous) : [])],
        uploaderProviderId: actor.providerId,
      });
      if (problem) return { ok: false, status: 400, error: problem.message, field: problem.field, issue: issueOf(problem) };
      // A save that proposes the live package as it is, while a revision waits (in review or
      // returned), leaves nothing to review: it withdraws the revision as Withdraw does (ADR 161).
      if (row?.reviewKind === "revision" && writesSamePackage(before, proposed)) {
        const withdrawn = await withdrawPending(tx, actor, before, row, "revision");
        dropped = withdrawn.dropped;
        return { ok: true, value: { item: { ...before, updatedAt: withdrawn.updatedAt }, departuresLive, revision: "withdrawn" } };
      }
      // A save that proposes what the editor showed writes nothing more (ADR 159): no revision of a
      // live package it would not change, no new copy of the one waiting in review (which keeps its
      // place in the queue); with unchanged departures, nothing at all. A returned revision is still
      // sent back to review by a save, changed or not: that is how its partner resubmits it.
      const unchanged =
        row?.reviewKind === "revision"
          ? row.reviewState === "in-review" && shown !== null && writesSamePackage({ ...before, ...shown }, proposed)
          : writesSamePackage(before, proposed);
      // Nothing more is written: a revision waits only if one was in review already.
      if (unchanged)
        return { ok: true, value: { item: before, departuresLive, revision: row?.reviewKind === "revision" ? "waits" : "none" } };
      // The revision's new files belong to this package from now on (the sweep leaves them alone).
      await attachUploads(tx, before.id, packageFileUrls(proposed));
      if (previous) dropped = revisionOnlyFiles(previous, { ...before, ...proposed }).filter((u) => !packageFileUrls(before).includes(u));
      const updatedAt = await touch(tx, before);
      // The version checked above is the live one the partner's editor loaded: the revision's changes are measured from it.
      await sendToReview(tx, actor, id, { reviewKind: "revision", proposed, base: writable(before), submittedAt: updatedAt });
      await appendAudit(tx, partnerActor(actor), {
        entity: "package",
        entityId: id,
        action: "revision",
        providerId: actor.providerId,
        changes: changedFields(offerAsGiven(shown ?? writable(before)), offerAsGiven(proposed), Object.keys(proposed)),
      });
      return { ok: true, value: { item: { ...before, updatedAt }, departuresLive, revision: "sent" } };
    });
    if (result.ok) await service.afterCommit(dropped);
    return result;
  }

  return {
    /** A new draft of the partner's own provider, through the admin's save; admin-only fields are the defaults. */
    async create(actor: PartnerActorRef, input: unknown): Promise<WorkflowResult<TravelPackage>> {
      const provider = await ownProvider(actor.providerId);
      if (!provider) return notFound;
      const result = await service.savePackage(input, {
        actor: partnerActor(actor),
        shape: (value) => ({ ...value, providerName: provider.name, meshId: provider.meshId, featured: false, status: "Draft" }),
      });
      return fromSave(result);
    },

    /**
     * Saves the editor: a draft (or a returned new package) is rewritten in place; a package that is
     * live keeps its public version and the change is stored as its one revision, in review at once.
     */
    async save(actor: PartnerActorRef, id: string, input: unknown, version: string | undefined): Promise<WorkflowResult<PartnerSave>> {
      const live = await selectPackage(db, id);
      if (!live || (await providerIdOf(db, id)) !== actor.providerId) return notFound;
      if (live.status === "Draft") {
        if (version === undefined) return refused(400, refusal("versionRequired"));
        const result = await service.savePackage(input, {
          id,
          expectedUpdatedAt: version,
          actor: partnerActor(actor),
          guard: async (before, tx) => {
            if (!before || (await providerIdOf(tx, before.id)) !== actor.providerId) return PACKAGE_NOT_FOUND;
            if (before.status !== "Draft") return refusal("changedElsewhere");
            return editRefusal(before, await workflowRow(tx, before.id));
          },
          shape: (value, before) => keepLiveFields(value, { ...writable(before!), departures: value.departures }),
        });
        // A returned package keeps its reason beside the fields until it is submitted again.
        const saved = fromSave(result);
        return saved.ok ? { ok: true, value: { item: saved.value, departuresLive: false, revision: "none" } } : saved;
      }
      return reviseLive(actor, id, input, version);
    },

    async remove(actor: PartnerActorRef, id: string, version: string | undefined): Promise<WorkflowResult<null>> {
      const result = await service.deletePackage(id, {
        actor: partnerActor(actor),
        expectedUpdatedAt: version,
        guard: async (found, tx) => {
          if ((await providerIdOf(tx, found.id)) !== actor.providerId) return PACKAGE_NOT_FOUND;
          if (version === undefined) return refusal("versionRequired");
          const row = await workflowRow(tx, found.id);
          return partnerMayDelete(found.status, Boolean(row?.wentLiveAt)) ? null : refusal("cannotDelete");
        },
      });
      if (result.ok) return { ok: true, value: null };
      if (result.reason === "not-found") return notFound;
      if (result.message === PACKAGE_CHANGED_ELSEWHERE) return refused(409, refusal("changedElsewhere"));
      return { ok: false, status: result.message === M.versionRequired ? 400 : 409, error: result.message, issue: result.issue };
    },
  };
}

/** The list's actions: submit, withdraw, pause, resume or archive, and departures. */
function partnerListActions(deps: WorkflowDeps) {
  const { database, packages: service } = deps;
  const db = database.db;

  return {
    submit(actor: PartnerActorRef, id: string, version: string | undefined): Promise<WorkflowResult<null>> {
      return onOwnPackage(db, actor, id, version, async (tx, before, row) => {
        if (!mayAct("submit", before, workflowOf(row))) return refused(409, refusal("onlyDraftSubmits"));
        // The draft must pass the admin's checks as it stands, before anyone is asked to review it.
        const parsed = parsePackageDraft(packageToDraft(writable(before)));
        if (!parsed.ok) return refusedDraft(parsed);
        await sendToReview(tx, actor, id, { reviewKind: "new", submittedAt: await touch(tx, before) });
        await appendAudit(tx, partnerActor(actor), { entity: "package", entityId: id, action: "submit", providerId: actor.providerId });
        return { ok: true, value: null };
      });
    },

    /** Takes back what waits for review: a new package becomes a draft again, a revision is dropped. */
    async withdraw(actor: PartnerActorRef, id: string, version: string | undefined): Promise<WorkflowResult<null>> {
      let dropped: string[] = [];
      const result = await onOwnPackage(db, actor, id, version, async (tx, before, row) => {
        const workflow = workflowOf(row);
        const review = workflow.review;
        if (!review || !mayAct("withdraw", before, workflow)) return refused(409, refusal("nothingToWithdraw"));
        ({ dropped } = await withdrawPending(tx, actor, before, row!, review.kind));
        return { ok: true, value: null };
      });
      if (result.ok) await service.afterCommit(dropped);
      return result;
    },

    /** Pause, resume or archive: live at once, no review. Archiving drops a waiting revision. */
    async setStatus(
      actor: PartnerActorRef,
      id: string,
      action: PartnerStatusAction,
      version: string | undefined,
    ): Promise<WorkflowResult<TravelPackage>> {
      let dropped: string[] = [];
      const result = await onOwnPackage(db, actor, id, version, async (tx, before, row) => {
        const rule = PARTNER_STATUS_ACTIONS[action];
        if (!mayAct(action, before, workflowOf(row))) return refused(409, refusal(`${action}Refused`));
        if (action === "resume" && (await pausedByAdmin(tx, [id])).has(id)) return refused(409, refusal("resumeAdminPaused"));
        if (action === "archive" && row?.reviewKind === "revision") {
          if (row.proposed) dropped = revisionOnlyFiles(row.proposed, before);
          await tx.update(packageWorkflow).set(NOTHING_PENDING).where(eq(packageWorkflow.packageId, id));
        }
        const written = await writePackageVersion(
          tx,
          before,
          { ...writable(before), status: rule.to },
          { actor: partnerActor(actor), action },
        );
        return written ? { ok: true, value: written.item } : notFound;
      });
      if (result.ok) await service.afterCommit(dropped);
      return result;
    },

    /**
     * Departures and seats left of a package that has gone live: checked like the editor's, live
     * at once, no review. A draft's (a new package in review too) are part of the package saved
     * and reviewed: refused here.
     */
    departures(
      actor: PartnerActorRef,
      id: string,
      departures: unknown,
      version: string | undefined,
    ): Promise<WorkflowResult<TravelPackage>> {
      return onOwnPackage(db, actor, id, version, async (tx, before) => {
        if (before.status === "Archived") return refused(409, refusal("cannotChangeArchived"));
        if (before.status === "Draft") return refused(409, refusal("departuresOnlyLive"));
        const parsed = checkLiveDepartures(before, departures);
        if (!parsed.ok) return refusedDraft(parsed);
        const written = await writeLiveDepartures(tx, actor, before, parsed.value.departures);
        return written ? { ok: true, value: written.item } : notFound;
      });
    },
  };
}

/** The admin's side: the packages waiting for review, and the decisions on them. */
function createPackageReview(deps: WorkflowDeps) {
  const { database, packages: service } = deps;
  const db = database.db;

  /** The admin's decision on one queue item, with the package and its pending review locked. */
  async function decide<T>(
    id: string,
    version: string | undefined,
    act: (tx: Db, before: TravelPackage, row: WorkflowRow, review: PackageReview) => Promise<WorkflowResult<T>>,
  ): Promise<WorkflowResult<T>> {
    return allOrNothing(db, async (tx) => {
      const before = await selectPackage(tx, id, { forUpdate: true });
      if (!before) return notFound;
      const row = await workflowRow(tx, id);
      const review = reviewOf(row);
      if (version === undefined) return { ok: false, status: 400, error: M.versionRequired } as const;
      // The version of a queue item is its submission: a withdrawal, a resubmission or another
      // admin's decision changes or ends it. Seat changes meanwhile do not, and are kept.
      if (!review || review.state !== "in-review" || review.submittedAt !== version) return conflict(M.reviewChangedElsewhere);
      return act(tx, before, row!, review);
    });
  }

  const review = {
    /** The packages waiting for the admin, oldest first, and how many (the admin's queue adds providers' changes). */
    async queue(limit = REVIEW_QUEUE_LIMIT): Promise<{ items: PackageQueueItem[]; total: number }> {
      const waiting = eq(packageWorkflow.reviewState, "in-review");
      const rows = await db
        .select({
          packageId: packageWorkflow.packageId,
          title: packages.title,
          providerName: packages.providerName,
          kind: packageWorkflow.reviewKind,
          submittedAt: packageWorkflow.submittedAt,
          submittedBy: packageWorkflow.submittedBy,
        })
        .from(packageWorkflow)
        .innerJoin(packages, eq(packages.id, packageWorkflow.packageId))
        .where(waiting)
        .orderBy(asc(packageWorkflow.submittedAt), packageWorkflow.packageId)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(packageWorkflow).where(waiting);
      return {
        items: rows.map((r) => ({
          packageId: r.packageId,
          title: r.title,
          providerName: r.providerName,
          kind: r.kind ?? "new",
          submittedAt: r.submittedAt ? toIsoTimestamp(r.submittedAt) : "",
          submittedBy: r.submittedBy,
          version: r.submittedAt ? toIsoTimestamp(r.submittedAt) : "",
        })),
        total: Number(total?.n ?? 0),
      };
    },

    /** How many packages wait (with the providers' changes waiting, the admin header's count). */
    async waiting(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(packageWorkflow).where(eq(packageWorkflow.reviewState, "in-review"));
      return Number(row?.n ?? 0);
    },

    /**
     * One queue item: the package as it is public (or its draft), and what the admin reads of it: a
     * revision's proposal and field-by-field comparison, or the fields a new package fills in.
     */
    async item(id: string): Promise<PackageQueueDetail | null> {
      const item = await selectPackage(db, id);
      if (!item) return null;
      const [row] = await db.select().from(packageWorkflow).where(eq(packageWorkflow.packageId, id)).limit(1);
      const pending = reviewOf(row);
      if (!pending) return null;
      const proposed = revisionOf(row, item);
      return {
        item,
        review: pending,
        proposed,
        changes: proposed ? compareRevision(writable(item), proposed) : [],
        submitted: pending.kind === "new" ? submittedFields(writable(item)) : [],
        version: pending.submittedAt,
      };
    },

    /**
     * A new package goes live as Active; a revision's changes are applied to the live version as it
     * is now (applyRevision: the admin's later edits, the departures and the admin's fields kept).
     */
    async approve(admin: Actor, id: string, version: string | undefined): Promise<WorkflowResult<TravelPackage>> {
      let dropped: string[] = [];
      const result = await decide(id, version, async (tx, before, row, pending) => {
        const live = writable(before);
        const value: NormalisedPackage = pending.kind === "new" ? { ...live, status: "Active" } : (revisionOf(row, before) ?? live);
        // What goes live passes the admin's checks, as every save does: the revision is laid over
        // the live package as it is now, and the admin's edits since it was sent may not fit with
        // it (a closing date the partner moved, before an opening date the admin moved meanwhile).
        const checked = parsePackageDraft(packageToDraft(value));
        if (!checked.ok) return conflict(M.approvalFailsChecks(checked.message));
        await tx.update(packageWorkflow).set(NOTHING_PENDING).where(eq(packageWorkflow.packageId, id));
        const written = await writePackageVersion(tx, before, value, {
          actor: admin,
          action: pending.kind === "new" ? "approve" : "approve-revision",
        });
        if (!written) return notFound;
        dropped = written.dropped;
        return { ok: true, value: written.item };
      });
      if (result.ok) await service.afterCommit(dropped);
      return result;
    },

    /** Sends the item back with the admin's written reason (and the fields it is about); nothing public changes. */
    async returnWithReason(
      admin: Actor,
      id: string,
      version: string | undefined,
      reasonInput: unknown,
      fieldsInput: unknown,
    ): Promise<WorkflowResult<null>> {
      const checked = checkReturnReason(reasonInput, fieldsInput);
      if (!checked.ok) return { ok: false, status: 400, error: checked.message, field: "reason" };
      return decide(id, version, async (tx, before, _row, pending) => {
        await touch(tx, before);
        await tx
          .update(packageWorkflow)
          .set({ reviewState: "returned", reason: checked.reason, reasonFields: checked.fields })
          .where(eq(packageWorkflow.packageId, id));
        await appendAudit(tx, admin, {
          entity: "package",
          entityId: id,
          action: pending.kind === "new" ? "return" : "return-revision",
          providerId: await providerIdOf(tx, id),
          changes: { reason: [null, checked.reason], reasonFields: [null, checked.fields] },
        });
        return { ok: true, value: null };
      });
    },
  };

  return review;
}

export type PackageWorkflow = ReturnType<typeof createPackageWorkflow>;
