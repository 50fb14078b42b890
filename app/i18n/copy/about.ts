import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  metaTitle: { id: "about.metaTitle", defaultMessage: "About Us" },
  metaDescription: {
    id: "about.metaDescription",
    defaultMessage:
      "How Kerala Trips began, where it is going next, and the promise behind it: verified providers, fair prices and only a 10% advance to reserve.",
  },
  heroTitle: { id: "about.heroTitle", defaultMessage: "About Kerala Trips" },
  heroIntro: {
    id: "about.heroIntro",
    defaultMessage: "A marketplace built on one simple idea: travellers deserve honest choices and providers they can trust.",
  },
  beganTitle: { id: "about.beganTitle", defaultMessage: "How It Began" },
  beganText1: {
    id: "about.beganText1",
    defaultMessage:
      "Our founder spent more than 10 years in travel: planning houseboat trips on the backwaters, guiding treks in the Western Ghats and answering late-night calls from travellers whose plans had fallen apart. Over and over, the same problem came up. Good local providers were hard to find, and travellers could not tell a genuine operator from an agent adding a margin on top.",
  },
  beganText2: {
    id: "about.beganText2",
    defaultMessage:
      "Kerala Trips was started to fix that: one place where every provider is checked, every price is the provider's own, and every booking goes straight to the people who will host you.",
  },
  goingTitle: { id: "about.goingTitle", defaultMessage: "Where We Are Going" },
  goingText: {
    id: "about.goingText",
    defaultMessage: "We are growing one step at a time, only as fast as we can keep verifying every provider.",
  },
  phase1: { id: "about.phase1", defaultMessage: "Phase 1" },
  phase2: { id: "about.phase2", defaultMessage: "Phase 2" },
  phase3: { id: "about.phase3", defaultMessage: "Phase 3" },
  phase4: { id: "about.phase4", defaultMessage: "Phase 4" },
  phase1Title: { id: "about.phase1Title", defaultMessage: "Kerala districts" },
  phase1Text: {
    id: "about.phase1Text",
    defaultMessage: "Every district of Kerala, from Kasaragod to Thiruvananthapuram, with local providers we have met.",
  },
  phase2Title: { id: "about.phase2Title", defaultMessage: "Pan-India" },
  phase2Text: {
    id: "about.phase2Text",
    defaultMessage: "Trusted operators across India, from the Himalayas to the Andamans, held to the same checks.",
  },
  phase3Title: { id: "about.phase3Title", defaultMessage: "GCC countries" },
  phase3Text: {
    id: "about.phase3Text",
    defaultMessage: "Trips to and from the Gulf, for the many Malayali families who live and travel between both homes.",
  },
  phase4Title: { id: "about.phase4Title", defaultMessage: "Worldwide" },
  phase4Text: { id: "about.phase4Text", defaultMessage: "A global marketplace where any traveller can find an honest provider anywhere." },
  canDoTitle: { id: "about.canDoTitle", defaultMessage: "What You Can Do" },
  discoverTitle: { id: "about.discoverTitle", defaultMessage: "Discover and compare" },
  discoverText: {
    id: "about.discoverText",
    defaultMessage: "Browse packages by category, budget and dates, and compare them side by side before you decide.",
  },
  confidenceTitle: { id: "about.confidenceTitle", defaultMessage: "Book with confidence" },
  confidenceText: {
    id: "about.confidenceText",
    defaultMessage: "Packages carrying our Booking Guarantee Badge can be changed or cancelled within 48 hours without charges.",
  },
  protectedTitle: { id: "about.protectedTitle", defaultMessage: "Stay protected" },
  protectedText: {
    id: "about.protectedText",
    defaultMessage: "Every provider is verified, and only travellers who completed a trip can review it.",
  },
  flexibilityTitle: { id: "about.flexibilityTitle", defaultMessage: "Enjoy flexibility" },
  flexibilityText: {
    id: "about.flexibilityText",
    defaultMessage: "Customise days, stays, transport and activities, and reserve with just a 10% advance.",
  },
  missionTitle: { id: "about.missionTitle", defaultMessage: "Our Mission" },
  missionText: {
    id: "about.missionText",
    defaultMessage:
      "To make booking a holiday as trustworthy as booking with a friend who knows the place: verified providers, clear prices and help on WhatsApp whenever you need it.",
  },
  visionTitle: { id: "about.visionTitle", defaultMessage: "Our Vision" },
  visionText: {
    id: "about.visionText",
    defaultMessage:
      "A world where any traveller can find an honest local provider anywhere, and every good provider can reach the travellers they deserve.",
  },
  founderTitle: { id: "about.founderTitle", defaultMessage: "Meet the Founder" },
  founderText: {
    id: "about.founderText",
    defaultMessage:
      "Our founder grew up between the backwaters and the hills of Kerala and has worked in travel for over a decade, first as a guide, then as a trip planner for families and groups. That time on the ground taught one lesson above all: a trip is only as good as the people running it. Kerala Trips is the result, a marketplace where those people are checked first.",
  },
  valuesTitle: { id: "about.valuesTitle", defaultMessage: "Our Core Values" },
  trustTitle: { id: "about.trustTitle", defaultMessage: "Trust" },
  trustText: { id: "about.trustText", defaultMessage: "We verify before we list, and we stand behind what we list." },
  transparencyTitle: { id: "about.transparencyTitle", defaultMessage: "Transparency" },
  transparencyText: {
    id: "about.transparencyText",
    defaultMessage: "Prices, inclusions and cancellation rules are shown in full, before you pay anything.",
  },
  communityTitle: { id: "about.communityTitle", defaultMessage: "Community" },
  communityText: {
    id: "about.communityText",
    defaultMessage: "Travellers, providers and local hosts grow together; reviews come only from real trips.",
  },
  growthTitle: { id: "about.growthTitle", defaultMessage: "Growth" },
  growthText: {
    id: "about.growthText",
    defaultMessage: "We grow with small providers, helping good local businesses reach travellers everywhere.",
  },
  promiseTitle: { id: "about.promiseTitle", defaultMessage: "Our Promise" },
  promisePrice: {
    id: "about.promisePrice",
    defaultMessage: "Our price never exceeds the provider's direct price. If you find it cheaper with the same provider, tell us.",
  },
  promiseAdvance: {
    id: "about.promiseAdvance",
    defaultMessage: "We collect only a 10% advance to reserve your slot; the provider collects the balance directly.",
  },
  promiseFree: { id: "about.promiseFree", defaultMessage: "Browsing, comparing and booking are completely free for travellers." },
});

/** About page texts: English here (the spec's wording), translations in app/i18n/messages/*.json (ADR 034). */
export const aboutCopy: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
