import { messageCoder, type CodeOf } from "./coded-message";
import { PACKAGE_CHANGED_ELSEWHERE, type NormalisedPackage, type PackageStatus, type TravelPackage } from "./package";
import { DRAFT_FIELDS, type DraftField } from "./package-validation";

/**
 * Review before anything goes live (ADR 098): a provider's new package and every change to a live
 * one wait for the admin; operational changes (departures and seats, pause, resume, archive) do not.
 */

/** Fields only the admin sets: a partner's request may carry them, they are replaced by the stored values. */
export const ADMIN_ONLY_PACKAGE_FIELDS = ["featured", "providerName", "meshId", "status"] as const satisfies readonly DraftField[];
/** Fields a partner changes on a live package without review: they go live at once. */
export const OPERATIONAL_PACKAGE_FIELDS = ["departures"] as const satisfies readonly DraftField[];

/** What the admin reviews: every field of the editor but the admin's own and the operational ones. */
export const REVIEWED_PACKAGE_FIELDS: readonly DraftField[] = DRAFT_FIELDS.filter(
  (f) => !(ADMIN_ONLY_PACKAGE_FIELDS as readonly string[]).includes(f) && !(OPERATIONAL_PACKAGE_FIELDS as readonly string[]).includes(f),
);

/** A new package waiting for its first approval, or a change to a live one. */
export const PACKAGE_REVIEW_KINDS = ["new", "revision"] as const;
export type PackageReviewKind = (typeof PACKAGE_REVIEW_KINDS)[number];
/** Waiting for the admin, or sent back to the partner with a reason. */
export const PACKAGE_REVIEW_STATES = ["in-review", "returned"] as const;
export type PackageReviewState = (typeof PACKAGE_REVIEW_STATES)[number];

/** What is pending for one package, as the partner and the admin see it. */
export interface PackageReview {
  kind: PackageReviewKind;
  state: PackageReviewState;
  /** The admin's reason when returned ("" otherwise). */
  reason: string;
  /** The fields the reason is about, shown beside them in the editor. */
  reasonFields: string[];
  submittedAt: string;
  submittedBy: string;
}

/**
 * A partner's package as its list shows it: one of these, plus the reason when returned. A change
 * waiting for review (or returned) is said beside what the public sees now: live, paused (by the
 * partner or the admin) or expired.
 */
export const PARTNER_PACKAGE_STATES = [
  "draft",
  "in-review",
  "returned",
  "live",
  "live-change-in-review",
  "live-change-returned",
  "paused",
  "paused-change-in-review",
  "paused-change-returned",
  "expired",
  "expired-change-in-review",
  "expired-change-returned",
  "archived",
] as const;
export type PartnerPackageState = (typeof PARTNER_PACKAGE_STATES)[number];

export function partnerPackageState(status: PackageStatus, review: Pick<PackageReview, "kind" | "state"> | null): PartnerPackageState {
  if (status === "Archived") return "archived";
  if (status === "Draft") return review?.kind === "new" ? (review.state === "returned" ? "returned" : "in-review") : "draft";
  const now = status === "Paused" ? "paused" : status === "Expired" ? "expired" : "live";
  if (review?.kind === "revision") return review.state === "returned" ? `${now}-change-returned` : `${now}-change-in-review`;
  return now;
}

/** Whether a change to the package waits for review, or was returned: it has a revision to withdraw. */
export function hasPendingChange(state: PartnerPackageState): boolean {
  return state.endsWith("-change-in-review") || state.endsWith("-change-returned");
}

/**
 * Whether a partner may open a package in the editor and save it, and if not, why: a draft or a
 * returned one is saved in place; a live (or paused, or expired) one keeps its public version and
 * the change waits for review as its one revision. A new package in review must be withdrawn
 * first; an archived one is not changed at all. The portal hides its Edit button with this rule
 * and the server refuses a save with it (409), so the two cannot disagree.
 */
export function partnerEditRefusal(state: PartnerPackageState): "in-review" | "archived" | null {
  if (state === "in-review") return "in-review";
  if (state === "archived") return "archived";
  return null;
}

export function partnerMayEdit(state: PartnerPackageState): boolean {
  return partnerEditRefusal(state) === null;
}

/** A package a partner may delete: one that never went live (a live one is archived instead). */
export function partnerMayDelete(status: PackageStatus, wentLive: boolean): boolean {
  return status === "Draft" && !wentLive;
}

/** The status a partner's operational action moves a package to, or null when it cannot from here. */
export const PARTNER_STATUS_ACTIONS = {
  pause: { from: ["Active"], to: "Paused" },
  resume: { from: ["Paused"], to: "Active" },
  archive: { from: ["Active", "Paused", "Expired"], to: "Archived" },
} as const satisfies Record<string, { from: readonly PackageStatus[]; to: PackageStatus }>;
export type PartnerStatusAction = keyof typeof PARTNER_STATUS_ACTIONS;
export const PARTNER_STATUS_ACTION_NAMES = Object.keys(PARTNER_STATUS_ACTIONS) as PartnerStatusAction[];

/** What a partner can do to a package from its list (editing aside). */
export type PartnerAction = "submit" | "withdraw" | PartnerStatusAction | "delete";

/**
 * The actions a partner may take on a package now, in the order the portal shows them. The
 * portal's buttons are these, and the server refuses any other with 409, so the two cannot
 * disagree. A draft, or a returned new package, is submitted; what waits for review (a new
 * package in review, a live package's revision in review or returned) can be withdrawn; pause,
 * resume and archive follow the status (PARTNER_STATUS_ACTIONS), except that a package the admin
 * paused is the admin's to resume; only a package that never went live is deleted.
 */
export function partnerActions(
  status: PackageStatus,
  review: Pick<PackageReview, "kind" | "state"> | null,
  wentLive: boolean,
  pausedByAdmin = false,
): PartnerAction[] {
  const state = partnerPackageState(status, review);
  const actions: PartnerAction[] = [];
  if (state === "draft" || state === "returned") actions.push("submit");
  if (state === "in-review" || hasPendingChange(state)) actions.push("withdraw");
  for (const action of PARTNER_STATUS_ACTION_NAMES) {
    if (action === "resume" && pausedByAdmin) continue;
    if ((PARTNER_STATUS_ACTIONS[action].from as readonly PackageStatus[]).includes(status)) actions.push(action);
  }
  if (partnerMayDelete(status, wentLive)) actions.push("delete");
  return actions;
}

export type FieldChanges = Record<string, [before: unknown, after: unknown]>;

/** The fields whose values differ between two versions of a record, as `{ field: [before, after] }`. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
      changes[field] = [before[field] ?? null, after[field] ?? null];
  }
  return changes;
}

/** One line of the admin's comparison of a revision with the live version. */
export interface FieldComparison {
  field: DraftField;
  before: unknown;
  after: unknown;
}

/**
 * A package's fields as the partner gave them, for comparing two versions: without an offer its
 * offer prices are nothing, whether stored as 0 (the normaliser's choice) or left empty (older
 * and seeded packages), so a revision of a package without an offer does not read as "offer
 * price (empty) → ₹0".
 */
export function offerAsGiven<T extends Pick<NormalisedPackage, "hasOffer" | "offerPriceAdult" | "offerPriceChild">>(pkg: T): T {
  return pkg.hasOffer ? pkg : { ...pkg, offerPriceAdult: null, offerPriceChild: null };
}

/** The reviewed fields a revision changes, in the editor's order. */
export function compareRevision(live: NormalisedPackage, proposed: NormalisedPackage): FieldComparison[] {
  const changes = changedFields(offerAsGiven(live), offerAsGiven(proposed), REVIEWED_PACKAGE_FIELDS);
  return REVIEWED_PACKAGE_FIELDS.filter((f) => f in changes).map((field) => ({
    field,
    before: changes[field]![0],
    after: changes[field]![1],
  }));
}

/** One field a partner filled in on a new package, as the admin reads it in the review queue. */
export interface SubmittedField {
  field: DraftField;
  value: unknown;
}

/** Nothing given: null, "", an empty list, or an object whose every value is itself empty (a customisation map with no options). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmptyValue);
  return false;
}

/** The offer's prices: stored as 0 without an offer (the normaliser's choice), so nothing the partner gave then. */
const OFFER_PRICE_FIELDS: readonly DraftField[] = ["offerPriceAdult", "offerPriceChild"];

/**
 * The reviewed fields a new package fills in, in the editor's order, each with its value: the
 * empty ones left out, and the offer's prices when there is no offer.
 */
export function submittedFields(pkg: NormalisedPackage): SubmittedField[] {
  return REVIEWED_PACKAGE_FIELDS.filter((field) => !isEmptyValue(pkg[field]) && !(OFFER_PRICE_FIELDS.includes(field) && !pkg.hasOffer)).map(
    (field) => ({ field, value: pkg[field] }),
  );
}

/**
 * What a revision makes of the live package: the reviewed fields the partner changed from `base`
 * (the live version the revision was saved against), over the live version as it is now. An
 * admin's edit of another field made while the revision waited stays, and the departures and the
 * admin's own fields are always the live ones; a field both changed takes the revision's value
 * (the admin's comparison shows it). Approval writes this, and the admin and the partner see it as
 * the revision. A revision stored without its base counts every reviewed field as changed.
 */
export function applyRevision(live: NormalisedPackage, base: NormalisedPackage | null, proposed: NormalisedPackage): NormalisedPackage {
  const changed = base
    ? Object.keys(changedFields(offerAsGiven(base), offerAsGiven(proposed), REVIEWED_PACKAGE_FIELDS))
    : REVIEWED_PACKAGE_FIELDS;
  const out: Record<string, unknown> = { ...live };
  for (const field of changed) out[field] = proposed[field as DraftField];
  return out as NormalisedPackage;
}

/** How a revision changes a list of images: which go, which come, how many stay, and whether only the order moved. */
export interface ImageListChange {
  removed: string[];
  added: string[];
  kept: number;
  /** The same images in another order (nothing removed or added). */
  reordered: boolean;
}

export function imageListChange(before: readonly string[], after: readonly string[]): ImageListChange {
  const was = new Set(before);
  const now = new Set(after);
  const removed = before.filter((url) => !now.has(url));
  const added = after.filter((url) => !was.has(url));
  return {
    removed,
    added,
    kept: after.filter((url) => was.has(url)).length,
    reordered: removed.length === 0 && added.length === 0 && before.join("\n") !== after.join("\n"),
  };
}

export const RETURN_REASON_MIN = 10;
export const RETURN_REASON_MAX = 2000;

/** The review's and the partner actions' messages (the API's words; the portal says them by their codes, `packageReviewRefusal`). */
export const PACKAGE_REVIEW_MESSAGES = {
  inReview: "This package is in review. Withdraw it from review to edit it.",
  onlyDraftSubmits: "Only a draft can be submitted for review.",
  nothingToWithdraw: "Nothing of this package is waiting for review.",
  nothingToReview: "This package has nothing waiting for review.",
  reviewChangedElsewhere:
    "Someone else acted on this package in the meantime (approved, returned, withdrew or changed it). Reload to see where it stands.",
  changedElsewhere: PACKAGE_CHANGED_ELSEWHERE,
  reasonRequired: `Write the reason for returning it (at least ${RETURN_REASON_MIN} characters).`,
  reasonTooLong: `The reason can be at most ${RETURN_REASON_MAX} characters.`,
  unknownReasonField: "The fields named for the reason must be fields of the package.",
  cannotDelete: "A package that has been live cannot be deleted; archive it instead.",
  cannotChangeArchived: "An archived package cannot be changed.",
  pauseRefused: "Only a live package can be paused.",
  resumeRefused: "Only a paused package can be resumed.",
  archiveRefused: "Only a live, paused or expired package can be archived.",
  statusActionRefused: (action: PartnerStatusAction) => PACKAGE_REVIEW_MESSAGES[`${action}Refused`],
  resumeAdminPaused: "The admin paused this package; only the admin can resume it.",
  departuresOnlyLive: "Departures of a package that is not live yet are saved with the package and reviewed with it.",
  versionRequired: "Send the version you loaded (?version=…) so no one else's change is overwritten.",
  approvalFailsChecks: (problem: string) =>
    `Approving this now would save a package that fails its checks: ${problem} The live package was edited since the change was sent; edit it again, or return the change with a reason.`,
} as const;

/** A workflow refusal with its code (`packageReview.<key>`) and params, for the portal to say in its language. */
export const packageReviewRefusal = messageCoder("packageReview", PACKAGE_REVIEW_MESSAGES, {
  reasonRequired: { min: RETURN_REASON_MIN },
  reasonTooLong: { max: RETURN_REASON_MAX },
});
export type PackageReviewCode = CodeOf<"packageReview", typeof PACKAGE_REVIEW_MESSAGES>;

/** The admin's reason check: trimmed, long enough to help, known fields only. */
export function checkReturnReason(
  reason: unknown,
  fields: unknown,
): { ok: true; reason: string; fields: DraftField[] } | { ok: false; message: string } {
  const text = typeof reason === "string" ? reason.trim() : "";
  if (text.length < RETURN_REASON_MIN) return { ok: false, message: PACKAGE_REVIEW_MESSAGES.reasonRequired };
  if (text.length > RETURN_REASON_MAX) return { ok: false, message: PACKAGE_REVIEW_MESSAGES.reasonTooLong };
  const list = fields === undefined || fields === null ? [] : fields;
  if (!Array.isArray(list) || !list.every((f) => typeof f === "string" && (DRAFT_FIELDS as readonly string[]).includes(f)))
    return { ok: false, message: PACKAGE_REVIEW_MESSAGES.unknownReasonField };
  return { ok: true, reason: text, fields: [...new Set(list as DraftField[])] };
}

/** A package in the admin's review queue (domain/review-queue.ts has the whole queue's item), as the server sends it. */
export interface PackageQueueItem {
  packageId: string;
  title: string;
  providerName: string;
  kind: "new" | "revision";
  submittedAt: string;
  submittedBy: string;
  version: string;
}

/** One package of the admin's review queue as GET /api/admin/review-queue/:id sends it. */
export interface PackageQueueDetail {
  /** The package as stored: public when live, else the new package's draft. */
  item: TravelPackage;
  review: PackageReview;
  /** A revision as approval would make it (applyRevision); null for a new package. */
  proposed: NormalisedPackage | null;
  /** A revision's changes, field by field (compareRevision); [] for a new package. */
  changes: FieldComparison[];
  /** What a new package fills in, field by field (submittedFields); [] for a revision. */
  submitted: SubmittedField[];
  version: string;
}

/** A partner's package in its list: the server sends it, the portal's list and review form read it. */
export interface PartnerPackageSummary {
  id: string;
  title: string;
  packageCode: string;
  status: PackageStatus;
  state: PartnerPackageState;
  /** The admin's reason when returned, else "". */
  reason: string;
  /** The version an action sends back (ADR 019). */
  updatedAt: string;
  /** What the partner may do next from the list (partnerActions): the portal's buttons ("delete" among them). */
  actions: PartnerAction[];
  /** Paused, and by the admin: the admin's to resume (the portal offers no Resume and says why). */
  pausedByAdmin: boolean;
}

/** One package as the partner's editor loads it: the server sends it, the portal reads it. */
export interface PartnerPackageView {
  item: TravelPackage;
  /** The revision waiting or returned, the draft the editor shows instead of the live version. */
  proposed: NormalisedPackage | null;
  review: PackageReview | null;
  state: PartnerPackageState;
  mayDelete: boolean;
  /** The version every action on this package sends back (ADR 019). */
  version: string;
}

/**
 * What a partner's save did to the live package's revision: `sent` stored one and sent it to review;
 * `withdrawn` withdrew the one that waited because the save proposed the live package as it is (ADR
 * 161); `waits` left the one in review as it was (the save proposed what it already proposes);
 * `none` stored none and none waits, so the save changed nothing but, at most, the departures (ADR
 * 159). A draft's save is always `none`.
 */
export type PartnerSaveRevision = "sent" | "withdrawn" | "waits" | "none";

/**
 * A partner's save, as the server answers it and the portal reads it: the package as stored, whether
 * departures it changed went live at once (a live package's departures are not reviewed, ADR 098),
 * and what it did to the revision, so the portal says what happened.
 */
export interface PartnerSave {
  item: TravelPackage;
  departuresLive: boolean;
  revision: PartnerSaveRevision;
}
