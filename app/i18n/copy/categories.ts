import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  heading: { id: "categories.heading", defaultMessage: "Explore All Categories" },
  metaDescription: {
    id: "categories.metaDescription",
    defaultMessage:
      "Adventure, heritage, honeymoon, wellness, cruises and more: browse all 15 kinds of Kerala holiday packages from verified providers.",
  },
  intro: {
    id: "categories.intro",
    defaultMessage: "Fifteen ways to see Kerala and beyond. Choose one to see every verified package in it.",
  },
});

/** All-categories page texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const categoriesCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
