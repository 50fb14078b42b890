import { describe, expect, it } from "vitest";
import {
  ADVANCE_RATE,
  adultPercentOff,
  adultUnitPrice,
  advanceOf,
  childPercentOff,
  childUnitPrice,
  formatMoney,
  formatSignedMoney,
  offerPercentage,
  priceSummary,
  reservationAmount,
  toMajor,
  toMinor,
  type PriceFields,
} from "./money";

const rupees = (n: number) => n * 100;

function pkg(over: Partial<PriceFields> = {}): PriceFields {
  return {
    currency: "INR",
    originalPriceAdult: rupees(12999),
    originalPriceChild: rupees(8999),
    hasOffer: false,
    offerPriceAdult: null,
    offerPriceChild: null,
    ...over,
  };
}

describe("formatMoney", () => {
  it("groups rupees the Indian way and hides zero paise", () => {
    expect(formatMoney(rupees(100000), "INR")).toBe("₹1,00,000");
    expect(formatMoney(rupees(2499), "INR")).toBe("₹2,499");
    expect(formatMoney(rupees(12345678), "INR")).toBe("₹1,23,45,678");
    expect(formatMoney(rupees(999), "INR")).toBe("₹999");
    expect(formatMoney(0, "INR")).toBe("₹0");
  });

  it("shows both paise digits when they are not zero", () => {
    expect(formatMoney(249950, "INR")).toBe("₹2,499.50");
    expect(formatMoney(249901, "INR")).toBe("₹2,499.01");
    expect(formatMoney(5, "INR")).toBe("₹0.05");
  });

  it("formats dollars with US grouping", () => {
    expect(formatMoney(123400, "USD")).toBe("$1,234");
    expect(formatMoney(1250, "USD")).toBe("$12.50");
    expect(formatMoney(rupees(100000), "USD")).toBe("$100,000");
  });

  it("puts the minus before the symbol and never prints minus zero", () => {
    expect(formatMoney(-50000, "INR")).toBe("-₹500");
    expect(formatMoney(-1250, "USD")).toBe("-$12.50");
    expect(formatMoney(-0, "INR")).toBe("₹0");
    expect(formatMoney(-0.4, "INR")).toBe("₹0");
    expect(formatMoney(Number.NaN, "INR")).toBe("₹0");
  });

  it("signs customization deltas", () => {
    expect(formatSignedMoney(50000, "INR")).toBe("+₹500");
    expect(formatSignedMoney(-50000, "INR")).toBe("-₹500");
    expect(formatSignedMoney(0, "INR")).toBe("₹0");
    expect(formatSignedMoney(1250, "USD")).toBe("+$12.50");
  });
});

describe("minor and major units", () => {
  it("converts and rounds float noise away", () => {
    expect(toMinor(12999)).toBe(1299900);
    expect(toMinor(12999.5)).toBe(1299950);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(-250)).toBe(-25000);
    expect(toMajor(1299950)).toBe(12999.5);
    expect(toMajor(toMinor(1.15))).toBe(1.15);
  });
});

describe("unit prices", () => {
  it("uses the original price without an offer", () => {
    expect(adultUnitPrice(pkg())).toBe(rupees(12999));
    expect(childUnitPrice(pkg())).toBe(rupees(8999));
  });

  it("uses offer prices when there is an offer", () => {
    const p = pkg({ hasOffer: true, offerPriceAdult: rupees(9999), offerPriceChild: rupees(6999) });
    expect(adultUnitPrice(p)).toBe(rupees(9999));
    expect(childUnitPrice(p)).toBe(rupees(6999));
  });

  it("ignores offer prices that are 0 or missing, and offers that are switched off", () => {
    expect(adultUnitPrice(pkg({ hasOffer: true, offerPriceAdult: 0 }))).toBe(rupees(12999));
    expect(adultUnitPrice(pkg({ hasOffer: true, offerPriceAdult: null }))).toBe(rupees(12999));
    expect(adultUnitPrice(pkg({ hasOffer: false, offerPriceAdult: rupees(5) }))).toBe(rupees(12999));
    expect(childUnitPrice(pkg({ hasOffer: true, offerPriceChild: 0 }))).toBe(rupees(8999));
  });

  it("has no child price when neither an original nor an offer child price exists", () => {
    expect(childUnitPrice(pkg({ originalPriceChild: null }))).toBeNull();
    expect(childUnitPrice(pkg({ originalPriceChild: 0 }))).toBeNull();
    expect(childUnitPrice(pkg({ originalPriceChild: 0, hasOffer: true, offerPriceChild: 0 }))).toBeNull();
    expect(childUnitPrice(pkg({ originalPriceChild: null, hasOffer: true, offerPriceChild: rupees(100) }))).toBe(rupees(100));
  });
});

describe("offer percentage", () => {
  it("is the rounded percent off", () => {
    expect(offerPercentage(10000, 7500)).toBe(25);
    expect(offerPercentage(300, 200)).toBe(33);
    expect(offerPercentage(300, 100)).toBe(67);
    expect(offerPercentage(1000, 995)).toBe(1); // 0.5% rounds up
    expect(offerPercentage(1000, 996)).toBe(0);
  });

  it("is 0 unless the original is above a real offer", () => {
    expect(offerPercentage(1000, 1000)).toBe(0);
    expect(offerPercentage(1000, 1500)).toBe(0);
    expect(offerPercentage(1000, 0)).toBe(0);
    expect(offerPercentage(1000, null)).toBe(0);
    expect(offerPercentage(1000, undefined)).toBe(0);
    expect(offerPercentage(0, 500)).toBe(0);
    expect(offerPercentage(1000, -5)).toBe(0);
  });

  it("per adult and per child, 0 without an offer", () => {
    const p = pkg({ hasOffer: true, originalPriceAdult: 10000, offerPriceAdult: 8000, originalPriceChild: 5000, offerPriceChild: 4000 });
    expect(adultPercentOff(p)).toBe(20);
    expect(childPercentOff(p)).toBe(20);
    expect(adultPercentOff({ ...p, hasOffer: false })).toBe(0);
    expect(childPercentOff({ ...p, originalPriceChild: null })).toBe(0);
  });
});

describe("reservation amount", () => {
  it("is 10% of the adult unit price rounded to a whole rupee", () => {
    expect(ADVANCE_RATE).toBe(0.1);
    expect(reservationAmount(pkg({ originalPriceAdult: rupees(12345) }))).toBe(rupees(1235));
    expect(reservationAmount(pkg({ originalPriceAdult: rupees(12344) }))).toBe(rupees(1234));
    expect(reservationAmount(pkg({ originalPriceAdult: rupees(12999) }))).toBe(rupees(1300));
    expect(reservationAmount(pkg({ originalPriceAdult: 1234550 }))).toBe(rupees(1235));
    expect(reservationAmount(pkg({ originalPriceAdult: 500 }))).toBe(100); // ₹0.50 → ₹1
    expect(reservationAmount(pkg({ originalPriceAdult: 400 }))).toBe(0);
  });

  it("uses the offer price when there is one", () => {
    expect(reservationAmount(pkg({ hasOffer: true, offerPriceAdult: rupees(9995) }))).toBe(rupees(1000));
  });

  it("is N/A (null) without an adult price", () => {
    expect(reservationAmount(pkg({ originalPriceAdult: 0 }))).toBeNull();
    expect(reservationAmount(pkg({ originalPriceAdult: Number.NaN }))).toBeNull();
  });

  it("is always a whole number of major units", () => {
    for (let minor = 1; minor < 100000; minor += 997) expect(advanceOf(minor) % 100).toBe(0);
    expect(advanceOf(-5000)).toBe(0);
  });
});

describe("priceSummary", () => {
  it("adds adults, children and customizations", () => {
    const s = priceSummary({
      pkg: pkg({ originalPriceAdult: rupees(10000), originalPriceChild: rupees(6000) }),
      adults: 2,
      children: 1,
      customizations: [
        { name: "Houseboat upgrade", price: rupees(1500) },
        { name: "Skip day 3", price: rupees(-2000) },
      ],
    });
    expect(s).toEqual({
      currency: "INR",
      adults: 2,
      children: 1,
      adultUnit: rupees(10000),
      adultOriginalUnit: rupees(10000),
      childUnit: rupees(6000),
      childOriginalUnit: rupees(6000),
      adultsSubtotal: rupees(20000),
      childrenSubtotal: rupees(6000),
      customizationsTotal: rupees(-500),
      total: rupees(25500),
      originalTotal: rupees(25500),
      saving: 0,
      advance: rupees(2550),
      adultPercentOff: 0,
      childPercentOff: 0,
    });
  });

  it("saves the offer difference and reserves 10% of the total, rounded", () => {
    const s = priceSummary({
      pkg: pkg({
        hasOffer: true,
        originalPriceAdult: rupees(12999),
        offerPriceAdult: rupees(9999),
        originalPriceChild: rupees(8000),
        offerPriceChild: rupees(6000),
      }),
      adults: 3,
      children: 2,
      customizations: [],
    });
    expect(s.total).toBe(rupees(3 * 9999 + 2 * 6000));
    expect(s.originalTotal).toBe(rupees(3 * 12999 + 2 * 8000));
    expect(s.saving).toBe(rupees(9000 + 4000));
    expect(s.advance).toBe(rupees(4200)); // 10% of ₹41,997 is ₹4,199.70
    expect(s.adultPercentOff).toBe(23);
    expect(s.childPercentOff).toBe(25);
  });

  it("leaves children out of the total when there is no child price", () => {
    const s = priceSummary({ pkg: pkg({ originalPriceChild: null }), adults: 1, children: 3, customizations: [] });
    expect(s.childUnit).toBeNull();
    expect(s.childOriginalUnit).toBeNull();
    expect(s.childrenSubtotal).toBe(0);
    expect(s.total).toBe(rupees(12999));
    expect(s.originalTotal).toBe(rupees(12999));
  });

  it("uses the child offer as the original when only an offer child price exists", () => {
    const s = priceSummary({
      pkg: pkg({ originalPriceChild: null, hasOffer: true, offerPriceChild: rupees(500) }),
      adults: 1,
      children: 2,
      customizations: [],
    });
    expect(s.childUnit).toBe(rupees(500));
    expect(s.childOriginalUnit).toBe(rupees(500));
    expect(s.saving).toBe(0);
  });

  it("never reports a negative saving or advance", () => {
    const above = priceSummary({
      pkg: pkg({ hasOffer: true, originalPriceAdult: rupees(100), offerPriceAdult: rupees(150) }),
      adults: 1,
      children: 0,
      customizations: [],
    });
    expect(above.total).toBe(rupees(150));
    expect(above.saving).toBe(0);
    const negative = priceSummary({
      pkg: pkg({ originalPriceAdult: rupees(100) }),
      adults: 1,
      children: 0,
      customizations: [{ name: "Big discount", price: rupees(-500) }],
    });
    expect(negative.total).toBe(rupees(-400));
    expect(negative.advance).toBe(0);
  });

  it("treats nonsense counts as zero and keeps USD", () => {
    const s = priceSummary({
      pkg: pkg({ currency: "USD", originalPriceAdult: 1250 }),
      adults: Number.NaN,
      children: -2,
      customizations: [{ name: "x", price: Number.NaN }],
    });
    expect(s).toMatchObject({ currency: "USD", adults: 0, children: 0, total: 0, advance: 0, customizationsTotal: 0 });
    expect(
      priceSummary({ pkg: pkg({ currency: "USD", originalPriceAdult: 1250 }), adults: 2.7, children: 0, customizations: [] }).total,
    ).toBe(2500);
  });
});
