import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { localeFromAcceptLanguage } from "../domain/locale";
import type { Route } from "./+types/root";
// Rendered as a React stylesheet resource (precedence) so it is requested before the module preloads.
import appStylesHref from "./app.css?url";
import { RouteErrorPage } from "./components/error-page";
import { useNonce } from "./components/nonce";
import { OfflineSupport } from "./components/offline-support";
import { PreviewNotice } from "./components/preview-notice";
import { useRootData, type RootData } from "./components/root-data";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";

export function loader({ request, context }: Route.LoaderArgs): RootData {
  const { services } = context;
  // Only browser-safe values: never the admin path or any secret.
  return {
    publicConfig: services.publicConfig,
    origin: services.config.publicBaseUrl ?? new URL(request.url).origin,
    locale: localeFromAcceptLanguage(request.headers.get("accept-language")),
  };
}

// Pages are formatted in the locale chosen from Accept-Language.
export function headers() {
  return { Vary: "Accept-Language" };
}

// Configuration and the traveller's language do not change while the page is open.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <meta name="theme-color" content="#065f46" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <OfflineSupport />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {data ? <SiteFooter contact={data.publicConfig.contact} /> : null}
        {data?.publicConfig.previewMode ? <PreviewNotice learnMoreUrl={`${data.origin}/about`} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
