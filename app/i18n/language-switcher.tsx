import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { LANGUAGE_COOKIE, LANGUAGE_INFO, SITE_LANGUAGES, languagePath, splitLanguagePath } from "../../domain/site-language";
import { withoutTrackingParams } from "../../domain/tracking-params";
import { siteCopy } from "./copy/site";
import { usePageLanguage } from "./page-locale";
import { rememberChoice } from "./remember-choice";

/**
 * Links to this page (same path and query, less tracking parameters) in each language. A full
 * page load, so the server sends the chosen language's messages; following one remembers the
 * choice in a cookie.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const intl = useIntl();
  const location = useLocation();
  const language = usePageLanguage();
  const { path } = splitLanguagePath(location.pathname);
  const query = withoutTrackingParams(location.search);
  return (
    <ul aria-label={intl.formatMessage(siteCopy.language)} className={`flex flex-wrap items-center gap-1 ${className}`}>
      {SITE_LANGUAGES.map((l) => {
        const info = LANGUAGE_INFO[l];
        const current = l === language;
        return (
          <li key={l}>
            <a
              href={`${languagePath(path, l)}${query}`}
              hrefLang={info.tag}
              lang={info.tag}
              dir={info.dir}
              aria-current={current ? "true" : undefined}
              onClick={() => rememberChoice(LANGUAGE_COOKIE, l)}
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
