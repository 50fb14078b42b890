import { useCallback } from "react";
import { useLocation } from "react-router";
import { EVENTS_ENDPOINT, type ActionEvent } from "../../domain/insight-events";
import { useDisplayCurrency } from "../i18n/display-currency";
import { usePageLanguage } from "../i18n/page-locale";

/**
 * Counts an action (ADR 107): one `navigator.sendBeacon` of a few bytes to the server, which
 * never waits for an answer nor retries. Nothing about the traveller is in it: the event, the
 * package, the page language and the display currency. A browser asking not to be tracked (DNT,
 * Global Privacy Control) sends nothing; the server would not count it anyway.
 */
export function sendInsightBeacon(event: ActionEvent, fields: { package?: string; language: string; currency?: string }): void {
  try {
    if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
    const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
    if (navigator.doNotTrack === "1" || gpc === true) return;
    navigator.sendBeacon(EVENTS_ENDPOINT, JSON.stringify({ event, ...fields }));
  } catch {
    // Counting never gets in the way of the page.
  }
}

/** The beacon of this page: its language and display currency filled in. */
export function useInsightBeacon(): (event: ActionEvent, packageId?: string) => void {
  const language = usePageLanguage();
  const { currency } = useDisplayCurrency();
  return useCallback(
    (event, packageId) => sendInsightBeacon(event, { ...(packageId ? { package: packageId } : {}), language, currency }),
    [language, currency],
  );
}

/** The funnel's steps already counted, by page view (history entry), step and package. */
const countedOnView = new Set<string>();

/**
 * The booking funnel's beacon (dialog opened, payment step, hand-off): each step counts once per
 * page view and package, however often the traveller closes and opens the dialog again, so no
 * step of a package's funnel outnumbers the views it came from and no conversion tops 100%.
 */
export function useFunnelBeacon(): (event: ActionEvent, packageId: string) => void {
  const count = useInsightBeacon();
  const { key } = useLocation();
  return useCallback(
    (event, packageId) => {
      const step = `${key}\n${event}\n${packageId}`;
      if (countedOnView.has(step)) return;
      countedOnView.add(step);
      count(event, packageId);
    },
    [count, key],
  );
}
