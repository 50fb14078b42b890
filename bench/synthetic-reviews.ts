import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";

/**
 * Approved reviews for the rating sort and filter (ADR 028): each package gets 0 to 20 reviews
 * (10 on average, so about a million at 100,000 packages) with an average between 1 and 5, fixed
 * by a hash of its id. The precomputed count and sum are written on the packages, and the review
 * rows themselves in SQL with overall stars that add up to that sum. PGlite (memory-resident)
 * gets the rows of one package in ten; its aggregates are the same.
 */
export const REVIEW_ROWS_EVERY: Record<"pglite" | "postgres", number> = { pglite: 10, postgres: 1 };

export async function seedRatings(database: Database, name: "pglite" | "postgres"): Promise<number> {
  await database.db.execute(sql`
    UPDATE packages SET rating_count = n, rating_sum = n + (abs(hashtext(id || ':sum')) % (4 * n + 1))
      FROM (SELECT id AS pid, abs(hashtext(id || ':count')) % 21 AS n FROM packages WHERE rating_count = 0) AS r
     WHERE packages.id = r.pid AND r.n > 0`);
  const every = REVIEW_ROWS_EVERY[name];
  await database.db.execute(sql`
    INSERT INTO reviews (id, package_id, first_name, travel_month, overall, body, status, submitted_at, moderated_at, is_demo)
    SELECT p.id || ':' || g, p.id, 'Traveller', '2026-10',
           p.rating_sum / p.rating_count + CASE WHEN g <= p.rating_sum % p.rating_count THEN 1 ELSE 0 END,
           'A synthetic review for the benchmark, long enough to be a real one.', 'Approved',
           now() - g * interval '1 day', now(), true
      FROM packages p, generate_series(1, p.rating_count) AS g
     WHERE p.rating_count > 0 AND abs(hashtext(p.id || ':rows')) % ${every} = 0
       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.package_id = p.id AND r.status = 'Approved')`);
  const [row] = await database.rows<{ n: unknown }>(sql`SELECT count(*) AS n FROM reviews`);
  return Number(row?.n ?? 0);
}

/** Approved reviews on each package of the worst-case package page: a full first page (ADR 037). */
export const REVIEWS_PER_WORST_PAGE = 10;

/**
 * The package page's worst case for the cold-page benches: REVIEWS_PER_WORST_PAGE approved
 * reviews, each with a title, the four sub-ratings and a traveller-length text, every third with
 * the provider's reply, on `count` packages that are Active, of a provider not suspended and
 * bookable until at least `bookableOn`. The packages' rating count and sum are set from their
 * reviews. Idempotent (fixed review ids): the same call on a database that has them adds nothing.
 * Answers the packages' ids, in id order.
 */
export async function seedReviewedPackages(database: Database, count: number, bookableOn: string): Promise<string[]> {
  const rows = await database.rows<{ id: string }>(sql`
    SELECT id FROM packages
     WHERE status = 'Active' AND NOT provider_suspended AND booking_closing_date >= ${bookableOn}
     ORDER BY id LIMIT ${count}`);
  const ids = rows.map((r) => r.id);
  if (ids.length < count) throw new Error(`only ${ids.length} bookable packages for ${count} reviewed pages`);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await database.db.execute(sql`
    INSERT INTO reviews (id, package_id, first_name, travel_month, overall, sub_ratings, title, body, reply, replied_at,
                         status, submitted_at, moderated_at, is_demo)
    SELECT p.id || ':worst:' || g, p.id, 'Traveller ' || g, '2026-0' || (1 + g % 9), 3 + g % 3,
           jsonb_build_object('value', 3 + g % 3, 'guide', 5, 'stay', 4, 'transport', 3 + g % 2),
           'A trip worth taking, number ' || g,
           'We booked this package for our family of four. The driver was on time every day, the rooms were clean '
             || 'and the itinerary left time to rest. The houseboat lunch was the best meal of the trip. One evening '
             || 'the hotel lost our booking for an hour, which the provider sorted out on the phone.',
           CASE WHEN g % 3 = 0 THEN 'Thank you for travelling with us; we are sorry about the wait that evening.' ELSE '' END,
           CASE WHEN g % 3 = 0 THEN now() ELSE NULL END,
           'Approved', now() - g * interval '1 day', now(), true
      FROM packages p, generate_series(1, ${REVIEWS_PER_WORST_PAGE}) AS g
     WHERE p.id IN (${list})
    ON CONFLICT (id) DO NOTHING`);
  await database.db.execute(sql`
    UPDATE packages SET rating_count = r.n, rating_sum = r.total
      FROM (SELECT package_id, count(*) AS n, sum(overall) AS total FROM reviews
             WHERE status = 'Approved' AND package_id IN (${list}) GROUP BY package_id) AS r
     WHERE packages.id = r.package_id`);
  return ids;
}
