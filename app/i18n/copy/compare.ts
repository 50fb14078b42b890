import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  metaTitle: { id: "compare.metaTitle", defaultMessage: "Compare packages" },
  metaDescriptionWith: { id: "compare.metaDescriptionWith", defaultMessage: "Compare {titles} side by side." },
  metaDescription: { id: "compare.metaDescription", defaultMessage: "Compare up to {max} holiday packages side by side." },
  heading: { id: "compare.heading", defaultMessage: "Compare Packages" },
  intro: { id: "compare.intro", defaultMessage: "Put up to {max} packages side by side. Add them with the Compare button on any package." },
  failed: { id: "compare.failed", defaultMessage: "Failed to load the packages to compare. Please try again." },
  missing: {
    id: "compare.missing",
    defaultMessage:
      "{count, plural, one {# of the packages in this link is no longer available.} other {# of the packages in this link are no longer available.}}",
  },
  dropped: { id: "compare.dropped", defaultMessage: "You can compare up to {max} packages; extra entries in the link were left out." },
  emptyTitle: { id: "compare.emptyTitle", defaultMessage: "Nothing to compare yet" },
  emptyDetail: { id: "compare.emptyDetail", defaultMessage: "Choose Compare on up to {max} packages to see them side by side." },
  copyLink: { id: "compare.copyLink", defaultMessage: "Copy link" },
  copyThisLink: { id: "compare.copyThisLink", defaultMessage: "Copy this link: {url}" },
  addAnother: { id: "compare.addAnother", defaultMessage: "Add another package" },
  itinerary: { id: "compare.itinerary", defaultMessage: "Itinerary" },
  itineraryDays: { id: "compare.itineraryDays", defaultMessage: "{days, plural, one {# day} other {# days}} planned" },
  overnights: { id: "compare.overnights", defaultMessage: "Nights in {places}" },
  included: { id: "compare.included", defaultMessage: "Included" },
  excluded: { id: "compare.excluded", defaultMessage: "Not included" },
  notListed: { id: "compare.notListed", defaultMessage: "Not listed" },
});

/** compare texts: English here, translations in app/i18n/messages/*.json (ADR 034). */
export const compareCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
