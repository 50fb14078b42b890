import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { BrowserOnly } from "../components/browser-only";
import { RouteErrorPage } from "../components/error-page";
import { partnerCopy } from "../i18n/copy/partner";
import { metaIntl } from "../i18n/meta-intl";
import { pageMessages } from "../i18n/page-context.server";
import type { Route } from "./+types/partner";

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "district", "editor", "insight", "partner", "provider"] as const;

/** /partner (sign-in and the portal) and /partner/join (the invitation link, its token in the fragment). */
export function loader({ request, context }: Route.LoaderArgs) {
  const join = /\/join\/?$/.test(new URL(request.url).pathname);
  return { screen: join ? ("join" as const) : ("portal" as const), messages: pageMessages(request, context, OWN_MESSAGES) };
}

export function meta(args: Route.MetaArgs) {
  const intl = metaIntl(args.matches);
  return [{ title: `${intl.formatMessage(partnerCopy.metaTitle)} | Kerala Trips` }, { name: "robots", content: "noindex, nofollow" }];
}

// Signed-in pages: never cached, never indexed, the invitation link never sent on as a referrer.
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };
}

// Its own chunk: public pages never download the portal's code.
const PartnerPortal = lazy(() => import("../features/partner/partner-portal"));

function Checking() {
  const t = useIntl().formatMessage;
  return (
    <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-600">
      {t(partnerCopy.checking)}
    </p>
  );
}

/** The portal renders in the browser only: it needs the session (and the link's token, which only the browser sees). */
export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const t = useIntl().formatMessage;
  return (
    <BrowserOnly pending={<Checking />} withoutScript={t(partnerCopy.needsJavaScript)}>
      <Suspense fallback={<Checking />}>
        {/* Keyed by its screen: the used invitation's link to the sign-in stays on this page module, and must start it afresh. */}
        <PartnerPortal key={loaderData.screen} screen={loaderData.screen} />
      </Suspense>
    </BrowserOnly>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
