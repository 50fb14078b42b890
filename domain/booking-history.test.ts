import { describe, expect, it } from "vitest";
import { MY_BOOKINGS_MAX, parseSavedBooking, rememberBooking, type SavedBooking } from "./booking-history";

const entry = (reference: string, extra: Partial<SavedBooking> = {}): SavedBooking => ({
  reference,
  mode: "book",
  packageId: "demo-wayanad-forest-escape",
  packageTitle: "Wayanad Forest, Caves & Waterfalls",
  packageCode: "KT-WYD-410",
  sentAt: "2026-11-22T20:00:00.000Z",
  deadline: "2026-11-24T20:00:00.000Z",
  travelDate: "2026-12-29",
  adults: 2,
  children: 1,
  currency: "INR",
  total: 3_299_700,
  advance: 330_000,
  ...extra,
});

describe("My bookings (ADR 038)", () => {
  it("keeps the newest first, moves a repeated reference up, and keeps at most 10", () => {
    let list: SavedBooking[] = [];
    for (let i = 0; i < 12; i++) list = rememberBooking(list, entry(`KT-AAAAA${"23456789ABCD"[i]}`));
    expect(list).toHaveLength(MY_BOOKINGS_MAX);
    expect(list[0]!.reference).toBe("KT-AAAAAD");
    expect(list[9]!.reference).toBe("KT-AAAAA4");
    list = rememberBooking(list, entry("KT-AAAAA9", { total: 100 }));
    expect(list.map((b) => b.reference).slice(0, 2)).toEqual(["KT-AAAAA9", "KT-AAAAAD"]);
    expect(list.filter((b) => b.reference === "KT-AAAAA9")).toHaveLength(1);
  });

  it("reads back what it wrote and nothing else", () => {
    const good = entry("KT-7F3Q9K");
    expect(parseSavedBooking(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(parseSavedBooking({ ...good, travelDate: "" })).toEqual({ ...good, travelDate: "" });
    expect(parseSavedBooking({ ...good, reference: "KT-7F3QOK" })).toBeUndefined();
    expect(parseSavedBooking({ ...good, mode: "pay" })).toBeUndefined();
    expect(parseSavedBooking({ ...good, travelDate: "2026-02-30" })).toBeUndefined();
    expect(parseSavedBooking({ ...good, currency: "EUR" })).toBeUndefined();
    expect(parseSavedBooking({ ...good, total: -1 })).toBeUndefined();
    expect(parseSavedBooking({ ...good, sentAt: "yesterday" })).toBeUndefined();
    expect(parseSavedBooking({ ...good, packageId: "" })).toBeUndefined();
    expect(parseSavedBooking(null)).toBeUndefined();
    expect(parseSavedBooking("KT-7F3Q9K")).toBeUndefined();
  });

  it("keeps no personal data: only the trip as the confirmation showed it", () => {
    expect(Object.keys(entry("KT-7F3Q9K")).sort()).toEqual([
      "adults",
      "advance",
      "children",
      "currency",
      "deadline",
      "mode",
      "packageCode",
      "packageId",
      "packageTitle",
      "reference",
      "sentAt",
      "total",
      "travelDate",
    ]);
    expect(Object.keys(parseSavedBooking({ ...entry("KT-7F3Q9K"), fullName: "Asha", phone: "+91 98470 12345" })!)).not.toContain("phone");
  });
});
