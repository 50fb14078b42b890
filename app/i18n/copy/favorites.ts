import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  metaDescription: { id: "favorites.metaDescription", defaultMessage: "Packages you saved in this browser." },
  emptyTitle: { id: "favorites.emptyTitle", defaultMessage: "No Favourite Packages" },
  emptyDetail: { id: "favorites.emptyDetail", defaultMessage: "Tap the heart on any package to save it here." },
  heading: { id: "favorites.heading", defaultMessage: "My Favourite Packages" },
  loading: { id: "favorites.loading", defaultMessage: "Loading favourites..." },
  count: { id: "favorites.count", defaultMessage: "{count, plural, one {# saved package} other {# saved packages}}" },
  listLabel: { id: "favorites.listLabel", defaultMessage: "Favourite packages" },
});

/** Favourites page texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const favoritesCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
