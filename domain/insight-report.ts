import { csvText } from "./csv";
import { nice, ticks as d3Ticks } from "d3-array";
import { messageCoder, type CodedMessage, type CodeOf } from "./coded-message";
import { addDays, daysBetween, formatDayMonth, isValidIsoDate } from "./dates";

/**
 * What the Insight screens show (ADR 106): the report's shape, the period it covers, its CSV and
 * its daily chart as SVG markup, shared by the server that answers and the screens that read.
 */

export const PRESET_DAYS = [7, 30, 90] as const;
/** The longest range one may ask for. */
export const MAX_RANGE_DAYS = 366;
/** The first day a range may start on: before the site, and far from what dates can hold. */
const EARLIEST_DAY = "2000-01-01";

export interface InsightRange {
  from: string;
  to: string;
}

export interface InsightPeriod extends InsightRange {
  /** The same number of days just before. */
  previous: InsightRange;
}

/**
 * Why a period was refused: the API's English words, which the admin's screen shows as they are
 * (so sentences, naming the parameter too); the partner portal says them by their codes.
 */
const INSIGHT_PERIOD_MESSAGES = {
  days: `Choose ${PRESET_DAYS.join(", ")} days (days=${PRESET_DAYS.join(", ")}).`,
  notDates: "Enter both dates of the range (from and to, like 2026-11-01).",
  fromAfterTo: "The start date (from) must not be after the end date (to).",
  beforeEarliest: `The start date (from) must not be before ${EARLIEST_DAY}.`,
  afterToday: ({ today }: { today: string }) => `The end date (to) must not be after today (${today}).`,
  tooLong: `A range is at most ${MAX_RANGE_DAYS} days.`,
};
const periodRefusal = messageCoder("insightPeriod", INSIGHT_PERIOD_MESSAGES, {
  beforeEarliest: { earliest: EARLIEST_DAY },
  tooLong: { max: MAX_RANGE_DAYS },
});
export type InsightPeriodCode = CodeOf<"insightPeriod", typeof INSIGHT_PERIOD_MESSAGES>;

/**
 * The period of `?days=7|30|90` (ending today) or `?from=&to=` (days in APP_TIMEZONE, at most
 * MAX_RANGE_DAYS); nothing given is the last 30 days. A refusal is a coded message (its English
 * `message`, its `code` and params).
 */
export function parseInsightPeriod(
  params: URLSearchParams,
  today: string,
): { ok: true; period: InsightPeriod } | { ok: false; refusal: CodedMessage } {
  const refused = (refusal: CodedMessage) => ({ ok: false as const, refusal });
  const from = params.get("from");
  const to = params.get("to");
  let range: InsightRange;
  if (from !== null || to !== null) {
    if (!from || !to || !isValidIsoDate(from) || !isValidIsoDate(to)) return refused(periodRefusal("notDates"));
    if (from > to) return refused(periodRefusal("fromAfterTo"));
    // No count is older than the site, and a day still to come has none yet: zeros there would
    // be figures the site made up.
    if (from < EARLIEST_DAY) return refused(periodRefusal("beforeEarliest"));
    if (to > today) return refused(periodRefusal("afterToday", { today }));
    if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return refused(periodRefusal("tooLong"));
    range = { from, to };
  } else {
    // Written as the presets are (7, not 7.0 or " 7"): one address per period.
    const daysText = params.get("days") ?? "30";
    const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN;
    if (!(PRESET_DAYS as readonly number[]).includes(days)) return refused(periodRefusal("days"));
    range = { from: addDays(today, -(days - 1)), to: today };
  }
  const length = daysBetween(range.from, range.to) + 1;
  return { ok: true, period: { ...range, previous: { from: addDays(range.from, -length), to: addDays(range.from, -1) } } };
}

/** A window of summed days (ADR 115): the `days` days up to and including `ending`. */
export interface InsightWindow {
  ending: string;
  days: number;
}

/** How a range is read: a window, plus the days of the range outside it, minus its days outside the range. */
export interface WindowPlan {
  window: InsightWindow | null;
  add: InsightRange[];
  subtract: InsightRange[];
}

const length = (r: InsightRange) => daysBetween(r.from, r.to) + 1;

/** The days of `a` that are not in `b`: none, one or two ranges. */
function without(a: InsightRange, b: InsightRange): InsightRange[] {
  const out: InsightRange[] = [];
  if (a.from < b.from) out.push({ from: a.from, to: a.to < b.from ? a.to : addDays(b.from, -1) });
  if (a.to > b.to) out.push({ from: a.from > b.to ? a.from : addDays(b.to, 1), to: a.to });
  return out;
}

/**
 * The cheapest way to sum a range's days (ADR 115): the window whose days differ from the range
 * by the fewest days, when they are fewer than the range's own; else the range day by day.
 */
export function windowPlan(range: InsightRange, windows: InsightWindow[]): WindowPlan {
  let best: WindowPlan = { window: null, add: [range], subtract: [] };
  let cost = length(range);
  for (const window of windows) {
    const span = { from: addDays(window.ending, -(window.days - 1)), to: window.ending };
    const add = without(range, span);
    const subtract = without(span, range);
    const days = [...add, ...subtract].reduce((n, r) => n + length(r), 0);
    if (days < cost) {
      cost = days;
      best = { window, add, subtract };
    }
  }
  return best;
}

export interface InsightTotals {
  visitors: number;
  pageViews: number;
  packageViews: number;
  /** Book Now and Enquire Now opened. */
  dialogs: number;
  paymentSteps: number;
  /** WhatsApp hand-offs, booking and enquiry. */
  handoffs: number;
  shares: number;
  pdfDownloads: number;
  favourites: number;
  compares: number;
}

export interface InsightDay {
  day: string;
  visitors: number;
  packageViews: number;
  dialogs: number;
  handoffs: number;
}

/** A row of a breakdown: views → dialogs → payment step → hand-offs (the funnel, for a package). */
export interface InsightRow {
  key: string;
  label: string;
  views: number;
  dialogs: number;
  paymentSteps: number;
  handoffs: number;
}

export const BREAKDOWNS = ["packages", "categories", "providers", "sources", "languages", "devices"] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export interface InsightReport {
  period: InsightPeriod;
  totals: InsightTotals;
  previousTotals: InsightTotals;
  daily: InsightDay[];
  /** Each breakdown's top rows; a provider's report has no `providers`. */
  breakdowns: Partial<Record<Breakdown, InsightRow[]>>;
  /** When counts were dropped; how many only in the site's report (a provider's would learn the site's traffic). */
  gaps: { from: string; to: string; dropped: number | null }[];
  /**
   * The first day the site counted anything ('YYYY-MM-DD'), or null while nothing has been:
   * the days before it were not counted, so their zeros are no traffic missed, and a report says so.
   */
  countedFrom: string | null;
}

/** Whether any day of `range` falls before counting began (or nothing has been counted yet). */
export function beforeCounting(range: { from: string }, countedFrom: string | null): boolean {
  return countedFrom === null || range.from < countedFrom;
}

/** Whether the whole of `range` falls before counting began: its figures are none, not zeros. */
export function wholeBeforeCounting(range: { to: string }, countedFrom: string | null): boolean {
  return countedFrom === null || range.to < countedFrom;
}

/**
 * How much of the previous period was counted: "whole", "partly" (counting began inside it, so a
 * change against its few counted days would be a rise that never happened, e.g. "+300%") or
 * "none" (it lies wholly before counting began: no figures, not zeros).
 */
export function previousCounted(previous: InsightRange, countedFrom: string | null): "whole" | "partly" | "none" {
  if (wholeBeforeCounting(previous, countedFrom)) return "none";
  return beforeCounting(previous, countedFrom) ? "partly" : "whole";
}

/** A share as a whole percentage with one decimal ("12.5%"), or "–" when nothing to divide by. */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return "–";
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
}

/** The change against the previous period: "+25.0%", "−10.0%"; "–" from nothing (no share of zero). */
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "0.0%" : "–";
  const pct = Math.round(((current - previous) / previous) * 1000) / 10;
  return `${pct >= 0 ? "+" : "−"}${Math.abs(pct).toFixed(1)}%`;
}

/** Rows as CSV (domain/csv.ts), header first. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return csvText([header, ...rows]);
}

/** The sources' row of visits with no referrer and no campaign: its key is empty, and a CSV says what it is. */
export const NO_SOURCE_LABEL = "Direct or unknown";

export function breakdownCsv(rows: InsightRow[]): string {
  return toCsv(
    ["key", "label", "views", "dialogs", "payment_steps", "handoffs"],
    rows.map((r) => [r.key, r.key === "" && r.label === "" ? NO_SOURCE_LABEL : r.label, r.views, r.dialogs, r.paymentSteps, r.handoffs]),
  );
}

/**
 * The daily figures as CSV. A day before counting began (`countedFrom`, every day while it is
 * null) has its cells left empty: it was not counted, and a 0 there would be a count made up.
 */
export function dailyCsv(days: InsightDay[], countedFrom: string | null): string {
  return toCsv(
    ["day", "visitors", "package_views", "dialogs", "handoffs"],
    days.map((d) =>
      wholeBeforeCounting({ to: d.day }, countedFrom)
        ? [d.day, "", "", "", ""]
        : [d.day, d.visitors, d.packageViews, d.dialogs, d.handoffs],
    ),
  );
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ChartText {
  title: string;
  /** Names of the two lines drawn: visitors and hand-offs. */
  visitors: string;
  handoffs: string;
  rtl: boolean;
  /** The Intl locale of the screen's language: the days read "2 Nov" in it, the counts group in it. */
  locale: string;
}

/**
 * The widths the chart is drawn at, in CSS pixels: the wide one for a laptop, the narrow one for
 * a phone, where the wide one shrunk to fit would write its 11 px labels at about 6 px. Each is
 * shown at about its own width, so its text keeps the same size on both.
 */
export const CHART_WIDTHS = [640, 320] as const;
export type ChartWidth = (typeof CHART_WIDTHS)[number];
/** The wide chart, drawn when no width is asked for. */
export const CHART_WIDTH: ChartWidth = 640;
export const NARROW_CHART_WIDTH: ChartWidth = 320;
export const CHART_HEIGHT = 240;
/** The screens show the narrow chart where the window is narrower than the wide one. */
export const NARROW_CHART_MEDIA = `(max-width: ${CHART_WIDTH - 0.02}px)`;
/**
 * At most this many days are named under the chart, so their labels never run into each other:
 * over 11 px text like "22 نوفمبر" (about 45 px), at least 78 px apart on the wide chart and at
 * least 58 px apart on the narrow one, whatever the number of days.
 */
const DAY_LABELS: Record<ChartWidth, number> = { 640: 7, 320: 4 };

/** The chart's `width` as asked for: one of CHART_WIDTHS, or nothing for the wide one. */
export function parseChartWidth(value: unknown): { ok: true; width: ChartWidth } | { ok: false; error: string } {
  if (value === undefined) return { ok: true, width: CHART_WIDTH };
  const width = CHART_WIDTHS.find((w) => String(w) === value);
  return width ? { ok: true, width } : { ok: false, error: `width must be one of ${CHART_WIDTHS.join(", ")}.` };
}

/**
 * The daily chart: visitors and hand-offs per day as two lines, hand-written SVG with no script
 * and no style attribute (the CSP allows neither inline). Right to left, the first day is on the
 * right. The legend has a band of its own above the plot, so it never hides a peak; the count
 * axis steps by round whole numbers (d3-array's `nice` and `ticks`) up to a top at or above the
 * highest day. The table beside it carries the same figures for screen readers; the SVG is an
 * image with a title. Drawn at one of CHART_WIDTHS: the narrow one names fewer days.
 */
export function dailyChartSvg(days: InsightDay[], text: ChartText, width: ChartWidth = CHART_WIDTH): string {
  const height = CHART_HEIGHT;
  const pad = { top: 48, bottom: 28, side: 44 };
  const highest = Math.max(0, ...days.map((d) => Math.max(d.visitors, d.handoffs)));
  // Counts are whole: never more steps than the top has units, and at least one unit of height.
  const steps = Math.max(1, Math.min(4, highest));
  const top = Math.max(1, nice(0, highest, steps)[1]);
  const ticks = d3Ticks(0, top, steps).filter(Number.isInteger);
  const plotW = width - pad.side * 2;
  const plotH = height - pad.top - pad.bottom;
  const step = days.length > 1 ? plotW / (days.length - 1) : 0;
  const x = (i: number) => {
    const along = days.length > 1 ? i * step : plotW / 2;
    return Math.round((text.rtl ? pad.side + plotW - along : pad.side + along) * 10) / 10;
  };
  const y = (v: number) => Math.round((pad.top + plotH - (v / top) * plotH) * 10) / 10;
  const line = (pick: (d: InsightDay) => number) => days.map((d, i) => `${i === 0 ? "M" : "L"}${x(i)},${y(pick(d))}`).join("");
  const count = new Intl.NumberFormat(text.locale);
  const axisX = text.rtl ? width - pad.side + 6 : pad.side - 6;
  const anchor = text.rtl ? "start" : "end";
  const labelEvery = Math.max(1, Math.ceil(days.length / DAY_LABELS[width]));
  // The legend starts where the reader starts: at the left, or at the right in Arabic.
  const legendX = text.rtl ? width - pad.side - 16 : pad.side;
  const legendText = text.rtl ? legendX - 4 : legendX + 20;
  const legendAnchor = text.rtl ? "end" : "start";
  const legendRow = (row: number, name: string, colour: string, dashed: boolean) =>
    `<line x1="${legendX}" x2="${legendX + 16}" y1="${12 + row * 18}" y2="${12 + row * 18}" stroke="${colour}" stroke-width="2"${dashed ? ' stroke-dasharray="5 3"' : ""}/>` +
    `<text x="${legendText}" y="${16 + row * 18}" text-anchor="${legendAnchor}" fill="#0f172a">${escapeXml(name)}</text>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(text.title)}" font-family="system-ui, sans-serif" font-size="11">`,
    `<title>${escapeXml(text.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    legendRow(0, text.visitors, "#0f766e", false),
    legendRow(1, text.handoffs, "#b45309", true),
    ...ticks.map(
      (t) =>
        `<line x1="${pad.side}" x2="${width - pad.side}" y1="${y(t)}" y2="${y(t)}" stroke="#e2e8f0"/><text x="${axisX}" y="${y(t) + 4}" text-anchor="${anchor}" fill="#475569">${count.format(t)}</text>`,
    ),
    ...days
      .map((d, i) =>
        i % labelEvery === 0
          ? `<text x="${x(i)}" y="${height - 8}" text-anchor="middle" fill="#475569">${escapeXml(formatDayMonth(d.day, text.locale))}</text>`
          : "",
      )
      .filter(Boolean),
    `<path d="${line((d) => d.visitors)}" fill="none" stroke="#0f766e" stroke-width="2"/>`,
    `<path d="${line((d) => d.handoffs)}" fill="none" stroke="#b45309" stroke-width="2" stroke-dasharray="5 3"/>`,
    ...days.flatMap((d, i) => [
      `<circle cx="${x(i)}" cy="${y(d.visitors)}" r="2.5" fill="#0f766e"/>`,
      `<circle cx="${x(i)}" cy="${y(d.handoffs)}" r="2.5" fill="#b45309"/>`,
    ]),
    `</svg>`,
  ];
  return parts.join("");
}
