import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import type { AuditRowView, AuditScope } from "../../../domain/audit-view";
import { ui } from "../../components/package-editor/form-classes";
import { SHEET_BODY_CLASS, SHEET_DIALOG_CLASS, SheetDialogHeader } from "../../components/ui/sheet-dialog";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { call } from "./admin-api";
import { useAdminList, type Notice } from "./admin-list";
import { useMomentFormat } from "../../i18n/page-locale";

interface Filters {
  action: string;
  actor: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { action: "", actor: "", from: "", to: "" };

/** The API address of one scope's history with these filters (the CSV link adds format=csv). */
function auditUrl(scope: AuditScope, id: string, filters: Filters, csv = false): string {
  const query = new URLSearchParams({ scope, id });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
  if (csv) query.set("format", "csv");
  return `/api/admin/audit?${query}`;
}

/** A stored value as the screen shows it: text as it is, anything else as JSON, nothing as "(none)". */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The changes worth a line: a field that went from nothing to nothing (a new package's empty field) is left out; the CSV has all. */
const visibleChanges = (row: AuditRowView) => Object.entries(row.changes).filter(([, [before, after]]) => shown(before) !== shown(after));

/**
 * The audit log of one package or one provider (its record, packages, reviews and people): who
 * (the admin, a partner person, the command line), when, what and each field from → to. Filter by
 * action, actor and days; download the same rows as CSV. Read only: the application never changes
 * or removes a row.
 */
export function AuditLogPanel({
  scope,
  id,
  name,
  onSessionEnded,
}: {
  scope: AuditScope;
  id: string;
  name: string;
  onSessionEnded: () => void;
}) {
  const when = useMomentFormat();
  const formId = useId();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [error, setError] = useState("");
  // useAdminList's notices are its load failures ("Failed to load the history: …").
  const setNotice = useCallback((notice: Notice) => setError(notice?.kind === "error" ? notice.text : ""), []);
  const load = useCallback(
    () => call<{ items: AuditRowView[]; truncated: boolean }>("GET", auditUrl(scope, id, filters)),
    [scope, id, filters],
  );
  // Only the newest request answers, and rows asked for under other filters are never shown under
  // these (`current`).
  const { data, current } = useAdminList(
    load,
    { items: [], truncated: false },
    { failure: "Failed to load the history", onSessionEnded, setNotice },
  );
  const rows = current ? data.items : null;
  const truncated = data.truncated;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Other filters start a new load: a failure of the last one is no longer what the panel shows.
    if (draft !== filters) setError("");
    setFilters(draft);
  }

  // The actions this history holds, for the filter (what was loaded without one, plus the chosen one).
  const [knownActions, setKnownActions] = useState<string[]>([]);
  useEffect(() => {
    if (rows && !filters.action) setKnownActions([...new Set(rows.map((r) => r.action))].sort());
  }, [rows, filters.action]);

  const field = (key: keyof Filters) => ({
    id: `${formId}-${key}`,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
    className: `${ui.input} mt-1`,
  });

  return (
    <section aria-label={`History of ${name}`} className="mt-3 rounded-lg border border-slate-200 p-3">
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-5 sm:items-end">
        <div>
          <label htmlFor={`${formId}-action`} className={ui.label}>
            Action
          </label>
          <select {...field("action")}>
            <option value="">All actions</option>
            {knownActions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${formId}-actor`} className={ui.label}>
            Who (e-mail contains)
          </label>
          <input {...field("actor")} type="search" autoComplete="off" />
        </div>
        <div>
          <label htmlFor={`${formId}-from`} className={ui.label}>
            From
          </label>
          <input {...field("from")} type="date" />
        </div>
        <div>
          <label htmlFor={`${formId}-to`} className={ui.label}>
            To
          </label>
          <input {...field("to")} type="date" />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={ui.buttonSecondary}>
            Filter
          </button>
          <a href={auditUrl(scope, id, filters, true)} download className={ui.buttonQuiet}>
            Download CSV
          </a>
        </div>
      </form>

      <div role="alert" className={error ? "mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800" : "sr-only"}>
        {error}
      </div>
      {rows === null ? (
        error ? null : (
          <p role="status" className="mt-3 text-sm text-slate-600">
            Loading history...
          </p>
        )
      ) : (
        <>
          <p role="status" className="mt-3 text-sm text-slate-600">
            {rows.length === 0
              ? "Nothing recorded for these filters."
              : `${rows.length} change${rows.length === 1 ? "" : "s"}, newest first${truncated ? " (the newest only: narrow the filters or download the CSV)" : ""}.`}
          </p>
          <ol className="mt-2 divide-y divide-slate-200">
            {rows.map((r) => (
              <li key={r.id} className="py-2 text-sm">
                <p>
                  <time dateTime={r.at} className="font-medium text-slate-900">
                    {when(r.at)}
                  </time>
                  {" · "}
                  <span className="break-all">{r.actorRole === "system" ? "command line" : `${r.actorRole} ${r.actorEmail}`}</span>
                  {" · "}
                  <span className="font-semibold">{r.action}</span>
                  {scope === "provider" ? <span className="text-slate-600">{` · ${r.entity} ${r.entityId}`}</span> : null}
                </p>
                {visibleChanges(r).length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-slate-700">
                    {visibleChanges(r).map(([f, [before, after]]) => (
                      <li key={f} className="break-words">
                        <span className="font-medium">{f}</span>: {/* Stored text, in whatever language it was written. */}
                        <span dir="auto">{shown(before)}</span> → <span dir="auto">{shown(after)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** A package's history in a dialog (the package cards have no room below them). */
export function AuditLogDialog({
  id,
  name,
  onClose,
  onSessionEnded,
}: {
  id: string;
  name: string;
  onClose: () => void;
  onSessionEnded: () => void;
}) {
  const headingId = useId();
  const modal = useModalDialog({ onRequestClose: onClose });
  return (
    <dialog {...modal.dialogProps} aria-labelledby={headingId} className={`${SHEET_DIALOG_CLASS} sm:max-w-4xl`}>
      <div className="flex h-full flex-col">
        <SheetDialogHeader
          headingId={headingId}
          heading={
            <>
              History: <span dir="auto">{name}</span>
            </>
          }
          closeLabel="Close"
          onClose={onClose}
        />
        <div className={`${SHEET_BODY_CLASS} px-4 pb-4 sm:px-6`}>
          <AuditLogPanel scope="package" id={id} name={name} onSessionEnded={onSessionEnded} />
        </div>
      </div>
    </dialog>
  );
}
