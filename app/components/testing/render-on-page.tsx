import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { intlLocale } from "../../../domain/locale";
import type { SiteLanguage } from "../../../domain/site-language";
import { I18nProvider } from "../../i18n/i18n-provider";
import { compiledMessages } from "../../i18n/messages.server";

/**
 * A piece of a page as the server renders it at `path` in `language` (for render tests): the root
 * loader's language and locale, the site's time zone and contact address, the page's messages.
 */
export function renderOnPage(node: React.ReactNode, language: SiteLanguage = "en", path = "/"): string {
  const locale = intlLocale(language);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      Component: () => (
        <I18nProvider locale={locale} messages={compiledMessages(language)}>
          {node}
        </I18nProvider>
      ),
      loader: () => null,
    },
  ]);
  const root = { language, locale, publicConfig: { timeZone: "Asia/Kolkata", contact: { email: "desk@example.in" } } };
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />);
}

/** The attributes of the one `<input>` or `<textarea>` in `html` whose id ends in `-${suffix}` (undefined when not one). */
export function boxAttributes(html: string, suffix: string): Record<string, string> | undefined {
  const tags = [...html.matchAll(/<(?:input|textarea)\b([^>]*)>/g)].filter((m) => new RegExp(`\\sid="[^"]*-${suffix}"`).test(m[1]!));
  if (tags.length !== 1) return undefined;
  return Object.fromEntries([...tags[0]![1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
}
