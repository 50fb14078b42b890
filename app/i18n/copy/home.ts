import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  metaTitle: { id: "home.metaTitle", defaultMessage: "Kerala Trips: verified holiday packages in Kerala" },
  metaDescription: {
    id: "home.metaDescription",
    defaultMessage:
      "Discover, compare and book holiday packages from verified Kerala travel providers. Free for travellers, with a 48-hour Booking Guarantee.",
  },
  badge: { id: "home.badge", defaultMessage: "India's Most Trusted Travel Marketplace" },
  heroDiscover: { id: "home.heroDiscover", defaultMessage: "Discover." },
  heroConnect: { id: "home.heroConnect", defaultMessage: "Connect." },
  heroExplore: { id: "home.heroExplore", defaultMessage: "Explore." },
  heroText: {
    id: "home.heroText",
    defaultMessage:
      "Hand-picked holiday packages from verified Kerala travel providers. Compare them openly, reserve with a small advance, and travel with people you can trust.",
  },
  exploreCategories: { id: "home.exploreCategories", defaultMessage: "Explore Categories" },
  whatsappUs: { id: "home.whatsappUs", defaultMessage: "WhatsApp Us" },
  freeForTravellers: { id: "home.freeForTravellers", defaultMessage: "Completely free for travellers: no sign-up, no booking fees." },
  byCategory: { id: "home.byCategory", defaultMessage: "Explore by Category" },
  byCategoryText: { id: "home.byCategoryText", defaultMessage: "Pick the kind of trip you are in the mood for." },
  allCategories: { id: "home.allCategories", defaultMessage: "View all 15+ categories" },
  trustHeading: { id: "home.trustHeading", defaultMessage: "Where Travel Meets Trust" },
  trustText: {
    id: "home.trustText",
    defaultMessage: "We built the marketplace we wanted as travellers: honest prices, real reviews and providers who answer the phone.",
  },
  featureProvidersTitle: { id: "home.featureProvidersTitle", defaultMessage: "Verified Providers" },
  featureProvidersText: {
    id: "home.featureProvidersText",
    defaultMessage:
      "Every provider is checked by our team before a single package goes live, so you only deal with real, accountable people.",
  },
  featureReviewsTitle: { id: "home.featureReviewsTitle", defaultMessage: "Verified Traveller Reviews" },
  featureReviewsText: {
    id: "home.featureReviewsText",
    defaultMessage: "Only travellers who actually went on a trip can review it. No paid praise, no anonymous noise.",
  },
  featureCompareTitle: { id: "home.featureCompareTitle", defaultMessage: "Compare Side by Side" },
  featureCompareText: {
    id: "home.featureCompareText",
    defaultMessage: "Put packages next to each other: price, duration, inclusions and group size, all in one view.",
  },
  featureGuaranteeTitle: { id: "home.featureGuaranteeTitle", defaultMessage: "Booking Guarantee" },
  featureGuaranteeText: {
    id: "home.featureGuaranteeText",
    defaultMessage: "Change or cancel within 48 hours without charges. Plans shift; your money should not be stuck when they do.",
  },
  dealsHeading: { id: "home.dealsHeading", defaultMessage: "Last-minute deals" },
  dealsText: { id: "home.dealsText", defaultMessage: "Offers ending soon, with seats still open." },
  dealsAll: { id: "home.dealsAll", defaultMessage: "All last-minute deals" },
  featuredHeading: { id: "home.featuredHeading", defaultMessage: "Featured packages" },
  featuredAll: { id: "home.featuredAll", defaultMessage: "See all packages" },
  featuredText: { id: "home.featuredText", defaultMessage: "Trips our team recommends this season." },
  alsoIncluded: { id: "home.alsoIncluded", defaultMessage: "Also included" },
  promiseLastMinute: { id: "home.promiseLastMinute", defaultMessage: "Last-minute deals" },
  promiseCancellation: { id: "home.promiseCancellation", defaultMessage: "Easy cancellation" },
  promiseAdvance: { id: "home.promiseAdvance", defaultMessage: "Pay only 10% to reserve" },
  promiseNoFees: { id: "home.promiseNoFees", defaultMessage: "No booking fees" },
  ctaHeading: { id: "home.ctaHeading", defaultMessage: "Your next Kerala story starts here" },
  ctaText: {
    id: "home.ctaText",
    defaultMessage: "Browse every verified package, or tell us what you have in mind and we will help you plan it.",
  },
  contactUs: { id: "home.contactUs", defaultMessage: "Contact Us" },
  communityGroup: { id: "home.communityGroup", defaultMessage: "Join our traveller community group on WhatsApp (opens in a new tab)" },
});

/** home texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const homeCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
