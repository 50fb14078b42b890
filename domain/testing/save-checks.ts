/**
 * Expected values, written out: the spec's ten save checks in the order they are
 * made, each with the field it names and its exact text. The unit test of the rules and the
 * admin API test both walk this list.
 */
export const SPEC_SAVE_CHECKS = [
  ["title", "Package title is required."],
  ["packageCode", "Package code is required."],
  ["startingLocation", "Starting location is required."],
  ["destinations", "Destinations are required."],
  ["originalPriceAdult", "Valid adult price is required."],
  ["description", "Description is required."],
  ["bannerImage", "Banner image is required."],
  ["bookingOpeningDate", "Booking opening date is required."],
  ["bookingClosingDate", "Booking closing date is required."],
  ["endDate", "End date is required for Last-Minute Deals."],
] as const;
