import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { PACKAGE_STATUSES, type PackageStatus } from "../../../domain/package-lists";
import { ExchangeRatesEditor } from "./exchange-rates-editor";
import { ResellerKeysEditor } from "./reseller-keys-editor";
import type { TravelPackage } from "../../../domain/package";
import { call, deletePackage, isSessionEnded, listPackages, reasonOf, signOut, type AdminSession } from "./admin-api";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/package-editor/form-fields";
import { useAdminList, useRefocusIfDropped, type Notice } from "./admin-list";
import { failureMessage } from "./failure-message";
import { PackageCard } from "./package-card";
import { AdminPackageEditor } from "./admin-package-editor";
import { AuditLogDialog } from "./audit-log";
import { ProvidersSection } from "./providers-section";
import { ReviewInvitationForm, ReviewModeration } from "./reviews-section";
import { ReviewQueue } from "./review-queue";
import { ADMIN_SECTIONS, ADMIN_SECTION_NAMES, adminSectionOf, adminSectionSearch, type AdminSection } from "./admin-sections";
import { NeedsAttention, usePendingReviewCount } from "./needs-attention";
import { InsightSection } from "./insight-section";
import { PlacesSection } from "./places-section";

export const DELETE_CONFIRMATION = "Are you sure you want to delete this package?";
/** After saving a package that is not Active: "Saved as Draft: not public yet." */
export const notPublicYet = (status: PackageStatus) => `Saved as ${status}: not public yet.`;

export const SUCCESS_MESSAGES = {
  added: "Package added successfully!",
  updated: "Package updated successfully!",
  deleted: "Package deleted successfully!",
} as const;

/** The packages list's heading, where focus goes when a deleted package's card leaves. */
const PACKAGES_TITLE_ID = "admin-packages-title";

/**
 * The dashboard's search and status filter run over the list in the browser: the admin API
 * answers every package of every status in one list (no paging), so nothing is left out.
 */
export function filterAdminPackages(list: readonly TravelPackage[], search: string, status: PackageStatus | ""): TravelPackage[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (p) =>
      (status === "" || p.status === status) &&
      (needle === "" || [p.title, p.packageCode, p.destinations, p.startingLocation].some((f) => f.toLowerCase().includes(needle))),
  );
}

/** The package the editor is open on; `{}` for a new one, null when it is closed. */
type EditorTarget = { pkg?: TravelPackage } | null;

const FIND_CONTROL =
  "h-11 rounded-lg border border-slate-300 px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600";

/** A label above its control in the find-packages bar. */
function FindControl({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : "flex flex-col gap-1"}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The dashboard's notice: what went well in a status region, what failed in an alert (both always there). */
function DashboardBanner({ banner }: { banner: Notice }) {
  return (
    <>
      <div
        role="status"
        className={banner?.kind === "ok" ? "mt-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-800" : "sr-only"}
      >
        {banner?.kind === "ok" ? banner.text : ""}
      </div>
      <div
        role="alert"
        className={banner?.kind === "error" ? "mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800" : "sr-only"}
      >
        {banner?.kind === "error" ? banner.text : ""}
      </div>
    </>
  );
}

/** The sections' tabs: each a link to the section's own address, the queue's with its count. */
function SectionsNav({ section, waiting, open }: { section: AdminSection; waiting: number | null; open: (next: AdminSection) => void }) {
  return (
    <nav aria-label="Admin sections" className="mt-6 border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-1">
        {ADMIN_SECTIONS.map((key) => (
          <li key={key}>
            <a
              href={adminSectionSearch(key) || "?"}
              aria-current={section === key ? "page" : undefined}
              onClick={(event) => {
                event.preventDefault();
                open(key);
              }}
              className={`inline-block whitespace-nowrap border-b-2 px-3 py-2.5 font-medium ${
                section === key ? "border-brand-700 text-brand-800" : "border-transparent text-slate-700 hover:text-brand-700"
              }`}
            >
              {ADMIN_SECTION_NAMES[key]}
              {key === "queue" && waiting !== null ? ` (${waiting})` : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the admin looks for in the packages section: words and a status. */
interface PackageFind {
  search: string;
  status: PackageStatus | "";
}

/** The packages section: find by words and status, and a card for each package shown. */
function PackagesSection({
  packages,
  loading,
  find,
  onFind,
  busyId,
  onEdit,
  onDelete,
  onHistory,
}: {
  packages: TravelPackage[];
  loading: boolean;
  find: PackageFind;
  onFind: (next: PackageFind) => void;
  busyId: string | null;
  onEdit: (pkg: TravelPackage) => void;
  onDelete: (pkg: TravelPackage) => void;
  onHistory: (pkg: TravelPackage) => void;
}) {
  const shown = useMemo(() => filterAdminPackages(packages, find.search, find.status), [packages, find]);
  const searchId = useId();
  const statusId = useId();
  return (
    <>
      <h2 id={PACKAGES_TITLE_ID} tabIndex={-1} className="mt-8 text-lg font-semibold text-slate-900">
        Packages{loading ? null : <span className="font-normal text-slate-600"> ({packages.length})</span>}
      </h2>
      {packages.length > 0 ? (
        <div role="search" aria-label="Find packages" className="mt-3 flex flex-wrap items-end gap-3">
          <FindControl id={searchId} label="Search" className="min-w-0 flex-1 basis-60">
            <input
              id={searchId}
              type="search"
              value={find.search}
              onChange={(e) => onFind({ ...find, search: e.target.value })}
              placeholder="Title, code or place"
              className={FIND_CONTROL}
            />
          </FindControl>
          <FindControl id={statusId} label="Status">
            <Select
              id={statusId}
              value={find.status}
              onValue={(value) => onFind({ ...find, status: value as PackageStatus | "" })}
              empty="All statuses"
              choices={PACKAGE_STATUSES}
              className={`${FIND_CONTROL} bg-white`}
            />
          </FindControl>
          <p role="status" className="basis-full text-sm text-slate-600">
            {find.search.trim() || find.status ? `Showing ${shown.length} of ${packages.length} packages` : ""}
          </p>
        </div>
      ) : null}
      {loading && packages.length === 0 ? (
        <p role="status" className="mt-4 text-slate-600">
          Loading packages...
        </p>
      ) : packages.length === 0 ? (
        <p className="mt-4 text-slate-600">No packages yet. Use Add New Package to create the first one.</p>
      ) : shown.length === 0 ? (
        <p className="mt-4 text-slate-600">No packages match this search and status.</p>
      ) : (
        <ul aria-label="Packages" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              busy={busyId === pkg.id}
              onEdit={() => onEdit(pkg)}
              onDelete={() => onDelete(pkg)}
              onHistory={() => onHistory(pkg)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** The section shown, read from the address, and how to open another: it gets its own address, so a reload or a shared link lands there again. */
function useAdminSection(): [AdminSection, (next: AdminSection) => void] {
  const [section, setSection] = useState<AdminSection>(() => adminSectionOf(window.location.search));
  function open(next: AdminSection) {
    setSection(next);
    const url = new URL(window.location.href);
    url.search = adminSectionSearch(next);
    window.history.replaceState(window.history.state, "", url);
  }
  return [section, open];
}

/** The dashboard's heading, who is signed in, and its two buttons: a new package and sign out. */
function DashboardHeader({
  email,
  headingRef,
  signingOut,
  onAdd,
  onSignOut,
}: {
  email: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  signingOut: boolean;
  onAdd: () => void;
  onSignOut: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1
          id="admin-dashboard-title"
          ref={headingRef}
          tabIndex={-1}
          className="outline-none text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          Admin Dashboard
        </h1>
        <p className="mt-1 break-all text-sm text-slate-600">Signed in as {email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={onAdd} className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
          Add New Package
        </button>
        <Button variant="secondary" onClick={onSignOut} busy={signingOut}>
          Sign Out
        </Button>
      </div>
    </div>
  );
}

export function Dashboard({
  session,
  focusOnMount,
  onSignedOut,
  onSessionEnded,
}: {
  session: AdminSession;
  focusOnMount?: boolean;
  onSignedOut: () => void;
  onSessionEnded: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const [banner, setBanner] = useState<Notice>(null);
  const {
    data: packages,
    setData: setPackages,
    loading,
    refresh,
  } = useAdminList(listPackages, [], { failure: "Failed to load packages", onSessionEnded, setNotice: setBanner });
  const [editor, setEditor] = useState<EditorTarget>(null);
  const [history, setHistory] = useState<TravelPackage | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const refocus = useRefocusIfDropped();
  // Kept here, not in the packages section, so a search survives a visit to another section.
  const [find, setFind] = useState<PackageFind>({ search: "", status: "" });
  const [waiting, setWaiting] = useState<number | null>(null);
  const [section, open] = useAdminSection();
  const pendingReviews = usePendingReviewCount(section);

  // The header's count is known before the queue's section is opened.
  useEffect(() => {
    call<{ total: number }>("GET", "/api/admin/review-queue/count").then(
      (answer) => setWaiting(answer.total),
      () => undefined,
    );
  }, []);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
      setPackages([]);
      onSignedOut();
    } catch (e) {
      // Already signed out on the server (session expired): the wanted outcome.
      if (isSessionEnded(e)) {
        setPackages([]);
        return onSignedOut();
      }
      setBanner({ kind: "error", text: failureMessage("Failed to sign out", reasonOf(e)) });
      setSigningOut(false);
    }
  }

  async function handleDelete(pkg: TravelPackage) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setBusyId(pkg.id);
    setBanner(null);
    try {
      await deletePackage(pkg.id);
      setPackages((list) => list.filter((p) => p.id !== pkg.id));
      setBanner({ kind: "ok", text: SUCCESS_MESSAGES.deleted });
      // The deleted package's card leaves with its Delete button: focus goes to the list's heading.
      refocus(() => document.getElementById(PACKAGES_TITLE_ID));
    } catch (e) {
      if (isSessionEnded(e)) return onSessionEnded();
      setBanner({ kind: "error", text: failureMessage("Failed to delete package", reasonOf(e)) });
    } finally {
      setBusyId(null);
    }
  }

  async function handleSaved(status: PackageStatus) {
    setEditor(null);
    const saved = editor?.pkg ? SUCCESS_MESSAGES.updated : SUCCESS_MESSAGES.added;
    // Said where the admin looks, not only in the card's status chip: only an Active package is public.
    setBanner({ kind: "ok", text: status === "Active" ? saved : `${saved} ${notPublicYet(status)}` });
    await refresh();
  }

  return (
    <section aria-labelledby="admin-dashboard-title" className="mx-auto w-full max-w-7xl px-4 py-8">
      <DashboardHeader
        email={session.email}
        headingRef={headingRef}
        signingOut={signingOut}
        onAdd={() => {
          open("packages");
          setEditor({});
        }}
        onSignOut={handleSignOut}
      />

      <DashboardBanner banner={banner} />

      <SectionsNav section={section} waiting={waiting} open={open} />

      {section === "overview" ? (
        <NeedsAttention packages={packages} loading={loading} waiting={waiting} pendingReviews={pendingReviews} open={open} />
      ) : null}

      {section === "packages" ? (
        <PackagesSection
          packages={packages}
          loading={loading}
          find={find}
          onFind={setFind}
          busyId={busyId}
          onEdit={(pkg) => setEditor({ pkg })}
          onDelete={handleDelete}
          onHistory={setHistory}
        />
      ) : null}

      {editor ? (
        <AdminPackageEditor key={editor.pkg?.id ?? "new"} pkg={editor.pkg} onClose={() => setEditor(null)} onSaved={handleSaved} />
      ) : null}

      {history ? (
        <AuditLogDialog id={history.id} name={history.title} onClose={() => setHistory(null)} onSessionEnded={onSessionEnded} />
      ) : null}

      {section === "queue" ? <ReviewQueue onSessionEnded={onSessionEnded} onChanged={refresh} onTotal={setWaiting} /> : null}

      {section === "reviews" ? (
        <>
          <ReviewInvitationForm packages={packages} onSessionEnded={onSessionEnded} />
          <ReviewModeration onSessionEnded={onSessionEnded} />
        </>
      ) : null}

      {section === "providers" ? <ProvidersSection onSessionEnded={onSessionEnded} onChanged={refresh} /> : null}

      {section === "places" ? <PlacesSection onSessionEnded={onSessionEnded} /> : null}

      {section === "insight" ? <InsightSection onSessionEnded={onSessionEnded} /> : null}

      {section === "settings" ? (
        <>
          <ExchangeRatesEditor />
          <ResellerKeysEditor onSessionEnded={onSessionEnded} />
        </>
      ) : null}
    </section>
  );
}
