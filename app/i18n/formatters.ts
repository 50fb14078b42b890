import { useIntl, type MessageDescriptor } from "react-intl";
import { approxPrice } from "../../domain/currency";
import type { DurationRangeId, PriceRangeId } from "../../domain/filters";
import type { ListingSort } from "../../domain/listing-query";
import { BOOKING_MESSAGES } from "../../domain/booking";
import { categoryBySlug, type CategorySlug } from "../../domain/categories";
import type { DistrictSlug } from "../../domain/districts";
import { districtCopy } from "./copy/district";
import { formatMoney } from "../../domain/money";
import { formatDayMonth } from "../../domain/dates";
import type { Currency } from "../../domain/package";
import { bookingCopy } from "./copy/booking";
import { categoryCopy } from "./copy/category";
import { listingCopy } from "./copy/listing";
import { siteCopy } from "./copy/site";
import { useDisplayCurrency } from "./display-currency";
import { usePageLocale } from "./page-locale";

/** "3 Days / 2 Nights" in the page language (the English text is domain/dates' durationLabel). */
export function useDurationLabel(): (days: number, nights: number) => string {
  const intl = useIntl();
  return (days, nights) => intl.formatMessage(siteCopy.duration, { days, nights });
}

/** "Reserve at ₹1,235" / "Reserve at N/A": the amount stays in the package's own currency. */
export function useReserveAtLabel(): (amount: number | null, currency: Currency) => string {
  const intl = useIntl();
  return (amount, currency) =>
    intl.formatMessage(siteCopy.reserveAt, {
      amount: amount === null ? intl.formatMessage(siteCopy.notAvailable) : formatMoney(amount, currency),
    });
}

/** A category's label in the page language (English: the spec's label). */
export function useCategoryLabel(): (slug: CategorySlug) => string {
  const intl = useIntl();
  return (slug) => intl.formatMessage(categoryCopy[`${slug}.label`]) || categoryBySlug(slug).label;
}

/**
 * A booking rule's message from domain/booking (English, the spec's wording) in the page
 * language; a message this does not know is shown as it is.
 */
export function useBookingMessage(): (message: string, limits: { minGroupSize: number; maxGroupSize: number }) => string {
  const intl = useIntl();
  return (message, { minGroupSize, maxGroupSize }) => {
    if (message === BOOKING_MESSAGES.groupTooSmall(minGroupSize))
      return intl.formatMessage(bookingCopy.groupTooSmall, { min: minGroupSize });
    if (message === BOOKING_MESSAGES.groupTooLarge(maxGroupSize))
      return intl.formatMessage(bookingCopy.groupTooLarge, { max: maxGroupSize });
    if (message === BOOKING_MESSAGES.transactionCode) return intl.formatMessage(bookingCopy.transactionCodeError);
    return message;
  };
}

/**
 * A price range's label in the display currency: "Under ₹10,000" in rupees (the spec's labels),
 * "Under ≈ AED 441" converted (ADR 035). The range itself stays the rupee range of its id.
 */
export function usePriceRangeLabel(): (id: PriceRangeId) => string {
  const intl = useIntl();
  const { currency, rates } = useDisplayCurrency();
  const money = (rupees: number) => approxPrice(rupees * 100, "INR", currency, rates) ?? formatMoney(rupees * 100, "INR");
  return (id) => {
    const [low, high] = id.split("-");
    if (low === "under") return intl.formatMessage(listingCopy.priceUnder, { max: money(Number(high)) });
    if (low === "over") return intl.formatMessage(listingCopy.priceAbove, { min: money(Number(high)) });
    return intl.formatMessage(listingCopy.priceBetween, { min: money(Number(low)), max: money(Number(high)) });
  };
}

const DURATION_MESSAGES: Record<DurationRangeId, MessageDescriptor> = {
  "1-3": listingCopy.duration1to3,
  "4-7": listingCopy.duration4to7,
  "8-14": listingCopy.duration8to14,
  "15-plus": listingCopy.duration15plus,
};

export function useDurationRangeLabel(): (id: DurationRangeId) => string {
  const intl = useIntl();
  return (id) => intl.formatMessage(DURATION_MESSAGES[id]);
}

const SORT_MESSAGES: Record<ListingSort, MessageDescriptor> = {
  recommended: listingCopy.sortRecommended,
  "price-asc": listingCopy.sortPriceAsc,
  "price-desc": listingCopy.sortPriceDesc,
  duration: listingCopy.sortDuration,
  departure: listingCopy.sortDeparture,
  newest: listingCopy.sortNewest,
  rating: listingCopy.sortRating,
};

export function useSortLabel(): (sort: ListingSort) => string {
  const intl = useIntl();
  return (sort) => intl.formatMessage(SORT_MESSAGES[sort]);
}

/** A district's name in the page language. */
export function useDistrictLabel(): (slug: DistrictSlug) => string {
  const intl = useIntl();
  return (slug) => intl.formatMessage(districtCopy[slug]);
}

/** The card's "Next: 14 Dec · 4 seats" for a package's next open departure. */
export function useNextDepartureLabel(): (next: { date: string; seatsLeft: number }) => string {
  const intl = useIntl();
  const locale = usePageLocale();
  return (next) => intl.formatMessage(listingCopy.nextDeparture, { date: formatDayMonth(next.date, locale), seats: next.seatsLeft });
}
