/**
 * Expected values, written out: the spec's ten save checks in the order they are
 * made, each with the field it names, its exact text and its code (for a translation). The unit
 * test of the rules and the admin API test both walk this list.
 */
export const SPEC_SAVE_CHECKS = [
  ["title", "Package title is required.", "titleRequired"],
  ["packageCode", "Package code is required.", "codeRequired"],
  ["startingLocation", "Starting location is required.", "startingLocationRequired"],
  ["destinations", "Destinations are required.", "destinationsRequired"],
  ["originalPriceAdult", "Valid adult price is required.", "adultPriceRequired"],
  ["description", "Description is required.", "descriptionRequired"],
  ["bannerImage", "Banner image is required.", "bannerRequired"],
  ["bookingOpeningDate", "Booking opening date is required.", "openingDateRequired"],
  ["bookingClosingDate", "Booking closing date is required.", "closingDateRequired"],
  ["endDate", "End date is required for Last-Minute Deals.", "endDateRequired"],
] as const;
