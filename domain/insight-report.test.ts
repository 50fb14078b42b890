import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import {
  beforeCounting,
  breakdownCsv,
  change,
  dailyCsv,
  dailyChartSvg,
  parseChartWidth,
  parseInsightPeriod,
  percent,
  previousCounted,
  wholeBeforeCounting,
  windowPlan,
} from "./insight-report";

describe("parseInsightPeriod", () => {
  const today = "2026-11-27";
  it("reads 7, 30 or 90 days ending today, with the period just before", () => {
    expect(parseInsightPeriod(new URLSearchParams("days=7"), today)).toEqual({
      ok: true,
      period: { from: "2026-11-21", to: "2026-11-27", previous: { from: "2026-11-14", to: "2026-11-20" } },
    });
    expect(parseInsightPeriod(new URLSearchParams(""), today)).toMatchObject({
      ok: true,
      period: { from: "2026-10-29", to: "2026-11-27" },
    });
  });
  it("reads a range of days", () => {
    expect(parseInsightPeriod(new URLSearchParams("from=2026-02-27&to=2026-03-01"), today)).toEqual({
      ok: true,
      period: { from: "2026-02-27", to: "2026-03-01", previous: { from: "2026-02-24", to: "2026-02-26" } },
    });
  });
  it("refuses, with one line and its code, what is no period", () => {
    const refusal = (query: string) => {
      const parsed = parseInsightPeriod(new URLSearchParams(query), today);
      return parsed.ok ? parsed : parsed.refusal;
    };
    expect(refusal("days=8")).toEqual({ message: "Choose 7, 30, 90 days (days=7, 30, 90).", code: "insightPeriod.days" });
    // One way to write each preset.
    for (const loose of ["days=7.0", "days=%207", "days=07.", "days=1e1"])
      expect(refusal(loose), loose).toMatchObject({ code: "insightPeriod.days" });
    expect(refusal("from=2026-11-02")).toEqual({
      message: "Enter both dates of the range (from and to, like 2026-11-01).",
      code: "insightPeriod.notDates",
    });
    expect(refusal("from=2026-11-02&to=2026-11-01")).toEqual({
      message: "The start date (from) must not be after the end date (to).",
      code: "insightPeriod.fromAfterTo",
    });
    expect(refusal("from=2024-01-01&to=2026-11-01")).toEqual({
      message: "A range is at most 366 days.",
      code: "insightPeriod.tooLong",
      params: { max: 366 },
    });
    // Years a date input takes but no count has: the report's queries would reach dates PostgreSQL cannot write.
    expect(refusal("from=0000-01-01&to=0000-01-02")).toEqual({
      message: "The start date (from) must not be before 2000-01-01.",
      code: "insightPeriod.beforeEarliest",
      params: { earliest: "2000-01-01" },
    });
    const afterToday = {
      message: "The end date (to) must not be after today (2026-11-27).",
      code: "insightPeriod.afterToday",
      params: { today: "2026-11-27" },
    };
    expect(refusal("from=9999-12-30&to=9999-12-31")).toEqual(afterToday);
    expect(refusal("from=2026-11-27&to=2026-11-28")).toEqual(afterToday);
  });
});

describe("figures", () => {
  it("writes shares and changes", () => {
    expect(percent(1, 8)).toBe("12.5%");
    expect(percent(1, 0)).toBe("–");
    expect(change(15, 12)).toBe("+25.0%");
    expect(change(9, 10)).toBe("−10.0%");
    expect(change(3, 0)).toBe("–");
    expect(change(0, 0)).toBe("0.0%");
  });
  it("writes CSV that a spreadsheet does not run", () => {
    expect(breakdownCsv([{ key: "=cmd", label: 'Say "hi", then', views: 1, dialogs: 0, paymentSteps: 0, handoffs: 0 }])).toBe(
      `key,label,views,dialogs,payment_steps,handoffs\r\n'=cmd,"Say ""hi"", then",1,0,0,0\r\n`,
    );
  });
  it("names the sources' row of visits with no referrer or campaign, as the screen does", () => {
    const rows = [
      { key: "", label: "", views: 26, dialogs: 3, paymentSteps: 0, handoffs: 1 },
      { key: "google", label: "google", views: 4, dialogs: 0, paymentSteps: 0, handoffs: 0 },
    ];
    expect(breakdownCsv(rows)).toBe(
      "key,label,views,dialogs,payment_steps,handoffs\r\n,Direct or unknown,26,3,0,1\r\ngoogle,google,4,0,0,0\r\n",
    );
  });
  it("draws the chart right to left in Arabic, its texts escaped", () => {
    const days = [
      { day: "2026-11-26", visitors: 2, packageViews: 1, dialogs: 0, handoffs: 0 },
      { day: "2026-11-27", visitors: 4, packageViews: 3, dialogs: 1, handoffs: 1 },
    ];
    const ltr = dailyChartSvg(days, { title: "A <b>", visitors: "V", handoffs: "H", rtl: false, locale: "en-IN" });
    const rtl = dailyChartSvg(days, { title: "A", visitors: "V", handoffs: "H", rtl: true, locale: "ar-u-nu-latn" });
    expect(ltr).toContain("<title>A &#60;b&#62;</title>");
    expect(ltr).not.toContain("<b>");
    // The first day's point: at the start of the axis, on the left or on the right.
    expect(ltr).toContain('<path d="M44,');
    expect(rtl).toContain('<path d="M596,');
    expect(ltr).not.toMatch(/style=|<script/);
  });

  it("names the days in the screen's language, day before month", () => {
    const days = [
      { day: "2026-11-02", visitors: 1, packageViews: 0, dialogs: 0, handoffs: 0 },
      { day: "2026-11-03", visitors: 0, packageViews: 0, dialogs: 0, handoffs: 0 },
    ];
    const text = { title: "T", visitors: "V", handoffs: "H", rtl: false };
    const labels = (svg: string) => [...svg.matchAll(/text-anchor="middle" fill="#475569">([^<]+)</g)].map((m) => m[1]);
    expect(labels(dailyChartSvg(days, { ...text, locale: "en-IN" }))).toEqual(["2 Nov", "3 Nov"]);
    expect(labels(dailyChartSvg(days, { ...text, locale: "hi-IN" }))).toEqual(["2 नव॰", "3 नव॰"]);
  });

  it("steps the count axis by round whole numbers up to a top at or above the highest day", () => {
    const chartOf = (visitors: number[]) =>
      dailyChartSvg(
        visitors.map((v, i) => ({ day: `2026-11-0${i + 1}`, visitors: v, packageViews: 0, dialogs: 0, handoffs: 0 })),
        { title: "T", visitors: "V", handoffs: "H", rtl: false, locale: "en-IN" },
      );
    const axis = (svg: string) => [...svg.matchAll(/text-anchor="end" fill="#475569">([^<]+)</g)].map((m) => m[1]);
    expect(axis(chartOf([0, 0]))).toEqual(["0", "1"]);
    expect(axis(chartOf([1, 0]))).toEqual(["0", "1"]);
    expect(axis(chartOf([3, 1]))).toEqual(["0", "1", "2", "3"]);
    expect(axis(chartOf([7, 2]))).toEqual(["0", "2", "4", "6", "8"]);
    expect(axis(chartOf([1234, 5]))).toEqual(["0", "500", "1,000", "1,500"]);
  });

  it("keeps the legend above the plot, clear of the highest point", () => {
    const svg = dailyChartSvg([{ day: "2026-11-02", visitors: 5, packageViews: 0, dialogs: 0, handoffs: 5 }], {
      title: "T",
      visitors: "V",
      handoffs: "H",
      rtl: false,
      locale: "en-IN",
    });
    const legendBottom = Math.max(...[...svg.matchAll(/<text x="\d+" y="(\d+)" text-anchor="start"/g)].map((m) => Number(m[1])));
    const highestPoint = Math.min(...[...svg.matchAll(/<circle cx="[\d.]+" cy="([\d.]+)"/g)].map((m) => Number(m[1])));
    expect(legendBottom).toBe(34);
    expect(highestPoint).toBe(48);
  });
});

describe("the narrow chart", () => {
  const text = { title: "T", visitors: "Visitors", handoffs: "WhatsApp hand-offs", rtl: false, locale: "en-IN" };
  const daysFrom = (first: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ day: addDays(first, i), visitors: i % 5, packageViews: 0, dialogs: 0, handoffs: i % 2 }));
  /** The day labels under the plot: where each is centred, and what it says. */
  const dayLabels = (svg: string) =>
    [...svg.matchAll(/<text x="([\d.]+)" y="232" text-anchor="middle" fill="#475569">([^<]+)</g)].map((m) => [Number(m[1]), m[2]]);

  it("is 320 px wide with the wide chart's 11 px text, and names four of 30 days", () => {
    const svg = dailyChartSvg(daysFrom("2026-11-01", 30), text, 320);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 320 240" width="320" height="240" [^>]*font-size="11">/);
    expect(dayLabels(svg)).toEqual([
      [44, "1 Nov"],
      [108, "9 Nov"],
      [172, "17 Nov"],
      [236, "25 Nov"],
    ]);
    // Right to left, the first day stands at the right.
    expect(dayLabels(dailyChartSvg(daysFrom("2026-11-01", 30), { ...text, rtl: true, locale: "ar-u-nu-latn" }, 320))).toEqual([
      [276, "1 نوفمبر"],
      [212, "9 نوفمبر"],
      [148, "17 نوفمبر"],
      [84, "25 نوفمبر"],
    ]);
    // The wide chart is as it was: six of the 30 days, 95 px apart.
    expect(dayLabels(dailyChartSvg(daysFrom("2026-11-01", 30), text)).map(([x]) => x)).toEqual([44, 139.2, 234.3, 329.5, 424.7, 519.9]);
  });

  it("never sets two day labels closer than 58 px (78 px on the wide chart), for any period", () => {
    for (const count of [2, 3, 7, 8, 30, 31, 90, 91, 200, 366]) {
      for (const [width, nearest] of [
        [320, 58],
        [640, 78],
      ] as const) {
        for (const rtl of [false, true]) {
          const xs = dayLabels(dailyChartSvg(daysFrom("2026-01-01", count), { ...text, rtl }, width))
            .map(([x]) => x as number)
            .sort((a, b) => a - b);
          expect(xs.length, `${count} days at ${width}`).toBeGreaterThanOrEqual(2);
          expect(xs.length).toBeLessThanOrEqual(width === 320 ? 4 : 7);
          for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!, `${count} days at ${width}`).toBeGreaterThanOrEqual(nearest);
          // Every label is centred inside the plot, so none is cut at the chart's edge.
          expect(xs[0]).toBeGreaterThanOrEqual(44);
          expect(xs.at(-1)).toBeLessThanOrEqual(width - 44);
        }
      }
    }
  });

  it("takes a width only from CHART_WIDTHS; nothing asked for is the wide one", () => {
    expect(parseChartWidth(undefined)).toEqual({ ok: true, width: 640 });
    expect(parseChartWidth("320")).toEqual({ ok: true, width: 320 });
    expect(parseChartWidth("640")).toEqual({ ok: true, width: 640 });
    for (const bad of ["", "300", "320px", " 320", "3.2e2", "0320", ["320", "640"]])
      expect(parseChartWidth(bad)).toEqual({ ok: false, error: "width must be one of 640, 320." });
  });
});

describe("windowPlan", () => {
  const windows = [
    { ending: "2026-11-25", days: 6 },
    { ending: "2026-11-25", days: 29 },
    { ending: "2026-11-25", days: 89 },
  ];

  it("reads the screen's 7, 30 and 90 days as the window of a day fewer ending yesterday, plus today", () => {
    expect(windowPlan({ from: "2026-11-20", to: "2026-11-26" }, windows)).toEqual({
      window: { ending: "2026-11-25", days: 6 },
      add: [{ from: "2026-11-26", to: "2026-11-26" }],
      subtract: [],
    });
    expect(windowPlan({ from: "2026-08-29", to: "2026-11-26" }, windows)).toEqual({
      window: { ending: "2026-11-25", days: 89 },
      add: [{ from: "2026-11-26", to: "2026-11-26" }],
      subtract: [],
    });
  });

  it("takes a window that is a few days off, adding and subtracting on both sides", () => {
    // The 29 days up to the 25th are 28 Oct to 25 Nov; the range is 29 Oct to 26 Nov.
    expect(windowPlan({ from: "2026-10-29", to: "2026-11-26" }, windows)).toEqual({
      window: { ending: "2026-11-25", days: 29 },
      add: [{ from: "2026-11-26", to: "2026-11-26" }],
      subtract: [{ from: "2026-10-28", to: "2026-10-28" }],
    });
    expect(windowPlan({ from: "2026-10-25", to: "2026-11-20" }, windows)).toEqual({
      window: { ending: "2026-11-25", days: 29 },
      add: [{ from: "2026-10-25", to: "2026-10-27" }],
      subtract: [{ from: "2026-11-21", to: "2026-11-25" }],
    });
  });

  it("reads day by day when no window is nearer than the range's own days", () => {
    const range = { from: "2026-11-10", to: "2026-11-12" };
    expect(windowPlan(range, windows)).toEqual({ window: null, add: [range], subtract: [] });
    expect(windowPlan({ from: "2025-01-01", to: "2025-03-01" }, windows)).toEqual({
      window: null,
      add: [{ from: "2025-01-01", to: "2025-03-01" }],
      subtract: [],
    });
    expect(windowPlan(range, [])).toEqual({ window: null, add: [range], subtract: [] });
  });
});

describe("the daily CSV", () => {
  const day = (d: string, visitors: number) => ({ day: d, visitors, packageViews: visitors, dialogs: 0, handoffs: 0 });
  const days = [day("2026-11-19", 0), day("2026-11-20", 0), day("2026-11-21", 4)];
  const header = "day,visitors,package_views,dialogs,handoffs\r\n";

  it("writes a counted day's zeros, and leaves the days before counting began empty", () => {
    expect(dailyCsv(days, "2026-11-20")).toBe(`${header}2026-11-19,,,,\r\n2026-11-20,0,0,0,0\r\n2026-11-21,4,4,0,0\r\n`);
    expect(dailyCsv(days, "2026-11-01")).toBe(`${header}2026-11-19,0,0,0,0\r\n2026-11-20,0,0,0,0\r\n2026-11-21,4,4,0,0\r\n`);
  });

  it("leaves every day empty while nothing has been counted", () => {
    expect(dailyCsv(days.slice(0, 2), null)).toBe(`${header}2026-11-19,,,,\r\n2026-11-20,,,,\r\n`);
  });
});

describe("a period against the day counting began", () => {
  it("has days before it, or lies wholly before it; everything does while nothing has been counted", () => {
    const november = { from: "2026-11-01", to: "2026-11-30" };
    expect([beforeCounting(november, "2026-11-20"), wholeBeforeCounting(november, "2026-11-20")]).toEqual([true, false]);
    expect([beforeCounting(november, "2026-11-01"), wholeBeforeCounting(november, "2026-11-01")]).toEqual([false, false]);
    expect([beforeCounting(november, "2026-12-01"), wholeBeforeCounting(november, "2026-12-01")]).toEqual([true, true]);
    expect([beforeCounting(november, null), wholeBeforeCounting(november, null)]).toEqual([true, true]);
  });

  it("names a previous period counted whole, partly (counting began inside it) or not at all", () => {
    const november = { from: "2026-11-01", to: "2026-11-30" };
    expect(previousCounted(november, "2026-11-01")).toBe("whole");
    expect(previousCounted(november, "2026-10-01")).toBe("whole");
    expect(previousCounted(november, "2026-11-02")).toBe("partly");
    expect(previousCounted(november, "2026-11-30")).toBe("partly");
    expect(previousCounted(november, "2026-12-01")).toBe("none");
    expect(previousCounted(november, null)).toBe("none");
  });
});
