import { and, desc, eq, sql } from "drizzle-orm";
import { REVIEW_MESSAGES, type AdminReview, type ReviewStatus } from "../../domain/reviews";
import type { Database, Db } from "../db/client";
import { packages, reviewInvitations, reviews } from "../db/schema";
import { toAdminReview } from "./review-rows";

export const MODERATION_PAGE_SIZE = 20;

export type ModerationResult = { ok: true; review: AdminReview } | { ok: false; status: 404 | 409; error: string };

/**
 * The admin's moderation: the queue, approval and rejection, the provider's one reply. A review
 * entering or leaving Approved moves its package's rating_count / rating_sum in the same
 * transaction (ADR 028).
 */
export function createModeration(database: Database) {
  const { db } = database;

  async function adminReviewById(tx: Db, id: string): Promise<AdminReview | null> {
    const [row] = await tx
      .select({ review: reviews, packageTitle: packages.title, travellerName: reviewInvitations.travellerName })
      .from(reviews)
      .innerJoin(packages, eq(packages.id, reviews.packageId))
      .leftJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
      .where(eq(reviews.id, id))
      .limit(1);
    return row ? toAdminReview(row.review, row.packageTitle, row.travellerName ?? row.review.firstName) : null;
  }

  /** Moves a review to `status`, adjusting its package's count and sum when it enters or leaves Approved. */
  async function moderate(id: string, status: "Approved" | "Rejected", reason = ""): Promise<ModerationResult> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update").limit(1);
      if (!before) return { ok: false as const, status: 404 as const, error: REVIEW_MESSAGES.notFound };
      const wasApproved = before.status === "Approved";
      const isApproved = status === "Approved";
      await tx
        .update(reviews)
        .set({ status, rejectionReason: isApproved ? "" : reason, moderatedAt: new Date().toISOString() })
        .where(eq(reviews.id, id));
      if (wasApproved !== isApproved) {
        const sign = isApproved ? 1 : -1;
        await tx
          .update(packages)
          .set({
            ratingCount: sql`${packages.ratingCount} + ${sign}`,
            ratingSum: sql`${packages.ratingSum} + ${sign * before.overall}`,
          })
          .where(eq(packages.id, before.packageId));
      }
      return { ok: true as const, review: (await adminReviewById(tx, id))! };
    });
  }

  return {
    /** Admin moderation queue: by status (all when absent), newest first. */
    async listForModeration(
      options: { status?: ReviewStatus; page?: number } = {},
    ): Promise<{ items: AdminReview[]; total: number; page: number; pageSize: number }> {
      const page = options.page ?? 1;
      const where = options.status ? eq(reviews.status, options.status) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({ review: reviews, packageTitle: packages.title, travellerName: reviewInvitations.travellerName })
          .from(reviews)
          .innerJoin(packages, eq(packages.id, reviews.packageId))
          .leftJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
          .where(where)
          .orderBy(desc(reviews.submittedAt), desc(reviews.id))
          .limit(MODERATION_PAGE_SIZE)
          .offset((page - 1) * MODERATION_PAGE_SIZE),
        database.rows<{ n: unknown }>(
          options.status
            ? sql`SELECT count(*) AS n FROM ${reviews} WHERE status = ${options.status}`
            : sql`SELECT count(*) AS n FROM ${reviews}`,
        ),
      ]);
      return {
        items: rows.map((r) => toAdminReview(r.review, r.packageTitle, r.travellerName ?? r.review.firstName)),
        total: Number(count?.n ?? 0),
        page,
        pageSize: MODERATION_PAGE_SIZE,
      };
    },

    approve: (id: string) => moderate(id, "Approved"),
    reject: (id: string, reason: string) => moderate(id, "Rejected", reason),

    /** The provider's one reply; a second is refused (409). */
    async reply(id: string, text: string): Promise<ModerationResult> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(reviews)
          .set({ reply: text, repliedAt: new Date().toISOString() })
          .where(and(eq(reviews.id, id), eq(reviews.reply, "")))
          .returning({ id: reviews.id });
        if (!updated) {
          const exists = await adminReviewById(tx, id);
          return exists
            ? { ok: false as const, status: 409 as const, error: REVIEW_MESSAGES.replyExists }
            : { ok: false as const, status: 404 as const, error: REVIEW_MESSAGES.notFound };
        }
        return { ok: true as const, review: (await adminReviewById(tx, id))! };
      });
    },
  };
}
