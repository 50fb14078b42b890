import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  metaTitle: { id: "contact.metaTitle", defaultMessage: "Contact Us" },
  metaDescription: {
    id: "contact.metaDescription",
    defaultMessage:
      "Talk to Kerala Trips on WhatsApp (instant replies), by e-mail (within 24 hours) or on Instagram. We serve travellers across Kerala.",
  },
  heroTitle: { id: "contact.heroTitle", defaultMessage: "Get in Touch" },
  heroIntro: {
    id: "contact.heroIntro",
    defaultMessage: "Questions about a trip, a provider or a booking? Real people answer, usually within minutes.",
  },
  whatsappText: { id: "contact.whatsappText", defaultMessage: "The fastest way to reach us. Ask anything about a package." },
  whatsappAction: { id: "contact.whatsappAction", defaultMessage: "Message Now" },
  email: { id: "contact.email", defaultMessage: "Email" },
  emailText: { id: "contact.emailText", defaultMessage: "For detailed questions, group plans and provider listings." },
  emailAction: { id: "contact.emailAction", defaultMessage: "Send Email" },
  instagramText: { id: "contact.instagramText", defaultMessage: "Trip photos, new packages and last-minute deals as they land." },
  instagramAction: { id: "contact.instagramAction", defaultMessage: "Follow Us" },
  infoTitle: { id: "contact.infoTitle", defaultMessage: "Contact Information" },
  phoneLabel: { id: "contact.phoneLabel", defaultMessage: "Phone / WhatsApp" },
  serviceAreaLabel: { id: "contact.serviceAreaLabel", defaultMessage: "Service Area" },
  serviceArea: { id: "contact.serviceArea", defaultMessage: "Kerala, India" },
  responseTimeLabel: { id: "contact.responseTimeLabel", defaultMessage: "Response Time" },
  responseTime: { id: "contact.responseTime", defaultMessage: "WhatsApp: Instant | Email: Within 24hrs" },
  whyTitle: { id: "contact.whyTitle", defaultMessage: "Why Contact Us?" },
  whyChoose: { id: "contact.whyChoose", defaultMessage: "Help choosing the right package for your dates, group and budget" },
  whyQuestions: { id: "contact.whyQuestions", defaultMessage: "Questions about a provider, an itinerary or what a price includes" },
  whyChanges: { id: "contact.whyChanges", defaultMessage: "Changes or cancellations under our 48-hour Booking Guarantee" },
  whyCustom: { id: "contact.whyCustom", defaultMessage: "Custom trips for families, groups and honeymooners" },
  whyListing: { id: "contact.whyListing", defaultMessage: "Listing your own travel business as a verified provider" },
  startConversation: { id: "contact.startConversation", defaultMessage: "Start a Conversation on WhatsApp" },
});

/** Contact page texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const contactCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
