import { useIntl } from "react-intl";
import { InsightReportView } from "../../components/insight/insight-report-view";
import type { InsightReport } from "../../../domain/insight-report";
import { PartnerApiError, partnerCall } from "./partner-api";
import { apiRefusalText } from "./refusal-text";
import { useProblemText } from "./use-problem";

/** The partner's Insight section: its own provider's anonymous counts only (the server takes the provider from the session). */
export function PartnerInsight({ onSessionEnded }: { onSessionEnded: (notice?: string) => void }) {
  const intl = useIntl();
  const problemText = useProblemText();
  return (
    <InsightReportView
      apiBase="/api/partner/insight"
      fetchReport={(query) => partnerCall<InsightReport>("GET", `insight?${query}`)}
      problemText={(error) => {
        if (error instanceof PartnerApiError && (error.status === 401 || error.status === 403))
          onSessionEnded(error.status === 403 ? problemText(error) : undefined);
        // A period the server refused (a start after the end, a day to come) says why, in the page's language.
        if (error instanceof PartnerApiError && error.status === 400) return apiRefusalText(intl, error);
        return problemText(error);
      }}
    />
  );
}
