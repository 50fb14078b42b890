import { lazy, Suspense, useEffect, useState } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/catch-all";
import { PATHS } from "../paths";

function isAdminPath(pathname: string, adminPath: string) {
  return pathname === adminPath || pathname === `${adminPath}/`;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (isAdminPath(pathname, context.services.config.adminPath)) {
    return { page: "admin" as const };
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
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return <AdminLoading />;
  return (
    <Suspense fallback={<AdminLoading />}>
      <AdminPanel />
    </Suspense>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The loader throws 404 for every path but the admin one; anything else is a failure in the admin panel.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${title} | Kerala Trips`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? "The page you are looking for does not exist." : "Please reload the page. Saved packages are not affected."}
      </p>
      <Link to={PATHS.home} className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white">
        Go to Home
      </Link>
    </section>
  );
}
