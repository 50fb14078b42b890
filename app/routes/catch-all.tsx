import { lazy, Suspense } from "react";
import { data } from "react-router";
import { BrowserOnly } from "../components/browser-only";
import { RouteErrorPage } from "../components/error-page";
import { pageMessages } from "../i18n/page-context.server";
import type { Route } from "./+types/catch-all";

/** The admin panel's own message namespaces (its package editor is shared with the partner portal), ADR 058. */
const OWN_MESSAGES = ["category", "district", "editor", "insight"] as const;

function isAdminPath(pathname: string, adminPath: string) {
  return pathname === adminPath || pathname === `${adminPath}/`;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (isAdminPath(pathname, context.services.config.adminPath)) {
    return { page: "admin" as const, messages: pageMessages(request, context, OWN_MESSAGES) };
  }
  throw data({ page: "not-found" as const }, { status: 404 });
}

export function meta({ data }: Route.MetaArgs) {
  if (data?.page === "admin") return [{ title: "Admin | Kerala Trips" }, { name: "robots", content: "noindex, nofollow" }];
  return [{ title: "Page not found | Kerala Trips" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };
}

// Its own chunk: public routes never download the admin code.
const AdminPanel = lazy(() => import("../features/admin/admin-panel").catch(() => ({ default: AdminUnavailable })));

function AdminUnavailable() {
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-24 text-center text-red-800">
      The admin panel could not be loaded. Check your connection and reload the page.
    </p>
  );
}

function AdminLoading() {
  return (
    <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-600">
      Loading admin panel...
    </p>
  );
}

/** The admin panel renders in the browser only: it needs the session and shows nothing to crawlers. */
export default function CatchAll() {
  return (
    <BrowserOnly
      pending={<AdminLoading />}
      withoutScript="The admin panel needs JavaScript. Turn it on in your browser's settings, then reload this page."
    >
      <Suspense fallback={<AdminLoading />}>
        <AdminPanel />
      </Suspense>
    </BrowserOnly>
  );
}

// The loader throws 404 for every path but the admin one; anything else is a failure in the admin panel.
export function ErrorBoundary() {
  return <RouteErrorPage failureDetail="Please reload the page. Saved packages are not affected." />;
}
