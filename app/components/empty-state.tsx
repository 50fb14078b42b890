import { Link } from "react-router";
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
  /** Adds the 'Browse Packages' link to /packages. */
  browseLink?: boolean;
  /** Spacing above the panel, which differs by page. */
  className?: string;
}) {
  return (
    <div className={`${className} rounded-2xl border border-dashed border-slate-300 p-10 text-center`}>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{detail}</p>
      {browseLink ? (
        <Link
          to={PATHS.packages}
          className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Browse Packages
        </Link>
      ) : null}
    </div>
  );
}
