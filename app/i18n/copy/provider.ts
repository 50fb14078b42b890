import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  pageTitle: { id: "provider.pageTitle", defaultMessage: "{name}: tour provider in Kerala" },
  metaDescription: { id: "provider.metaDescription", defaultMessage: "Holiday packages by {name}, and how we checked them." },
  based: { id: "provider.based", defaultMessage: "Based in {place}" },
  established: { id: "provider.established", defaultMessage: "Established {year}" },
  about: { id: "provider.about", defaultMessage: "About {name}" },
  logoAlt: { id: "provider.logoAlt", defaultMessage: "{name} logo" },
  packagesHeading: { id: "provider.packagesHeading", defaultMessage: "Packages by {name}" },
  noPackages: { id: "provider.noPackages", defaultMessage: "No packages by this provider are open for booking right now." },
  ratingHeading: { id: "provider.ratingHeading", defaultMessage: "Traveller rating" },
  ratingSummary: {
    id: "provider.ratingSummary",
    defaultMessage: "{average} out of 5 from {count, plural, one {# verified review} other {# verified reviews}} of its packages",
  },
  viewProvider: { id: "provider.viewProvider", defaultMessage: "More about {name}" },
  checkTourismRegistration: { id: "provider.checkTourismRegistration", defaultMessage: "Tourism department registration" },
  checkGstRegistration: { id: "provider.checkGstRegistration", defaultMessage: "GST registration" },
  checkTradeLicence: { id: "provider.checkTradeLicence", defaultMessage: "Trade licence" },
  checkOfficeVisited: { id: "provider.checkOfficeVisited", defaultMessage: "Office visited" },
  checkOwnerIdentity: { id: "provider.checkOwnerIdentity", defaultMessage: "Identity of the owner" },
  checkBankAccount: { id: "provider.checkBankAccount", defaultMessage: "Bank account in the business's name" },
});

/** provider texts: English here, translations in app/i18n/messages/*.json (ADR 034). */
export const providerCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
