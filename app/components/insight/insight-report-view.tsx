import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import { isCategorySlug } from "../../../domain/categories";
import { formatDate } from "../../../domain/dates";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  beforeCounting,
  change,
  NARROW_CHART_MEDIA,
  NARROW_CHART_WIDTH,
  percent,
  PRESET_DAYS,
  previousCounted,
  type Breakdown,
  type ChartWidth,
  type InsightReport,
  type InsightRow,
  type InsightTotals,
} from "../../../domain/insight-report";
import { LANGUAGE_INFO, isSiteLanguage } from "../../../domain/site-language";
import { categoryCopy } from "../../i18n/copy/category";
import { insightCopy } from "../../i18n/copy/insight";
import { TitledSection } from "../ui/titled-section";
import { useSiteToday } from "../root-data";
import { useMomentFormat, usePageLanguage, usePageLocale } from "../../i18n/page-locale";

/**
 * The Insight screen, the same for the admin (the whole site) and a partner (its provider's
 * packages): totals against the previous period, the daily chart (an SVG the server draws, with
 * the table of its figures beside it), the funnel per package and the breakdowns, each with its
 * CSV. It reads one report from `apiBase` through `fetchReport`, which carries the caller's session.
 */
export interface InsightReportViewProps {
  /** `/api/admin/insight` or `/api/partner/insight`: the report, `chart.svg` and `<table>.csv` under it. */
  apiBase: string;
  fetchReport: (query: string) => Promise<InsightReport>;
  /** The problem of a failed load, in the page's language (the caller also ends a lapsed session). */
  problemText: (error: unknown) => string;
}

const TABLE_TITLES: Record<Breakdown, MessageDescriptor> = {
  packages: insightCopy.tablePackages,
  categories: insightCopy.tableCategories,
  providers: insightCopy.tableProviders,
  sources: insightCopy.tableSources,
  languages: insightCopy.tableLanguages,
  devices: insightCopy.tableDevices,
};
const DEVICES: Record<string, MessageDescriptor> = {
  phone: insightCopy.devicePhone,
  tablet: insightCopy.deviceTablet,
  desktop: insightCopy.deviceDesktop,
};
const TOTALS: { key: keyof InsightTotals; label: MessageDescriptor }[] = [
  { key: "visitors", label: insightCopy.visitors },
  { key: "pageViews", label: insightCopy.pageViews },
  { key: "packageViews", label: insightCopy.packageViews },
  { key: "dialogs", label: insightCopy.dialogs },
  { key: "paymentSteps", label: insightCopy.paymentSteps },
  { key: "handoffs", label: insightCopy.handoffs },
];

const OTHER_ACTIONS: { key: keyof InsightTotals; label: MessageDescriptor }[] = [
  { key: "shares", label: insightCopy.shares },
  { key: "pdfDownloads", label: insightCopy.pdfDownloads },
  { key: "favourites", label: insightCopy.favourites },
  { key: "compares", label: insightCopy.compares },
];

const CELL = "px-3 py-2 text-start";
const NUMBER = "px-3 py-2 text-end tabular-nums";

export function InsightReportView({ apiBase, fetchReport, problemText }: InsightReportViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const language = usePageLanguage();
  // Days as every page writes them ("3 Nov 2026" on an en-IN page); the CSV keeps ISO days.
  const locale = usePageLocale();
  const moment = useMomentFormat();
  /** When counts were dropped, in the reader's words and time; a gap within one minute is a moment. */
  const gapText = (gap: InsightReport["gaps"][number]) => {
    const [from, to] = [moment(gap.from), moment(gap.to)];
    const dropped = gap.dropped === null ? null : n(gap.dropped);
    if (from === to) return dropped === null ? t(insightCopy.gapWindowAt, { at: from }) : t(insightCopy.gapAt, { at: from, dropped });
    return dropped === null ? t(insightCopy.gapWindow, { from, to }) : t(insightCopy.gap, { from, to, dropped });
  };
  const [query, setQuery] = useState("days=30");
  // The report with the period it was asked for: shown only while that period is the one chosen,
  // so a period just chosen never shows the last one's counts under its name. `load` is the
  // request that answered: the chart's address carries it, so the period chosen again (its
  // address otherwise the same) draws its chart again too, not only its figures.
  const [loaded, setLoaded] = useState<{ query: string; report: InsightReport; load: number } | null>(null);
  const [error, setError] = useState("");
  // Whether the newest request is on its way (the screen asks for its first report at once).
  const [pending, setPending] = useState(true);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  // Only the newest request may answer: a slow earlier period must not replace the one chosen since.
  const latest = useRef(0);
  // The period of the report on screen, if any.
  const shown = useRef<string | null>(null);

  const load = useCallback(
    (q: string) => {
      const request = ++latest.current;
      setQuery(q);
      setError("");
      setPending(true);
      fetchReport(q).then(
        (r) => {
          if (request !== latest.current) return;
          setPending(false);
          shown.current = q;
          setLoaded({ query: q, report: r, load: request });
          setFrom(r.period.from);
          setTo(r.period.to);
        },
        (e: unknown) => {
          if (request !== latest.current) return;
          setPending(false);
          setError(t(insightCopy.failed, { reason: problemText(e) }));
          // The period shown before stays on screen under the refusal (a range refused has no counts).
          if (shown.current !== null) setQuery(shown.current);
        },
      );
    },
    // The caller's functions are fixed for the screen's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => load("days=30"), [load]);
  const report = loaded?.query === query ? loaded.report : null;

  const n = (value: number) => intl.formatNumber(value);
  // No count is kept for a day still to come: the pickers offer none.
  const today = useSiteToday();
  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    // A date the picker could not read leaves its field empty: said, not a button that does nothing.
    if (from && to) load(`from=${from}&to=${to}`);
    else setError(t(insightCopy.periodNotDates));
  };
  const csv = (table: string) => `${apiBase}/${table}.csv?${query}`;
  const chartSrc = (width: ChartWidth) =>
    `${apiBase}/chart.svg?${query}&${new URLSearchParams({
      load: String(loaded?.load ?? 0),
      width: String(width),
      title: t(insightCopy.chartTitle),
      visitors: t(insightCopy.visitors),
      handoffs: t(insightCopy.handoffs),
      lang: language,
    }).toString()}`;

  return (
    <TitledSection title={t(insightCopy.title)} className="mt-8">
      <p className="mt-1 text-sm text-slate-600">{t(insightCopy.intro)}</p>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t(insightCopy.periodLabel)} className="flex flex-wrap gap-2">
          {PRESET_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={query === `days=${days}`}
              onClick={() => load(`days=${days}`)}
              className="h-10 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {t(insightCopy.lastDays, { days })}
            </button>
          ))}
        </div>
        <form onSubmit={applyRange} className="flex flex-wrap items-end gap-2">
          {(
            [
              [insightCopy.rangeFrom, from, setFrom],
              [insightCopy.rangeTo, to, setTo],
            ] as const
          ).map(([label, value, setValue]) => (
            <label key={label.id} className="text-sm text-slate-700">
              {t(label)}
              <input
                type="date"
                value={value}
                max={today}
                onChange={(e) => setValue(e.target.value)}
                className="mt-1 block h-10 rounded-md border border-slate-300 px-2"
              />
            </label>
          ))}
          <button type="submit" className="h-10 rounded-full bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700">
            {t(insightCopy.rangeApply)}
          </button>
        </form>
      </div>

      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      ) : null}
      {/* One status line from the start, so a screen reader says each change of it: counts on
        their way, then loaded (again too, when the period shown is chosen again). Seen only in
        the report's stead; beside a report the report says it. */}
      <p role="status" className={!report && !error ? "mt-4 text-slate-600" : "sr-only"}>
        {pending
          ? t(insightCopy.loading)
          : report
            ? t(insightCopy.loaded, { from: formatDate(report.period.from, locale), to: formatDate(report.period.to, locale) })
            : ""}
      </p>

      {report ? (
        <div>
          <p className="mt-4 text-sm text-slate-700">
            {t(insightCopy.showing, {
              from: formatDate(report.period.from, locale),
              to: formatDate(report.period.to, locale),
              previousFrom: formatDate(report.period.previous.from, locale),
              previousTo: formatDate(report.period.previous.to, locale),
            })}
          </p>
          {beforeCounting(report.period, report.countedFrom) ? (
            <p role="note" className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
              {report.countedFrom === null
                ? t(insightCopy.nothingCounted)
                : t(insightCopy.countedFrom, { date: formatDate(report.countedFrom, locale) })}
            </p>
          ) : null}
          {report.gaps.map((gap) => (
            <p key={gap.from} role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
              {gapText(gap)}
            </p>
          ))}

          <ReportFigures report={report} />
          <DailyFigures report={report} chartSrc={chartSrc} csvHref={csv("daily")} />
          {(Object.keys(TABLE_TITLES) as Breakdown[])
            .filter((table) => report.breakdowns[table] !== undefined)
            .map((table) => (
              <BreakdownTable key={table} table={table} rows={report.breakdowns[table]!} csvHref={csv(table)} />
            ))}
        </div>
      ) : null}
    </TitledSection>
  );
}

/** Totals against the previous period, the other actions and the conversions between steps. */
export function ReportFigures({ report }: { report: InsightReport }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  const locale = usePageLocale();
  const previous = previousCounted(report.period.previous, report.countedFrom);
  /** The line under a total: against the previous period only where that was counted whole. */
  const comparison = (key: keyof InsightTotals) => {
    // Wholly before counting began: no figures to compare, not zeros.
    if (previous === "none") return t(insightCopy.previousNotCounted);
    // Partly counted: a change against its few counted days would be a rise that never happened.
    if (previous === "partly") return t(insightCopy.previousPartlyCounted, { date: formatDate(report.countedFrom!, locale) });
    return t(insightCopy.previous, {
      value: n(report.previousTotals[key]),
      change: change(report.totals[key], report.previousTotals[key]),
    });
  };
  // The cards' columns follow the box they stand in, not the window: the partner portal's column
  // on a laptop is narrower than the admin's full width, and six columns there left a Malayalam
  // label ("പേയ്‌മെന്റ് ഘട്ടത്തിലെത്തിയവ") wider than its card. On a phone the other actions stand one a
  // row: two a row left "PDF ഡൗൺലോഡുകൾ" and its figure no room.
  return (
    <div className="@container">
      <dl className="mt-4 grid grid-cols-2 gap-3 @min-[36rem]:grid-cols-3 @min-[72rem]:grid-cols-6">
        {TOTALS.map(({ key, label }) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{t(label)}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums" data-total={key}>
              {n(report.totals[key])}
            </dd>
            <dd className="text-xs text-slate-600">{comparison(key)}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-6 font-semibold text-slate-900">{t(insightCopy.otherActions)}</h3>
      <dl className="mt-2 grid grid-cols-1 gap-2 @min-[24rem]:grid-cols-2 @min-[48rem]:grid-cols-4">
        {OTHER_ACTIONS.map(({ key, label }) => (
          <div key={key} className="flex justify-between gap-3 rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-700">{t(label)}</dt>
            <dd className="font-semibold tabular-nums" data-total={key}>
              {n(report.totals[key])}
            </dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-6 font-semibold text-slate-900">{t(insightCopy.conversionTitle)}</h3>
      <dl className="mt-2 grid grid-cols-1 gap-2 @min-[48rem]:grid-cols-3">
        {[
          [insightCopy.viewToDialog, report.totals.dialogs, report.totals.packageViews],
          [insightCopy.dialogToHandoff, report.totals.handoffs, report.totals.dialogs],
          [insightCopy.visitorToHandoff, report.totals.handoffs, report.totals.visitors],
        ].map(([label, part, whole]) => (
          <div key={(label as MessageDescriptor).id} className="flex justify-between gap-3 rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-700">{t(label as MessageDescriptor)}</dt>
            <dd className="font-semibold tabular-nums">{percent(part as number, whole as number)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The daily chart the server draws, with the table of its figures beside it and its CSV. */
function DailyFigures({ report, chartSrc, csvHref }: { report: InsightReport; chartSrc: (width: ChartWidth) => string; csvHref: string }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  // Side by side only where the chart's column holds its 560 px: in the admin's full-width section
  // on a laptop, not in the partner portal's narrower column, whatever the window's width.
  return (
    <div className="@container mt-6">
      <div className="grid gap-4 @min-[60rem]:grid-cols-[3fr_2fr]">
        <figure className="min-w-0">
          {/* A window narrower than the wide chart (a phone) loads the narrow one, drawn for its
            width with fewer day labels, and shows it at about that width, so its 11 px labels
            stay 11 px. The wide one is never narrower than 560 px, so its labels stay legible:
            where its column is narrower (a tablet) it scrolls sideways in a region the keyboard
            can scroll too, as the tables beside it do. Tailwind's `sm:` is NARROW_CHART_MEDIA's
            other side: at 40rem the wide chart is shown. */}
          <div
            className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            tabIndex={0}
            role="region"
            aria-label={t(insightCopy.chartTitle)}
          >
            <picture className="block">
              <source media={NARROW_CHART_MEDIA} srcSet={chartSrc(NARROW_CHART_WIDTH)} width={NARROW_CHART_WIDTH} height={CHART_HEIGHT} />
              <img
                src={chartSrc(CHART_WIDTH)}
                alt={t(insightCopy.chartTitle)}
                width={CHART_WIDTH}
                height={CHART_HEIGHT}
                className="h-auto w-full max-w-[30rem] rounded-lg border border-slate-200 sm:max-w-none sm:min-w-[560px]"
              />
            </picture>
          </div>
          <figcaption className="mt-1 text-sm text-slate-600">{t(insightCopy.chartTitle)}</figcaption>
        </figure>
        <FiguresTable
          title={t(insightCopy.dailyTable)}
          columns={[
            t(insightCopy.day),
            t(insightCopy.visitors),
            t(insightCopy.packageViews),
            t(insightCopy.colDialogs),
            t(insightCopy.colHandoffs),
          ]}
          rows={report.daily.map((d) => ({
            key: d.day,
            name: formatDate(d.day, locale),
            figures: [n(d.visitors), n(d.packageViews), n(d.dialogs), n(d.handoffs)],
          }))}
          csvHref={csvHref}
          className="min-w-0"
          scroll="max-h-72 overflow-auto"
          namesOnOneLine
        />
      </div>
    </div>
  );
}

/** One breakdown (packages, categories, providers…): views through hand-offs per row, and its CSV. */
function BreakdownTable({ table, rows, csvHref }: { table: Breakdown; rows: InsightRow[]; csvHref: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  const rowLabel = (table: Breakdown, row: InsightRow) => {
    if (table === "categories" && isCategorySlug(row.key)) return t(categoryCopy[`${row.key}.label` as keyof typeof categoryCopy]);
    if (table === "languages" && isSiteLanguage(row.key)) return LANGUAGE_INFO[row.key].nativeName;
    if (table === "devices" && DEVICES[row.key]) return t(DEVICES[row.key]!);
    if (table === "sources" && row.key === "") return t(insightCopy.direct);
    return row.label || row.key;
  };
  return (
    <FiguresTable
      title={t(TABLE_TITLES[table])}
      columns={[
        t(insightCopy.colName),
        t(insightCopy.colViews),
        t(insightCopy.colDialogs),
        t(insightCopy.colPayment),
        t(insightCopy.colHandoffs),
        t(insightCopy.colConversion),
      ]}
      rows={rows.map((row) => ({
        key: row.key,
        name: rowLabel(table, row),
        figures: [n(row.views), n(row.dialogs), n(row.paymentSteps), n(row.handoffs), percent(row.handoffs, row.views)],
      }))}
      empty={t(insightCopy.empty)}
      csvHref={csvHref}
      className="mt-8"
      scroll="overflow-x-auto"
      table={table}
    />
  );
}

/**
 * A table of figures and the link to its CSV: its title, the columns' headings, then a row each,
 * named by its row header, its figures in the number columns. It scrolls on its own: focusable,
 * so a keyboard can scroll it too. The title stands above the scrolling box, not in it: a caption
 * is as wide as its table, so on a phone a long title ran off the box's edge and scrolled away.
 * In a box narrower than a table of six columns needs (a phone, the partner portal's column),
 * each row stands as a small card instead (`.insight-table` in app/app.css): its name on a line of
 * its own, each figure under its column's heading, so nothing scrolls sideways. The roles are
 * written out because a table laid out as cards is no longer a table to some browsers' screen
 * readers, and the heading over each figure (`data-label`) is drawn with an empty alternative.
 */
function FiguresTable({
  title,
  columns,
  rows,
  empty,
  csvHref,
  className,
  scroll,
  table,
  namesOnOneLine = false,
}: {
  title: string;
  /** The row names' heading, then one a figure. */
  columns: string[];
  rows: { key: string; name: string; figures: string[] }[];
  /** Said in a row of its own when there are no rows (no row at all when not given). */
  empty?: string;
  csvHref: string;
  className: string;
  /** How the box scrolls (and how tall it may grow). */
  scroll: string;
  /** The breakdown shown, as the table's data-table. */
  table?: Breakdown;
  /** Row names kept on one line (dates, which would otherwise break at their spaces). */
  namesOnOneLine?: boolean;
}) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  return (
    <div className={`insight-figures ${className}`}>
      <p id={titleId} className="mb-2 text-sm font-semibold">
        {title}
      </p>
      <div tabIndex={0} role="region" aria-labelledby={titleId} className={`${scroll} rounded-lg border border-slate-200`}>
        {/* The roles said outright: they hold when the narrow layout changes the cells' display. */}
        <table role="table" className="insight-table w-full text-sm" data-table={table} data-figures={columns.length - 1}>
          <caption className="sr-only">{title}</caption>
          <thead role="rowgroup" className="bg-slate-50">
            <tr role="row">
              {columns.map((column, i) => (
                <th key={i} role="columnheader" scope="col" className={i === 0 ? CELL : NUMBER}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 && empty ? (
              <tr role="row">
                <td role="cell" colSpan={columns.length} className={`${CELL} text-slate-600`}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} role="row" className="border-t border-slate-100">
                  <th role="rowheader" scope="row" className={`${CELL} font-normal${namesOnOneLine ? " whitespace-nowrap" : ""}`}>
                    {row.name}
                  </th>
                  {row.figures.map((figure, i) => (
                    <td key={i} role="cell" data-label={columns[i + 1]} className={NUMBER}>
                      {figure}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <a href={csvHref} download className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
        {t(insightCopy.downloadCsv, { table: title })}
      </a>
    </div>
  );
}

/** An instant as "2026-11-26 21:45 UTC": the gap notice, the same for every reader. */
