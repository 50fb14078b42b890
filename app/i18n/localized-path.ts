import { languagePath } from "../../domain/site-language";
import { usePageLanguage } from "./page-locale";

/** Turns an unprefixed site path ('/packages?x=1') into the current language's ('/ml/packages?x=1'). */
export function useLocalizedPath(): (path: string) => string {
  const language = usePageLanguage();
  return (path: string) => languagePath(path, language);
}
