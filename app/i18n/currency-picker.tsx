import { useId } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { withoutTrackingParams } from "../../domain/tracking-params";
import { NoscriptSubmit } from "../components/ui/button";
import { APPLIES_AT_ONCE } from "../deferred-scripts";
import { siteCopy } from "./copy/site";
import { useDisplayCurrency } from "./display-currency";
import { pageShownNow } from "./page-shown-now";

/**
 * The display currency: a GET form to /preferences, which remembers the choice in a cookie and
 * comes back to this page (a full load, so every price on it is converted on the server).
 * Submits on change with JavaScript; a button does it without. Hidden when only INR is available.
 */
export function CurrencyPicker({ className = "" }: { className?: string }) {
  const intl = useIntl();
  const id = useId();
  const location = useLocation();
  const { currency, available } = useDisplayCurrency();
  if (available.length < 2) return null;
  return (
    <form method="get" action="/preferences" {...APPLIES_AT_ONCE} className={`flex items-center gap-1 ${className}`}>
      <input type="hidden" name="back" value={`${location.pathname}${withoutTrackingParams(location.search)}`} />
      {/* Beside the select on a phone's menu; on a laptop's one-row header (where every word counts in
          Malayalam) the select's own "USD" says it, and the label is kept for screen readers. */}
      <label htmlFor={id} className="text-sm text-slate-700 xl:sr-only">
        {intl.formatMessage(siteCopy.currency)}
      </label>
      <select
        id={id}
        name="currency"
        defaultValue={currency}
        onChange={(e) => {
          const form = e.currentTarget.form;
          if (!form) return;
          // Back to the page as the browser shows it now; its fragment rides on the form's address,
          // never sent, and the browser keeps it through the redirect back.
          const shown = pageShownNow();
          (form.elements.namedItem("back") as HTMLInputElement).value = `${shown.path}${shown.query}`;
          form.action = `/preferences${shown.fragment}`;
          form.submit();
        }}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {available.map((c) => (
          // Named in the page's language from the platform's own data (CLDR, through Intl.DisplayNames).
          <option key={c} value={c} title={intl.formatDisplayName(c, { type: "currency" })}>
            {c}
          </option>
        ))}
      </select>
      <NoscriptSubmit className="min-h-11 rounded-md border border-slate-300 px-2 text-sm">
        {intl.formatMessage(siteCopy.apply)}
      </NoscriptSubmit>
    </form>
  );
}
