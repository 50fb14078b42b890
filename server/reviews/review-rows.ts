import crypto from "node:crypto";
import { REVIEW_STATUSES, type AdminReview, type PublicReview, type ReviewStatus } from "../../domain/reviews";
import { toIsoTimestamp } from "../catalogue/package-row";
import type { reviews } from "../db/schema";

// A review row as the admin and the public see it, for every part of the reviews service.

export const newId = () => crypto.randomBytes(15).toString("base64url");

export const iso = (v: string | null) => (v ? toIsoTimestamp(v) : null);

export type ReviewRow = typeof reviews.$inferSelect;

export function toAdminReview(row: ReviewRow, packageTitle: string, travellerName: string): AdminReview {
  return {
    ...toPublicReview(row),
    packageId: row.packageId,
    packageTitle,
    travellerName,
    status: (REVIEW_STATUSES as readonly string[]).includes(row.status) ? (row.status as ReviewStatus) : "Pending",
    rejectionReason: row.rejectionReason,
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
    moderatedAt: iso(row.moderatedAt),
    isDemo: row.isDemo,
  };
}

/** The columns a public review is made of: a row of `reviews`, or one review of the package read's JSON (ADR 073). */
export type PublicReviewRow = Pick<
  ReviewRow,
  "id" | "firstName" | "travelMonth" | "overall" | "subRatings" | "title" | "body" | "photos" | "reply" | "repliedAt" | "submittedAt"
>;

export function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    id: row.id,
    firstName: row.firstName,
    travelMonth: row.travelMonth,
    overall: row.overall,
    subRatings: row.subRatings ?? {},
    title: row.title,
    body: row.body,
    photos: row.photos ?? [],
    reply: row.reply ? { text: row.reply, repliedAt: iso(row.repliedAt) } : null,
    submittedAt: toIsoTimestamp(row.submittedAt),
  };
}
