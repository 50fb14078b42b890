import { useMemo } from "react";
import { useLocation } from "react-router";
import { intlLocale } from "../../domain/locale";
import { splitLanguagePath, type SiteLanguage } from "../../domain/site-language";
import { useRootData } from "../components/root-data";

/**
 * The page's language: the root loader's (from the URL prefix), or the URL's own prefix while an
 * error page renders without loader data.
 */
export function usePageLanguage(): SiteLanguage {
  const fromLoader = useRootData()?.language;
  const { pathname } = useLocation();
  return fromLoader ?? splitLanguagePath(pathname).language;
}

/**
 * The locale every date and number on the page is formatted in (domain/locale's pageLocale, chosen
 * by the root loader): react-intl is made in it too, so `formatDate(iso, usePageLocale())` and
 * the messages' own dates and numbers always agree.
 */
export function usePageLocale(): string {
  const fromLoader = useRootData()?.locale;
  const language = usePageLanguage();
  return fromLoader ?? intlLocale(language);
}

/**
 * How a moment (a review sent, an audit row, counts dropped) is named: a medium date and a short
 * time in the page's locale and the viewer's own time zone. Only for what is loaded in the
 * browser (the admin's lists, the Insight report): there the time zone is the viewer's, never the
 * server's.
 */
export function useMomentFormat(): (at: string) => string {
  const locale = usePageLocale();
  // A formatter costs far more to make than to use: one per locale, not one per render.
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (at: string) => format.format(new Date(at));
  }, [locale]);
}
