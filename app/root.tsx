import { useEffect } from "react";
import { useIntl } from "react-intl";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import { DEFAULT_LOCALE, pageLocale } from "../domain/locale";
import { LANGUAGE_INFO } from "../domain/site-language";
import type { Route } from "./+types/root";
// Rendered as a React stylesheet resource (precedence) so it is requested before the module preloads.
import appStylesHref from "./app.css?url";
import { RouteErrorPage } from "./components/error-page";
import { afterHydration, EARLY_TAPS, START_SCRIPTS } from "./deferred-scripts";
import { useNonce } from "./components/nonce";
import { OfflineSupport } from "./components/offline-support";
import { PreviewNotice } from "./components/preview-notice";
import { useRootData, type RootData } from "./components/root-data";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { siteCopy } from "./i18n/copy/site";
import { I18nProvider } from "./i18n/i18n-provider";
import { usePageLanguage } from "./i18n/page-locale";
import { messageFiles, pageMessages } from "./i18n/page-messages";
import { pageLanguageContext } from "./i18n/page-context.server";

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { services } = context;
  const i18n = await pageLanguageContext(request, context);
  // Only browser-safe values: never the admin path or any secret.
  return {
    publicConfig: services.publicConfig,
    origin: services.config.publicBaseUrl ?? new URL(request.url).origin,
    locale: pageLocale(i18n.language, request.headers.get("accept-language")),
    ...i18n,
  };
}

// English pages are formatted in the English variant of Accept-Language; the display currency
// comes from a cookie (ADR 035), and '/' may redirect by both (ADR 036).
export function headers() {
  return { Vary: "Accept-Language, Cookie" };
}

// Configuration and the traveller's language do not change while the page is open.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  // Without loader data (an error page) the language still follows the URL; its messages do not
  // arrive, so such a page falls back to the English catalogue (I18nProvider, ADR 042).
  const language = usePageLanguage();
  // The root loader's messages and the page's own (ADR 058).
  const matches = useMatches();
  const messages = pageMessages(matches);
  // Marks the document once React has hydrated it (its scripts start after the first paint, ADR 059):
  // browser tests wait for it; a tap kept before it is replayed (ADR 061).
  useEffect(afterHydration, []);
  const info = LANGUAGE_INFO[language];
  return (
    <html lang={info.tag} dir={info.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Keeps a tap that comes before hydration (ADR 061). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS }} />
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <meta name="theme-color" content="#065f46" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {/* The page's message files, fetched before hydration; the server makes these preloads
            wait for the first paint, as the scripts' (ADR 062, 059). */}
        {messageFiles(matches).map((href) => (
          <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={href} data-messages="" />
        ))}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <I18nProvider locale={data?.locale ?? DEFAULT_LOCALE} messages={messages ?? {}}>
          <SiteShell>{children}</SiteShell>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Starts the scripts the server made wait for the first paint (ADR 059). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_SCRIPTS }} />
      </body>
    </html>
  );
}

/** Skip link, header, page, footer: inside the language provider, so every part is translated. */
function SiteShell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const intl = useIntl();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {intl.formatMessage(siteCopy.skipToContent)}
      </a>
      <SiteHeader />
      <OfflineSupport />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {data ? <SiteFooter contact={data.publicConfig.contact} /> : null}
      {data?.publicConfig.previewMode ? <PreviewNotice learnMoreUrl={`${data.origin}/about`} /> : null}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
