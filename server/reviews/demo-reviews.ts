import { inArray, sql } from "drizzle-orm";
import { addDays } from "../../domain/dates";
import type { SubRatings } from "../../domain/reviews";
import { packages, reviews } from "../db/schema";
import type { Services } from "../services";

interface DemoReview {
  id: string;
  packageId: string;
  firstName: string;
  /** Months before the current one the trip was. */
  monthsAgo: number;
  overall: number;
  subRatings: SubRatings;
  title: string;
  body: string;
  reply?: string;
}

/**
 * Demo reviews: a few approved reviews on a few demo packages, marked `is_demo` (the admin shows
 * them as demo). They are written like travellers' words but nobody wrote them; the ratings the
 * demo shows are computed from these rows like any other (ADR 028), never typed in.
 */
export const DEMO_REVIEWS: DemoReview[] = [
  {
    id: "demo-review-munnar-1",
    packageId: "demo-munnar-tea-trails",
    firstName: "Anjali",
    monthsAgo: 1,
    overall: 5,
    subRatings: { value: 5, guide: 5, stay: 4, transport: 5 },
    title: "Misty mornings and a guide who knew every estate",
    body: "Our guide Suresh walked us through the tea estates at sunrise and explained every step at the factory. The homestay was simple but spotless, and the food was the best we had in Kerala.",
    reply: "Thank you, Anjali! Suresh was delighted to read this. We hope to welcome you back for the Kolukkumalai sunrise trek.",
  },
  {
    id: "demo-review-munnar-2",
    packageId: "demo-munnar-tea-trails",
    firstName: "Rahul",
    monthsAgo: 2,
    overall: 4,
    subRatings: { value: 4, stay: 4, transport: 3 },
    title: "Beautiful trip, long drive",
    body: "Munnar itself was wonderful and Eravikulam was the highlight for our children. The drive from Kochi took longer than we expected because of the traffic, so plan for a late lunch on day one.",
  },
  {
    id: "demo-review-munnar-3",
    packageId: "demo-munnar-tea-trails",
    firstName: "Meera",
    monthsAgo: 3,
    overall: 5,
    subRatings: { guide: 5 },
    title: "",
    body: "Everything was arranged as promised, the pickup was on time and the driver was careful on the ghat roads. Would book again.",
  },
  {
    id: "demo-review-alleppey-1",
    packageId: "demo-alleppey-houseboat-classic",
    firstName: "David",
    monthsAgo: 1,
    overall: 5,
    subRatings: { value: 4, stay: 5 },
    title: "The houseboat night was magical",
    body: "The crew cooked fresh karimeen for dinner and we watched the sunset from the deck. The boat was clean, the bedroom air-conditioned at night, and the crew kept to themselves when we wanted quiet.",
  },
  {
    id: "demo-review-alleppey-2",
    packageId: "demo-alleppey-houseboat-classic",
    firstName: "Fathima",
    monthsAgo: 4,
    overall: 3,
    subRatings: { value: 3, stay: 3, transport: 4 },
    title: "Good, but crowded backwaters",
    body: "The food and the crew were lovely. In the afternoon the main channel was crowded with other boats, so ask the crew to take the smaller canals if you want a quieter ride.",
    reply: "Thank you for the honest note, Fathima. We now route afternoon cruises through the Kainakary canals.",
  },
  {
    id: "demo-review-thekkady-1",
    packageId: "demo-thekkady-spice-wildlife",
    firstName: "Joseph",
    monthsAgo: 2,
    overall: 4,
    subRatings: { guide: 5, stay: 4 },
    title: "Saw a herd of elephants on the lake",
    body: "The boat ride on Periyar lake was early and worth it: we saw elephants and bison. The spice garden walk was informative. The hotel was a little far from the town centre.",
  },
];

const monthsBefore = (today: string, n: number): string => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

/**
 * Seeds the demo reviews of the demo packages that exist (replacing earlier demo reviews, so
 * seeding twice leaves one copy) and recomputes those packages' rating count and sum from their
 * approved reviews, in one transaction.
 */
export async function seedDemoReviews(services: Pick<Services, "database">, packageIds: readonly string[], today: string): Promise<number> {
  const wanted = DEMO_REVIEWS.filter((r) => packageIds.includes(r.packageId));
  if (wanted.length === 0) return 0;
  const touched = [...new Set(wanted.map((r) => r.packageId))];
  await services.database.db.transaction(async (tx) => {
    await tx.delete(reviews).where(
      inArray(
        reviews.id,
        DEMO_REVIEWS.map((r) => r.id),
      ),
    );
    await tx.insert(reviews).values(
      wanted.map((r, i) => {
        const submitted = `${addDays(today, -(r.monthsAgo * 30 - 10 + i))}T09:00:00.000Z`;
        return {
          id: r.id,
          packageId: r.packageId,
          firstName: r.firstName,
          travelMonth: monthsBefore(today, r.monthsAgo),
          overall: r.overall,
          subRatings: r.subRatings,
          title: r.title,
          body: r.body,
          status: "Approved" as const,
          reply: r.reply ?? "",
          repliedAt: r.reply ? submitted : null,
          submittedAt: submitted,
          moderatedAt: submitted,
          isDemo: true,
        };
      }),
    );
    await tx
      .update(packages)
      .set({
        ratingCount: sql`(SELECT count(*) FROM ${reviews} r WHERE r.package_id = ${packages.id} AND r.status = 'Approved')`,
        ratingSum: sql`(SELECT coalesce(sum(r.overall), 0) FROM ${reviews} r WHERE r.package_id = ${packages.id} AND r.status = 'Approved')`,
      })
      .where(inArray(packages.id, touched));
  });
  return wanted.length;
}
