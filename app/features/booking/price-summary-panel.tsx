import { useIntl } from "react-intl";
import { Amount } from "../../components/amount";
import { bookingCopy } from "../../i18n/copy/booking";
import { ADVANCE_PERCENT, formatMoney, formatSignedMoney, type PriceSummary } from "../../../domain/money";

interface PriceSummaryPanelProps {
  summary: PriceSummary;
  /** Shown as 'Cost TBD' rows: their price is not known at booking, so never part of the total. */
  insurance?: boolean;
  addOns?: string[];
  headingId: string;
}

export function PriceSummaryPanel({ summary, insurance = false, addOns = [], headingId }: PriceSummaryPanelProps) {
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const row = "flex justify-between gap-4 py-1";
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="price-summary">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t(bookingCopy.priceSummary)}
      </h3>
      <dl className="mt-2 text-sm text-slate-700">
        <div className={row}>
          <dt>{t(bookingCopy.adultsLine, { count: summary.adults, unit: <Amount key="unit">{money(summary.adultUnit)}</Amount> })}</dt>
          <dd className="whitespace-nowrap">
            <Amount>{money(summary.adultsSubtotal)}</Amount>
          </dd>
        </div>
        {summary.childUnit !== null && summary.children > 0 ? (
          <div className={row}>
            <dt>
              {t(bookingCopy.childrenLine, { count: summary.children, unit: <Amount key="unit">{money(summary.childUnit)}</Amount> })}
            </dt>
            <dd className="whitespace-nowrap">
              <Amount>{money(summary.childrenSubtotal)}</Amount>
            </dd>
          </div>
        ) : null}
        {summary.childUnit === null && summary.children > 0 ? (
          <div className={row}>
            <dt>{t(bookingCopy.childrenCount, { count: summary.children })}</dt>
            <dd className="text-end">{t(bookingCopy.childPriceByProvider)}</dd>
          </div>
        ) : null}
        {summary.customizationsTotal !== 0 ? (
          <div className={row}>
            <dt>{t(bookingCopy.customizations)}</dt>
            <dd className="whitespace-nowrap">
              <Amount>{formatSignedMoney(summary.customizationsTotal, summary.currency)}</Amount>
            </dd>
          </div>
        ) : null}
        {insurance ? (
          <div className={row}>
            <dt>{t(bookingCopy.travelInsurance)}</dt>
            <dd className="whitespace-nowrap">{t(bookingCopy.costTbd)}</dd>
          </div>
        ) : null}
        {addOns.length ? (
          <div className={row}>
            <dt>{t(bookingCopy.addOnsLine, { list: intl.formatList(addOns, { type: "conjunction" }) })}</dt>
            <dd className="whitespace-nowrap">{t(bookingCopy.costTbd)}</dd>
          </div>
        ) : null}
        {summary.saving > 0 ? (
          <div className={row}>
            <dt>{t(bookingCopy.originalTotal)}</dt>
            <dd className="whitespace-nowrap">
              <s>{money(summary.originalTotal)}</s>
            </dd>
          </div>
        ) : null}
        <div className={`${row} border-t border-slate-200 pt-2 text-base font-semibold text-slate-900`}>
          <dt>{t(bookingCopy.total)}</dt>
          <dd className="whitespace-nowrap" data-testid="price-total">
            {money(summary.total)}
          </dd>
        </div>
        {summary.saving > 0 ? (
          <div className={`${row} font-medium text-emerald-800`}>
            <dt>{t(bookingCopy.youSave)}</dt>
            <dd className="whitespace-nowrap">{money(summary.saving)}</dd>
          </div>
        ) : null}
        <div className={`${row} font-semibold text-brand-800`}>
          <dt>{t(bookingCopy.advanceLine, { percent: ADVANCE_PERCENT })}</dt>
          <dd className="whitespace-nowrap" data-testid="price-advance">
            {money(summary.advance)}
          </dd>
        </div>
      </dl>
      {insurance || addOns.length ? <p className="mt-2 text-xs text-slate-600">{t(bookingCopy.extrasNote)}</p> : null}
    </section>
  );
}
