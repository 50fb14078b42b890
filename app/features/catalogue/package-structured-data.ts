import { adultUnitPrice, formatMoney, toMajor } from "../../../domain/money";
import type { TravelPackage } from "../../../domain/package";
import { durationLabel } from "../../../domain/dates";

/** One line for link previews: '₹12,999 per adult · 4 Days / 3 Nights · Munnar, Thekkady'. */
export function priceLine(pkg: TravelPackage): string {
  return `${formatMoney(adultUnitPrice(pkg), pkg.currency)} per adult · ${durationLabel(pkg.durationDays, pkg.durationNights)} · ${pkg.destinations}`;
}

/** schema.org TouristTrip with an Offer, for search engines. */
export function packageStructuredData(pkg: TravelPackage, url: string, image: string, closed: boolean) {
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: pkg.title,
    description: pkg.description.slice(0, 500),
    url,
    image,
    touristType: pkg.categories,
    itinerary: pkg.destinations,
    provider: { "@type": "Organization", name: pkg.providerName || "Verified Provider" },
    offers: {
      "@type": "Offer",
      price: toMajor(adultUnitPrice(pkg)).toFixed(2),
      priceCurrency: pkg.currency,
      url,
      availability: closed ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      ...(pkg.bookingClosingDate ? { validThrough: pkg.bookingClosingDate } : {}),
      ...(pkg.bookingOpeningDate ? { validFrom: pkg.bookingOpeningDate } : {}),
    },
  };
}
