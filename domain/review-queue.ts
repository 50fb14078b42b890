import type { PackageQueueItem } from "./package-review";
import type { ProviderChange } from "./provider-profile";

/**
 * The admin's one review queue: new packages, revisions of live ones and providers' changes to
 * what their verification rests on (legal name, registration numbers, bank account), oldest first.
 * Each kind is stored and decided by its own module; the queue only lists them together.
 */

/** A provider's pending verification change, as the queue lists it (decided at /api/admin/providers/:providerId/changes/:changeId). */
export interface ProfileChangeQueueItem {
  kind: "profile-change";
  changeId: string;
  providerId: string;
  providerName: string;
  changes: ProviderChange["changes"];
  submittedAt: string;
  submittedBy: string;
}

export type ReviewQueueItem = PackageQueueItem | ProfileChangeQueueItem;
export type ReviewQueueKind = ReviewQueueItem["kind"];

/** How many items the queue answers at once (the count says how many wait in all). */
export const REVIEW_QUEUE_LIMIT = 200;

/** What each kind of item is, in the admin's words. */
export const REVIEW_QUEUE_KIND_LABELS: Record<ReviewQueueKind, string> = {
  new: "New package",
  revision: "Change to a live package",
  "profile-change": "Change to verification details",
};

/** A stable key per item: a package's id, or a provider change's id. */
export function reviewQueueKey(item: ReviewQueueItem): string {
  return item.kind === "profile-change" ? `change:${item.changeId}` : `package:${item.packageId}`;
}

/**
 * The first `limit` items of several lists each already oldest first, as one list oldest first
 * (ties by key, so the order never depends on which list was read first). Each list need only
 * hold its own first `limit`: nothing beyond them can be among the first `limit` of all.
 */
export function oldestFirst(lists: readonly (readonly ReviewQueueItem[])[], limit = REVIEW_QUEUE_LIMIT): ReviewQueueItem[] {
  const time = (item: ReviewQueueItem) => {
    const t = Date.parse(item.submittedAt);
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return lists
    .flat()
    .sort((a, b) => time(a) - time(b) || (reviewQueueKey(a) < reviewQueueKey(b) ? -1 : reviewQueueKey(a) > reviewQueueKey(b) ? 1 : 0))
    .slice(0, Math.max(0, limit));
}
