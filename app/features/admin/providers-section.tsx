import { useId, useState } from "react";
import { districtName, isDistrictSlug } from "../../../domain/districts";
import { formatAverage } from "../../../domain/reviews";
import type { Provider, ProviderStatus } from "../../../domain/providers";
import { isSessionEnded, reasonOf } from "./admin-api";
import { ui } from "../../components/package-editor/form-classes";
import { SectionNotice, useAdminList, useRefocusIfDropped, type Notice } from "./admin-list";
import { failureMessage } from "./failure-message";
import { RowAction } from "../../components/package-editor/row-buttons";
import { listProviders, setProviderStatus, type AdminProvider } from "./providers-api";
import { ProviderEditor } from "./providers-editor";
import { AuditLogPanel } from "./audit-log";
import { ProviderChanges } from "./provider-changes";
import { ProviderMerge } from "./provider-merge";
import { ProviderPeople } from "./provider-people";

export const SUSPEND_CONFIRMATION =
  "Suspend this provider? Its packages disappear from every public page, list, search, sitemap and API answer until you un-suspend it. It then comes back Unverified, to be verified again after a fresh check. Nothing is deleted.";

const STATUS_CHIP: Record<ProviderStatus, string> = {
  Verified: "bg-emerald-100 text-emerald-900",
  Unverified: "bg-amber-100 text-amber-900",
  Suspended: "bg-red-100 text-red-900",
};

/** The id of a provider's row's Suspend (or Un-suspend) button. */
const statusActionId = (providerId: string) => `provider-status-${providerId}`;

/** The provider the editor is open on; `{}` for a new one, null when it is closed. */
type Editor = { provider?: Provider } | null;

/** The admin's providers: list with status, demo mark, packages and rating; add, edit, verify, suspend, un-suspend. */
export function ProvidersSection({ onSessionEnded, onChanged }: { onSessionEnded: () => void; onChanged?: () => void }) {
  const headingId = useId();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  const {
    data: items,
    loading,
    refresh,
  } = useAdminList(listProviders, [], { failure: "Failed to load providers", onSessionEnded, setNotice: setMessage });
  const [editor, setEditor] = useState<Editor>(null);
  const [peopleOf, setPeopleOf] = useState<string | null>(null);
  const [changesOf, setChangesOf] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [mergeOf, setMergeOf] = useState<string | null>(null);
  const refocus = useRefocusIfDropped();

  async function changeStatus(provider: AdminProvider, status: ProviderStatus) {
    if (status === "Suspended" && !window.confirm(SUSPEND_CONFIRMATION)) return;
    setBusyId(provider.id);
    setMessage(null);
    try {
      const saved = await setProviderStatus(provider.id, status);
      const done = status === "Suspended" ? "suspended" : provider.status === "Suspended" ? "un-suspended" : status.toLowerCase();
      setMessage({ kind: "ok", text: `${saved.name} ${done}.` });
      await refresh();
      // A verified provider is offered no Verify button: focus goes to the row's next status
      // action (Suspend). Suspend and Un-suspend swap in the same place and keep it by themselves.
      refocus(() => document.getElementById(statusActionId(provider.id)));
      onChanged?.();
    } catch (e) {
      if (isSessionEnded(e)) return onSessionEnded();
      setMessage({ kind: "error", text: failureMessage(`Failed to change the status of ${provider.name}`, reasonOf(e)) });
    } finally {
      setBusyId(null);
    }
  }

  async function saved(provider: Provider) {
    setEditor(null);
    setMessage({ kind: "ok", text: editor?.provider ? `Provider ${provider.name} updated.` : `Provider ${provider.name} added.` });
    await refresh();
    onChanged?.();
  }

  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          Providers{loading ? null : <span className="font-normal text-slate-600"> ({items.length})</span>}
        </h2>
        <button type="button" onClick={() => setEditor({})} className={ui.buttonPrimary}>
          Add Provider
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Only a Verified provider shows &quot;Verified Provider&quot;. Suspending hides all of a provider&apos;s packages from the public
        site at once; un-suspending brings them back, the provider Unverified until you verify it again.
      </p>
      <SectionNotice notice={message} />

      {loading && items.length === 0 ? (
        <p className="mt-4 text-slate-600">Loading providers...</p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-slate-600">No providers yet.</p>
      ) : (
        <ul aria-label="Providers" className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {items.map((p) => (
            <li key={p.id} aria-label={p.name} className="flex flex-wrap items-start justify-between gap-3 py-3">
              {/* Its basis, not its text, decides whether the buttons fit beside it: on a laptop every row's
                  buttons stand beside its name (a long line wraps under the name instead), on a phone below. */}
              <div className="min-w-0 flex-1 basis-80">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{p.name}</span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CHIP[p.status]}`}>{p.status}</span>
                  {p.isDemo ? (
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Demo</span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-sm text-slate-600">
                  /provider/{p.slug}
                  {p.meshId ? ` · MESH ${p.meshId}` : ""}
                  {isDistrictSlug(p.district) ? ` · ${districtName(p.district)}` : ""}
                  {` · ${p.packageCount} package${p.packageCount === 1 ? "" : "s"}`}
                  {p.rating ? ` · ★ ${formatAverage(p.rating.average)} (${p.rating.count})` : ""}
                  {p.status === "Verified" && p.verifiedOn ? ` · verified ${p.verifiedOn}` : ""}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <RowAction context={p.name} onClick={() => setEditor({ provider: p })}>
                  Edit
                </RowAction>
                <RowAction context={p.name} expanded={peopleOf === p.id} onClick={() => setPeopleOf(peopleOf === p.id ? null : p.id)}>
                  People
                </RowAction>
                <RowAction context={p.name} expanded={changesOf === p.id} onClick={() => setChangesOf(changesOf === p.id ? null : p.id)}>
                  Verification changes
                </RowAction>
                <RowAction context={p.name} expanded={historyOf === p.id} onClick={() => setHistoryOf(historyOf === p.id ? null : p.id)}>
                  History
                </RowAction>
                <RowAction context={p.name} expanded={mergeOf === p.id} onClick={() => setMergeOf(mergeOf === p.id ? null : p.id)}>
                  Merge
                </RowAction>
                {p.status === "Unverified" ? (
                  <RowAction context={p.name} busy={busyId === p.id} onClick={() => changeStatus(p, "Verified")}>
                    Verify
                  </RowAction>
                ) : null}
                {p.status === "Suspended" ? (
                  <RowAction
                    id={statusActionId(p.id)}
                    context={p.name}
                    busy={busyId === p.id}
                    onClick={() => changeStatus(p, "Unverified")}
                  >
                    Un-suspend
                  </RowAction>
                ) : (
                  <RowAction id={statusActionId(p.id)} context={p.name} busy={busyId === p.id} onClick={() => changeStatus(p, "Suspended")}>
                    Suspend
                  </RowAction>
                )}
              </div>
              {peopleOf === p.id ? <ProviderPeople providerId={p.id} providerName={p.name} onSessionEnded={onSessionEnded} /> : null}
              {changesOf === p.id ? <ProviderChanges providerId={p.id} onSessionEnded={onSessionEnded} /> : null}
              {historyOf === p.id ? <AuditLogPanel scope="provider" id={p.id} name={p.name} onSessionEnded={onSessionEnded} /> : null}
              {mergeOf === p.id ? (
                <ProviderMerge
                  provider={p}
                  others={items.filter((o) => o.id !== p.id)}
                  onSessionEnded={onSessionEnded}
                  onMerged={async (text) => {
                    setMergeOf(null);
                    setMessage({ kind: "ok", text });
                    await refresh();
                    // The merged record's row leaves with its form: focus goes to the list's heading.
                    refocus(() => document.getElementById(headingId));
                    onChanged?.();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {editor ? (
        <ProviderEditor key={editor.provider?.id ?? "new"} provider={editor.provider} onClose={() => setEditor(null)} onSaved={saved} />
      ) : null}
    </section>
  );
}
