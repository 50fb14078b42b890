import { describe, expect, it } from "vitest";
import {
  calendarRange,
  dayAvailability,
  jpegCopyPath,
  octoCalendar,
  octoProduct,
  requestedCapabilities,
  requestedTravellers,
  thingsToDoFeed,
  webpOfJpegCopy,
} from "./open-feeds";
import { travelDateChoice } from "./booking";
import { departureFixture, storedPackageFixture } from "./testing/stored-package";

const FEED = { origin: "https://trips.example", timeZone: "Asia/Kolkata" } as const;
/** Adult and child prices, each on offer below the price before it. */
const ON_OFFER = {
  originalPriceAdult: 899_900,
  originalPriceChild: 450_000,
  hasOffer: true,
  offerPriceAdult: 749_900,
  offerPriceChild: 399_900,
};

describe("open feeds", () => {
  it("names a JPEG copy for the site's own WebP pictures only, and reads it back", () => {
    expect(jpegCopyPath("/assets/packages/munnar-tea-hills.w1600.webp")).toBe("/media/jpeg/assets/packages/munnar-tea-hills.w1600.jpg");
    expect(jpegCopyPath("/uploads/images/1732170000000_banner.w960.webp")).toBe("/media/jpeg/uploads/images/1732170000000_banner.w960.jpg");
    for (const other of ["https://cdn.example.org/a.webp", "/assets/packages/a.png", "/assets/other/a.webp", "/uploads/images/../a.webp"])
      expect(jpegCopyPath(other), other).toBeNull();
    expect(webpOfJpegCopy("/media/jpeg/uploads/images/1732170000000_banner.w960.jpg")).toBe(
      "/uploads/images/1732170000000_banner.w960.webp",
    );
    for (const other of [
      "/media/jpeg/etc/passwd.jpg",
      "/media/jpeg/assets/packages/../../x.jpg",
      "/media/jpeg/assets/packages/a.png",
      "/other/a.jpg",
    ])
      expect(webpOfJpegCopy(other), other).toBeNull();
  });

  it("applies only the OCTO capabilities served, whatever else a request names", () => {
    expect(requestedCapabilities("octo/pricing, octo/content, octo/cart")).toEqual(["octo/content", "octo/pricing"]);
    expect(requestedCapabilities("octo/pricing")).toEqual(["octo/pricing"]);
    expect(requestedCapabilities(undefined)).toEqual([]);
  });

  it("prices a unit on offer at the offer (retail) and strikes through the price before it (original)", () => {
    const onOffer = storedPackageFixture(ON_OFFER);
    const [option] = octoProduct(onOffer, { ...FEED, capabilities: ["octo/pricing"] }).options;
    const money = { net: null, currency: "INR", currencyPrecision: 2 };
    // The fixture's prices include GST (5%): each holds 5/105 of itself.
    const gst = (original: number, retail: number) => ({ includedTaxes: [{ name: "GST", original, retail, net: null }] });
    expect(option!.units.map((u) => [u.id, u.pricingFrom])).toEqual([
      ["adult", [{ original: 899_900, retail: 749_900, ...money, ...gst(42_852, 35_710) }]],
      ["child", [{ original: 450_000, retail: 399_900, ...money, ...gst(21_429, 19_043) }]],
    ]);
    // Without an offer both are the one price.
    const plain = storedPackageFixture({ originalPriceAdult: 899_900, hasOffer: false, offerPriceAdult: null });
    expect(octoProduct(plain, { ...FEED, capabilities: ["octo/pricing"] }).options[0]!.units[0]!.pricingFrom).toEqual([
      { original: 899_900, retail: 899_900, ...money, ...gst(42_852, 42_852) },
    ]);
  });

  it("adds GST to a package priced without it, as OCTO's retail and Google's price are what the traveller pays", () => {
    const withoutGst = storedPackageFixture({ ...ON_OFFER, gstIncluded: false, minGroupSize: 1 });
    const [option] = octoProduct(withoutGst, { ...FEED, capabilities: ["octo/pricing"] }).options;
    const money = { net: null, currency: "INR", currencyPrecision: 2 };
    expect(option!.units.map((u) => [u.id, u.pricingFrom])).toEqual([
      [
        "adult",
        [{ original: 944_895, retail: 787_395, ...money, includedTaxes: [{ name: "GST", original: 44_995, retail: 37_495, net: null }] }],
      ],
      [
        "child",
        [{ original: 472_500, retail: 419_895, ...money, includedTaxes: [{ name: "GST", original: 22_500, retail: 19_995, net: null }] }],
      ],
    ]);
    const [product] = thingsToDoFeed([withoutGst], { origin: "https://trips.example", nonce: 1 }).products;
    expect(product!.options[0]!.price_options).toEqual([
      { id: "adult", title: "Adult", price: { currency_code: "INR", units: 7_873, nanos: 950_000_000 } },
    ]);
  });

  it("gives Google the whole price of the smallest group a package takes, not one person's", () => {
    const forFour = storedPackageFixture({ ...ON_OFFER, minGroupSize: 4, gstIncluded: true });
    const [product] = thingsToDoFeed([forFour], { origin: "https://trips.example", nonce: 1 }).products;
    // Four adults at the offer, ₹7,499 each, and said to be a group's price.
    expect(product!.options[0]!.price_options).toEqual([
      { id: "adult", title: "Group of 4 adults", price: { currency_code: "INR", units: 29_996, nanos: 0 } },
    ]);
  });

  it("prices each calendar day per unit (pricingPer UNIT): unitPricingFrom for adults and children, no booking-level pricingFrom", () => {
    const pkg = storedPackageFixture({
      ...ON_OFFER,
      bookingClosingDate: "2027-06-30",
      departures: [departureFixture("2027-01-10", 6), departureFixture("2027-01-11", 3, 1_100_050)],
    });
    const days = octoCalendar(pkg, { start: "2027-01-10", end: "2027-01-11", today: "2027-01-01", capabilities: ["octo/pricing"] });
    const money = { net: null, currency: "INR", currencyPrecision: 2 };
    const gst = (original: number, retail: number) => ({ includedTaxes: [{ name: "GST", original, retail, net: null }] });
    expect(days.map((d) => [d.localDate, d.unitPricingFrom])).toEqual([
      [
        "2027-01-10",
        [
          { unitId: "adult", original: 899_900, retail: 749_900, ...money, ...gst(42_852, 35_710) },
          { unitId: "child", original: 450_000, retail: 399_900, ...money, ...gst(21_429, 19_043) },
        ],
      ],
      [
        // The departure's own adult price replaces the package's, offer and all (ADR 030).
        "2027-01-11",
        [
          { unitId: "adult", original: 1_100_050, retail: 1_100_050, ...money, ...gst(52_383, 52_383) },
          { unitId: "child", original: 450_000, retail: 399_900, ...money, ...gst(21_429, 19_043) },
        ],
      ],
    ]);
    for (const day of days) expect(day).not.toHaveProperty("pricingFrom");
    // Per unit on the product too: the units carry pricingFrom, the option (BOOKING pricing's place) does not.
    expect(octoProduct(pkg, { ...FEED, capabilities: ["octo/pricing"] }).options[0]).not.toHaveProperty("pricingFrom");
    // Without the capability, no prices at all.
    expect(octoCalendar(pkg, { start: "2027-01-10", end: "2027-01-10", today: "2027-01-01", capabilities: [] })[0]).not.toHaveProperty(
      "unitPricingFrom",
    );
  });

  it("makes a day's status from its departure, the free date window, or the past", () => {
    const pkg = {
      bookingClosingDate: "2027-06-30",
      departures: [departureFixture("2027-01-10", 6), departureFixture("2027-01-11", 5), departureFixture("2027-01-12", 0)],
    };
    const on = (date: string) => dayAvailability(pkg, date, "2027-01-01").status;
    expect([on("2027-01-10"), on("2027-01-11"), on("2027-01-12"), on("2027-01-13"), on("2026-12-31")]).toEqual([
      "AVAILABLE",
      "LIMITED",
      "SOLD_OUT",
      "CLOSED",
      "CLOSED",
    ]);
    // Past departures only: the free date applies again, up to the closing date.
    const free = { ...pkg, departures: [departureFixture("2026-12-01", 4)] };
    expect(dayAvailability(free, "2027-06-30", "2027-01-01")).toEqual({ status: "FREESALE", vacancies: null, capacity: null });
    expect(dayAvailability(free, "2027-07-01", "2027-01-01").status).toBe("CLOSED");
  });

  it("is LIMITED with less than half of a departure's seats left, as OCTO defines LIMITED, whatever their number", () => {
    const seats = (date: string, seatsTotal: number, seatsLeft: number) => ({ date, seatsTotal, seatsLeft, priceAdult: null });
    const pkg = {
      bookingClosingDate: "2027-06-30",
      departures: [
        seats("2027-01-10", 4, 4), // all four seats left: AVAILABLE, though only four
        seats("2027-01-11", 40, 19), // under half left: LIMITED, though nineteen
        seats("2027-01-12", 40, 20), // exactly half: not less than half, AVAILABLE
        seats("2027-01-13", 3, 1), // one of three: LIMITED
        seats("2027-01-14", 3, 0),
      ],
    };
    const on = (date: string) => dayAvailability(pkg, date, "2027-01-01");
    expect(["2027-01-10", "2027-01-11", "2027-01-12", "2027-01-13", "2027-01-14"].map((d) => [on(d).status, on(d).vacancies])).toEqual([
      ["AVAILABLE", 4],
      ["LIMITED", 19],
      ["AVAILABLE", 20],
      ["LIMITED", 1],
      ["SOLD_OUT", 0],
    ]);
  });

  it("answers a calendar for the party its units ask for: a departure with fewer seats left is SOLD_OUT for it", () => {
    const pkg = storedPackageFixture({
      originalPriceChild: 450_000,
      bookingClosingDate: "2027-06-30",
      departures: [departureFixture("2027-01-10", 8), departureFixture("2027-01-11", 3), departureFixture("2027-01-12", 0)],
    });
    const calendar = (travellers?: number) =>
      octoCalendar(pkg, { start: "2027-01-09", end: "2027-01-12", today: "2027-01-01", capabilities: [], travellers }).map((d) => [
        d.status,
        d.available,
        d.vacancies,
        d.capacity,
      ]);
    // No units: the departures as they are.
    const asTheyAre = [
      ["CLOSED", false, null, null],
      ["AVAILABLE", true, 8, 12],
      ["LIMITED", true, 3, 12],
      ["SOLD_OUT", false, 0, 12],
    ];
    expect(calendar()).toEqual(asTheyAre);
    expect(calendar(0)).toEqual(asTheyAre);
    // Three fit the last three seats; four do not, nine fit nowhere. Vacancies stay the seats left.
    expect(calendar(3)).toEqual(asTheyAre);
    expect(calendar(4)).toEqual([asTheyAre[0], asTheyAre[1], ["SOLD_OUT", false, 3, 12], asTheyAre[3]]);
    expect(calendar(9)).toEqual([asTheyAre[0], ["SOLD_OUT", false, 8, 12], ["SOLD_OUT", false, 3, 12], asTheyAre[3]]);
    // A free date counts no seats: any party may take it.
    const free = { bookingClosingDate: "2027-06-30", departures: [] };
    expect(dayAvailability(free, "2027-02-01", "2027-01-01", 40)).toEqual({ status: "FREESALE", vacancies: null, capacity: null });
  });

  it("counts a calendar request's units as travellers, refusing a unit the product does not sell", () => {
    const withChild = storedPackageFixture({ originalPriceChild: 450_000 });
    const adultsOnly = storedPackageFixture({ originalPriceChild: null });
    expect(requestedTravellers(withChild, undefined)).toEqual({ ok: true, travellers: 0 });
    expect(requestedTravellers(withChild, [])).toEqual({ ok: true, travellers: 0 });
    expect(
      requestedTravellers(withChild, [
        { id: "adult", quantity: 2 },
        { id: "child", quantity: 1 },
        { id: "adult", quantity: 1 },
        { id: "child", quantity: 0 },
      ]),
    ).toEqual({ ok: true, travellers: 4 });
    expect(requestedTravellers(adultsOnly, [{ id: "child", quantity: 1 }])).toEqual({
      ok: false,
      error: "INVALID_UNIT_ID",
      message: "This product sells no unit with this id.",
      unitId: "child",
    });
    expect(requestedTravellers(withChild, [{ id: "senior", quantity: 1 }])).toMatchObject({
      ok: false,
      error: "INVALID_UNIT_ID",
      unitId: "senior",
    });
    for (const units of [
      { id: "adult", quantity: 1 },
      "adult",
      [null],
      [{ quantity: 1 }],
      [{ id: "adult" }],
      [{ id: "adult", quantity: -1 }],
      [{ id: "adult", quantity: 1.5 }],
      [{ id: "adult", quantity: "2" }],
      [{ id: "adult", quantity: 10_001 }],
    ])
      expect(requestedTravellers(withChild, units), JSON.stringify(units)).toMatchObject({ ok: false, error: "BAD_REQUEST" });
  });

  it("opens the free date window when every departure is sold out, as the booking dialog does", () => {
    const soldOut = {
      bookingClosingDate: "2027-06-30",
      departures: [departureFixture("2027-01-10", 0), departureFixture("2027-01-12", 0)],
    };
    // The dialog lists no departure and keeps the free travel date.
    expect(travelDateChoice(soldOut.departures, "2027-01-01", "2027-01-11")).toEqual({ upcoming: [], open: [], selected: undefined });
    const on = (date: string) => dayAvailability(soldOut, date, "2027-01-01");
    expect(on("2027-01-10")).toEqual({ status: "FREESALE", vacancies: null, capacity: null });
    expect(["2027-01-11", "2027-06-30", "2027-07-01", "2026-12-31"].map((d) => on(d).status)).toEqual([
      "FREESALE",
      "FREESALE",
      "CLOSED",
      "CLOSED",
    ]);
  });

  it("reads a calendar's dates: both required, as OCTO's calendar body has them; refuses bad dates and more than 366 days", () => {
    // OCTO's validator sends a calendar without localDateStart and expects BAD_REQUEST.
    expect(calendarRange(undefined, "2027-01-31")).toEqual({ ok: false, message: "localDateStart is required (YYYY-MM-DD)." });
    expect(calendarRange("2027-01-01", undefined)).toEqual({ ok: false, message: "localDateEnd is required (YYYY-MM-DD)." });
    expect(calendarRange("2027-01-01", "2027-01-31")).toEqual({ ok: true, start: "2027-01-01", end: "2027-01-31" });
    expect(calendarRange("2027-01-01", "2028-01-01")).toMatchObject({ ok: true });
    expect(calendarRange("2027-01-01", "2028-01-02")).toEqual({ ok: false, message: "A calendar covers at most 366 days." });
    expect(calendarRange("2027-13-01", "2027-12-31")).toMatchObject({ ok: false });
    expect(calendarRange(20270101, "2027-12-31")).toMatchObject({ ok: false });
    // The last days a date can spell, and a year 0: refused with the reason, not an outage further on.
    const outside = { ok: false, message: "A calendar's dates fall between 2000-01-01 and 2099-12-31." };
    expect(calendarRange("9998-12-31", "9999-12-31")).toEqual(outside);
    expect(calendarRange("9999-06-01", "9999-06-02")).toEqual(outside);
    expect(calendarRange("0000-01-01", "0000-01-02")).toEqual(outside);
    expect(calendarRange("2099-12-01", "2099-12-31")).toMatchObject({ ok: true });
  });
});
