import { and, count as countRows, desc, eq, sql } from "drizzle-orm";
import { codeOf } from "../../domain/coded-message";
import { REVIEW_MESSAGES, reviewRefusal, type AdminReview, type ReviewStatus } from "../../domain/reviews";
import { appendAudit, COMMAND_LINE, type Actor } from "../audit/audit-log";
import type { Database, Db } from "../db/client";
import { packages, reviewInvitations, reviews } from "../db/schema";
import { toAdminReview } from "./review-rows";

export const MODERATION_PAGE_SIZE = 20;

export type ModerationResult =
  | { ok: true; review: AdminReview }
  | { ok: false; status: 404 | 409; error: string; code?: string; params?: Record<string, string | number> };

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

  /** The provider a review's package belongs to (its audit rows are filed under it). */
  async function providerOfPackage(tx: Db, packageId: string): Promise<string | null> {
    const [row] = await tx.select({ providerId: packages.providerId }).from(packages).where(eq(packages.id, packageId)).limit(1);
    return row?.providerId ?? null;
  }

  /** Moves a review to `status`, adjusting its package's count and sum when it enters or leaves Approved. */
  async function moderate(id: string, status: "Approved" | "Rejected", reason: string, actor: Actor): Promise<ModerationResult> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update").limit(1);
      if (!before) return { ok: false as const, status: 404 as const, error: REVIEW_MESSAGES.notFound };
      const rejectionReason = status === "Approved" ? "" : reason;
      const wasApproved = before.status === "Approved";
      const isApproved = status === "Approved";
      await tx.update(reviews).set({ status, rejectionReason, moderatedAt: new Date().toISOString() }).where(eq(reviews.id, id));
      await appendAudit(tx, actor, {
        entity: "review",
        entityId: id,
        action: isApproved ? "approved" : "rejected",
        providerId: await providerOfPackage(tx, before.packageId),
        changes: {
          status: [before.status, status],
          ...(before.rejectionReason !== rejectionReason ? { rejectionReason: [before.rejectionReason, rejectionReason] } : {}),
        },
      });
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
    /**
     * The moderation queue: by status (all when absent), newest first; with `providerId` only the
     * reviews of that provider's packages (a partner's list).
     */
    async listForModeration(
      options: { status?: ReviewStatus; page?: number; providerId?: string } = {},
    ): Promise<{ items: AdminReview[]; total: number; page: number; pageSize: number }> {
      const page = options.page ?? 1;
      const where = and(
        options.status ? eq(reviews.status, options.status) : undefined,
        options.providerId ? eq(packages.providerId, options.providerId) : undefined,
      );
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
        options.providerId
          ? db.select({ n: countRows() }).from(reviews).innerJoin(packages, eq(packages.id, reviews.packageId)).where(where)
          : db.select({ n: countRows() }).from(reviews).where(where),
      ]);
      return {
        items: rows.map((r) => toAdminReview(r.review, r.packageTitle, r.travellerName ?? r.review.firstName)),
        total: Number(count?.n ?? 0),
        page,
        pageSize: MODERATION_PAGE_SIZE,
      };
    },

    approve: (id: string, actor: Actor = COMMAND_LINE) => moderate(id, "Approved", "", actor),
    reject: (id: string, reason: string, actor: Actor = COMMAND_LINE) => moderate(id, "Rejected", reason, actor),

    /**
     * The provider's one reply, to a published (Approved) review only: a travellers' page shows
     * a reply under its review, so one written to a review waiting for moderation or rejected
     * would answer words nobody reads, and use up the one reply. A second reply, or one to an
     * unpublished review, is refused (409). With `providerId` (a partner) only a review of that
     * provider's packages can be answered: any other is not found (404).
     */
    async reply(id: string, text: string, actor: Actor = COMMAND_LINE, providerId?: string): Promise<ModerationResult> {
      return db.transaction(async (tx) => {
        const ofProvider = providerId
          ? sql`EXISTS (SELECT 1 FROM ${packages} p WHERE p.id = ${reviews.packageId} AND p.provider_id = ${providerId})`
          : undefined;
        const [updated] = await tx
          .update(reviews)
          .set({ reply: text, repliedAt: new Date().toISOString() })
          .where(and(eq(reviews.id, id), eq(reviews.reply, ""), eq(reviews.status, "Approved"), ofProvider))
          .returning({ id: reviews.id, packageId: reviews.packageId });
        if (!updated) {
          const [exists] = await tx
            .select({ reply: reviews.reply })
            .from(reviews)
            .where(and(eq(reviews.id, id), ofProvider))
            .limit(1);
          if (!exists) return { ok: false as const, status: 404 as const, error: REVIEW_MESSAGES.notFound };
          const refusal = reviewRefusal(exists.reply !== "" ? "replyExists" : "replyNotPublished");
          return { ok: false as const, status: 409 as const, error: refusal.message, ...codeOf(refusal) };
        }
        await appendAudit(tx, actor, {
          entity: "review",
          entityId: id,
          action: "replied",
          providerId: await providerOfPackage(tx, updated.packageId),
          changes: { reply: ["", text] },
        });
        return { ok: true as const, review: (await adminReviewById(tx, id))! };
      });
    },
  };
}
