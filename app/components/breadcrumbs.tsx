import { Link } from "react-router";
import { useLocalizedPath } from "../i18n/localized-path";
import type { ReactNode } from "react";

/** A step of the trail above the page: its name and the site path it links to. */
export interface Crumb {
  name: ReactNode;
  path: string;
}

/**
 * The trail from a section of the site down to this page (a destination's places, a package):
 * the steps above it as links, the page itself last as plain text with `aria-current`. The
 * separators are hidden from screen readers, which announce the list instead.
 */
export function Breadcrumbs({
  label,
  above,
  current,
  currentMarks,
}: {
  /** The navigation landmark's name. */
  label: string;
  above: readonly Crumb[];
  current: ReactNode;
  /** `lang`/`dir` of the current page's name when it is written in another language than the page. */
  currentMarks?: { lang?: string; dir?: "ltr" | "rtl" };
}) {
  const localized = useLocalizedPath();
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 text-slate-600">
        {above.map((crumb, i) => (
          <li key={crumb.path} className="flex items-center gap-x-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            <Link to={localized(crumb.path)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-x-2">
          {above.length > 0 ? <span aria-hidden="true">/</span> : null}
          <span aria-current="page" className="truncate text-slate-800" {...currentMarks}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
