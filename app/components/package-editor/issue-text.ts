import type { IntlShape, MessageDescriptor } from "react-intl";
import { formatDate } from "../../../domain/dates";
import { CURRENCY_SYMBOL, GALLERY_MAX, type Currency } from "../../../domain/package";
import { GST_RATE_PERCENT } from "../../../domain/package-content";
import type { DraftField, PackageIssueCode } from "../../../domain/package-validation";
import { editorCopy } from "../../i18n/copy/editor";

/**
 * Each draft field's label as the editor shows it, for a message that names the field: the one
 * map of DraftField to the editor's words. A label with a currency symbol takes the draft's.
 */
const FIELD_LABEL: Record<DraftField, MessageDescriptor | [MessageDescriptor, Record<string, string | number>]> = {
  title: editorCopy.title,
  packageCode: editorCopy.packageCode,
  providerName: editorCopy.providerName,
  meshId: editorCopy.meshId,
  location: editorCopy.location,
  googleReviewScreenshot: [editorCopy.singleImage, { kind: "review" }],
  startingLocation: editorCopy.startingLocation,
  destinations: editorCopy.destinations,
  durationDays: editorCopy.durationDays,
  durationNights: editorCopy.durationNights,
  categories: editorCopy.categories,
  currency: editorCopy.currency,
  originalPriceAdult: editorCopy.adultPrice,
  originalPriceChild: editorCopy.childPrice,
  hasOffer: editorCopy.hasOffer,
  offerPriceAdult: editorCopy.adultOfferPrice,
  offerPriceChild: editorCopy.childOfferPrice,
  bannerImage: [editorCopy.singleImage, { kind: "banner" }],
  galleryImages: [editorCopy.galleryLabel, { max: GALLERY_MAX }],
  pdfFile: editorCopy.pdfLabel,
  minGroupSize: editorCopy.minGroupSize,
  maxGroupSize: editorCopy.maxGroupSize,
  description: editorCopy.description,
  highlights: editorCopy.highlights,
  status: editorCopy.status,
  endDate: editorCopy.offerEndDate,
  bookingOpeningDate: editorCopy.bookingOpeningDate,
  bookingClosingDate: editorCopy.bookingClosingDate,
  mainPlaces: editorCopy.mainPlaces,
  attractions: editorCopy.attractions,
  customizationOptions: editorCopy.customizeOptions,
  district: editorCopy.district,
  itinerary: editorCopy.itinerary,
  inclusions: editorCopy.inclusions,
  exclusions: editorCopy.exclusions,
  gstIncluded: [editorCopy.gstIncluded, { rate: GST_RATE_PERCENT }],
  cancellationPolicy: editorCopy.cancellationPolicy,
  departures: editorCopy.departures,
  featured: editorCopy.featured,
  translations: editorCopy.translations,
};

/** Each rule's words by its code (domain/package-validation.ts): the translations of PACKAGE_MESSAGES and CONTENT_MESSAGES. */
const ISSUE_TEXT: Record<PackageIssueCode, MessageDescriptor> = {
  titleRequired: editorCopy.issueTitleRequired,
  codeRequired: editorCopy.issueCodeRequired,
  startingLocationRequired: editorCopy.issueStartingLocationRequired,
  destinationsRequired: editorCopy.issueDestinationsRequired,
  adultPriceRequired: editorCopy.issueAdultPriceRequired,
  descriptionRequired: editorCopy.issueDescriptionRequired,
  bannerRequired: editorCopy.issueBannerRequired,
  openingDateRequired: editorCopy.issueOpeningDateRequired,
  closingDateRequired: editorCopy.issueClosingDateRequired,
  endDateRequired: editorCopy.issueEndDateRequired,
  galleryLimit: editorCopy.issueGalleryLimit,
  pdfTooLarge: editorCopy.issuePdfTooLarge,
  pdfOnly: editorCopy.issuePdfOnly,
  closingBeforeOpening: editorCopy.issueClosingBeforeOpening,
  groupSizeOrder: editorCopy.issueGroupSizeOrder,
  offerNotBelowPrice: editorCopy.issueOfferNotBelowPrice,
  durationTooLong: editorCopy.issueDurationTooLong,
  groupSizeTooLarge: editorCopy.issueGroupSizeTooLarge,
  priceTooLarge: editorCopy.issuePriceTooLarge,
  galleryTooMany: editorCopy.issueGalleryTooMany,
  notAnObject: editorCopy.issueNotAnObject,
  unknownStatus: editorCopy.issueUnknownStatus,
  unknownCurrency: editorCopy.issueUnknownCurrency,
  unknownCategory: editorCopy.issueUnknownCategory,
  unknownCustomizationGroup: editorCopy.issueUnknownCustomizationGroup,
  badDate: editorCopy.issueBadDate,
  badFileUrl: editorCopy.issueBadFileUrl,
  tooLong: editorCopy.issueTooLong,
  tooMany: editorCopy.issueTooMany,
  invalid: editorCopy.issueInvalid,
  unknownTranslationLanguage: editorCopy.issueUnknownTranslationLanguage,
  districtRequired: editorCopy.issueDistrictRequired,
  tooManyDays: editorCopy.issueTooManyDays,
  dayTitleRequired: editorCopy.issueDayTitleRequired,
  dayLongerThanTrip: editorCopy.issueDayLongerThanTrip,
  tooManyDepartures: editorCopy.issueTooManyDepartures,
  departureDate: editorCopy.issueDepartureDate,
  departureTwice: editorCopy.issueDepartureTwice,
  seatsTotal: editorCopy.issueSeatsTotal,
  seatsLeftWhole: editorCopy.issueSeatsLeftWhole,
  seatsLeftOverTotal: editorCopy.issueSeatsLeftOverTotal,
  departurePrice: editorCopy.issueDeparturePrice,
};

/** A draft field's label in the page's language, as the editor shows it. */
export function fieldLabel(intl: IntlShape, field: DraftField, currency: Currency): string {
  const entry = FIELD_LABEL[field];
  const [label, values] = Array.isArray(entry) ? entry : [entry, {}];
  return intl.formatMessage(label, { symbol: CURRENCY_SYMBOL[currency], ...values });
}

/** A broken rule as the editor's check or a server's 400 gives it: the English message, and the rule's code and params when known. */
export interface IssueToSay {
  message: string;
  code?: string;
  params?: Readonly<Record<string, unknown>>;
}

/**
 * A broken rule in the page's language: the rule's words by its code, the field it names by the
 * editor's label, a date as the page writes dates. A code this does not know (a newer server's,
 * or none) is said in the English message it came with.
 */
export function issueText(intl: IntlShape, issue: IssueToSay, currency: Currency): string {
  const { code } = issue;
  if (code === undefined || !Object.hasOwn(ISSUE_TEXT, code)) return issue.message;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === "number") values[name] = value;
    else if (typeof value !== "string") continue;
    else if (name === "field" && Object.hasOwn(FIELD_LABEL, value)) values[name] = fieldLabel(intl, value as DraftField, currency);
    else if (name === "date") values[name] = formatDate(value, intl.locale);
    else values[name] = value;
  }
  return intl.formatMessage(ISSUE_TEXT[code as PackageIssueCode], values);
}
