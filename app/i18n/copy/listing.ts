import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  metaTitle: { id: "listing.metaTitle", defaultMessage: "Packages" },
  metaDescription: {
    id: "listing.metaDescription",
    defaultMessage: "Browse holiday packages in Kerala from verified providers: filter by category, price, duration and booking date.",
  },
  heading: { id: "listing.heading", defaultMessage: "Travel Packages" },
  subheading: { id: "listing.subheading", defaultMessage: "Curated trips across Kerala from verified providers." },
  badLink: {
    id: "listing.badLink",
    defaultMessage: "Some filters in this link could not be used ({error}). Showing all packages instead.",
  },
  loading: { id: "listing.loading", defaultMessage: "Loading packages..." },
  emptyTitle: { id: "listing.emptyTitle", defaultMessage: "No packages found" },
  emptyDetail: { id: "listing.emptyDetail", defaultMessage: "Try adjusting your filters or search terms" },
  packagesList: { id: "listing.packagesList", defaultMessage: "Packages" },
  loadMore: { id: "listing.loadMore", defaultMessage: "Load more" },
  narrow: { id: "listing.narrow", defaultMessage: "Narrow your search or filters to see more packages." },
  searchLabel: { id: "listing.searchLabel", defaultMessage: "Search packages" },
  searchPlaceholder: { id: "listing.searchPlaceholder", defaultMessage: "Search destinations, locations, places..." },
  filters: { id: "listing.filters", defaultMessage: "Filters" },
  showing: { id: "listing.showing", defaultMessage: "Showing {matched} of {total} packages" },
  priceRange: { id: "listing.priceRange", defaultMessage: "Price Range" },
  allPrices: { id: "listing.allPrices", defaultMessage: "All Prices" },
  duration: { id: "listing.duration", defaultMessage: "Duration" },
  allDurations: { id: "listing.allDurations", defaultMessage: "All Durations" },
  bookingDate: { id: "listing.bookingDate", defaultMessage: "Booking Date" },
  categories: { id: "listing.categories", defaultMessage: "Categories" },
  allCategories: { id: "listing.allCategories", defaultMessage: "All Categories" },
  selected: { id: "listing.selected", defaultMessage: "{count} selected" },
  applyFilters: { id: "listing.applyFilters", defaultMessage: "Apply filters" },
  clearFilters: { id: "listing.clearFilters", defaultMessage: "Clear all filters" },
  priceUnder: { id: "listing.priceUnder", defaultMessage: "Under {max}" },
  priceBetween: { id: "listing.priceBetween", defaultMessage: "{min} - {max}" },
  priceAbove: { id: "listing.priceAbove", defaultMessage: "Above {min}" },
  duration1to3: { id: "listing.duration1to3", defaultMessage: "1-3 Days" },
  duration4to7: { id: "listing.duration4to7", defaultMessage: "4-7 Days" },
  duration8to14: { id: "listing.duration8to14", defaultMessage: "8-14 Days (1-2 Weeks)" },
  duration15plus: { id: "listing.duration15plus", defaultMessage: "15+ Days" },
});

/** listing texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const listingCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
