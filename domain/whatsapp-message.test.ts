import { describe, expect, it } from "vitest";
import { emptyBookingForm, type BookingFormState } from "./booking";
import { priceSummary } from "./money";
import type { TravelPackage } from "./package";
import { completeBookingForm } from "./testing/booking-form";
import { buildWhatsAppMessage, packageQuestion, replyLanguage, reviewLinkHelp, whatsappUrl } from "./whatsapp-message";

type Pkg = Pick<
  TravelPackage,
  "title" | "packageCode" | "currency" | "originalPriceAdult" | "originalPriceChild" | "hasOffer" | "offerPriceAdult" | "offerPriceChild"
>;

const munnar: Pkg = {
  title: "Munnar Tea Hills Escape",
  packageCode: "KT-MUN-001",
  currency: "INR",
  originalPriceAdult: 1_200_000,
  originalPriceChild: 600_000,
  hasOffer: true,
  offerPriceAdult: 1_000_000,
  offerPriceChild: 500_000,
};

const booking = (over: Partial<BookingFormState> = {}): BookingFormState =>
  completeBookingForm({
    adults: 2,
    children: 1,
    travelDate: "2026-12-24",
    travelInsurance: "yes",
    addOns: { airportPickup: true, localGuide: false, activities: true, others: false },
    selectedCustomizations: { Accommodations: { name: "Tree house", price: 300_000 }, Food: { name: "No lunch", price: -50_000 } },
    specialRequirements: "Ground-floor room please",
    ...over,
  });

function message(pkg: Pkg, form: BookingFormState, mode: "book" | "enquire" = "book", transactionCode?: string) {
  const summary = priceSummary({
    pkg,
    adults: form.adults,
    children: form.children,
    customizations: Object.values(form.selectedCustomizations),
  });
  return buildWhatsAppMessage({
    mode,
    pkg,
    packageUrl: "https://keralatrips.example/package/p1",
    form,
    summary,
    transactionCode,
    locale: "en-IN",
  });
}

describe("buildWhatsAppMessage", () => {
  it("writes a complete booking request", () => {
    expect(message(munnar, booking(), "book", "AB12C")).toBe(
      [
        "*New Booking Request*",
        "",
        "*Package*",
        "Title: Munnar Tea Hills Escape",
        "Code: KT-MUN-001",
        "Link: https://keralatrips.example/package/p1",
        "",
        "*Traveller*",
        "Full name (as per ID): Asha Menon",
        "Date of birth: 12 Apr 1990",
        "Gender: Female",
        "Nationality: Indian",
        "Email: asha@example.com",
        "Phone: +91 98470 12345",
        "",
        "*Travel*",
        "Adults: 2",
        "Children: 1",
        "Travel date: 24 Dec 2026",
        "",
        "*Customizations*",
        "Accommodations: Tree house (+₹3,000)",
        "Food: No lunch (-₹500)",
        "",
        "*Preferences*",
        "Travel insurance: Yes (Cost TBD)",
        "Add-ons: Airport Pickup, Activities (Cost TBD)",
        "Special requirements: Ground-floor room please",
        "",
        "*Price summary*",
        "Adults: 2 × ₹10,000 = ₹20,000",
        "Children: 1 × ₹5,000 = ₹5,000",
        "Customizations: +₹2,500",
        "Total: ₹27,500",
        "Original total: ₹32,500",
        "You save: ₹5,000",
        "Advance (10%): ₹2,750",
        "",
        "*Payment*",
        "Transaction ID (last 5): AB12C",
      ].join("\n"),
    );
  });

  it("stays English and notes the traveller's language when it is not English", () => {
    const form = booking();
    const summary = priceSummary({
      pkg: munnar,
      adults: form.adults,
      children: form.children,
      customizations: Object.values(form.selectedCustomizations),
    });
    const text = buildWhatsAppMessage({
      mode: "enquire",
      pkg: munnar,
      packageUrl: "https://keralatrips.example/ml/package/p1",
      form,
      summary,
      locale: "en-IN",
      preferredLanguage: "Malayalam",
    });
    expect(text).toMatch(/\*Traveller\*\nFull name: Asha Menon\n[^*]*Preferred language: Malayalam\n\n\*Travel\*/);
    expect(message(munnar, form)).not.toContain("Preferred language");
  });

  it("carries the booking reference under the heading and marks a fixed departure's date", () => {
    const form = booking();
    const summary = priceSummary({ pkg: munnar, adults: form.adults, children: form.children, customizations: [] });
    const text = buildWhatsAppMessage({
      mode: "enquire",
      pkg: munnar,
      packageUrl: "https://keralatrips.example/package/p1",
      form,
      summary,
      reference: "KT-7F3Q9K",
      fixedDeparture: true,
      locale: "en-IN",
    });
    expect(text.startsWith("*New Package Enquiry*\n\nReference: KT-7F3Q9K\n\n*Package*\n")).toBe(true);
    expect(text).toContain("\nTravel date (fixed departure): 24 Dec 2026\n");
    expect(message(munnar, form)).not.toContain("Reference:");
  });

  it("leaves empty optional fields out", () => {
    const text = message(
      munnar,
      booking({
        emergencyContactName: "",
        emergencyContactPhone: "  ",
        travelDate: "",
        specialRequirements: "",
        addOns: emptyBookingForm().addOns,
        selectedCustomizations: {},
      }),
    );
    expect(text).not.toMatch(/Emergency contact|Travel date|Special requirements|Add-ons|Customizations/);
    expect(text).toContain("Travel insurance: Yes (Cost TBD)");
  });

  it("writes the emergency contact when only one part is given", () => {
    expect(message(munnar, booking({ emergencyContactName: "Ravi Menon" }))).toContain("Emergency contact: Ravi Menon\n");
    expect(message(munnar, booking({ emergencyContactName: "Ravi", emergencyContactPhone: "9847000000" }))).toContain(
      "Emergency contact: Ravi, 9847000000",
    );
  });

  it("writes an enquiry without book-only fields or a payment section", () => {
    const form = { ...emptyBookingForm(), fullName: "Ravi", email: "ravi@example.com", phone: "9847012345", termsAccepted: true };
    const text = message(munnar, form, "enquire");
    expect(text.startsWith("*New Package Enquiry*")).toBe(true);
    expect(text).toContain("Full name: Ravi");
    expect(text).not.toMatch(/as per ID|Date of birth|Gender|Nationality|Travel insurance|Payment|Transaction/);
    expect(text).toContain("Adults: 1\nChildren: 0");
    expect(text).toContain("Advance (10%): ₹1,000");
  });

  it("says No for declined insurance, without a cost", () => {
    expect(message(munnar, booking({ travelInsurance: "no" }))).toContain("Travel insurance: No\n");
  });

  it("leaves children out of the price when the package has no child price", () => {
    const text = message({ ...munnar, originalPriceChild: null, offerPriceChild: null }, booking({ selectedCustomizations: {} }));
    expect(text).toContain("Children: 1\n");
    expect(text).toContain("Children: price to be confirmed by the provider");
    expect(text).toContain("Total: ₹20,000");
    expect(text).toContain("Advance (10%): ₹2,000");
  });

  it("shows no saving line without an offer", () => {
    const text = message(
      { ...munnar, hasOffer: false, offerPriceAdult: null, offerPriceChild: null },
      booking({ selectedCustomizations: {} }),
    );
    expect(text).toContain("Total: ₹30,000");
    expect(text).not.toMatch(/Original total|You save/);
  });

  it("writes a negative customization total with its sign", () => {
    const text = message(munnar, booking({ selectedCustomizations: { Days: { name: "One day shorter", price: -400_000 } } }));
    expect(text).toContain("Days: One day shorter (-₹4,000)");
    expect(text).toContain("Customizations: -₹4,000");
    expect(text).toContain("Total: ₹21,000");
  });

  it("rounds the advance to a whole rupee", () => {
    const pkg = { ...munnar, hasOffer: false, offerPriceAdult: null, offerPriceChild: null, originalPriceAdult: 1_234_500 };
    const text = message(pkg, booking({ adults: 1, children: 0, selectedCustomizations: {} }));
    expect(text).toContain("Total: ₹12,345");
    expect(text).toContain("Advance (10%): ₹1,235");
  });

  it("writes dollars for a $ package", () => {
    const usd: Pkg = {
      ...munnar,
      currency: "USD",
      originalPriceAdult: 45_000,
      offerPriceAdult: 39_950,
      originalPriceChild: 20_000,
      offerPriceChild: 18_000,
    };
    const text = message(usd, booking({ selectedCustomizations: { Food: { name: "Kerala sadya", price: 2_550 } } }));
    expect(text).toContain("Adults: 2 × $399.50 = $799");
    expect(text).toContain("Food: Kerala sadya (+$25.50)");
    expect(text).toContain("Total: $1,004.50");
    expect(text).toContain("Advance (10%): $100");
    expect(text).not.toContain("₹");
  });
});

describe("whatsappUrl", () => {
  it("targets the business number with the URL-encoded text", () => {
    const url = whatsappUrl("919876543210", "Hi & welcome\nLine 2 #1 ₹500");
    expect(url).toBe("https://wa.me/919876543210?text=Hi%20%26%20welcome%0ALine%202%20%231%20%E2%82%B9500");
    expect(new URL(url).searchParams.get("text")).toBe("Hi & welcome\nLine 2 #1 ₹500");
  });
  it("keeps only the digits of the number", () => {
    expect(whatsappUrl("+91 98765-43210", "x")).toBe("https://wa.me/919876543210?text=x");
  });
});

describe("the help messages to the business", () => {
  const pkg = { title: "Munnar Tea Trails", packageCode: "KT-MUN-001" };
  it("ask about a package by its original title and code, in English, naming the page's language when it is not English", () => {
    expect(packageQuestion(pkg, "en")).toEqual({
      whatsapp: "Hi, I have a question about Munnar Tea Trails (KT-MUN-001)",
      emailSubject: "Question about Munnar Tea Trails (KT-MUN-001)",
    });
    expect(packageQuestion(pkg, "ml").whatsapp).toBe(
      "Hi, I have a question about Munnar Tea Trails (KT-MUN-001)\nPreferred language: Malayalam",
    );
    expect(packageQuestion(pkg, "ar").whatsapp).toBe(
      "Hi, I have a question about Munnar Tea Trails (KT-MUN-001)\nPreferred language: Arabic",
    );
  });
  it("say a review link does not work, with the reply language the same way", () => {
    expect(reviewLinkHelp("en")).toBe("Hi, I would like to review my trip. My review link does not work.");
    expect(reviewLinkHelp("hi")).toBe("Hi, I would like to review my trip. My review link does not work.\nPreferred language: Hindi");
    expect(replyLanguage("en")).toBeUndefined();
  });
});
