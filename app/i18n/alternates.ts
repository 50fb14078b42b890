import type { MetaDescriptor } from "react-router";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  SITE_LANGUAGES,
  languagePath,
  splitLanguagePath,
  type SiteLanguage,
} from "../../domain/site-language";

const OG_LOCALE: Record<SiteLanguage, string> = { en: "en_IN", ml: "ml_IN", hi: "hi_IN", ar: "ar_AR" };

/**
 * A page's URL in its own language (the canonical) and its hreflang alternates in all four plus
 * x-default (English), from the current path ('/ml/packages') or an unprefixed one given by the
 * route ('/package/abc').
 */
export function languageLinks(origin: string, currentPathname: string, unprefixedPath?: string) {
  const { language, path } = splitLanguagePath(currentPathname);
  const base = unprefixedPath ?? path;
  const url = (l: SiteLanguage) => `${origin}${languagePath(base, l)}`;
  const alternates: MetaDescriptor[] = SITE_LANGUAGES.map((l) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: LANGUAGE_INFO[l].tag,
    href: url(l),
  }));
  alternates.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(DEFAULT_LANGUAGE) });
  return { language, canonical: url(language), alternates, ogLocale: OG_LOCALE[language] };
}
