import { storedPackageFixture } from "../../domain/testing/stored-package";
import type { PackageInput } from "./package-row";

/**
 * A valid Active package to insert, for tests and benchmarks: the domain's stored-package fixture
 * without its id and timestamps, with the plainer values the server tests state (no offer, no
 * dates, no itinerary or departures); override what the case is about.
 */
export function packageFixture(overrides: Partial<PackageInput> = {}): PackageInput {
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    ...input
  } = storedPackageFixture({
    title: "Munnar Tea Trails",
    packageCode: "KT-001",
    providerName: "Green Hills Travels",
    meshId: "MESH-001",
    location: "Idukki",
    description: "Tea estates, waterfalls and a spice garden walk.",
    highlights: ["Tea factory visit", "Eravikulam National Park", "Spice garden", "Boating", "Campfire"],
    attractions: ["Mattupetty Dam"],
    bannerImage: "/uploads/images/banner.w960.webp",
    categories: ["weekend-trips"],
    originalPriceAdult: 1_500_000,
    originalPriceChild: 900_000,
    hasOffer: false,
    offerPriceAdult: null,
    offerPercentage: 0,
    minGroupSize: 1,
    maxGroupSize: 10,
    endDate: null,
    bookingOpeningDate: null,
    bookingClosingDate: null,
    galleryImages: [],
    customizationOptions: {},
    itinerary: [],
    inclusions: [],
    departures: [],
    featured: false,
  });
  return { ...input, ...overrides };
}
