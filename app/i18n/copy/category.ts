import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  "adventure-trips.label": { id: "category.adventure-trips.label", defaultMessage: "Adventure Trips" },
  "adventure-trips.subtitle": { id: "category.adventure-trips.subtitle", defaultMessage: "Ready to Dare" },
  "heritage-cultures.label": { id: "category.heritage-cultures.label", defaultMessage: "Heritage & Cultures" },
  "heritage-cultures.subtitle": { id: "category.heritage-cultures.subtitle", defaultMessage: "Time Travellers" },
  "spiritual-journey.label": { id: "category.spiritual-journey.label", defaultMessage: "Spiritual Journey" },
  "spiritual-journey.subtitle": { id: "category.spiritual-journey.subtitle", defaultMessage: "Soul Journey" },
  "international-packages.label": { id: "category.international-packages.label", defaultMessage: "International Packages" },
  "international-packages.subtitle": { id: "category.international-packages.subtitle", defaultMessage: "Passport Ready" },
  "camping.label": { id: "category.camping.label", defaultMessage: "Camping" },
  "camping.subtitle": { id: "category.camping.subtitle", defaultMessage: "TentMates" },
  "honeymoon-packages.label": { id: "category.honeymoon-packages.label", defaultMessage: "Honeymoon Packages" },
  "honeymoon-packages.subtitle": { id: "category.honeymoon-packages.subtitle", defaultMessage: "Couple Goals" },
  "weekend-trips.label": { id: "category.weekend-trips.label", defaultMessage: "Weekend Trips" },
  "weekend-trips.subtitle": { id: "category.weekend-trips.subtitle", defaultMessage: "Quick Escape" },
  "fixed-group-trips.label": { id: "category.fixed-group-trips.label", defaultMessage: "Fixed Group Trips" },
  "fixed-group-trips.subtitle": { id: "category.fixed-group-trips.subtitle", defaultMessage: "Travel Together" },
  "wellness-resorts.label": { id: "category.wellness-resorts.label", defaultMessage: "Wellness and Resorts" },
  "wellness-resorts.subtitle": { id: "category.wellness-resorts.subtitle", defaultMessage: "Relax & Rejuvenate" },
  "budget-friendly.label": { id: "category.budget-friendly.label", defaultMessage: "Budget Friendly" },
  "budget-friendly.subtitle": { id: "category.budget-friendly.subtitle", defaultMessage: "Affordable Packages" },
  "trekking.label": { id: "category.trekking.label", defaultMessage: "Trekking" },
  "trekking.subtitle": { id: "category.trekking.subtitle", defaultMessage: "Path Finders" },
  "luxury-packages.label": { id: "category.luxury-packages.label", defaultMessage: "Luxury Packages" },
  "luxury-packages.subtitle": { id: "category.luxury-packages.subtitle", defaultMessage: "Luxe life trips" },
  "last-minute-deals.label": { id: "category.last-minute-deals.label", defaultMessage: "Last-Minute Deals" },
  "last-minute-deals.subtitle": { id: "category.last-minute-deals.subtitle", defaultMessage: "Now or Never" },
  "cruise-trips.label": { id: "category.cruise-trips.label", defaultMessage: "Cruise Trips" },
  "cruise-trips.subtitle": { id: "category.cruise-trips.subtitle", defaultMessage: "Floating Paradise" },
  "family-tours.label": { id: "category.family-tours.label", defaultMessage: "Family Tours" },
  "family-tours.subtitle": { id: "category.family-tours.subtitle", defaultMessage: "Family Fiesta" },
});

/** category texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const categoryCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
