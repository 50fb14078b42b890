import { and, eq, sql } from "drizzle-orm";
import { firstNameOf, REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewSubmission } from "../../domain/reviews";
import type { Database } from "../db/client";
import { reviewAttempts, reviewInvitations, reviews } from "../db/schema";
import { attachUploads } from "../storage/uploaded-files";
import { CLAIM_SECONDS, hashReviewToken, NO_REVIEW_YET, type Invitations } from "./review-invitations";
import { newId } from "./review-rows";

/** Rate limit window of review submissions per IP (REVIEW_LIMITS.submissionsPerHour). */
const ATTEMPT_WINDOW_SECONDS = 3600;
/** One advisory lock for every rate-limit reservation on every instance (the sign-in throttle uses 727275). */
const ATTEMPT_LOCK = 727276;

/**
 * Deletes the submission attempts past the hour they count in: each holds a client's address.
 * Done now and then on a submission, and hourly by the address sweep (server/ops/address-sweep.ts)
 * for a site where nobody submits a review for days. Returns how many went.
 */
export async function forgetExpiredReviewAttempts(db: Pick<Database["db"], "execute">): Promise<number> {
  const deleted = (await db.execute(
    sql`WITH d AS (DELETE FROM ${reviewAttempts} WHERE at < now() - make_interval(secs => ${ATTEMPT_WINDOW_SECONDS}) RETURNING 1)
        SELECT count(*)::int AS n FROM d`,
  )) as unknown as { rows: { n: unknown }[] };
  return Number(deleted.rows[0]?.n ?? 0);
}

/** A link claimed for one submission; `claimedAt` is the used_at it holds until the review is stored or the claim given back. */
export interface InvitationClaim {
  id: string;
  packageId: string;
  travellerName: string;
  travelMonth: string;
  claimedAt: string;
}

/**
 * A traveller's submission in the database, step by step: the hourly limit per IP, the claim of
 * the link before the photos are processed, the stored review (or the claim given back).
 */
export function createSubmissionSteps(database: Database, findInvitation: Invitations["findInvitation"]) {
  const { db } = database;

  return {
    /**
     * Counts one submission from `ip` (accepted or refused) unless the hourly limit is reached:
     * checked and written under one advisory lock, so parallel requests and other instances
     * cannot slip past it. Returns the seconds to wait when refused.
     */
    async reserveSubmission(ip: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK})`);
        const window = sql`make_interval(secs => ${ATTEMPT_WINDOW_SECONDS})`;
        const [row] = (
          (await tx.execute(sql`
            SELECT extract(epoch FROM at + ${window} - now())::float8 AS wait FROM ${reviewAttempts}
             WHERE ip = ${ip} AND at > now() - ${window}
             ORDER BY at DESC OFFSET ${REVIEW_LIMITS.submissionsPerHour - 1} LIMIT 1`)) as unknown as { rows: { wait: unknown }[] }
        ).rows;
        if (row) return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.wait))) };
        await tx.insert(reviewAttempts).values({ ip });
        // Rows older than the window count for nothing; remove them now and then.
        if (Math.random() < 0.05) await forgetExpiredReviewAttempts(tx);
        return { ok: true as const };
      });
    },

    /**
     * Claims the link for one submission before anything costly (its photos) is done: one
     * UPDATE … WHERE used_at IS NULL … RETURNING, so of parallel submits (double click, two tabs,
     * replay) exactly one goes on and the others are told at once that the link is used (ADR 027).
     * An abandoned claim (CLAIM_SECONDS) can be claimed again.
     */
    async claim(
      token: string,
      now = new Date(),
    ): Promise<{ ok: true; claim: InvitationClaim } | { ok: false; problem: "used" | "expired" | "unknown"; message: string }> {
      const claimedAt = now.toISOString();
      const abandonedBefore = new Date(now.getTime() - CLAIM_SECONDS * 1000).toISOString();
      const [claimed] = await db
        .update(reviewInvitations)
        .set({ usedAt: claimedAt })
        .where(
          and(
            eq(reviewInvitations.tokenHash, hashReviewToken(token)),
            sql`(${reviewInvitations.usedAt} IS NULL OR (${reviewInvitations.usedAt} <= ${abandonedBefore} AND ${NO_REVIEW_YET}))`,
            sql`${reviewInvitations.expiresAt} > ${claimedAt}`,
          ),
        )
        .returning();
      if (claimed) {
        const { id, packageId, travellerName, travelMonth } = claimed;
        return { ok: true, claim: { id, packageId, travellerName, travelMonth, claimedAt } };
      }
      const found = await findInvitation(token, now);
      if (found.ok) return { ok: false, problem: "used", message: REVIEW_MESSAGES.linkUsed };
      return found;
    },

    /**
     * Stores the checked submission of a claimed link, with its photos (already stored through the
     * image pipeline) attached to the package, in one transaction; the link's used_at becomes the
     * time of the review. False when the claim is no longer this submission's (abandoned and taken).
     */
    async complete(claim: InvitationClaim, value: ReviewSubmission, now = new Date()): Promise<{ ok: true; id: string } | { ok: false }> {
      const id = await db.transaction(async (tx) => {
        const [held] = await tx
          .update(reviewInvitations)
          .set({ usedAt: now.toISOString() })
          .where(and(eq(reviewInvitations.id, claim.id), sql`${reviewInvitations.usedAt} = ${claim.claimedAt}`, NO_REVIEW_YET))
          .returning({ id: reviewInvitations.id });
        if (!held) return null;
        const reviewId = newId();
        await tx.insert(reviews).values({
          id: reviewId,
          invitationId: claim.id,
          packageId: claim.packageId,
          firstName: firstNameOf(claim.travellerName),
          travelMonth: claim.travelMonth,
          overall: value.overall,
          subRatings: value.subRatings,
          title: value.title,
          body: value.body,
          photos: value.photos,
          submittedAt: now.toISOString(),
        });
        await attachUploads(tx, claim.packageId, value.photos);
        return reviewId;
      });
      return id ? { ok: true, id } : { ok: false };
    },

    /** Gives a claimed link back when its review was not stored (a refused photo, say): the traveller can send it again. */
    async release(claim: InvitationClaim): Promise<void> {
      await db
        .update(reviewInvitations)
        .set({ usedAt: null })
        .where(and(eq(reviewInvitations.id, claim.id), sql`${reviewInvitations.usedAt} = ${claim.claimedAt}`, NO_REVIEW_YET));
    },
  };
}
