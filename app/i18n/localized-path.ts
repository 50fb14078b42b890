import { useLocation } from "react-router";
import { languagePath, splitLanguagePath, type SiteLanguage } from "../../domain/site-language";

/** The page's language, read from its URL prefix (English has none). */
export function useSiteLanguage(): SiteLanguage {
  return splitLanguagePath(useLocation().pathname).language;
}

/** Turns an unprefixed site path ('/packages?x=1') into the current language's ('/ml/packages?x=1'). */
export function useLocalizedPath(): (path: string) => string {
  const language = useSiteLanguage();
  return (path: string) => languagePath(path, language);
}
