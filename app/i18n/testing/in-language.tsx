import type { ReactNode } from "react";
import { intlLocale } from "../../../domain/locale";
import type { SiteLanguage } from "../../../domain/site-language";
import { I18nProvider } from "../i18n-provider";
import { compiledMessages } from "../messages.server";

/** `children` with the locale and messages a page in `language` gets: for render tests of texts (intlOf's twin for components). */
export function InLanguage({ language, children }: { language: SiteLanguage; children: ReactNode }) {
  return (
    <I18nProvider locale={intlLocale(language)} messages={compiledMessages(language)}>
      {children}
    </I18nProvider>
  );
}
