import { InsightReportView } from "../../components/insight/insight-report-view";
import type { InsightReport } from "../../../domain/insight-report";
import { call, isSessionEnded, reasonOf } from "./admin-api";

/** The admin's Insight section: the whole site's anonymous counts (ADR 106). */
export function InsightSection({ onSessionEnded }: { onSessionEnded: () => void }) {
  return (
    <InsightReportView
      apiBase="/api/admin/insight"
      fetchReport={(query) => call<InsightReport>("GET", `/api/admin/insight?${query}`)}
      problemText={(error) => {
        if (isSessionEnded(error)) onSessionEnded();
        return reasonOf(error);
      }}
    />
  );
}
