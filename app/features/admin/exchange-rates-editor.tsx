import { useEffect, useId, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { RATED_CURRENCIES, type ExchangeRateSettings, type ExchangeRates, type RatedCurrency } from "../../../domain/currency";

type Draft = Record<RatedCurrency, string>;

const emptyDraft = (): Draft => Object.fromEntries(RATED_CURRENCIES.map((c) => [c, ""])) as Draft;

function toDraft(rates: ExchangeRates): Draft {
  const draft = emptyDraft();
  for (const c of RATED_CURRENCIES) {
    const rate = rates.rates[c];
    if (rate !== undefined) draft[c] = String(rate);
  }
  return draft;
}

async function request(method: "GET" | "PUT", body?: unknown): Promise<ExchangeRateSettings> {
  let response: Response;
  try {
    response = await fetch("/api/admin/exchange-rates", {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error("Could not reach the server. Check your connection and try again.");
  }
  const payload = (await response.json().catch(() => null)) as (ExchangeRateSettings & { error?: string }) | null;
  if (!response.ok) throw new Error(payload?.error ?? `The server answered ${response.status}.`);
  return payload as ExchangeRateSettings;
}

/** The line that dates the rates; the demo's say so until the admin saves rates of their own. */
function ratesDate({ setOn, demo }: Pick<ExchangeRateSettings, "setOn" | "demo">): string {
  if (!setOn) return "No rates set yet.";
  return demo ? `Demo rates, entered ${setOn}: not real quotes. Save today's rates to replace them.` : `Rates of ${setOn}`;
}

/**
 * The exchange rates the public site converts prices with (ADR 035): rupees per one unit of each
 * currency. A blank rate removes the currency from the site's currency picker.
 */
export function ExchangeRatesEditor() {
  const intl = useIntl();
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [dated, setDated] = useState<Pick<ExchangeRateSettings, "setOn" | "demo">>({ setOn: null, demo: false });
  const [state, setState] = useState<"loading" | "idle" | "saving">("loading");
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    request("GET")
      .then((rates) => {
        if (!live) return;
        setDraft(toDraft(rates));
        setDated(rates);
        setState("idle");
      })
      .catch((error: Error) => {
        if (!live) return;
        setMessage({ kind: "error", text: `Could not load the exchange rates: ${error.message}` });
        setState("idle");
      });
    return () => {
      live = false;
    };
  }, []);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setState("saving");
    setMessage(null);
    try {
      const rates = await request("PUT", { rates: draft });
      setDraft(toDraft(rates));
      setDated(rates);
      setMessage({ kind: "ok", text: "Exchange rates saved. The site shows them from now on." });
    } catch (error) {
      setMessage({ kind: "error", text: `Could not save the exchange rates: ${(error as Error).message}` });
    } finally {
      setState("idle");
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Exchange rates
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Rupees for one unit of each currency. Travellers see converted prices marked ≈ with the date below; they always pay the
        package&apos;s own currency. Leave a rate blank to stop offering that currency.
      </p>
      <p className="mt-1 text-sm font-medium text-slate-800">{ratesDate(dated)}</p>
      <form onSubmit={save} className="mt-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {RATED_CURRENCIES.map((c) => (
            <label key={c} className="block text-sm font-medium text-slate-700">
              <span>
                1 {c} ({intl.formatDisplayName(c, { type: "currency" })}) in ₹
              </span>
              <input
                name={c}
                inputMode="decimal"
                autoComplete="off"
                value={draft[c]}
                // Read-only, not disabled, while the rates load or save: a rate saved with Enter keeps its focus.
                readOnly={state !== "idle"}
                onChange={(e) => setDraft((d) => ({ ...d, [c]: e.target.value }))}
                className={`mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 ${state === "idle" ? "bg-white" : "bg-slate-100"}`}
              />
            </label>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" busy={state !== "idle"}>
            {state === "saving" ? "Saving..." : "Save rates"}
          </Button>
          <p role="status" className={message?.kind === "error" ? "text-sm text-red-700" : "text-sm text-emerald-800"}>
            {state === "loading" ? "Loading rates..." : (message?.text ?? "")}
          </p>
        </div>
      </form>
    </section>
  );
}
