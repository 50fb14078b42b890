import { splitLanguagePath } from "../../../domain/site-language";
import { useIntl } from "react-intl";
import { siteCopy } from "../../i18n/copy/site";
import { useLocalizedPath } from "../../i18n/localized-path";
import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { compareHref, PATHS } from "../../paths";
import {
  COMPARE_MAX,
  compareNotice,
  dismissCompareNotice,
  replaceCompareList,
  subscribeCompareNotice,
  useCompareList,
} from "./compare-store";

/** Bottom bar with the number of packages chosen for comparison and a link to /compare. */
export function CompareTray() {
  const list = useCompareList();
  const intl = useIntl();
  const localized = useLocalizedPath();
  const notice = useSyncExternalStore(subscribeCompareNotice, compareNotice, () => null);
  const { pathname } = useLocation();
  if (!list || (list.length === 0 && !notice) || splitLanguagePath(pathname).path === PATHS.compare) return null;
  return (
    <aside
      aria-label={intl.formatMessage(siteCopy.comparePackages)}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="text-sm font-medium text-slate-800">
          {intl.formatMessage(siteCopy.compareSelected, { count: list.length, max: COMPARE_MAX })}
        </p>
        <div role="alert" className="text-sm font-semibold text-rose-700 empty:hidden">
          {notice}
        </div>
        <div className="ms-auto flex items-center gap-2">
          {notice ? (
            <button type="button" onClick={dismissCompareNotice} className="rounded-full px-3 py-2 text-sm text-slate-700 underline">
              {intl.formatMessage(siteCopy.dismiss)}
            </button>
          ) : null}
          {list.length > 0 ? (
            <>
              <button
                type="button"
                onClick={() => replaceCompareList([])}
                className="rounded-full px-3 py-2 text-sm text-slate-700 underline"
              >
                {intl.formatMessage(siteCopy.clear)}
              </button>
              <Link
                to={localized(compareHref(list.map((e) => e.id)))}
                className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {intl.formatMessage(siteCopy.compareCount, { count: list.length })}
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
