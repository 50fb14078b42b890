import crypto from "node:crypto";
import { and, count as countRows, desc, eq, sql, type SQLWrapper } from "drizzle-orm";
import {
  distribution,
  firstNameOf,
  invitationExpiry,
  invitationMessage,
  invitationProblem,
  ratingFrom,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  type AdminReview,
  type InvitationInput,
  type PackageReviewsPage,
  type Rating,
  type PublicReview,
  type ReviewStatus,
  type ReviewSubmission,
} from "../../domain/reviews";

export type { AdminReview, PackageReviewsPage, PublicReview } from "../../domain/reviews";
import { whatsappUrl } from "../../domain/whatsapp-message";
import type { Database, Db } from "../db/client";
import { packages, reviewAttempts, reviewInvitations, reviews } from "../db/schema";
import { toIsoTimestamp } from "../catalogue/package-row";
import { notSuspended } from "../catalogue/listing-sql";
import { attachUploads } from "../storage/uploaded-files";

/** 32 random bytes (256 bits) as base64url, 43 characters: the token only the traveller's link holds (ADR 027). */
export function newReviewToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the token. */
export function hashReviewToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

const newId = () => crypto.randomBytes(15).toString("base64url");

export type InvitationStatus = "open" | "used" | "expired";
export const INVITATION_PAGE_SIZE = 50;
export const MODERATION_PAGE_SIZE = 20;
/** Rate limit window of review submissions per IP (REVIEW_LIMITS.submissionsPerHour). */
const ATTEMPT_WINDOW_SECONDS = 3600;
/** One advisory lock for every rate-limit reservation on every instance (the sign-in throttle uses 727275). */
const ATTEMPT_LOCK = 727276;

export interface CreatedInvitation {
  id: string;
  /** Relative link of the review page; the only time the token is ever shown. */
  url: string;
  whatsappUrl: string;
  expiresAt: string;
}

export interface AdminInvitation {
  id: string;
  packageId: string;
  packageTitle: string;
  travellerName: string;
  travelMonth: string;
  phone: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  status: InvitationStatus;
  isDemo: boolean;
}

export interface InvitationPackage {
  id: string;
  title: string;
  bannerImage: string | null;
  destinations: string;
  durationDays: number;
  durationNights: number;
  providerName: string;
}

export type InvitationLookup =
  | {
      ok: true;
      invitation: { firstName: string; travelMonth: string; expiresAt: string; package: InvitationPackage };
    }
  | { ok: false; problem: "used" | "expired" | "unknown"; message: string };

export type ModerationResult = { ok: true; review: AdminReview } | { ok: false; status: 404 | 409; error: string };

const iso = (v: string | null) => (v ? toIsoTimestamp(v) : null);
const PROBLEM: Record<string, "used" | "expired" | "unknown"> = { linkUsed: "used", linkExpired: "expired", linkUnknown: "unknown" };

/**
 * A link is claimed (used_at set) before its photos are processed, and its review stored after.
 * A claim this old whose review was never stored (the process stopped, the database went away
 * mid-way) is given back: the link works again.
 */
export const CLAIM_SECONDS = 600;

/** A link claimed for one submission; `claimedAt` is the used_at it holds until the review is stored or the claim given back. */
export interface InvitationClaim {
  id: string;
  packageId: string;
  travellerName: string;
  travelMonth: string;
  claimedAt: string;
}

/** No review was stored through the invitation (of the row being read or updated). */
const NO_REVIEW_YET = sql`NOT EXISTS (SELECT 1 FROM reviews r WHERE r.invitation_id = ${reviewInvitations.id})`;

/** used_at as it counts: null for an abandoned claim (older than CLAIM_SECONDS, no review). */
function effectiveUsedAt(usedAt: string | null, reviewed: boolean, now: Date): string | null {
  if (!usedAt || reviewed) return usedAt;
  return new Date(toIsoTimestamp(usedAt)).getTime() <= now.getTime() - CLAIM_SECONDS * 1000 ? null : usedAt;
}

function invitationStatus(row: { usedAt: string | null; expiresAt: string }, now: Date): InvitationStatus {
  if (row.usedAt) return "used";
  return new Date(toIsoTimestamp(row.expiresAt)).getTime() <= now.getTime() ? "expired" : "open";
}

type ReviewRow = typeof reviews.$inferSelect;

function toAdminReview(row: ReviewRow, packageTitle: string, travellerName: string): AdminReview {
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
type PublicReviewRow = Pick<
  ReviewRow,
  "id" | "firstName" | "travelMonth" | "overall" | "subRatings" | "title" | "body" | "photos" | "reply" | "repliedAt" | "submittedAt"
>;

function toPublicReview(row: PublicReviewRow): PublicReview {
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

/**
 * A package's approved reviews. "Approved" is written in the SQL, not sent as a value: the plan
 * made once for all packages must see the predicate of the partial index reviews_package_approved
 * to use it (ADR 069). With the status as a parameter that plan could only scan every approved
 * review, so each read was planned again.
 */
const approvedOf = (packageId: SQLWrapper) => and(eq(reviews.packageId, packageId), sql`${reviews.status} = 'Approved'`);

/** The package's approved reviews counted by stars. */
const countsByStars = (db: Db, packageId: SQLWrapper) =>
  db
    .select({ overall: reviews.overall, n: countRows().as("n") })
    .from(reviews)
    .where(approvedOf(packageId))
    .groupBy(reviews.overall);

/** The counts by stars as one JSON object ({"5": 2, "4": 1}), for a read of something else to carry (ADR 071). */
const byStarsJson = (db: Db, packageId: SQLWrapper) =>
  sql<Record<string, number> | null>`(SELECT json_object_agg(s.overall, s.n) FROM ${countsByStars(db, packageId).as("s")})`;

/** Newest first, the id breaking ties: the order of a package's reviews, in `reviews` or a subquery of it. */
const newestFirst = (t: { submittedAt: SQLWrapper; id: SQLWrapper }) => [desc(t.submittedAt), desc(t.id)];

/**
 * What the package read carries for the package page (ADR 073): the first page of its approved
 * reviews, newest first, as a JSON array of PublicReviewRow, and their counts by stars; both null
 * for a package without an approved review, whose reviews are then not looked for.
 */
export function firstReviewPageColumns(db: Db) {
  const first = db
    .select({
      review: sql`json_build_object(
        'id', ${reviews.id}, 'firstName', ${reviews.firstName}, 'travelMonth', ${reviews.travelMonth},
        'overall', ${reviews.overall}, 'subRatings', ${reviews.subRatings}, 'title', ${reviews.title},
        'body', ${reviews.body}, 'photos', ${reviews.photos}, 'reply', ${reviews.reply},
        'repliedAt', ${reviews.repliedAt}, 'submittedAt', ${reviews.submittedAt})`.as("review"),
      submittedAt: reviews.submittedAt,
      id: reviews.id,
    })
    .from(reviews)
    .where(approvedOf(packages.id))
    .orderBy(...newestFirst(reviews))
    .limit(REVIEW_LIMITS.pageSize)
    .as("f");
  const rated = sql`${packages.ratingCount} > 0`;
  return {
    firstReviews: sql<
      PublicReviewRow[] | null
    >`CASE WHEN ${rated} THEN (SELECT json_agg(${first.review} ORDER BY ${sql.join(newestFirst(first), sql`, `)}) FROM ${first}) END`,
    firstReviewsByStars: sql<Record<string, number> | null>`CASE WHEN ${rated} THEN ${byStarsJson(db, packages.id)} END`,
  };
}

/** A page of a package's approved reviews, from its rows and its counts by stars. */
function reviewsPageOf(
  packageId: string,
  rating: Rating | null,
  page: number,
  rows: readonly PublicReviewRow[],
  counts: readonly [stars: unknown, n: unknown][],
): PackageReviewsPage {
  const byStars: Partial<Record<1 | 2 | 3 | 4 | 5, number>> = {};
  for (const [stars, n] of counts) byStars[Number(stars) as 1] = Number(n);
  return {
    packageId,
    rating,
    distribution: distribution(byStars),
    items: rows.map(toPublicReview),
    page,
    pageSize: REVIEW_LIMITS.pageSize,
    total: rating?.count ?? 0,
  };
}

/** The first page of reviews a package read carried (firstReviewPageColumns); null without a rating. */
export function firstReviewPage(
  packageId: string,
  rating: Rating | null,
  carried: { firstReviews: PublicReviewRow[] | null; firstReviewsByStars: Record<string, number> | null },
): PackageReviewsPage | null {
  if (!rating) return null;
  return reviewsPageOf(packageId, rating, 1, carried.firstReviews ?? [], Object.entries(carried.firstReviewsByStars ?? {}));
}

/**
 * Reviews only a traveller who went can write (ADR 027) and the ratings they add up to (ADR 028):
 * invitations, submissions, moderation and the public list. Every change to what counts moves the
 * package's rating_count / rating_sum in the same transaction; the reviews and packages triggers
 * bump the catalogue version, so cached public answers go (ADR 031).
 */
export function createReviews(database: Database) {
  const { db } = database;
  // A page of a package's reviews past the first, built once (ADR 060); PostgreSQL prepares it
  // once per connection and plans it once for all packages (ADR 066). The rows carry the
  // package's counts by stars: one read instead of two (ADR 071). A page past the last has no
  // row to carry them; it reads them alone.
  const packageIdParam = sql.placeholder("packageId");
  const approvedPage = database.named(
    db
      .select({ review: reviews, byStars: byStarsJson(db, packageIdParam) })
      .from(reviews)
      .where(approvedOf(packageIdParam))
      .orderBy(...newestFirst(reviews))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("approved_reviews_page"),
  );
  const approvedByStars = database.named(countsByStars(db, packageIdParam).prepare("approved_reviews_by_stars"));

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

  /** Public: what the review page shows for a token, or why it cannot be used. */
  async function findInvitation(token: string, now = new Date()): Promise<InvitationLookup> {
    const [row] =
      token.length > 0 && token.length <= 200
        ? await db
            .select({ inv: reviewInvitations, pkg: packages, reviewed: sql<boolean>`NOT ${NO_REVIEW_YET}` })
            .from(reviewInvitations)
            .innerJoin(packages, eq(packages.id, reviewInvitations.packageId))
            .where(eq(reviewInvitations.tokenHash, hashReviewToken(token)))
            .limit(1)
        : [];
    const problem = invitationProblem(
      row ? { usedAt: effectiveUsedAt(row.inv.usedAt, Boolean(row.reviewed), now), expiresAt: toIsoTimestamp(row.inv.expiresAt) } : null,
      now,
    );
    if (problem || !row) {
      const key = problem ?? "linkUnknown";
      return { ok: false, problem: PROBLEM[key]!, message: REVIEW_MESSAGES[key] as string };
    }
    return {
      ok: true,
      invitation: {
        firstName: firstNameOf(row.inv.travellerName),
        travelMonth: row.inv.travelMonth,
        expiresAt: toIsoTimestamp(row.inv.expiresAt),
        package: {
          id: row.pkg.id,
          title: row.pkg.title,
          bannerImage: row.pkg.bannerImage,
          destinations: row.pkg.destinations,
          durationDays: row.pkg.durationDays,
          durationNights: row.pkg.durationNights,
          providerName: row.pkg.providerName,
        },
      },
    };
  }

  return {
    /** Admin: a new one-time link. `origin` makes the link absolute in the WhatsApp message. */
    async createInvitation(
      input: InvitationInput,
      options: { origin: string; now?: Date; isDemo?: boolean },
    ): Promise<{ ok: true; invitation: CreatedInvitation } | { ok: false; error: string; field: string }> {
      const [pkg] = await db.select({ id: packages.id, title: packages.title }).from(packages).where(eq(packages.id, input.packageId));
      if (!pkg) return { ok: false, error: REVIEW_MESSAGES.invitationPackageRequired, field: "packageId" };
      const now = options.now ?? new Date();
      const token = newReviewToken();
      const expiresAt = invitationExpiry(now).toISOString();
      const id = newId();
      await db.insert(reviewInvitations).values({
        id,
        tokenHash: hashReviewToken(token),
        packageId: pkg.id,
        travellerName: input.travellerName,
        travelMonth: input.travelMonth,
        phone: input.phone,
        createdAt: now.toISOString(),
        expiresAt,
        isDemo: options.isDemo ?? false,
      });
      const url = `/review/${token}`;
      const text = invitationMessage({
        travellerName: input.travellerName,
        packageTitle: pkg.title,
        travelMonth: input.travelMonth,
        link: `${options.origin}${url}`,
      });
      return { ok: true, invitation: { id, url, whatsappUrl: whatsappUrl(input.phone, text), expiresAt } };
    },

    /** Admin: newest first, with their status. */
    async listInvitations(
      page = 1,
      now = new Date(),
    ): Promise<{ items: AdminInvitation[]; total: number; page: number; pageSize: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select({ inv: reviewInvitations, packageTitle: packages.title })
          .from(reviewInvitations)
          .innerJoin(packages, eq(packages.id, reviewInvitations.packageId))
          .orderBy(desc(reviewInvitations.createdAt), desc(reviewInvitations.id))
          .limit(INVITATION_PAGE_SIZE)
          .offset((page - 1) * INVITATION_PAGE_SIZE),
        database.rows<{ n: unknown }>(sql`SELECT count(*) AS n FROM ${reviewInvitations}`),
      ]);
      return {
        items: rows.map(({ inv, packageTitle }) => ({
          id: inv.id,
          packageId: inv.packageId,
          packageTitle,
          travellerName: inv.travellerName,
          travelMonth: inv.travelMonth,
          phone: inv.phone,
          createdAt: toIsoTimestamp(inv.createdAt),
          expiresAt: toIsoTimestamp(inv.expiresAt),
          usedAt: iso(inv.usedAt),
          status: invitationStatus(inv, now),
          isDemo: inv.isDemo,
        })),
        total: Number(count?.n ?? 0),
        page,
        pageSize: INVITATION_PAGE_SIZE,
      };
    },

    findInvitation,

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
        if (Math.random() < 0.05) await tx.execute(sql`DELETE FROM ${reviewAttempts} WHERE at < now() - ${window}`);
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

    /**
     * Public: approved reviews of a visible package (not Draft, provider not suspended), newest
     * first, with the rating and 5-to-1 distribution; null when the package is not shown.
     */
    async forPackage(packageId: string, page: number): Promise<PackageReviewsPage | null> {
      if (packageId.length > 200) return null;
      const [pkg] = await db
        .select({ id: packages.id, ratingCount: packages.ratingCount, ratingSum: packages.ratingSum })
        .from(packages)
        .where(and(eq(packages.id, packageId), sql`${packages.status} <> 'Draft'`, notSuspended))
        .limit(1);
      return pkg ? reviewsPage(packageId, ratingFrom(pkg.ratingCount, pkg.ratingSum), page) : null;
    },

    /**
     * The same page for a package already read as shown (the package page's loader): its rating
     * comes with it, so the package row is not read again.
     */
    forShownPackage(pkg: { id: string; rating: Rating | null }, page: number): Promise<PackageReviewsPage> {
      return reviewsPage(pkg.id, pkg.rating, page);
    },
  };

  async function reviewsPage(packageId: string, rating: Rating | null, page: number): Promise<PackageReviewsPage> {
    const count = rating?.count ?? 0;
    const pageSize = REVIEW_LIMITS.pageSize;
    const rows = count > 0 ? await approvedPage.execute({ packageId, limit: pageSize, offset: (page - 1) * pageSize }) : [];
    const counts: [stars: unknown, n: unknown][] =
      rows.length > 0
        ? Object.entries(rows[0]!.byStars ?? {})
        : count > 0
          ? (await approvedByStars.execute({ packageId })).map((c) => [c.overall, c.n])
          : [];
    return reviewsPageOf(
      packageId,
      rating,
      page,
      rows.map((r) => r.review),
      counts,
    );
  }
}

export type Reviews = ReturnType<typeof createReviews>;
