import { describe, expect, it } from "vitest";
import { priceSummary } from "./money";
import {
  BOOKING_MESSAGES,
  SIMULATED_DELAY_MS,
  canSubmit,
  changeTravellers,
  groupBoundsOn,
  emptyBookingForm,
  fieldProblems,
  fieldsForMode,
  groupSizeError,
  initialTravelDate,
  missingBeforeSubmit,
  missingRequiredFields,
  priceFieldsFor,
  travelDateChoice,
  normaliseTransactionCode,
  parseAdults,
  parseChildren,
  transactionCodeError,
} from "./booking";
import { completeBookingForm } from "./testing/booking-form";
import { departureFixture } from "./testing/stored-package";

describe("the empty form", () => {
  it("starts the adults at the package's minimum group", () => {
    expect(emptyBookingForm(4).adults).toBe(4);
    expect(emptyBookingForm(1).adults).toBe(1);
    expect(emptyBookingForm(0).adults).toBe(1);
    expect(emptyBookingForm().adults).toBe(1);
  });

  it("starts with 1 adult, 0 children, insurance unset and terms unchecked", () => {
    const form = emptyBookingForm();
    expect(form.adults).toBe(1);
    expect(form.children).toBe(0);
    expect(form.travelInsurance).toBe("");
    expect(form.termsAccepted).toBe(false);
    expect(form.addOns).toEqual({ airportPickup: false, localGuide: false, activities: false, others: false });
    expect(form.selectedCustomizations).toEqual({});
  });

  it("is a fresh object each time", () => {
    const a = emptyBookingForm();
    a.addOns.localGuide = true;
    expect(emptyBookingForm().addOns.localGuide).toBe(false);
  });
});

/** The book form's traveller details, in the form's order (the travel date, when asked, comes after them). */
const BOOK_TRAVELLER_FIELDS = ["fullName", "dateOfBirth", "gender", "nationality", "email", "phone"];
/** A filled enquiry: all that enquire mode needs, none of the book-only fields. */
const enquiryForm = () => ({ ...emptyBookingForm(), fullName: "Ravi", email: "r@example.com", phone: "9847012345", termsAccepted: true });

describe("required fields", () => {
  it("book mode needs name, date of birth, gender, nationality, email, phone, insurance and terms", () => {
    expect(missingRequiredFields(emptyBookingForm(), "book")).toEqual([...BOOK_TRAVELLER_FIELDS, "travelInsurance", "termsAccepted"]);
    expect(missingRequiredFields(completeBookingForm(), "book")).toEqual([]);
  });

  it("enquire mode needs only name, email, phone and terms", () => {
    expect(missingRequiredFields(emptyBookingForm(), "enquire")).toEqual(["fullName", "email", "phone", "termsAccepted"]);
    expect(missingRequiredFields(enquiryForm(), "enquire")).toEqual([]);
  });

  it("counts whitespace-only text as missing", () => {
    expect(missingRequiredFields({ ...completeBookingForm(), fullName: "   " }, "book")).toEqual(["fullName"]);
  });

  it("optional fields may stay empty", () => {
    const form = { ...completeBookingForm(), emergencyContactName: "", emergencyContactPhone: "", travelDate: "", specialRequirements: "" };
    expect(missingRequiredFields(form, "book")).toEqual([]);
  });
});

describe("canSubmit", () => {
  const ok = { form: completeBookingForm(), mode: "book" as const, processing: false, packageId: "pkg-1" };
  it("allows a complete form", () => expect(canSubmit(ok)).toBe(true));
  it("is disabled while processing", () => expect(canSubmit({ ...ok, processing: true })).toBe(false));
  it("is disabled while terms are unchecked", () => expect(canSubmit({ ...ok, form: { ...ok.form, termsAccepted: false } })).toBe(false));
  it("is disabled without a package id", () => {
    expect(canSubmit({ ...ok, packageId: "" })).toBe(false);
    expect(canSubmit({ ...ok, packageId: null })).toBe(false);
  });
  it("is disabled with a required field missing", () => {
    expect(canSubmit({ ...ok, form: { ...ok.form, travelInsurance: "" } })).toBe(false);
    expect(canSubmit({ ...ok, form: { ...ok.form, gender: "" } })).toBe(false);
  });
  it("does not need book-only fields in enquire mode", () => {
    const form = enquiryForm();
    expect(canSubmit({ ...ok, mode: "enquire", form })).toBe(true);
    expect(canSubmit({ ...ok, mode: "book", form })).toBe(false);
  });
});

describe("missingBeforeSubmit: what the form tells the traveller it still needs", () => {
  const departures = [{ date: "2027-01-10", seatsTotal: 8, seatsLeft: 4, priceAdult: null }];
  it("lists the mode's empty required fields and the terms, in the form's order", () => {
    expect(missingBeforeSubmit({ form: emptyBookingForm(), mode: "enquire" })).toEqual(["fullName", "email", "phone", "termsAccepted"]);
    const form = { ...completeBookingForm(), phone: " ", termsAccepted: false };
    expect(missingBeforeSubmit({ form, mode: "book" })).toEqual(["phone", "termsAccepted"]);
    expect(missingBeforeSubmit({ form: completeBookingForm(), mode: "book" })).toEqual([]);
  });
  it("adds the travel date among the travel details while no open departure is chosen", () => {
    expect(missingBeforeSubmit({ form: emptyBookingForm(), mode: "book", departures })).toEqual([
      ...BOOK_TRAVELLER_FIELDS,
      "travelDate",
      "travelInsurance",
      "termsAccepted",
    ]);
    expect(missingBeforeSubmit({ form: { ...completeBookingForm(), travelDate: "2027-01-11" }, mode: "book", departures })).toEqual([
      "travelDate",
    ]);
    expect(missingBeforeSubmit({ form: { ...completeBookingForm(), travelDate: "2027-01-10" }, mode: "book", departures })).toEqual([]);
  });
  it("is what keeps submit disabled", () => {
    const ok = { mode: "book" as const, processing: false, packageId: "pkg-1", departures };
    expect(canSubmit({ ...ok, form: { ...completeBookingForm(), travelDate: "2027-01-11" } })).toBe(false);
    expect(canSubmit({ ...ok, form: { ...completeBookingForm(), travelDate: "2027-01-10" } })).toBe(true);
  });
});

describe("traveller counts", () => {
  it("parse integers", () => {
    expect(parseAdults("3")).toBe(3);
    expect(parseChildren("2")).toBe(2);
    expect(parseAdults(" 4 ")).toBe(4);
    expect(parseAdults("2.9")).toBe(2);
    expect(parseAdults(5)).toBe(5);
  });
  it("fall back to 1 adult and 0 children on invalid or non-numeric input", () => {
    for (const raw of ["", "abc", "NaN", "-", " "]) {
      expect(parseAdults(raw)).toBe(1);
      expect(parseChildren(raw)).toBe(0);
    }
    expect(parseAdults(Number.NaN)).toBe(1);
    expect(parseChildren(Number.POSITIVE_INFINITY)).toBe(0);
  });
  it("never go below the minimum", () => {
    expect(parseAdults("0")).toBe(1);
    expect(parseAdults("-3")).toBe(1);
    expect(parseChildren("-1")).toBe(0);
  });
});

describe("group size", () => {
  const bounds = { minGroupSize: 2, maxGroupSize: 6 };
  it("uses the spec's messages", () => {
    expect(groupSizeError(1, 0, bounds)).toBe("Total group size must be at least 2 travellers");
    // 7 is refused and 6 allowed: the rule is "at most 6", which the message says (not "fewer than 7").
    expect(groupSizeError(5, 2, bounds)).toBe("Total group size must be at most 6 travellers");
    expect(groupSizeError(4, 2, bounds)).toBeNull();
    expect(groupSizeError(2, 0, bounds)).toBeNull();
  });

  it("says traveller for one", () => {
    expect(groupSizeError(2, 0, { minGroupSize: 1, maxGroupSize: 1 })).toBe("Total group size must be at most 1 traveller");
  });

  it("refuses a change that leaves the range and says why", () => {
    expect(changeTravellers({ adults: 4, children: 2 }, { adults: 5, children: 2 }, bounds)).toEqual({
      adults: 4,
      children: 2,
      error: BOOKING_MESSAGES.groupTooLarge(6),
    });
    expect(changeTravellers({ adults: 2, children: 0 }, { adults: 1, children: 0 }, bounds)).toEqual({
      adults: 2,
      children: 0,
      error: BOOKING_MESSAGES.groupTooSmall(2),
    });
  });

  it("allows a change inside the range or towards it", () => {
    expect(changeTravellers({ adults: 2, children: 0 }, { adults: 2, children: 1 }, bounds)).toEqual({
      adults: 2,
      children: 1,
      error: null,
    });
    // A default of 1 adult under a minimum of 4 can still step up.
    expect(changeTravellers({ adults: 1, children: 0 }, { adults: 2, children: 0 }, { minGroupSize: 4, maxGroupSize: 10 })).toEqual({
      adults: 2,
      children: 0,
      error: null,
    });
  });

  it("lets a traveller swap an adult for a child at the maximum", () => {
    expect(changeTravellers({ adults: 6, children: 0 }, { adults: 5, children: 0 }, bounds).error).toBeNull();
  });

  it("on a departure, takes no more travellers than its seats left", () => {
    const departures = [departureFixture("2026-12-09", 4), departureFixture("2026-12-23", 0), departureFixture("2027-01-06", 9, 1_249_900)];
    expect(groupBoundsOn(bounds, departures, "2026-12-09")).toEqual({ minGroupSize: 2, maxGroupSize: 4 });
    // More seats than the package's own maximum, a sold-out date, or a free date: the package's.
    expect(groupBoundsOn(bounds, departures, "2027-01-06")).toEqual(bounds);
    expect(groupBoundsOn(bounds, departures, "2026-12-23")).toEqual(bounds);
    expect(groupBoundsOn(bounds, [], "2026-12-09")).toEqual(bounds);
    expect(groupSizeError(3, 2, groupBoundsOn(bounds, departures, "2026-12-09"))).toBe("Total group size must be at most 4 travellers");
  });
});

describe("transaction code", () => {
  it.each([
    ["ab12c", "AB12C"],
    ["ab12cd9", "AB12C"],
    [" 4 5-6 ", "456"],
  ])("is upper-cased letters and digits, at most 5: %j gives %j", (typed, code) => {
    expect(normaliseTransactionCode(typed)).toBe(code);
  });
  it.each([
    ["", "Please enter the last 5 characters of your transaction ID"],
    ["AB12", BOOKING_MESSAGES.transactionCode],
    ["AB12C", null],
  ])("needs exactly 5 characters: %j", (code, error) => {
    expect(transactionCodeError(code)).toBe(error);
  });
});

it("uses the spec's delay before the payment step", () => {
  expect(SIMULATED_DELAY_MS).toBe(1000);
});

describe("fieldsForMode", () => {
  it("drops book-only answers from an enquiry", () => {
    const form = {
      ...completeBookingForm(),
      emergencyContactName: "Ravi",
      addOns: { airportPickup: true, localGuide: false, activities: false, others: false },
    };
    const enquiry = fieldsForMode(form, "enquire");
    expect(enquiry).toMatchObject({
      fullName: "Asha Menon",
      email: "asha@example.com",
      phone: "+91 98470 12345",
      dateOfBirth: "",
      gender: "",
      nationality: "",
    });
    expect(enquiry.emergencyContactName).toBe("");
    expect(enquiry.travelInsurance).toBe("");
    expect(enquiry.addOns.airportPickup).toBe(false);
    expect(fieldsForMode(form, "book")).toBe(form);
  });
});

describe("fixed departures in the dialogs (ADR 030, 038)", () => {
  const today = "2026-11-22";
  const departures = [
    departureFixture("2026-12-20", 9, 1_249_900),
    departureFixture("2026-11-20", 5),
    departureFixture("2026-12-01", 4),
    departureFixture("2026-12-06", 0),
  ];
  const pkg = {
    currency: "INR" as const,
    originalPriceAdult: 1_399_900,
    originalPriceChild: 899_900,
    hasOffer: true,
    offerPriceAdult: 1_299_900,
    offerPriceChild: 799_900,
  };

  it("offers the upcoming departures by date, sold-out ones shown but not open", () => {
    const choice = travelDateChoice(departures, today, "2026-12-20");
    expect(choice.upcoming.map((d) => d.date)).toEqual(["2026-12-01", "2026-12-06", "2026-12-20"]);
    expect(choice.open.map((d) => d.date)).toEqual(["2026-12-01", "2026-12-20"]);
    expect(choice.selected?.date).toBe("2026-12-20");
    expect(travelDateChoice(departures, today, "2026-12-06").selected).toBeUndefined();
  });

  it("keeps the free date when no departure is open", () => {
    const past = [{ date: "2026-11-01", seatsTotal: 10, seatsLeft: 3, priceAdult: null }];
    expect(travelDateChoice(past, today, "2027-01-05")).toEqual({ upcoming: [], open: [], selected: undefined });
    expect(initialTravelDate(past, today, "2027-01-05")).toBe("2027-01-05");
    expect(initialTravelDate([], today, "")).toBe("");
  });

  it("starts on the draft's departure when still open, else the soonest open one", () => {
    expect(initialTravelDate(departures, today, "2026-12-20")).toBe("2026-12-20");
    expect(initialTravelDate(departures, today, "2026-12-06")).toBe("2026-12-01");
    expect(initialTravelDate(departures, today, "")).toBe("2026-12-01");
  });

  it("prices adults at the departure's own price, offer or not; children unchanged", () => {
    const onDeparture = priceSummary({ pkg: priceFieldsFor(pkg, departures[0]), adults: 2, children: 1, customizations: [] });
    // 2 × ₹12,499 + 1 × ₹7,999 = ₹32,997; 10% = ₹3,299.70 → ₹3,300.
    expect(onDeparture.adultUnit).toBe(1_249_900);
    expect(onDeparture.adultPercentOff).toBe(0);
    expect(onDeparture.childUnit).toBe(799_900);
    expect(onDeparture.total).toBe(3_299_700);
    expect(onDeparture.advance).toBe(330_000);
    // A departure without a price keeps the package's offer price (₹12,999).
    expect(priceSummary({ pkg: priceFieldsFor(pkg, departures[2]), adults: 1, children: 0, customizations: [] }).adultUnit).toBe(1_299_900);
    expect(priceFieldsFor(pkg, undefined)).toBe(pkg);
  });

  it("needs an open departure chosen before submitting", () => {
    const form = enquiryForm();
    const open = travelDateChoice(departures, today, "").open;
    const args = { form, mode: "enquire" as const, processing: false, packageId: "p", departures: open };
    expect(canSubmit(args)).toBe(false);
    expect(canSubmit({ ...args, form: { ...form, travelDate: "2026-12-06" } })).toBe(false);
    expect(canSubmit({ ...args, form: { ...form, travelDate: "2026-12-01" } })).toBe(true);
    expect(canSubmit({ ...args, departures: [] })).toBe(true);
  });
});

describe("fieldProblems: what a filled-in field cannot be", () => {
  const today = "2026-12-04";
  it("takes the numbers, addresses and dates people write", () => {
    for (const phone of ["+91 98470 12345", "9847012345", "(0484) 236-1234", "+971 4 123 4567", "٠٥٠١٢٣٤٥٦٧"])
      expect(fieldProblems(completeBookingForm({ phone }), today), phone).toEqual({});
    expect(fieldProblems(completeBookingForm({ email: "asha.menon+trip@mail.example.co.in" }), today)).toEqual({});
    expect(fieldProblems(completeBookingForm({ dateOfBirth: "2026-12-04" }), today)).toEqual({});
    expect(fieldProblems(completeBookingForm({ dateOfBirth: "1906-12-04" }), today)).toEqual({});
    // An empty optional field is no problem; an empty required one is missing, said elsewhere.
    expect(fieldProblems(completeBookingForm({ emergencyContactPhone: "", email: "" }), today)).toEqual({});
  });

  it("names a phone that is not a number, an address without its domain and a birth date not yet come or too long ago", () => {
    for (const phone of ["+91 abc", "abc", "12345", "+91 98470 12345 12345 1", "91+9847012345"])
      expect(fieldProblems(completeBookingForm({ phone }), today).phone, phone).toBe("phoneInvalid");
    for (const email of ["asha@", "asha", "asha@example", "as ha@example.com"])
      expect(fieldProblems(completeBookingForm({ email }), today).email, email).toBe("emailInvalid");
    for (const dateOfBirth of ["2030-01-01", "2026-12-05", "1906-12-03", "1990-02-30"])
      expect(fieldProblems(completeBookingForm({ dateOfBirth }), today).dateOfBirth, dateOfBirth).toBe("dateOfBirthInvalid");
    expect(fieldProblems(completeBookingForm({ emergencyContactPhone: "mum" }), today)).toEqual({ emergencyContactPhone: "phoneInvalid" });
  });
});
