import { describe, expect, it } from "vitest";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { packageStructuredData } from "./package-structured-data";

const pkg = storedPackageFixture({ title: "Backwater Escape", providerName: "Lake Lines" });
const provider = {
  slug: "lake-lines",
  name: "Lake Lines",
  verified: true,
  verifiedOn: "2026-11-02",
  checks: [],
  checksDone: [],
  enquiryWhatsapp: null,
};
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
    // schema.org gives aggregateRating and review to a Product, not to a TouristTrip alone.
    expect(data["@type"]).toEqual(["TouristTrip", "Product"]);
    expect(data.name).toBe("Backwater Escape");
    expect(data.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR" });
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

  it("lists the destinations as an itinerary of places, and says whether its price includes GST", () => {
    const data = packageStructuredData(
      { ...pkg, destinations: "Dubai Marina, Deira ,", gstIncluded: false, provider, rating: null },
      "https://x/p1",
      "https://x/i.webp",
      false,
      [],
      "en-IN",
    );
    expect(data.itinerary).toEqual({
      "@type": "ItemList",
      itemListElement: [
        { "@type": "ListItem", position: 1, item: { "@type": "Place", name: "Dubai Marina" } },
        { "@type": "ListItem", position: 2, item: { "@type": "Place", name: "Deira" } },
      ],
    });
    expect(data.offers.priceSpecification).toMatchObject({ "@type": "UnitPriceSpecification", valueAddedTaxIncluded: false });
    expect(data.offers.priceSpecification.price).toBe(data.offers.price);
    const included = packageStructuredData(
      { ...pkg, gstIncluded: true, provider, rating: null },
      "https://x/p1",
      "https://x/i.webp",
      false,
      [],
      "en-IN",
    );
    expect(included.offers.priceSpecification.valueAddedTaxIncluded).toBe(true);
  });
});
