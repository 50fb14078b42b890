import type { TravelPackage } from "../package";
import type { Departure } from "../package-content";

/** A stored package for unit tests of what reads one (editor, JSON-LD); override what the case is about. */
export function storedPackageFixture(overrides: Partial<TravelPackage> = {}): TravelPackage {
  return {
    id: "p1",
    title: "Munnar Mist",
    packageCode: "MUN-01",
    providerName: "Hill Tours",
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
    ...overrides,
  };
}

/** A departure of 12 seats with `seatsLeft` of them free, at the package's own price unless `priceAdult` says otherwise. */
export function departureFixture(date: string, seatsLeft: number, priceAdult: number | null = null): Departure {
  return { date, seatsTotal: 12, seatsLeft, priceAdult };
}
