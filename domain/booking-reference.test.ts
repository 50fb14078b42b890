import { describe, expect, it } from "vitest";
import { formatDeadline, guaranteeDeadline, isBookingReference, newBookingReference, REFERENCE_ALPHABET } from "./booking-reference";

describe("newBookingReference", () => {
  it("is KT- and six characters without look-alikes", () => {
    for (let i = 0; i < 500; i++) {
      const ref = newBookingReference();
      expect(ref).toMatch(/^KT-[2-9A-HJKMNP-TV-Z]{6}$/);
      expect(isBookingReference(ref)).toBe(true);
    }
    expect(REFERENCE_ALPHABET).toHaveLength(30);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
  });

  it("maps random bytes onto the alphabet and skips bytes of 240 and above (no bias)", () => {
    const bytes = [255, 0, 29, 240, 30, 59, 239, 1];
    const fixed = (buffer: Uint8Array) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    };
    // 0 → '2', 29 → 'Z', 30 → '2', 59 → 'Z', 239 → 'Z' (239 % 30 = 29), 1 → '3'.
    expect(newBookingReference(fixed)).toBe("KT-2Z2ZZ3");
  });

  it("differs between calls", () => {
    const refs = new Set(Array.from({ length: 1000 }, () => newBookingReference()));
    expect(refs.size).toBe(1000);
  });

  it("recognises only well-formed references", () => {
    expect(isBookingReference("KT-7F3Q9K")).toBe(true);
    expect(isBookingReference("KT-7F3Q9")).toBe(false);
    expect(isBookingReference("KT-7F3QOK")).toBe(false);
    expect(isBookingReference("kt-7f3q9k")).toBe(false);
    expect(isBookingReference(42)).toBe(false);
  });
});

describe("the Booking Guarantee deadline", () => {
  it("is 48 hours after sending", () => {
    expect(guaranteeDeadline(new Date("2026-11-22T10:15:00.000Z")).toISOString()).toBe("2026-11-24T10:15:00.000Z");
  });

  it("reads as a date and time in the traveller's zone, across midnight", () => {
    // Sent 22 Nov 20:00 UTC = 23 Nov 01:30 in India (already past midnight there).
    const deadline = guaranteeDeadline(new Date("2026-11-22T20:00:00.000Z"));
    expect(formatDeadline(deadline, "Asia/Kolkata")).toBe("Wed, 25 Nov 2026, 1:30 am IST");
    expect(formatDeadline(deadline, "America/New_York", "en-US")).toBe("Tue, Nov 24, 2026, 3:00 PM EST");
    expect(formatDeadline(deadline, "Europe/London", "en-GB")).toBe("Tue, 24 Nov 2026, 20:00 GMT");
    expect(formatDeadline(deadline, "Asia/Dubai")).toBe("Wed, 25 Nov 2026, 12:00 am GST");
  });

  it("crosses a month and a year end", () => {
    const deadline = guaranteeDeadline(new Date("2026-12-30T19:00:00.000Z"));
    expect(formatDeadline(deadline, "Asia/Kolkata")).toBe("Sat, 2 Jan 2027, 12:30 am IST");
  });

  it("moves to the next day in a zone east of UTC and stays on the day in one west of it", () => {
    // Sent 22 Nov 2026 18:40 UTC: 23 Nov 00:10 in Kolkata, 22 Nov 13:40 in New York.
    const deadline = guaranteeDeadline(new Date("2026-11-22T18:40:00.000Z"));
    expect(formatDeadline(deadline, "Asia/Kolkata")).toBe("Wed, 25 Nov 2026, 12:10 am IST");
    expect(formatDeadline(deadline, "America/New_York", "en-US")).toBe("Tue, Nov 24, 2026, 1:40 PM EST");
    expect(formatDeadline(deadline, "Pacific/Auckland", "en-NZ")).toBe("Wed, 25 Nov 2026, 7:40 am NZDT");
  });

  it("is 48 real hours across a daylight-saving change, so the clock time shifts by one hour", () => {
    // New York leaves daylight saving on 1 Nov 2026 at 2:00 am: sent Sat 31 Oct 10:00 am EDT.
    const deadline = guaranteeDeadline(new Date("2026-10-31T14:00:00.000Z"));
    expect(formatDeadline(deadline, "America/New_York", "en-US")).toBe("Mon, Nov 2, 2026, 9:00 AM EST");
  });

  it("joins its parts as the locale writes a date and a time: the Arabic comma in Arabic", () => {
    const deadline = guaranteeDeadline(new Date("2026-11-22T20:00:00.000Z"));
    expect(formatDeadline(deadline, "Asia/Kolkata", "ar-u-nu-latn")).toBe("الأربعاء، 25 نوفمبر 2026، 1:30 ص غرينتش+5:30");
    expect(formatDeadline(deadline, "Asia/Kolkata", "hi-IN")).toBe("बुध, 25 नव॰ 2026, 1:30 am IST");
  });

  it("falls back to India time for an unknown zone", () => {
    expect(formatDeadline(new Date("2026-11-24T20:00:00.000Z"), "Mars/Olympus")).toBe("Wed, 25 Nov 2026, 1:30 am IST");
  });
});
