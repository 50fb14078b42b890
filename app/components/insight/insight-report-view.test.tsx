import { describe, expect, it } from "vitest";
import type { InsightReport, InsightTotals } from "../../../domain/insight-report";
import { renderOnPage } from "../testing/render-on-page";
import { ReportFigures } from "./insight-report-view";

const totals = (visitors: number): InsightTotals => ({
  visitors,
  pageViews: visitors * 2,
  packageViews: visitors,
  dialogs: 0,
  paymentSteps: 0,
  handoffs: 0,
  shares: 0,
  pdfDownloads: 0,
  favourites: 0,
  compares: 0,
});

/** A week's report against the week before, counting having begun on `countedFrom`. */
function weekReport(countedFrom: string | null): InsightReport {
  return {
    period: { from: "2026-11-21", to: "2026-11-27", previous: { from: "2026-11-14", to: "2026-11-20" } },
    totals: totals(40),
    previousTotals: totals(10),
    daily: [],
    breakdowns: {},
    gaps: [],
    countedFrom,
  };
}

/** The line under each total that compares it with the previous period. */
const comparisons = (html: string) => [...html.matchAll(/<dd class="text-xs text-slate-600">([^<]*)<\/dd>/g)].map((m) => m[1]);

describe("the Insight totals against the previous period", () => {
  it("compares with a previous period counted whole", () => {
    expect(comparisons(renderOnPage(<ReportFigures report={weekReport("2026-11-01")} />))[0]).toBe("Previous period: 10 (+300.0%)");
  });

  it("says from which day a previous period only partly counted was counted, never a change against its part", () => {
    const html = renderOnPage(<ReportFigures report={weekReport("2026-11-18")} />);
    expect(comparisons(html)).toEqual(Array(6).fill("Previous period: counted only from 18 Nov 2026"));
    expect(html).not.toContain("%)");
    expect(comparisons(renderOnPage(<ReportFigures report={weekReport("2026-11-18")} />, "ml"))[0]).toBe(
      "മുൻ കാലയളവ്: 2026 നവം 18 മുതൽ മാത്രം എണ്ണിയത്",
    );
  });

  it("says a previous period wholly before counting began was not counted", () => {
    expect(comparisons(renderOnPage(<ReportFigures report={weekReport("2026-11-21")} />))[0]).toBe("Previous period: not counted");
  });
});
