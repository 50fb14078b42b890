import { describe, expect, it } from "vitest";
import {
  addDays,
  countdownLabel,
  daysBetween,
  durationLabel,
  formatDate,
  formatDayMonth,
  isBookingClosed,
  isValidIsoDate,
  todayIn,
} from "./dates";

describe("todayIn", () => {
  it.each([
    ["Asia/Kolkata", "2026-11-20T20:00:00Z", "2026-11-21"],
    ["Asia/Kolkata", "2026-11-20T18:29:59Z", "2026-11-20"],
    ["Asia/Kolkata", "2026-11-20T18:30:00Z", "2026-11-21"],
    ["UTC", "2026-11-20T23:59:59Z", "2026-11-20"],
    ["America/New_York", "2026-11-21T03:00:00Z", "2026-11-20"],
    ["Asia/Kolkata", "2026-12-31T18:30:00Z", "2027-01-01"],
  ])("gives the date in the zone, across the midnight boundary: %s at %s is %s", (zone, instant, date) => {
    expect(todayIn(zone, new Date(instant))).toBe(date);
  });

  it("defaults to now and throws on an unknown zone", () => {
    expect(isValidIsoDate(todayIn("Asia/Kolkata"))).toBe(true);
    expect(() => todayIn("Mars/Olympus")).toThrow(RangeError);
  });
});

describe("isValidIsoDate", () => {
  it.each(["2026-11-21", "2028-02-29", "2000-02-29"])("accepts the calendar date %s", (date) => {
    expect(isValidIsoDate(date)).toBe(true);
  });
  it.each(["2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10"])(
    "refuses the date %s, which is not in the calendar",
    (date) => {
      expect(isValidIsoDate(date)).toBe(false);
    },
  );
  it.each(["2026-1-5", "21/11/2026", "2026-11-21T00:00:00Z", "", undefined])("refuses %j, which is not YYYY-MM-DD", (date) => {
    expect(isValidIsoDate(date as string)).toBe(false);
  });
});

describe("booking window", () => {
  it("is closed only when the closing date is before today", () => {
    expect(isBookingClosed("2026-11-20", "2026-11-21")).toBe(true);
    expect(isBookingClosed("2026-11-21", "2026-11-21")).toBe(false);
    expect(isBookingClosed("2026-11-22", "2026-11-21")).toBe(false);
    expect(isBookingClosed("2025-12-31", "2026-01-01")).toBe(true);
    expect(isBookingClosed(null, "2026-11-21")).toBe(false);
    expect(isBookingClosed(undefined, "2026-11-21")).toBe(false);
    expect(isBookingClosed("", "2026-11-21")).toBe(false);
    expect(isBookingClosed("not a date", "2026-11-21")).toBe(false);
  });
});

describe("day arithmetic", () => {
  it("counts whole days, over leap days and years", () => {
    expect(daysBetween("2026-11-21", "2026-11-21")).toBe(0);
    expect(daysBetween("2026-11-21", "2026-11-22")).toBe(1);
    expect(daysBetween("2026-11-22", "2026-11-21")).toBe(-1);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2); // a European DST weekend changes nothing
    expect(daysBetween("bad", "2026-01-01")).toBeNaN();
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-11-21", 0)).toBe("2026-11-21");
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-01-01", 365)).toBe("2027-01-01");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});

describe("countdownLabel", () => {
  const today = "2026-11-21";
  it("follows the last-minute countdown rule", () => {
    expect(countdownLabel("2026-11-20", today)).toBe("Offer Ended");
    expect(countdownLabel("2025-01-01", today)).toBe("Offer Ended");
    expect(countdownLabel("2026-11-21", today)).toBe("Last Day!");
    expect(countdownLabel("2026-11-22", today)).toBe("1 Day Left");
    expect(countdownLabel("2026-11-23", today)).toBe("2 Days Left");
    expect(countdownLabel("2026-12-21", today)).toBe("30 Days Left");
    expect(countdownLabel("2028-03-01", "2028-02-28")).toBe("2 Days Left");
  });

  it("has no label without a (valid) end date", () => {
    expect(countdownLabel(null, today)).toBeNull();
    expect(countdownLabel(undefined, today)).toBeNull();
    expect(countdownLabel("", today)).toBeNull();
    expect(countdownLabel("2026-02-30", today)).toBeNull();
  });
});

describe("formatting dates", () => {
  it("formats in the locale with the month's name, never all numbers, without shifting the day", () => {
    expect(formatDate("2026-11-21")).toBe("21 Nov 2026");
    expect(formatDate("2026-11-02", "en-IN")).toBe("2 Nov 2026");
    expect(formatDate("2026-11-21", "en-US")).toBe("Nov 21, 2026");
    expect(formatDate("2026-01-01", "en-GB")).toBe("1 Jan 2026");
    expect(formatDate("2028-02-29", "de-DE")).toBe("29. Feb. 2028");
  });

  it.each(["en_US", "zz", ""])("falls back to en-IN for the bad or unknown locale %j", (locale) => {
    expect(formatDate("2026-11-21", locale)).toBe("21 Nov 2026");
  });

  it("returns a bad date unchanged", () => {
    expect(formatDate("")).toBe("");
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate("soon")).toBe("soon");
    expect(formatDayMonth("2026-02-30")).toBe("2026-02-30");
  });

  it("has a form without the year, day and month in the locale's order", () => {
    expect(formatDayMonth("2026-12-14")).toBe("14 Dec");
    expect(formatDayMonth("2026-12-14", "en-US")).toBe("Dec 14");
    expect(formatDayMonth("2026-09-05", "en-GB")).toBe("5 Sept");
    expect(formatDayMonth("2026-12-14", "en_US")).toBe("14 Dec");
  });
});

describe("durationLabel", () => {
  it("uses singular and plural correctly", () => {
    expect(durationLabel(3, 2)).toBe("3 Days / 2 Nights");
    expect(durationLabel(1, 0)).toBe("1 Day / 0 Nights");
    expect(durationLabel(2, 1)).toBe("2 Days / 1 Night");
    expect(durationLabel(15, 14)).toBe("15 Days / 14 Nights");
  });
});
