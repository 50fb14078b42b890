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
