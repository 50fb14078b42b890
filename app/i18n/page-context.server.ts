import { isbot } from "isbot";
import { redirect } from "react-router";
import { availableCurrencies, defaultCurrency } from "../../domain/currency";
import { CURRENCY_COOKIE, firstVisitRedirect, languagePath, splitLanguagePath, type SiteLanguage } from "../../domain/site-language";
import { parseCookies } from "../../domain/request-cookies";
import type { Services } from "../../server/services";
import type { CopyNamespace } from "./copy-of";
import type { DisplayData } from "./display-currency";
import type { AppLoadContext } from "react-router";
import { messagesFileUrl, wireMessagesText } from "./messages.server";
import type { MessagesText } from "./wire-messages";

/** The page language of a request (from its URL prefix), for loaders that localise content. */
export function requestLanguage(request: Request): SiteLanguage {
  return splitLanguagePath(new URL(request.url).pathname).language;
}

/**
 * The message namespaces every page shows (header, footer, error page, the shared form parts): the
 * root loader sends them; a page's loader adds its own with pageMessages (ADR 058). A test
 * (route-messages.test.ts) checks both lists against the copy modules each module imports.
 */
export const ROOT_MESSAGES = ["booking", "site"] as const satisfies readonly CopyNamespace[];

/**
 * The messages of a page's own namespaces in the request's language, for its loader's data (ADR
 * 058): a document names their file (ADR 062), a client navigation's data carries their text (ADR 060).
 */
export function pageMessages(request: Request, context: Pick<AppLoadContext, "dataRequest">, namespaces: readonly CopyNamespace[]) {
  return messagesOf(requestLanguage(request), context, namespaces);
}

function messagesOf(
  language: SiteLanguage,
  { dataRequest }: Pick<AppLoadContext, "dataRequest">,
  namespaces: readonly CopyNamespace[],
): MessagesText {
  return dataRequest ? wireMessagesText(language, namespaces) : messagesFileUrl(language, namespaces);
}

/**
 * What the root loader adds for languages and currencies (ADRs 034-036): the page language from
 * the URL, only that language's messages, and the display currency with the admin's rates.
 * A visit to '/' or the invitation page by a person whose language is ours (cookie, else
 * Accept-Language) is redirected to that page in that language; nothing else ever redirects.
 */
export async function pageLanguageContext(
  request: Request,
  context: Pick<AppLoadContext, "dataRequest"> & { services: Pick<Services, "exchangeRates"> },
) {
  const { services } = context;
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get("cookie"));
  const acceptLanguage = request.headers.get("accept-language");
  const goTo = firstVisitRedirect({
    pathname: url.pathname,
    cookies,
    acceptLanguage,
    isBot: isbot(request.headers.get("user-agent") ?? ""),
  });
  // The fragment (the invitation's token) is the browser's: it keeps it through the redirect.
  if (goTo)
    throw redirect(`${languagePath(url.pathname, goTo)}${url.search}`, { status: 302, headers: { Vary: "Accept-Language, Cookie" } });

  const language = requestLanguage(request);
  const rates = await services.exchangeRates.current();
  const available = availableCurrencies(rates);
  const display: DisplayData = {
    currency: defaultCurrency({ remembered: cookies[CURRENCY_COOKIE], language, acceptLanguage, available }),
    available,
    rates,
  };
  return { language, messages: messagesOf(language, context, ROOT_MESSAGES), display };
}
