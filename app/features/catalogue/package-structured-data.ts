import { adultUnitPrice, formatMoney, toMajor } from "../../../domain/money";
import { isPackageWithdrawn, type TravelPackage } from "../../../domain/package";
import { durationLabel } from "../../../domain/dates";
import type { PackageTrust } from "../../../domain/providers";

/** The approved reviews the JSON-LD may name: the package page's first page (ADR 028). */
export interface StructuredReview {
  firstName: string;
  overall: number;
  title: string;
  body: string;
  submittedAt: string;
}

/** One line for link previews: '₹12,999 per adult · 4 Days / 3 Nights · Munnar, Thekkady'. */
export function priceLine(pkg: TravelPackage): string {
  return `${formatMoney(adultUnitPrice(pkg), pkg.currency)} per adult · ${durationLabel(pkg.durationDays, pkg.durationNights)} · ${pkg.destinations}`;
}

/**
 * schema.org TouristTrip and Product with an Offer, for search engines. A TouristTrip alone may not
 * carry aggregateRating or review (schema.org gives them to Product, Offer, Organization, Place,
 * Service, Event, CreativeWork and Brand, and Google reads review snippets only on those), so the
 * package is both: a Product needs a name and offers, which it always has. AggregateRating and
 * Review appear only when the package has at least one approved review (never an invented
 * rating); the provider only when the package has one. `inLanguage` is the BCP 47 tag of the
 * language its description is written in: the page's when the admin translated it (ADR 041),
 * else English.
 */
export function packageStructuredData(
  pkg: TravelPackage & Partial<PackageTrust>,
  url: string,
  image: string,
  closed: boolean,
  reviews: readonly StructuredReview[],
  inLanguage: string,
) {
  const rating = pkg.rating && pkg.rating.count > 0 ? pkg.rating : null;
  const providerName = pkg.provider?.name ?? pkg.providerName;
  const places = pkg.destinations
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const price = toMajor(adultUnitPrice(pkg)).toFixed(2);
  return {
    "@context": "https://schema.org",
    "@type": ["TouristTrip", "Product"],
    inLanguage,
    name: pkg.title,
    description: pkg.description.slice(0, 500),
    url,
    image,
    touristType: pkg.categories,
    // schema.org's itinerary is an ItemList of places (never text): the destinations, in order.
    ...(places.length > 0
      ? {
          itinerary: {
            "@type": "ItemList",
            itemListElement: places.map((name, i) => ({ "@type": "ListItem", position: i + 1, item: { "@type": "Place", name } })),
          },
        }
      : {}),
    ...(providerName ? { provider: { "@type": "Organization", name: providerName } } : {}),
    offers: {
      "@type": "Offer",
      price,
      priceCurrency: pkg.currency,
      // The page's price, before GST where the package adds it (as the page says beside it).
      priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: pkg.currency, valueAddedTaxIncluded: pkg.gstIncluded },
      url,
      availability: isPackageWithdrawn(pkg)
        ? "https://schema.org/Discontinued"
        : closed
          ? "https://schema.org/SoldOut"
          : "https://schema.org/InStock",
      ...(pkg.bookingClosingDate ? { validThrough: pkg.bookingClosingDate } : {}),
      ...(pkg.bookingOpeningDate ? { validFrom: pkg.bookingOpeningDate } : {}),
    },
    ...(rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          ...(reviews.length > 0
            ? {
                review: reviews.map((r) => ({
                  "@type": "Review",
                  author: { "@type": "Person", name: r.firstName },
                  datePublished: r.submittedAt.slice(0, 10),
                  ...(r.title ? { name: r.title } : {}),
                  reviewBody: r.body,
                  reviewRating: { "@type": "Rating", ratingValue: r.overall, bestRating: 5, worstRating: 1 },
                })),
              }
            : {}),
        }
      : {}),
  };
}
