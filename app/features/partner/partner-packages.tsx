import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import { hasPendingChange, partnerMayEdit, type PartnerAction } from "../../../domain/package-review";
import { Button } from "../../components/ui/button";
import { LiveLine } from "../../components/ui/form-card";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError, partnerCall, type PartnerPackageView } from "./partner-api";
import type { PartnerPackageSummary } from "../../../domain/package-review";
import { PartnerPackageEditor, type PackageStanding, type PartnerSaveOutcome } from "./partner-package-editor";
import { apiRefusalText } from "./refusal-text";
import { useProblemText } from "./use-problem";

const ACTION_TEXT = {
  submit: partnerCopy.actionSubmit,
  withdraw: partnerCopy.actionWithdraw,
  pause: partnerCopy.actionPause,
  resume: partnerCopy.actionResume,
  archive: partnerCopy.actionArchive,
  delete: partnerCopy.actionDelete,
} as const;

/** What the live line says once an action is done: the package's title and what was done to it. */
const ACTION_DONE = {
  submit: partnerCopy.actionDoneSubmit,
  withdraw: partnerCopy.actionDoneWithdraw,
  pause: partnerCopy.actionDonePause,
  resume: partnerCopy.actionDoneResume,
  archive: partnerCopy.actionDoneArchive,
  delete: partnerCopy.actionDoneDelete,
} as const;

/**
 * What the live line says once the editor closed on a save, by what the save did. Every sentence names the
 * package: the line is the list's, under the table, where the editor's title is no longer on screen.
 */
export const SAVE_DONE: Readonly<Record<PartnerSaveOutcome, MessageDescriptor>> = {
  draft: partnerCopy.savedDraft,
  revision: partnerCopy.savedRevision,
  // Saved as it opened while its change was in review: nothing written, that change still waits.
  "revision-still-waits": partnerCopy.savedRevisionStillWaits,
  "revision-departures-live": partnerCopy.savedRevisionDeparturesLive,
  // Only the departures changed while a change waited in review: they went live, that change still waits.
  "departures-live-revision-still-waits": partnerCopy.savedDeparturesLiveRevisionStillWaits,
  // The save undid every change of the waiting revision, which went as a withdrawal does: the same words.
  withdrawn: ACTION_DONE.withdraw,
  "withdrawn-departures-live": partnerCopy.savedRevisionWithdrawnDeparturesLive,
  // No revision stored and none waiting: only the departures changed, or nothing at all.
  "departures-live": partnerCopy.savedDeparturesLive,
  unchanged: partnerCopy.savedUnchanged,
};

/**
 * The code's and the status's own columns, from `sm` up. On a phone both go under the title instead: four
 * columns do not fit 360 px, nor do three in Malayalam (a status and an action are each one long word), and
 * the Actions column, the last, would be cut off at the screen's edge.
 */
const WIDE_COLUMN = "hidden sm:table-cell";

/** A package's state in the page's language, with the admin's pause and reason where there is one. */
function PackageStatus({ item }: { item: PartnerPackageSummary }) {
  const t = useIntl().formatMessage;
  return (
    <span data-package-status>
      {t(partnerCopy.state, { state: item.state.replaceAll("-", "_") })}
      {item.pausedByAdmin ? ` · ${t(partnerCopy.pausedByAdmin)}` : null}
      {item.reason ? (
        <>
          {": "}
          {/* The admin's words, in the language they were written in. */}
          <span dir="auto" className="text-red-800">
            {item.reason}
          </span>
        </>
      ) : null}
    </span>
  );
}

/** What was last done to a package: the sentence that says it, and the package's title it names. */
export interface PackageDone {
  message: MessageDescriptor;
  title: string;
  /** Where a saved package stands (live, paused, expired), for a sentence that says what the public is offered meanwhile. */
  standing?: PackageStanding;
}

/**
 * The live line that says what was done to a package. The title is the provider's own words, often in another
 * language and direction than the page's: in a `<bdi>`, a title ending in a digit or a sign ("Trip #2") keeps its
 * order inside an Arabic sentence.
 */
export function PackageDoneLine({ done }: { done: PackageDone | null }) {
  const t = useIntl().formatMessage;
  return (
    <LiveLine
      kind="done"
      text={done ? t(done.message, { title: <bdi key="title">{done.title}</bdi>, standing: done.standing ?? "live" }) : ""}
    />
  );
}

/**
 * The question an action asks before it is sent, naming what it loses, or null for one that loses nothing: a delete,
 * an archive, and a withdrawal of a change to a live (or paused, or expired) package, which deletes that change (a
 * returned one with the admin's reason). A new package withdrawn from review only becomes a draft again: not asked.
 */
export function confirmationOf(p: Pick<PartnerPackageSummary, "state">, action: PartnerAction): MessageDescriptor | null {
  if (action === "delete") return partnerCopy.confirmDelete;
  if (action === "archive") return partnerCopy.confirmArchive;
  if (action === "withdraw" && hasPendingChange(p.state))
    return p.state.endsWith("-change-returned") ? partnerCopy.confirmWithdrawReturned : partnerCopy.confirmWithdrawChange;
  return null;
}

/**
 * The packages' table: title (with code and status under it on a phone), code, status, and the buttons for what
 * each package may do next, named with its title for a screen reader.
 */
function PackagesTable({
  packages,
  disabled,
  onEdit,
  onAct,
}: {
  packages: PartnerPackageSummary[];
  disabled: boolean;
  onEdit: (p: PartnerPackageSummary) => void;
  onAct: (p: PartnerPackageSummary, action: PartnerAction) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{t(partnerCopy.packagesTitle)}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {[partnerCopy.columnTitle, partnerCopy.columnCode, partnerCopy.columnStatus, partnerCopy.columnActions].map((column) => (
              <th
                key={column.id}
                scope="col"
                className={
                  column === partnerCopy.columnCode || column === partnerCopy.columnStatus
                    ? `${WIDE_COLUMN} p-2 text-start`
                    : "p-2 text-start"
                }
              >
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {packages.map((p) => (
            <tr key={p.id} data-package={p.id} className="border-b border-slate-200 align-top">
              {/* Content as the provider wrote it: its own language and direction, whatever the page's. */}
              <td className="p-2">
                <span dir="auto" className="block">
                  {p.title}
                </span>
                <span dir="ltr" className="block whitespace-nowrap text-slate-600 sm:hidden">
                  {p.packageCode}
                </span>
                <span className="mt-1 block sm:hidden">
                  <PackageStatus item={p} />
                </span>
              </td>
              {/* A code is one word: its hyphens must not break it over lines. */}
              <td className={`${WIDE_COLUMN} whitespace-nowrap p-2`} dir="ltr">
                {p.packageCode}
              </td>
              <td className={`${WIDE_COLUMN} p-2`}>
                <PackageStatus item={p} />
              </td>
              <td className="p-2">
                <div className="flex flex-wrap gap-2">
                  {partnerMayEdit(p.state) ? (
                    <Button
                      variant="secondary"
                      className="min-h-11"
                      disabled={disabled}
                      aria-label={`${t(partnerCopy.actionEdit)}: ${p.title}`}
                      onClick={() => onEdit(p)}
                    >
                      {t(partnerCopy.actionEdit)}
                    </Button>
                  ) : null}
                  {p.actions.map((action) => (
                    <Button
                      key={action}
                      variant="secondary"
                      className="min-h-11"
                      disabled={disabled}
                      aria-label={`${t(ACTION_TEXT[action])}: ${p.title}`}
                      onClick={() => onAct(p, action)}
                    >
                      {t(ACTION_TEXT[action])}
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The provider's packages, every status, with what each may do next: review, pause, resume, archive, delete. */
export function PartnerPackages({ onSessionEnded }: { onSessionEnded: (notice?: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useProblemText();
  const id = useId();
  const [packages, setPackages] = useState<PartnerPackageSummary[] | null>(null);
  const [error, setError] = useState("");
  const [done, setDone] = useState<PackageDone | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The editor: open on a new package (no view) or on one loaded for editing.
  const [editing, setEditing] = useState<{ view?: PartnerPackageView } | null>(null);
  // The buttons are disabled while an action runs, which takes focus from the one pressed: once the list is back,
  // focus goes to the package's first button (its row's new choices), or to the heading when the row is gone.
  const [refocus, setRefocus] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (refocus === null || busy !== null) return;
    const row = [...(section.current?.querySelectorAll<HTMLElement>("tr[data-package]") ?? [])].find((r) => r.dataset.package === refocus);
    (row?.querySelector<HTMLElement>("button:enabled") ?? section.current?.querySelector<HTMLElement>("h2"))?.focus();
    setRefocus(null);
  }, [refocus, busy, packages]);

  const failed = useCallback(
    (e: unknown) => {
      if (e instanceof PartnerApiError && (e.status === 401 || e.status === 403))
        onSessionEnded(e.status === 403 ? problemText(e) : undefined);
      // The list reloads after every action: a package changed or deleted meanwhile is said so; another refusal by its code.
      else if (
        e instanceof PartnerApiError &&
        (e.status === 404 || (e.status === 409 && (!e.message || e.issue.code === "packageReview.changedElsewhere")))
      )
        setError(t(partnerCopy.changedElsewhere));
      else if (e instanceof PartnerApiError && (e.status === 400 || e.status === 409) && e.message) setError(apiRefusalText(intl, e));
      else setError(problemText(e));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [onSessionEnded],
  );

  const load = useCallback(
    () => partnerCall<{ items: PartnerPackageSummary[] }>("GET", "packages").then((r) => setPackages(r.items), failed),
    [failed],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function act(p: PartnerPackageSummary, action: PartnerAction) {
    if (busy) return;
    const question = confirmationOf(p, action);
    if (question && !window.confirm(t(question, { title: p.title }))) return;
    setBusy(p.id);
    setError("");
    setDone(null);
    const path = `packages/${encodeURIComponent(p.id)}${action === "delete" ? "" : `/${action}`}?version=${encodeURIComponent(p.updatedAt)}`;
    try {
      await partnerCall(action === "delete" ? "DELETE" : "POST", path);
      setDone({ message: ACTION_DONE[action], title: p.title });
    } catch (e) {
      failed(e);
    }
    await load();
    setBusy(null);
    setRefocus(p.id);
  }

  async function edit(p: PartnerPackageSummary) {
    if (busy) return;
    setBusy(p.id);
    setError("");
    setDone(null);
    try {
      setEditing({ view: await partnerCall<PartnerPackageView>("GET", `packages/${encodeURIComponent(p.id)}`) });
    } catch (e) {
      failed(e);
    }
    setBusy(null);
  }

  /** Closes the editor; focus goes back to the package's row (its Edit button was disabled while the package loaded). */
  function closeEditor() {
    const edited = editing?.view?.item.id;
    setEditing(null);
    if (edited) setRefocus(edited);
  }

  async function saved(outcome: PartnerSaveOutcome, title: string, standing: PackageStanding) {
    closeEditor();
    setDone({ message: SAVE_DONE[outcome], title, standing });
    await load();
  }

  return (
    <section ref={section} aria-labelledby={`${id}-packages`} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-packages`} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {t(partnerCopy.packagesTitle)}
        </h2>
        <Button className="min-h-11" disabled={busy !== null} onClick={() => setEditing({})}>
          {t(partnerCopy.newPackage)}
        </Button>
      </div>
      <LiveLine kind="alert" text={error} />
      <PackageDoneLine done={done} />
      {packages === null ? (
        error ? null : (
          <p role="status" className="mt-3 text-slate-600">
            {t(partnerCopy.checking)}
          </p>
        )
      ) : packages.length === 0 ? (
        <p className="mt-3 text-slate-700">{t(partnerCopy.packagesEmpty)}</p>
      ) : (
        <PackagesTable
          packages={packages}
          disabled={busy !== null}
          onEdit={(p) => void edit(p)}
          onAct={(p, action) => void act(p, action)}
        />
      )}
      {editing ? (
        <PartnerPackageEditor
          key={editing.view?.item.id ?? "new"}
          view={editing.view}
          onClose={closeEditor}
          onSaved={(outcome, title, standing) => void saved(outcome, title, standing)}
        />
      ) : null}
    </section>
  );
}
