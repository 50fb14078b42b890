import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError, type ErrorResponse } from "react-router";
import { useIntl } from "react-intl";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { PATHS } from "../paths";

interface RouteErrorPageProps {
  /** A route's own page for an error response it threw (null: use the site's page for the status). */
  page?: (error: ErrorResponse) => ReactNode;
  /** What a failure (anything but a 404) tells the traveller to do. */
  failureDetail?: string;
}

/**
 * The one error boundary of the site, rendered per status: a 404 says the page does not exist;
 * anything else says something went wrong. Error pages are never indexed.
 */
export function RouteErrorPage({ page, failureDetail }: RouteErrorPageProps) {
  const error = useRouteError();
  const intl = useIntl();
  const localized = useLocalizedPath();
  if (isRouteErrorResponse(error)) {
    const own = page?.(error);
    if (own) return own;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // 503: the database does not answer; the title comes with the response (server/request/outage.ts).
  const outageTitle = isRouteErrorResponse(error) && error.status === 503 ? (error.data as { title?: string } | null)?.title : undefined;
  const title = notFound ? intl.formatMessage(siteCopy.notFoundTitle) : (outageTitle ?? intl.formatMessage(siteCopy.errorTitle));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${title} | Kerala Trips`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? intl.formatMessage(siteCopy.notFoundDetail) : (failureDetail ?? intl.formatMessage(siteCopy.errorDetail))}
      </p>
      <Link to={localized(PATHS.home)} className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white">
        {intl.formatMessage(siteCopy.goHome)}
      </Link>
    </section>
  );
}
