import { Link, useNavigate } from "react-router";
import { Icon } from "../../components/ui/icon";
import { PATHS } from "../../paths";

import { PACKAGE_NOT_FOUND } from "../../../domain/package";
import { useIntl } from "react-intl";
import { siteCopy } from "../../i18n/copy/site";
import { useLocalizedPath } from "../../i18n/localized-path";

export { PACKAGE_NOT_FOUND };
export const PACKAGE_LOAD_FAILED = "Failed to load package details";
export const PACKAGE_DOES_NOT_EXIST = "The package you are looking for does not exist.";

function hasInSiteHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && "idx" in state && typeof state.idx === "number" && state.idx > 0;
}

/** The 'Package Not Found' page with its reason and a Go Back button. */
export function PackageNotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const localized = useLocalizedPath();
  // The loader's reason is one of three English sentences; each has a translation.
  const reason =
    message === PACKAGE_LOAD_FAILED
      ? intl.formatMessage(siteCopy.packageLoadFailed)
      : message === PACKAGE_DOES_NOT_EXIST
        ? intl.formatMessage(siteCopy.packageDoesNotExist)
        : message === PACKAGE_NOT_FOUND
          ? intl.formatMessage(siteCopy.packageNotFound)
          : message;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{intl.formatMessage(siteCopy.packageNotFoundTitle)}</h1>
      <p className="mt-3 text-slate-600">{reason}</p>
      <Link
        to={localized(PATHS.packages)}
        onClick={(event) => {
          // React Router numbers its history entries from 0 for the page the visit started on (a
          // shared link, a new tab, another site): without an earlier in-site entry, Go Back
          // follows the link to the packages instead of leaving the site.
          if (!hasInSiteHistory()) return;
          event.preventDefault();
          navigate(-1);
        }}
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="chevron-left" className="rtl:-scale-x-100" />
        {intl.formatMessage(siteCopy.goBack)}
      </Link>
    </section>
  );
}
