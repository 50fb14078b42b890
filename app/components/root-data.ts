import { useRouteLoaderData } from "react-router";
import { DEFAULT_TIME_ZONE, todayIn } from "../../domain/dates";
import type { SiteLanguage } from "../../domain/site-language";
import type { PublicConfig } from "../../server/config";
import type { DisplayData } from "../i18n/display-currency";
import type { MessagesText } from "../i18n/wire-messages";

/** What the root loader sends to every page (declared here, so this module needs not import root.tsx). */
export interface RootData {
  publicConfig: PublicConfig;
  /** PUBLIC_BASE_URL when set, else this request's origin: for canonical URLs and link previews. */
  origin: string;
  /** Dates and numbers are formatted in this locale on the server and in the browser alike (domain/locale pageLocale). */
  locale: string;
  /** The page language (from its URL prefix) and only that language's messages, pre-parsed (ADR 034), plain texts as strings (ADR 051): a document names their file (ADR 062), a client navigation's data carries their JSON text (ADR 060). */
  language: SiteLanguage;
  messages: MessagesText;
  /** The traveller's display currency and the admin's exchange rates (ADR 035). */
  display: DisplayData;
}

/**
 * The root loader's data (public config, site origin, the traveller's locale) for any component;
 * undefined only while an error page renders without it.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/**
 * The site's today as YYYY-MM-DD: the day in APP_TIMEZONE, as the server counts days and checks
 * dates (not the browser's own zone, nor UTC's day, which in India is yesterday until 05:30).
 */
export function useSiteToday(): string {
  return todayIn(useRootData()?.publicConfig.timeZone ?? DEFAULT_TIME_ZONE);
}

/**
 * The site's date (YYYY-MM-DD in APP_TIMEZONE) of an instant the server sent: a link that ends at
 * 20:00 UTC on 10 December ends on 11 December in India, as the site counts days.
 */
export function useSiteDateOf(): (instant: string) => string {
  const timeZone = useRootData()?.publicConfig.timeZone ?? DEFAULT_TIME_ZONE;
  return (instant) => todayIn(timeZone, new Date(instant));
}
