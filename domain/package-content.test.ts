import { describe, expect, it } from "vitest";
import { districtFromPlaces } from "./districts";
import {
  departureSortRows,
  nextOpenDeparture,
  overnightRoute,
  upcomingDepartures,
  validatePackageContent,
  type PackageContent,
} from "./package-content";

const content = (over: Partial<PackageContent & { durationDays: number }> = {}) => ({
  district: "idukki" as const,
  itinerary: [
    { title: "Arrive in Munnar", description: "", overnight: "Munnar", meals: ["dinner" as const] },
    { title: "Tea country", description: "", overnight: "Munnar", meals: [] },
  ],
  inclusions: [],
  exclusions: [],
  gstIncluded: true,
  cancellationPolicy: "",
  departures: [{ date: "2026-12-14", seatsTotal: 12, seatsLeft: 4, priceAdult: null }],
  featured: false,
  durationDays: 3,
  ...over,
});
const message = (over: Partial<PackageContent & { durationDays: number }>) => {
  const r = validatePackageContent(content(over), 100_000_000_000);
  return r.ok ? null : r.message;
};

describe("validatePackageContent", () => {
  it("accepts a complete package", () => {
    expect(message({})).toBeNull();
  });

  it("checks in the stated order with clear messages", () => {
    expect(message({ district: null, itinerary: [{ title: "", description: "", overnight: "", meals: [] }] })).toBe(
      "Choose the district the package is in (or Outside Kerala).",
    );
    const days = content().itinerary;
    expect(message({ itinerary: [days[0]!, days[1]!, { ...days[0]!, title: "  " }] })).toBe("Day 3 needs a title.");
    expect(message({ durationDays: 1 })).toBe("The itinerary has 2 days but the package lasts 1 day.");
    expect(message({ departures: [{ date: "2026-02-30", seatsTotal: 1, seatsLeft: 1, priceAdult: null }] })).toBe(
      "Departure 1 needs a real date (YYYY-MM-DD).",
    );
    const d = { date: "2026-12-14", seatsTotal: 10, seatsLeft: 2, priceAdult: null };
    expect(message({ departures: [d, d] })).toBe("The departure on 14 Dec 2026 is listed twice.");
    expect(message({ departures: [{ ...d, seatsTotal: 0 }] })).toBe("Seats in total on 14 Dec 2026 must be a whole number from 1 to 1000.");
    expect(message({ departures: [{ ...d, seatsLeft: -1 }] })).toBe("Seats left must be a whole number, 0 or more.");
    expect(message({ departures: [{ ...d, seatsLeft: 2.5 }] })).toBe("Seats left must be a whole number, 0 or more.");
    expect(message({ departures: [{ ...d, seatsLeft: 11 }] })).toBe("Seats left cannot exceed seats in total.");
    expect(message({ departures: [{ ...d, priceAdult: 0 }] })).toBe(
      "The adult price on 14 Dec 2026 must be above 0, or left empty to use the package price.",
    );
  });
});

describe("departures as a traveller sees them", () => {
  const list = [
    { date: "2026-12-20", seatsTotal: 10, seatsLeft: 0, priceAdult: null },
    { date: "2026-12-14", seatsTotal: 10, seatsLeft: 4, priceAdult: 1_800_000 },
    { date: "2026-11-01", seatsTotal: 10, seatsLeft: 3, priceAdult: null },
    { date: "2027-01-05", seatsTotal: 10, seatsLeft: 1, priceAdult: null },
  ];

  it("lists upcoming ones by date, sold out included, and finds the next open one", () => {
    expect(upcomingDepartures(list, "2026-11-22").map((d) => d.date)).toEqual(["2026-12-14", "2026-12-20", "2027-01-05"]);
    expect(nextOpenDeparture(list, "2026-12-15")?.date).toBe("2027-01-05");
    expect(nextOpenDeparture(list, "2027-01-06")).toBeUndefined();
  });

  it("writes one sort row per open departure with the previous open date", () => {
    expect(departureSortRows(list)).toEqual([
      { departureDate: "2026-11-01", previousOpenDate: null },
      { departureDate: "2026-12-14", previousOpenDate: "2026-11-01" },
      { departureDate: "2027-01-05", previousOpenDate: "2026-12-14" },
    ]);
  });
});

describe("itinerary and district helpers", () => {
  it("lists overnight places once per stay", () => {
    const day = (overnight: string) => ({ title: "x", description: "", overnight, meals: [] });
    expect(overnightRoute([day("Munnar"), day("Munnar"), day("Thekkady"), day(""), day("Alappuzha")])).toEqual([
      "Munnar",
      "Thekkady",
      "Alappuzha",
    ]);
  });

  it("finds the district a place names, first mention first", () => {
    const named = [["Munnar, Thekkady"], ["Alleppey backwaters"], ["Fort Kochi", "Munnar"], ["Wayanad"]];
    expect(named.map((places) => `${places.join(" + ")} → ${districtFromPlaces(...places)}`)).toEqual([
      "Munnar, Thekkady → idukki",
      "Alleppey backwaters → alappuzha",
      "Fort Kochi + Munnar → ernakulam",
      "Wayanad → wayanad",
    ]);
    expect(districtFromPlaces("Dubai")).toBeUndefined();
  });
});
