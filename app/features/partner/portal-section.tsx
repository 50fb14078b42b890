import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { LiveLine } from "../../components/ui/form-card";
import { TitledSection } from "../../components/ui/titled-section";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError, partnerCall } from "./partner-api";
import { useProblemText } from "./use-problem";

export interface PortalLoad<T> {
  data: T | null;
  error: string;
  reload: () => void;
}

/**
 * One GET of the partner API when the section opens: its answer, or the problem in the page's
 * language; a session that ended on the server (401, or 403 after a suspension) goes back to sign-in.
 */
export function usePortalLoad<T>(path: string, onSessionEnded: (notice?: string) => void): PortalLoad<T> {
  const problemText = useProblemText();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState("");
  const reload = useCallback(() => {
    partnerCall<T>("GET", path).then(
      (answer) => {
        setData(answer);
        setError("");
      },
      (e: unknown) => {
        if (e instanceof PartnerApiError && (e.status === 401 || e.status === 403))
          onSessionEnded(e.status === 403 ? problemText(e) : undefined);
        else setError(problemText(e));
      },
    );
    // The path is fixed per section; the texts do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  useEffect(reload, [reload]);
  return { data, error, reload };
}

/** A portal section's heading, then "Checking…", the load's problem, or what its data shows. */
export function PortalSection<T>({ title, load, children }: { title: string; load: PortalLoad<T>; children: (data: T) => ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <TitledSection title={title} className="mt-10">
      {load.error ? <LiveLine kind="alert" text={load.error} /> : null}
      {load.data !== null ? (
        children(load.data)
      ) : load.error ? null : (
        <p role="status" className="mt-3 text-slate-600">
          {t(partnerCopy.checking)}
        </p>
      )}
    </TitledSection>
  );
}

/** A PortalSection over a list: a line saying there is nothing yet, or the list the items make. */
export function PortalListSection<T>({
  title,
  load,
  empty,
  children,
}: {
  title: string;
  load: PortalLoad<{ items: T[] }>;
  /** Shown when the list is empty. */
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <PortalSection title={title} load={load}>
      {(data) => (data.items.length === 0 ? <p className="mt-3 text-slate-700">{empty}</p> : children(data.items))}
    </PortalSection>
  );
}
