import { useIntl } from "react-intl";
import { minutesToWait } from "../../../domain/dates";
import type { PartnerRefusalCode } from "../../../domain/partners";
import { partnerCopy } from "../../i18n/copy/partner";
import { useRootData } from "../../components/root-data";
import { PartnerApiError } from "./partner-api";

/**
 * A failed call in the page's language: the server's answers that a person can act on (wrong
 * password, wait N minutes, suspended, link used) have their own words; anything else says to try again.
 * A 404 and a 410 speak of the invitation link on its own page (`link`); elsewhere a 404 is a
 * package, review or change someone removed or decided meanwhile.
 */
export function useProblemText({ link = false }: { link?: boolean } = {}) {
  const t = useIntl().formatMessage;
  const contact = useRootData()?.publicConfig.contact.email ?? "";
  return (error: unknown, on401 = partnerCopy.signInFailed): string => {
    if (!(error instanceof PartnerApiError)) return t(partnerCopy.failed);
    if (error.status === 0) return t(partnerCopy.networkError);
    if (error.status === 401) return t(on401);
    if (error.status === 429) return t(partnerCopy.tooMany, { minutes: minutesToWait(error.retryAfterSeconds) });
    if (isSuspendedRefusal(error)) return t(partnerCopy.suspended, { contact });
    if (error.status === 404) return t(link ? partnerCopy.linkInvalid : partnerCopy.gone);
    if (error.status === 410 && link)
      return t(
        isUsedLink(error)
          ? partnerCopy.linkUsed
          : isRefusal(error, 410, "partner.linkVoided")
            ? partnerCopy.linkVoided
            : partnerCopy.linkExpired,
      );
    return t(partnerCopy.failed);
  };
}

/** The server's answer to a partner whose provider is suspended (403, with the suspension's code). */
export function isSuspendedRefusal(error: unknown): boolean {
  return isRefusal(error, 403, "partner.providerSuspended");
}

/** The server's answer for an invitation link that was used already (410, as an expired one, but its own code). */
export function isUsedLink(error: unknown): boolean {
  return isRefusal(error, 410, "partner.linkUsed");
}

/** A refusal of the server's with this status and code (the code, not the English words, names it). */
export function isRefusal(error: unknown, status: number, code: PartnerRefusalCode): boolean {
  return error instanceof PartnerApiError && error.status === status && error.issue.code === code;
}

/** The Show/Hide button texts of the portal's password boxes. */
export function usePasswordToggle() {
  const t = useIntl().formatMessage;
  return { show: t(partnerCopy.showPassword), hide: t(partnerCopy.hidePassword) };
}
