import { formatDate } from "../../../domain/dates";
import { usePageLocale } from "../../i18n/page-locale";
import { useIntl } from "react-intl";
import type { MessageDescriptor } from "react-intl";
import type { PackageProvider } from "../../../domain/providers";
import { Icon } from "../../components/ui/icon";
import { packageCopy } from "../../i18n/copy/package";
import { providerCopy } from "../../i18n/copy/provider";

/** The fixed checks' labels (domain/providers.ts VERIFICATION_CHECKS) in the page's language. */
const CHECK_COPY: Readonly<Record<string, MessageDescriptor>> = {
  "Tourism department registration": providerCopy.checkTourismRegistration,
  "GST registration": providerCopy.checkGstRegistration,
  "Trade licence": providerCopy.checkTradeLicence,
  "Office visited": providerCopy.checkOfficeVisited,
  "Identity of the owner": providerCopy.checkOwnerIdentity,
  "Bank account in the business's name": providerCopy.checkBankAccount,
  "Houseboat classification": providerCopy.checkHouseboatClassification,
};

/**
 * The provider card's heading: "Verified Provider" with the date and the checks done only for a
 * Verified provider; anything else says plainly that we have not verified it (ADR 026).
 */
export function ProviderStanding({ provider }: { provider: PackageProvider | null }) {
  const t = useIntl().formatMessage;
  const locale = usePageLocale();
  if (provider?.verified) {
    return (
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon name="shield-check" size={20} stroke="#047857" />
          {t(packageCopy.verifiedProvider)}
        </h2>
        {provider.verifiedOn ? (
          <p className="mt-1 text-sm text-slate-600">{t(packageCopy.verifiedOn, { date: formatDate(provider.verifiedOn, locale) })}</p>
        ) : null}
        {provider.checksDone.length > 0 ? (
          <>
            <h3 className="mt-3 text-sm font-semibold text-slate-800">{t(packageCopy.checksHeading)}</h3>
            <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
              {provider.checksDone.map(({ label, checkedOn }) => (
                <li key={label}>
                  {CHECK_COPY[label] ? t(CHECK_COPY[label]) : label}
                  {checkedOn ? (
                    <span className="text-slate-600"> · {t(packageCopy.checkMadeOn, { date: formatDate(checkedOn, locale) })}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <div>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">{t(packageCopy.unverifiedProvider)}</h2>
      <p className="mt-1 text-sm text-slate-700">{t(packageCopy.unverifiedExplained)}</p>
    </div>
  );
}
