import { useRouteLoaderData } from "react-router";
import { approxPrice, NO_RATES, type DisplayCurrency, type ExchangeRates } from "../../domain/currency";

/** What the root loader says about prices: the traveller's display currency and the rates. */
export interface DisplayData {
  currency: DisplayCurrency;
  /** INR plus the currencies that have a rate; the picker is hidden when this is INR alone. */
  available: DisplayCurrency[];
  rates: ExchangeRates;
}

const FALLBACK: DisplayData = { currency: "INR", available: ["INR"], rates: NO_RATES };

export function useDisplayCurrency(): DisplayData {
  const root = useRouteLoaderData("root") as { display?: DisplayData } | undefined;
  return root?.display ?? FALLBACK;
}

/**
 * "≈ AED 1,101" for an amount in a package's currency, or null when the display currency is the
 * package's own or has no rate (ADR 035).
 */
export function useApproxPrice(): (minor: number, from: string) => string | null {
  const { currency, rates } = useDisplayCurrency();
  return (minor, from) => approxPrice(minor, from, currency, rates);
}
