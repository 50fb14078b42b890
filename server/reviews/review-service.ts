import { and, count as countRows, desc, eq, sql, type SQLWrapper } from "drizzle-orm";
import { distribution, ratingFrom, REVIEW_LIMITS, type PackageReviewsPage, type Rating } from "../../domain/reviews";
import type { Database, Db } from "../db/client";
import { packages, reviews } from "../db/schema";
import { notSuspended } from "../catalogue/listing-sql";
import { createInvitations } from "./review-invitations";
import { createModeration } from "./review-moderation";
import { toPublicReview, type PublicReviewRow } from "./review-rows";
import { createSubmissionSteps } from "./review-submission-steps";

export type { AdminReview, PackageReviewsPage, PublicReview } from "../../domain/reviews";

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
 * invitations (review-invitations.ts), a submission's steps (review-submission-steps.ts),
 * moderation (review-moderation.ts) and, here, the public list. Every change to what counts moves
 * the package's rating_count / rating_sum in the same transaction; the reviews and packages
 * triggers bump the catalogue version, so cached public answers go (ADR 031).
 */
export function createReviews(database: Database) {
  const { db } = database;
  const invitations = createInvitations(database);
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

  return {
    ...invitations,
    ...createSubmissionSteps(database, invitations.findInvitation),
    ...createModeration(database),

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
