import { CATEGORY_SLUGS, type CategorySlug } from "../domain/categories";
import { addDays } from "../domain/dates";
import { KERALA_DISTRICT_SLUGS, OUTSIDE_KERALA } from "../domain/districts";
import { MEALS, type Departure } from "../domain/package-content";
import type { PackageStatus } from "../domain/package";
import type { PackageInput } from "../server/catalogue/package-row";

/** Small deterministic PRNG (mulberry32): the same seed gives the same catalogue on every run. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const n = int(min, max);
    const chosen = new Set<T>();
    while (chosen.size < Math.min(n, list.length)) chosen.add(pick(list));
    return [...chosen];
  };
  return { next, int, pick, some };
}

const PLACES = [
  "Munnar",
  "Thekkady",
  "Alappuzha",
  "Kumarakom",
  "Wayanad",
  "Varkala",
  "Kovalam",
  "Kochi",
  "Fort Kochi",
  "Vagamon",
  "Athirappilly",
  "Ponmudi",
  "Bekal",
  "Kannur",
  "Kozhikode",
  "Thrissur",
  "Guruvayur",
  "Sabarimala",
  "Idukki",
  "Nelliyampathy",
  "Poovar",
  "Marari",
  "Kollam",
  "Thenmala",
  "Silent Valley",
  "Gavi",
  "Parambikulam",
  "Kasaragod",
  "Palakkad",
  "Malampuzha",
  "Coorg",
  "Ooty",
  "Kodaikanal",
  "Madurai",
  "Rameswaram",
  "Goa",
  "Hampi",
  "Mysuru",
  "Dubai",
  "Singapore",
  "Bali",
  "Maldives",
];
const STARTS = ["Kochi", "Thiruvananthapuram", "Kozhikode", "Kannur", "Thrissur", "Kottayam", "Bengaluru", "Chennai"];
const DISTRICTS = [
  "Idukki",
  "Ernakulam",
  "Alappuzha",
  "Wayanad",
  "Thiruvananthapuram",
  "Kottayam",
  "Kozhikode",
  "Palakkad",
  "Kannur",
  "Kollam",
];
const SIGHTS = [
  "Tea Museum",
  "Eravikulam National Park",
  "Periyar Lake",
  "Houseboat Jetty",
  "Edakkal Caves",
  "Banasura Sagar Dam",
  "Papanasam Beach",
  "Lighthouse Beach",
  "Chinese Fishing Nets",
  "Pine Forest",
  "Athirappilly Falls",
  "Golden Valley",
  "Bekal Fort",
  "Muzhappilangad Beach",
  "Kappad Beach",
  "Vadakkunnathan Temple",
  "Elephant Camp",
  "Spice Garden",
  "Bird Sanctuary",
  "Kathakali Centre",
];
const ADJECTIVES = ["Misty", "Serene", "Wild", "Royal", "Golden", "Hidden", "Classic", "Green", "Coastal", "Monsoon", "Sunset", "Grand"];
const NOUNS = ["Escape", "Retreat", "Trail", "Getaway", "Circuit", "Sojourn", "Expedition", "Houseboat Stay", "Beach Break", "Hill Tour"];
const HIGHLIGHTS = [
  "Private houseboat cruise",
  "Sunrise at the viewpoint",
  "Guided jungle trek",
  "Ayurvedic massage",
  "Kathakali performance",
  "Tea plantation walk",
  "Campfire dinner",
  "Boat ride on the lake",
  "Spice market visit",
  "Beach-side seafood dinner",
  "Elephant sanctuary visit",
  "Waterfall hike",
  "Bamboo rafting",
  "Cooking class with a local family",
];
const SENTENCES = [
  "Wake up to mist rolling over the hills and spend the day among tea gardens.",
  "Cruise the backwaters on a traditional kettuvallam with meals cooked on board.",
  "Every transfer is in a private air-conditioned car with an experienced driver.",
  "Stays are in hand-picked homestays and resorts rated highly by recent guests.",
  "The itinerary leaves free afternoons so you can explore at your own pace.",
  "Our local guide shares stories of the region's history, food and festivals.",
];

/** 2 to 6 departures between 30 days ago and 180 days ahead, a few sold out, some with their own price. */
function syntheticDepartures(r: ReturnType<typeof randomSource>, today: string): Departure[] {
  const dates = new Set<string>();
  const n = r.int(2, 6);
  while (dates.size < n) dates.add(addDays(today, r.int(-30, 180)));
  return [...dates].sort().map((date) => {
    const seatsTotal = r.int(8, 40);
    return {
      date,
      seatsTotal,
      seatsLeft: r.next() < 0.15 ? 0 : r.int(1, seatsTotal),
      priceAdult: r.next() < 0.3 ? r.int(20, 300) * 10_000 : null,
    };
  });
}

function status(r: ReturnType<typeof randomSource>): PackageStatus {
  const x = r.next();
  return x < 0.85 ? "Active" : x < 0.92 ? "Draft" : x < 0.96 ? "Paused" : "Expired";
}

/** `count` packages shaped like the real catalogue, with booking windows around `today`. */
export function syntheticPackages(
  count: number,
  options: { seed: number; today: string; startIndex?: number },
): (PackageInput & { id: string; createdAt: string })[] {
  const r = randomSource(options.seed);
  const start = options.startIndex ?? 0;
  const now = Date.parse(`${options.today}T06:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    const destinations = r.some(PLACES, 1, 3);
    const categories = r.some(CATEGORY_SLUGS, 1, 3) as CategorySlug[];
    const currency = r.next() < 0.97 ? "INR" : "USD";
    // Log-uniform ₹1,500 to ₹3,00,000 (or $50 to $5,000), whole units.
    const major = currency === "INR" ? Math.round(1_500 * Math.pow(200, r.next())) : Math.round(50 * Math.pow(100, r.next()));
    const original = major * 100;
    const hasOffer = r.next() < 0.3;
    const offer = hasOffer ? Math.round(major * (0.7 + r.next() * 0.25)) * 100 : null;
    const days = r.next() < 0.8 ? r.int(1, 8) : r.int(9, 21);
    const windowed = r.next() < 0.75;
    const opening = windowed ? addDays(options.today, r.int(-150, 30)) : null;
    const closing = opening ? addDays(opening, r.int(10, 200)) : null;
    const lastMinute = categories.includes("last-minute-deals");
    return {
      id: `bench-${n.toString(36).padStart(6, "0")}`,
      createdAt: new Date(now - r.int(0, 2 * 365 * 86_400) * 1000 - n).toISOString(),
      title: `${r.pick(ADJECTIVES)} ${destinations[0]} ${r.pick(NOUNS)}`,
      packageCode: `KT-${n}`,
      providerName: `Provider ${r.int(1, 400)}`,
      meshId: `MESH-${r.int(1000, 9999)}`,
      location: r.pick(DISTRICTS),
      googleReviewScreenshot: null,
      startingLocation: r.pick(STARTS),
      destinations: destinations.join(", "),
      durationDays: days,
      durationNights: Math.max(0, days - 1),
      categories,
      currency,
      originalPriceAdult: original,
      originalPriceChild: r.next() < 0.6 ? Math.round(original * 0.6) : null,
      hasOffer,
      offerPriceAdult: offer,
      offerPriceChild: null,
      offerPercentage: 0,
      bannerImage: `/uploads/images/${n}_banner.w1600.webp`,
      galleryImages: Array.from({ length: r.int(0, 4) }, (_, g) => `/uploads/images/${n}_gallery_${g}.w1600.webp`),
      pdfFile: r.next() < 0.2 ? `/uploads/pdfs/${n}_package.pdf` : null,
      minGroupSize: 1,
      maxGroupSize: r.int(4, 30),
      description: r.some(SENTENCES, 2, 4).join(" "),
      highlights: r.some(HIGHLIGHTS, 4, 6),
      status: status(r),
      endDate: lastMinute ? addDays(options.today, r.int(-3, 30)) : null,
      bookingOpeningDate: opening,
      bookingClosingDate: closing,
      mainPlaces: r.some(SIGHTS, 0, 3),
      attractions: r.some(SIGHTS, 0, 3),
      customizationOptions:
        r.next() < 0.3
          ? {
              Accommodations: [
                { name: "Premium room", price: 300_000 },
                { name: "Budget room", price: -150_000 },
              ],
            }
          : {},
      // Content fields (ADR 030): a district for every package, a short itinerary and fixed departures for some.
      district: r.next() < 0.9 ? r.pick(KERALA_DISTRICT_SLUGS) : OUTSIDE_KERALA,
      itinerary:
        r.next() < 0.4
          ? Array.from({ length: Math.min(days, 3) }, (_, d) => ({
              title: `Day ${d + 1} in ${destinations[0]}`,
              description: r.pick(SENTENCES),
              overnight: destinations[0]!,
              meals: [...MEALS].slice(0, r.int(0, 3)),
            }))
          : [],
      inclusions: r.some(HIGHLIGHTS, 0, 3),
      exclusions: [],
      gstIncluded: r.next() < 0.7,
      cancellationPolicy: "",
      departures: r.next() < 0.25 ? syntheticDepartures(r, options.today) : [],
      featured: r.next() < 0.01,
      translations: {},
    };
  });
}
