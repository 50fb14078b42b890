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
import { rememberChoice } from "./remember-choice";

/** This page in `language`: its path and query, less tracking parameters, and a fragment if given. */
function pageIn(language: SiteLanguage, pathname: string, search: string, hash = ""): string {
  return `${languagePath(splitLanguagePath(pathname).path, language)}${withoutTrackingParams(search)}${hash}`;
}

/**
 * Links to this page (same path and query, less tracking parameters) in each language. A full
 * page load, so the server sends the chosen language's messages; following one remembers the
 * choice in a cookie. Followed, a link is made again from the address the browser shows then: a
 * page may have changed it without a navigation (the invitation page drops its spent token and
 * its "/join" once the person has joined), and the fragment, which never reaches the server that
 * drew the link, comes along (a place on the page; the invitation page's token).
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
              href={pageIn(l, location.pathname, location.search)}
              hrefLang={info.tag}
              lang={info.tag}
              dir={info.dir}
              aria-current={current ? "true" : undefined}
              onClick={(event) => {
                rememberChoice(LANGUAGE_COOKIE, l);
                event.currentTarget.href = pageIn(l, window.location.pathname, window.location.search, window.location.hash);
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
