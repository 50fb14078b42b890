import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  itinerary: { id: "compare.itinerary", defaultMessage: "Itinerary" },
  itineraryDays: { id: "compare.itineraryDays", defaultMessage: "{days, plural, one {# day} other {# days}} planned" },
  overnights: { id: "compare.overnights", defaultMessage: "Nights in {places}" },
  included: { id: "compare.included", defaultMessage: "Included" },
  excluded: { id: "compare.excluded", defaultMessage: "Not included" },
  notListed: { id: "compare.notListed", defaultMessage: "Not listed" },
});

/** compare texts: English here, translations in app/i18n/messages/*.json (ADR 034). */
export const compareCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
