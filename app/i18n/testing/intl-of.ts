import { createIntl, type IntlShape } from "react-intl";
import { intlLocale } from "../../../domain/locale";
import type { SiteLanguage } from "../../../domain/site-language";
import { compiledMessages } from "../messages.server";

/** A page's formatter in `language`, with the locale and messages a page in that language gets: for tests of texts. */
export function intlOf(language: SiteLanguage): IntlShape {
  return createIntl({ locale: intlLocale(language), messages: compiledMessages(language) });
}
