import { z } from "zod";
import { CATEGORY_SLUGS } from "../../domain/categories";
import { addDays } from "../../domain/dates";
import { districtFromPlaces, OUTSIDE_KERALA } from "../../domain/districts";
import { offerPercentage, toMinor } from "../../domain/money";
import { CUSTOMIZATION_GROUPS, PACKAGE_STATUSES, type CustomizationOptions } from "../../domain/package";
import { travelPackageSchema } from "../../domain/package-schema";
import { validatePackage } from "../../domain/package-validation";
import type { PackageInput } from "./catalogue-service";
import catalogueData from "./demo-catalogue.json" with { type: "json" };

/** Ids the browser and integration tests rely on; each names one kind of demo package. */
export const DEMO_FIXTURES = {
  /** Active, open, with an adult and child offer price (percent-off badge). */
  offer: "demo-munnar-tea-trails",
  /** Active, open, with a brochure PDF (Download PDF button). */
  withPdf: "demo-munnar-tea-trails",
  /** Active, open, with a review screenshot on the provider card. */
  withReview: "demo-alleppey-houseboat-classic",
  /** Active, open, customization options in several groups with positive and negative deltas. */
  withCustomizations: "demo-kerala-grand-family-tour",
  /** Active, open, adult price only (no child price at all). */
  noChildPrice: "demo-thekkady-spice-wildlife",
  /** Active, open, four gallery images. */
  withGallery: "demo-kumarakom-lake-retreat",
  /** Active, open, no offer. */
  plain: "demo-fort-kochi-heritage-walk",
  /** Active but booking closed (closing date in the past): Expired badge, Booking Closed notice. */
  closed: "demo-closed-nehru-trophy-boat-race",
  /** A second Active package whose booking closed yesterday. */
  closedYesterday: "demo-closed-thrissur-pooram",
  /** Draft: never on public pages. */
  draft: "demo-draft-silent-valley-trek",
  /** Paused: not listed. */
  paused: "demo-paused-marayoor-sandalwood",
  /** Expired status: not listed. */
  expired: "demo-expired-monsoon-munnar",
  /** Last-minute deal whose end date is today ('Last Day!'). */
  lastMinuteToday: "demo-lastminute-alleppey-tonight",
  /** Last-minute deal ending tomorrow ('1 Day Left'). */
  lastMinuteTomorrow: "demo-lastminute-munnar-tomorrow",
  /** Last-minute deal ending in 3 days. */
  lastMinuteLater: "demo-lastminute-varkala-sunset",
  /** Last-minute deal whose end date has passed while booking stays open ('Offer Ended'). */
  lastMinuteEnded: "demo-lastminute-ended-athirappilly",
  /** Priced in US dollars. */
  usd: "demo-abu-dhabi-dubai-explorer",
  /** Above ₹1,00,000 (the top price range). */
  premium: "demo-kumarakom-honeymoon-villa",
  /** One day, no nights, no offer, cheapest range. */
  dayTrip: "demo-athirappilly-waterfalls-day",
  /** Day-by-day itinerary, inclusions/exclusions, a cancellation policy and fixed departures, one with its own price and one sold out. */
  withDepartures: "demo-wayanad-forest-escape",
  /** Fixed group departures and a minimum group of 4 (the adults stepper starts there). */
  groupDepartures: "demo-chembra-peak-trek",
} as const;

const major = z.number().positive();
const days = z.number().int();

/**
 * One demo package as demo-catalogue.json writes it: prices in major units, images by scene name,
 * dates in days from today, and what is left out takes the defaults below. Strict, so a mistyped
 * key in the JSON stops the seed instead of being dropped.
 */
const demoSpecSchema = z.strictObject({
  id: z.string().startsWith("demo-"),
  title: z.string(),
  code: z.string(),
  provider: z.strictObject({ name: z.string(), meshId: z.string(), location: z.string() }),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  currency: z.literal("USD").optional(),
  adult: major,
  child: major.optional(),
  offer: z.strictObject({ adult: major, child: major.optional() }).optional(),
  banner: z.string(),
  gallery: z.array(z.string()).optional(),
  pdf: z.literal(true).optional(),
  review: z.string().optional(),
  group: z.strictObject({ min: z.number().int(), max: z.number().int() }).optional(),
  description: z.string(),
  highlights: z.array(z.string()),
  mainPlaces: z.array(z.string()),
  attractions: z.array(z.string()),
  status: z.enum(PACKAGE_STATUSES).optional(),
  /** Booking window relative to today, in days. */
  window: z.strictObject({ opensIn: days, closesIn: days }).optional(),
  /** Last-minute end date relative to today. */
  endsIn: days.optional(),
  /** Signed price deltas in major units. */
  options: z.partialRecord(z.enum(CUSTOMIZATION_GROUPS), z.array(z.strictObject({ name: z.string(), price: z.number() }))).optional(),
  featured: z.literal(true).optional(),
  /** The content fields (ADR 030), only on a few packages; the others have none (a free travel date). */
  itinerary: travelPackageSchema.shape.itinerary.optional(),
  inclusions: z.array(z.string()).optional(),
  exclusions: z.array(z.string()).optional(),
  cancellationPolicy: z.string().optional(),
  departures: z
    .array(z.strictObject({ inDays: days, seatsTotal: z.number().int(), seatsLeft: z.number().int(), adultPrice: major.optional() }))
    .optional(),
  /** Admin-written translations (ADR 041). */
  translations: travelPackageSchema.shape.translations.optional(),
  /**
   * Places chosen as in the editor (ADR 108), for a package whose text names fewer places than it
   * visits (Nizwa and the Wahiba Sands are no seeded place, their governorates are); the others
   * are linked by the database from their destinations.
   */
  places: z.array(z.string()).optional(),
});

type DemoSpec = z.infer<typeof demoSpecSchema>;

const CATALOGUE: DemoSpec[] = z.array(demoSpecSchema).parse(catalogueData);

const img = (scene: string) => `/assets/packages/${scene}.w1600.webp`;
const reviewImg = (scene: string) => `/assets/packages/${scene}.w960.webp`;
const BROCHURE = "/assets/packages/demo-brochure.pdf";

function customizationOptions(options: DemoSpec["options"]): CustomizationOptions {
  const result: CustomizationOptions = {};
  for (const [group, list] of Object.entries(options ?? {}) as [keyof CustomizationOptions, { name: string; price: number }[]][]) {
    result[group] = list.map(({ name, price }) => ({ name, price: toMinor(price) }));
  }
  return result;
}

function demoContent(
  s: DemoSpec,
  today: string,
): Pick<
  PackageInput,
  "district" | "itinerary" | "inclusions" | "exclusions" | "gstIncluded" | "cancellationPolicy" | "departures" | "featured" | "translations"
> {
  const international = s.categories.includes("international-packages") || s.currency === "USD";
  return {
    district: international ? OUTSIDE_KERALA : (districtFromPlaces(s.to, s.provider.location, s.from, ...s.mainPlaces) ?? OUTSIDE_KERALA),
    itinerary: s.itinerary ?? [],
    inclusions: s.inclusions ?? [],
    exclusions: s.exclusions ?? [],
    gstIncluded: !international,
    cancellationPolicy: s.cancellationPolicy ?? "",
    departures: (s.departures ?? []).map(({ inDays, seatsTotal, seatsLeft, adultPrice }) => ({
      date: addDays(today, inDays),
      seatsTotal,
      seatsLeft,
      priceAdult: adultPrice === undefined ? null : toMinor(adultPrice),
    })),
    featured: s.featured ?? false,
    translations: s.translations ?? {},
  };
}

export type DemoPackage = PackageInput & { id: string; createdAt: string };

/** The demo packages whose places are chosen rather than derived, by id. */
export const DEMO_CHOSEN_PLACES: ReadonlyMap<string, readonly string[]> = new Map(
  CATALOGUE.flatMap((s) => (s.places ? [[s.id, s.places] as const] : [])),
);

/**
 * The demo catalogue of demo-catalogue.json with dates relative to `today` (YYYY-MM-DD in the
 * app's time zone). createdAt steps back one hour per package, so "newest first" follows the
 * file's order. A package the admin form would refuse stops the seed with its id and message.
 */
export function demoPackages(today: string, now: Date = new Date()): DemoPackage[] {
  return CATALOGUE.map((s, index) => {
    const { opensIn, closesIn } = s.window ?? { opensIn: -14, closesIn: 90 };
    const p: DemoPackage = {
      id: s.id,
      createdAt: new Date(now.getTime() - index * 3_600_000).toISOString(),
      title: s.title,
      packageCode: s.code,
      providerName: s.provider.name,
      meshId: s.provider.meshId,
      location: s.provider.location,
      googleReviewScreenshot: s.review === undefined ? null : reviewImg(s.review),
      startingLocation: s.from,
      destinations: s.to,
      durationDays: s.days,
      durationNights: s.nights,
      categories: s.categories,
      currency: s.currency ?? "INR",
      originalPriceAdult: toMinor(s.adult),
      originalPriceChild: s.child === undefined ? null : toMinor(s.child),
      hasOffer: s.offer !== undefined,
      offerPriceAdult: s.offer ? toMinor(s.offer.adult) : null,
      offerPriceChild: s.offer?.child === undefined ? null : toMinor(s.offer.child),
      offerPercentage: s.offer ? offerPercentage(toMinor(s.adult), toMinor(s.offer.adult)) : 0,
      bannerImage: img(s.banner),
      galleryImages: (s.gallery ?? []).map(img),
      pdfFile: s.pdf ? BROCHURE : null,
      minGroupSize: s.group?.min ?? 1,
      maxGroupSize: s.group?.max ?? 10,
      description: s.description,
      highlights: s.highlights,
      status: s.status ?? "Active",
      endDate: s.endsIn === undefined ? null : addDays(today, s.endsIn),
      bookingOpeningDate: addDays(today, opensIn),
      bookingClosingDate: addDays(today, closesIn),
      mainPlaces: s.mainPlaces,
      attractions: s.attractions,
      customizationOptions: customizationOptions(s.options),
      ...demoContent(s, today),
    };
    const check = validatePackage(p);
    if (!check.ok) throw new Error(`Demo package ${s.id} in demo-catalogue.json: ${check.message}`);
    return p;
  });
}
