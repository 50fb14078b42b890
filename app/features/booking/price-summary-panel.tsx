import { BOOKING_MESSAGES } from "../../../domain/booking";
import { ADVANCE_PERCENT, formatMoney, formatSignedMoney, type PriceSummary } from "../../../domain/money";

interface PriceSummaryPanelProps {
  summary: PriceSummary;
  /** Shown as 'Cost TBD' rows; never part of the total (spec section 9). */
  insurance?: boolean;
  addOns?: string[];
  headingId: string;
}

export function PriceSummaryPanel({ summary, insurance = false, addOns = [], headingId }: PriceSummaryPanelProps) {
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const row = "flex justify-between gap-4 py-1";
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="price-summary">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Price Summary
      </h3>
      <dl className="mt-2 text-sm text-slate-700">
        <div className={row}>
          <dt>
            Adults ({summary.adults} × {money(summary.adultUnit)})
          </dt>
          <dd>{money(summary.adultsSubtotal)}</dd>
        </div>
        {summary.childUnit !== null && summary.children > 0 ? (
          <div className={row}>
            <dt>
              Children ({summary.children} × {money(summary.childUnit)})
            </dt>
            <dd>{money(summary.childrenSubtotal)}</dd>
          </div>
        ) : null}
        {summary.childUnit === null && summary.children > 0 ? (
          <div className={row}>
            <dt>Children ({summary.children})</dt>
            <dd className="text-right">Price confirmed by the provider</dd>
          </div>
        ) : null}
        {summary.customizationsTotal !== 0 ? (
          <div className={row}>
            <dt>Customizations</dt>
            <dd>{formatSignedMoney(summary.customizationsTotal, summary.currency)}</dd>
          </div>
        ) : null}
        {insurance ? (
          <div className={row}>
            <dt>Travel insurance</dt>
            <dd>{BOOKING_MESSAGES.costTbd}</dd>
          </div>
        ) : null}
        {addOns.length ? (
          <div className={row}>
            <dt>Add-ons ({addOns.join(", ")})</dt>
            <dd>{BOOKING_MESSAGES.costTbd}</dd>
          </div>
        ) : null}
        {summary.saving > 0 ? (
          <div className={row}>
            <dt>Original total</dt>
            <dd>
              <s>{money(summary.originalTotal)}</s>
            </dd>
          </div>
        ) : null}
        <div className={`${row} border-t border-slate-200 pt-2 text-base font-semibold text-slate-900`}>
          <dt>Total</dt>
          <dd data-testid="price-total">{money(summary.total)}</dd>
        </div>
        {summary.saving > 0 ? (
          <div className={`${row} font-medium text-emerald-800`}>
            <dt>You save</dt>
            <dd>{money(summary.saving)}</dd>
          </div>
        ) : null}
        <div className={`${row} font-semibold text-brand-800`}>
          <dt>Advance to reserve ({ADVANCE_PERCENT}%)</dt>
          <dd data-testid="price-advance">{money(summary.advance)}</dd>
        </div>
      </dl>
      {insurance || addOns.length ? <p className="mt-2 text-xs text-slate-600">Insurance and add-ons are priced after confirmation and are not in the total.</p> : null}
    </section>
  );
}
