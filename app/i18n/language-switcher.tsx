import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  SITE_LANGUAGES,
  languagePath,
  splitLanguagePath,
  type SiteLanguage,
} from "../../domain/site-language";
import { withoutTrackingParams } from "../../domain/tracking-params";
import { siteCopy } from "./copy/site";
import { usePageLanguage } from "./page-locale";
import { pageShownNow } from "./page-shown-now";
import { rememberChoice } from "./remember-choice";

/** A page's `path` (in any language) in `language`, with its query and fragment as given. */
function pageIn(language: SiteLanguage, path: string, query: string, fragment = ""): string {
  return `${languagePath(splitLanguagePath(path).path, language)}${query}${fragment}`;
}

/**
 * Links to this page (same path and query, less tracking parameters) in each language. A full
 * page load, so the server sends the chosen language's messages; following one remembers the
 * choice in a cookie, and goes to the page as the browser shows it then, fragment and all
 * (pageShownNow).
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const intl = useIntl();
  const location = useLocation();
  const language = usePageLanguage();
  return (
    <ul aria-label={intl.formatMessage(siteCopy.language)} className={`flex flex-wrap items-center gap-1 ${className}`}>
      {SITE_LANGUAGES.map((l) => {
        const info = LANGUAGE_INFO[l];
        const current = l === language;
        return (
          <li key={l}>
            <a
              href={pageIn(l, location.pathname, withoutTrackingParams(location.search))}
              hrefLang={info.tag}
              lang={info.tag}
              dir={info.dir}
              aria-current={current ? "true" : undefined}
              onClick={(event) => {
                rememberChoice(LANGUAGE_COOKIE, l);
                const shown = pageShownNow();
                event.currentTarget.href = pageIn(l, shown.path, shown.query, shown.fragment);
              }}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-medium ${
                current ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-700"
              }`}
            >
              {info.nativeName}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
