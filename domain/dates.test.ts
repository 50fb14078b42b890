import { describe, expect, it } from "vitest";
import {
  addDays,
  countdownLabel,
  daysBetween,
  minutesToWait,
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
    const windows: [closing: string | null | undefined, today: string][] = [
      ["2026-11-20", "2026-11-21"],
      ["2026-11-21", "2026-11-21"],
      ["2026-11-22", "2026-11-21"],
      ["2025-12-31", "2026-01-01"],
      [null, "2026-11-21"],
      [undefined, "2026-11-21"],
      ["", "2026-11-21"],
      ["not a date", "2026-11-21"],
    ];
    expect(Object.fromEntries(windows.map(([closing, today]) => [`${closing} on ${today}`, isBookingClosed(closing, today)]))).toEqual({
      "2026-11-20 on 2026-11-21": true,
      "2026-11-21 on 2026-11-21": false,
      "2026-11-22 on 2026-11-21": false,
      "2025-12-31 on 2026-01-01": true,
      "null on 2026-11-21": false,
      "undefined on 2026-11-21": false,
      " on 2026-11-21": false,
      "not a date on 2026-11-21": false,
    });
  });
});

describe("day arithmetic", () => {
  it("counts whole days, over leap days and years", () => {
    const spans = [
      ["2026-11-21", "2026-11-21"],
      ["2026-11-21", "2026-11-22"],
      ["2026-11-22", "2026-11-21"],
      ["2028-02-28", "2028-03-01"],
      ["2026-02-28", "2026-03-01"],
      ["2026-01-01", "2027-01-01"],
      ["2028-01-01", "2029-01-01"],
      ["2026-03-28", "2026-03-30"],
      ["bad", "2026-01-01"],
    ] as const;
    // toEqual compares numbers as Object.is does: 0 is not -0, and NaN is NaN.
    expect(Object.fromEntries(spans.map(([from, to]) => [`${from} → ${to}`, daysBetween(from, to)]))).toEqual({
      "2026-11-21 → 2026-11-21": 0,
      "2026-11-21 → 2026-11-22": 1,
      "2026-11-22 → 2026-11-21": -1,
      "2028-02-28 → 2028-03-01": 2,
      "2026-02-28 → 2026-03-01": 1,
      "2026-01-01 → 2027-01-01": 365,
      "2028-01-01 → 2029-01-01": 366,
      "2026-03-28 → 2026-03-30": 2, // a European DST weekend changes nothing
      "bad → 2026-01-01": NaN,
    });
  });

  it("adds days across months, years and leap days", () => {
    const sums = [
      ["2026-11-21", 0],
      ["2026-11-30", 1],
      ["2026-12-31", 1],
      ["2028-02-28", 1],
      ["2028-02-29", 1],
      ["2026-03-01", -1],
      ["2026-01-01", 365],
    ] as const;
    expect(sums.map(([date, n]) => `${date} + ${n} → ${addDays(date, n)}`)).toEqual([
      "2026-11-21 + 0 → 2026-11-21",
      "2026-11-30 + 1 → 2026-12-01",
      "2026-12-31 + 1 → 2027-01-01",
      "2028-02-28 + 1 → 2028-02-29",
      "2028-02-29 + 1 → 2028-03-01",
      "2026-03-01 + -1 → 2026-02-28",
      "2026-01-01 + 365 → 2027-01-01",
    ]);
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});

describe("countdownLabel", () => {
  const today = "2026-11-21";
  it("follows the last-minute countdown rule", () => {
    const ends = [
      ["2026-11-20", today],
      ["2025-01-01", today],
      ["2026-11-21", today],
      ["2026-11-22", today],
      ["2026-11-23", today],
      ["2026-12-21", today],
      ["2028-03-01", "2028-02-28"],
    ] as const;
    expect(ends.map(([end, on]) => `${end} on ${on} → ${countdownLabel(end, on)}`)).toEqual([
      "2026-11-20 on 2026-11-21 → Offer Ended",
      "2025-01-01 on 2026-11-21 → Offer Ended",
      "2026-11-21 on 2026-11-21 → Last Day!",
      "2026-11-22 on 2026-11-21 → 1 Day Left",
      "2026-11-23 on 2026-11-21 → 2 Days Left",
      "2026-12-21 on 2026-11-21 → 30 Days Left",
      "2028-03-01 on 2028-02-28 → 2 Days Left",
    ]);
  });

  it("has no label without a (valid) end date", () => {
    expect(countdownLabel(null, today)).toBeNull();
    expect(countdownLabel(undefined, today)).toBeNull();
    expect(countdownLabel("", today)).toBeNull();
    expect(countdownLabel("2026-02-30", today)).toBeNull();
  });
});

describe("formatting dates", () => {
  /** Each date, in a locale or the default, and what `format` makes of it. */
  type Dated = [date: string, locale?: string];
  const inLocales = (format: typeof formatDate, dates: Dated[]) =>
    dates.map(([date, locale]) => `${date} ${locale ?? "(default)"} → ${format(date, locale)}`);

  it("formats in the locale with the month's name, never all numbers, without shifting the day", () => {
    const dates: Dated[] = [
      ["2026-11-21"],
      ["2026-11-02", "en-IN"],
      ["2026-11-21", "en-US"],
      ["2026-01-01", "en-GB"],
      ["2028-02-29", "de-DE"],
    ];
    expect(inLocales(formatDate, dates)).toEqual([
      "2026-11-21 (default) → 21 Nov 2026",
      "2026-11-02 en-IN → 2 Nov 2026",
      "2026-11-21 en-US → Nov 21, 2026",
      "2026-01-01 en-GB → 1 Jan 2026",
      "2028-02-29 de-DE → 29. Feb. 2028",
    ]);
  });

  it.each(["en_US", "zz", ""])("falls back to en-IN for the bad or unknown locale %j", (locale) => {
    expect(formatDate("2026-11-21", locale)).toBe("21 Nov 2026");
  });

  it("returns a bad date unchanged", () => {
    const bad = ["", "2026-02-30", "soon"];
    expect(bad.map((date) => formatDate(date))).toEqual(bad);
    expect(formatDayMonth("2026-02-30")).toBe("2026-02-30");
  });

  it("has a form without the year, day and month in the locale's order", () => {
    const dates: Dated[] = [["2026-12-14"], ["2026-12-14", "en-US"], ["2026-09-05", "en-GB"], ["2026-12-14", "en_US"]];
    expect(inLocales(formatDayMonth, dates)).toEqual([
      "2026-12-14 (default) → 14 Dec",
      "2026-12-14 en-US → Dec 14",
      "2026-09-05 en-GB → 5 Sept",
      "2026-12-14 en_US → 14 Dec",
    ]);
  });
});

describe("durationLabel", () => {
  it("uses singular and plural correctly", () => {
    const stays = [
      [3, 2],
      [1, 0],
      [2, 1],
      [15, 14],
    ] as const;
    expect(stays.map(([days, nights]) => `${days}, ${nights} → ${durationLabel(days, nights)}`)).toEqual([
      "3, 2 → 3 Days / 2 Nights",
      "1, 0 → 1 Day / 0 Nights",
      "2, 1 → 2 Days / 1 Night",
      "15, 14 → 15 Days / 14 Nights",
    ]);
  });
});

describe("minutesToWait", () => {
  it("rounds a Retry-After up to whole minutes, and says at least one", () => {
    expect([0, 1, 59, 60, 61, 3840].map(minutesToWait)).toEqual([1, 1, 1, 1, 2, 64]);
  });
});
