import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  metaDescription: {
    id: "deals.metaDescription",
    defaultMessage: "Now or Never: last-minute holiday deals in Kerala. Reserve with a {percent}% advance.",
  },
  heading: { id: "deals.heading", defaultMessage: "Now or Never" },
  intro: { id: "deals.intro", defaultMessage: "Grab these offers before they are gone." },
  loading: { id: "deals.loading", defaultMessage: "Loading last minute deals..." },
  emptyTitle: { id: "deals.emptyTitle", defaultMessage: "No deals available" },
  emptyDetail: { id: "deals.emptyDetail", defaultMessage: "Check back soon for more exciting last-minute offers!" },
  listLabel: { id: "deals.listLabel", defaultMessage: "Last-minute deals" },
});

/** Last-minute deals page texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const dealsCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
