import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  title: { id: "terms.title", defaultMessage: "Terms & Conditions" },
  metaDescription: {
    id: "terms.metaDescription",
    defaultMessage:
      "Terms & Conditions for travellers and providers, our cancellation schedule and our privacy policy. Governed by the laws of India, courts of Kerala.",
  },
  heroIntro: {
    id: "terms.heroIntro",
    defaultMessage: "The rules that keep every booking fair for travellers and providers alike. Last updated November 2026.",
  },
  onThisPage: { id: "terms.onThisPage", defaultMessage: "On this page" },
  travellersTitle: { id: "terms.travellersTitle", defaultMessage: "Terms & Conditions for Travellers" },
  cancellationTitle: { id: "terms.cancellationTitle", defaultMessage: "Cancellation Policy" },
  privacyTitle: { id: "terms.privacyTitle", defaultMessage: "Privacy Policy" },
  providersTitle: { id: "terms.providersTitle", defaultMessage: "Provider Terms & Conditions" },
  whatWeDoTitle: { id: "terms.whatWeDoTitle", defaultMessage: "1. What we do" },
  whatWeDoText: {
    id: "terms.whatWeDoText",
    defaultMessage:
      "Kerala Trips is a marketplace. We list holiday packages run by independent, verified providers and help you reserve them. The trip itself is delivered by the provider named on the package.",
  },
  pricesTitle: { id: "terms.pricesTitle", defaultMessage: "2. Prices and payment" },
  pricesText: {
    id: "terms.pricesText",
    defaultMessage:
      "Our price never exceeds the provider's direct selling price. To reserve, you pay a booking amount of 10% of the total to us; the provider collects the balance directly, as agreed on your confirmation. Browsing and booking cost you nothing extra.",
  },
  bookingTitle: { id: "terms.bookingTitle", defaultMessage: "3. Your booking" },
  bookingText: {
    id: "terms.bookingText",
    defaultMessage:
      "A booking is confirmed once the provider accepts it and you receive a confirmation on WhatsApp or e-mail. Please give accurate names, ages and contact details; some trips need an ID that matches them.",
  },
  guaranteeTitle: { id: "terms.guaranteeTitle", defaultMessage: "4. Booking Guarantee" },
  guaranteeText: {
    id: "terms.guaranteeText",
    defaultMessage: "Packages with the Booking Guarantee Badge can be changed or cancelled within 48 hours of booking without charges.",
  },
  responsibilitiesTitle: { id: "terms.responsibilitiesTitle", defaultMessage: "5. Your responsibilities" },
  responsibilitiesText: {
    id: "terms.responsibilitiesText",
    defaultMessage:
      "Carry valid identity and travel documents, follow the provider's safety instructions, respect local laws and customs, and tell us about health needs that could affect your trip. Travel insurance is recommended.",
  },
  cancellationIntro: { id: "terms.cancellationIntro", defaultMessage: "Charges below apply to the booking amount (the 10% advance):" },
  cancellationCaption: { id: "terms.cancellationCaption", defaultMessage: "Cancellation charges on the booking amount" },
  whenYouCancel: { id: "terms.whenYouCancel", defaultMessage: "When you cancel" },
  refundOrFee: { id: "terms.refundOrFee", defaultMessage: "Refund or fee" },
  when0to2: { id: "terms.when0to2", defaultMessage: "0 to 2 days / 48 hours after booking" },
  when3to5: { id: "terms.when3to5", defaultMessage: "3 to 5 days after booking" },
  when6to7: { id: "terms.when6to7", defaultMessage: "6 to 7 days before travel" },
  whenWithin6: { id: "terms.whenWithin6", defaultMessage: "Within 6 days to 48 hours before departure" },
  whenUnder48: { id: "terms.whenUnder48", defaultMessage: "Under 48 hours before departure" },
  fullRefund: { id: "terms.fullRefund", defaultMessage: "Full refund" },
  fee15: { id: "terms.fee15", defaultMessage: "15% fee" },
  fee40: { id: "terms.fee40", defaultMessage: "40% fee" },
  fee75: { id: "terms.fee75", defaultMessage: "75% fee" },
  noRefund: { id: "terms.noRefund", defaultMessage: "No refund" },
  cancellationNote: {
    id: "terms.cancellationNote",
    defaultMessage:
      "Full refund also for a provider problem or package change within 48 hours of booking. If a provider cancels or changes your trip materially, you always get your booking amount back in full.",
  },
  collectTitle: { id: "terms.collectTitle", defaultMessage: "What we collect" },
  collectText: {
    id: "terms.collectText",
    defaultMessage:
      "Booking and enquiry forms are filled in your browser and sent as a WhatsApp message that you choose to send; we do not store them on our servers. Your favourites and comparison lists stay in your own browser's storage.",
  },
  useTitle: { id: "terms.useTitle", defaultMessage: "How we use it" },
  useText: {
    id: "terms.useText",
    defaultMessage:
      "Details you send us are used only to arrange your trip with the provider and to contact you about it. We never sell your data.",
  },
  choicesTitle: { id: "terms.choicesTitle", defaultMessage: "Your choices" },
  choicesText: {
    id: "terms.choicesText",
    defaultMessage:
      "Ask us at any time to see or delete what we hold about you. Our servers keep standard technical logs for security, for a limited time.",
  },
  verificationTitle: { id: "terms.verificationTitle", defaultMessage: "Verification" },
  verificationText: {
    id: "terms.verificationText",
    defaultMessage:
      "Providers are listed only after we verify their identity, licences and a track record of real trips. We may pause a listing at any time while we look into a complaint.",
  },
  honestyTitle: { id: "terms.honestyTitle", defaultMessage: "Pricing and honesty" },
  honestyText: {
    id: "terms.honestyText",
    defaultMessage:
      "Prices on Kerala Trips must never be higher than your direct selling price. Descriptions, photos and inclusions must be accurate and kept up to date.",
  },
  refundsTitle: { id: "terms.refundsTitle", defaultMessage: "Bookings and refunds" },
  refundsText: {
    id: "terms.refundsText",
    defaultMessage:
      "You collect the balance from the traveller and honour the cancellation schedule above, including full refunds for problems on your side or changes within 48 hours of booking.",
  },
  lawTitle: { id: "terms.lawTitle", defaultMessage: "Governing Law" },
  lawText: {
    id: "terms.lawText",
    defaultMessage:
      "These terms are governed by the laws of India. Any dispute falls under the exclusive jurisdiction of the courts of Kerala.",
  },
  ready: { id: "terms.ready", defaultMessage: "Ready to plan a trip, or have a question about these terms?" },
});

/** Terms & Conditions page texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const termsCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
