import { describe, expect, it } from "vitest";
import type { TravelPackage } from "../../../domain/package";
import { packageStructuredData } from "./package-structured-data";

const pkg: TravelPackage = {
  id: "p1",
  title: "Backwater Escape",
  packageCode: "MUN-01",
  providerName: "Lake Lines",
  meshId: "m-1",
  location: "Munnar",
  googleReviewScreenshot: null,
  startingLocation: "Kochi",
  destinations: "Munnar, Thekkady",
  durationDays: 3,
  durationNights: 2,
  categories: ["trekking", "last-minute-deals"],
  currency: "INR",
  originalPriceAdult: 1_249_950,
  originalPriceChild: null,
  hasOffer: true,
  offerPriceAdult: 999_900,
  offerPriceChild: null,
  offerPercentage: 20,
  bannerImage: "/uploads/b.w1600.webp",
  galleryImages: ["/uploads/g1.w1600.webp"],
  pdfFile: null,
  minGroupSize: 2,
  maxGroupSize: 12,
  description: "Tea gardens.",
  highlights: ["Sunrise"],
  status: "Active",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  endDate: "2026-12-01",
  bookingOpeningDate: "2026-11-01",
  bookingClosingDate: "2026-12-31",
  mainPlaces: ["Top Station"],
  attractions: [],
  district: "idukki",
  itinerary: [{ title: "Arrive", description: "", overnight: "Munnar", meals: ["dinner"] }],
  inclusions: ["Stay"],
  exclusions: [],
  gstIncluded: true,
  cancellationPolicy: "",
  departures: [{ date: "2026-11-20", seatsTotal: 10, seatsLeft: 3, priceAdult: 1_100_050 }],
  featured: true,
  translations: {},
  customizationOptions: { Food: [{ name: "No lunch", price: -50_000 }] },
};
const provider = { slug: "lake-lines", name: "Lake Lines", verified: true, verifiedOn: "2026-11-02", checks: [], enquiryWhatsapp: null };
const review = {
  firstName: "Priya",
  overall: 5,
  title: "Great trip",
  body: "Lovely houseboat, kind crew.",
  submittedAt: "2026-11-20T10:00:00.000Z",
};

describe("package JSON-LD", () => {
  it("has no rating and no review without an approved review", () => {
    const data = packageStructuredData({ ...pkg, provider, rating: null }, "https://x/p1", "https://x/i.webp", false, [], "ml-IN");
    expect(data.inLanguage).toBe("ml-IN");
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
    expect(data.provider).toEqual({ "@type": "Organization", name: "Lake Lines" });
  });

  it("carries AggregateRating and Review with at least one approved review", () => {
    const data = packageStructuredData(
      { ...pkg, provider, rating: { average: 4.5, count: 2 } },
      "https://x/p1",
      "https://x/i.webp",
      false,
      [review, { ...review, firstName: "Arun", overall: 4, title: "" }],
      "en-IN",
    );
    expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Priya" },
        datePublished: "2026-11-20",
        name: "Great trip",
        reviewBody: "Lovely houseboat, kind crew.",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Arun" },
        datePublished: "2026-11-20",
        reviewBody: "Lovely houseboat, kind crew.",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("names no provider rather than inventing a 'Verified Provider'", () => {
    const data = packageStructuredData(
      { ...pkg, providerName: "", provider: null, rating: null },
      "https://x/p1",
      "https://x/i.webp",
      false,
      [],
      "en-IN",
    );
    expect(data).not.toHaveProperty("provider");
  });
});
