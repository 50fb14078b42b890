import { useIntl } from "react-intl";
import { Link } from "react-router";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { PATHS } from "../paths";

/** The dashed "nothing here" panel of the listing, last-minute, favourites and compare pages. */
export function EmptyState({
  title,
  detail,
  browseLink = false,
  className = "mt-8",
}: {
  title: string;
  detail: React.ReactNode;
  /** Adds the 'Browse Packages' link to the listing, in the page's language. */
  browseLink?: boolean;
  /** Spacing above the panel, which differs by page. */
  className?: string;
}) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <div className={`${className} rounded-2xl border border-dashed border-slate-300 p-10 text-center`}>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{detail}</p>
      {browseLink ? (
        <Link
          to={localized(PATHS.packages)}
          className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {intl.formatMessage(siteCopy.browsePackages)}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A list kept only in this browser (favourites, my bookings): `null` on the server and while
 * hydrating, shown as the loading line; then the empty state, or the list itself.
 */
export function BrowserList<T>({
  items,
  loading,
  empty,
  children,
}: {
  items: T[] | null;
  loading: string;
  empty: { title: string; detail: string; browseLink?: boolean };
  children: (items: T[]) => React.ReactNode;
}) {
  if (items === null)
    return (
      <p role="status" className="mt-6 text-slate-600">
        {loading}
      </p>
    );
  if (items.length === 0) return <EmptyState {...empty} />;
  return children(items);
}
