import { useCallback, useId, useState } from "react";
import { imageAtWidth } from "../../../domain/images";
import type { TravelPackage } from "../../../domain/package";
import { REVIEW_LIMITS, SUB_RATINGS, formatTravelMonth, type AdminReview, type ReviewStatus } from "../../../domain/reviews";
import { AdminApiError, call, isSessionEnded, reasonOf } from "./admin-api";
import { LabelledText, Select } from "../../components/package-editor/form-fields";
import { SectionNotice, useAdminList, useRefocusIfDropped, type Notice } from "./admin-list";
import { useSiteDateOf, useSiteToday } from "../../components/root-data";
import { Button } from "../../components/ui/button";
import { ui } from "../../components/package-editor/form-classes";
import { failureMessage } from "./failure-message";
import { RowAction } from "../../components/package-editor/row-buttons";

interface CreatedInvitation {
  id: string;
  url: string;
  whatsappUrl: string;
  expiresAt: string;
}

/** After a trip: a one-time review link for the traveller, with a WhatsApp message and a copy button (docs/reviews-api.md). */
export function ReviewInvitationForm({ packages, onSessionEnded }: { packages: TravelPackage[]; onSessionEnded: () => void }) {
  const siteDate = useSiteDateOf();
  const id = useId();
  // The month of a trip that has ended: this month at the latest, and the one a link is sent for most often.
  const thisMonth = useSiteToday().slice(0, 7);
  const [draft, setDraft] = useState(() => ({ packageId: "", travellerName: "", travelMonth: thisMonth, phone: "" }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [created, setCreated] = useState<(CreatedInvitation & { name: string }) | null>(null);
  const [copied, setCopied] = useState("");
  const link = created ? `${window.location.origin}${created.url}` : "";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setCopied("");
    try {
      const { phone, ...rest } = draft;
      const made = await call<CreatedInvitation>("POST", "/api/admin/review-invitations", { ...rest, ...(phone.trim() ? { phone } : {}) });
      setCreated({ ...made, name: draft.travellerName.trim() });
      setDraft((d) => ({ ...d, travellerName: "", phone: "" }));
    } catch (e) {
      if (isSessionEnded(e)) return onSessionEnded();
      const field = e instanceof AdminApiError ? e.field : undefined;
      setError({
        text: e instanceof AdminApiError && e.status === 400 ? e.message : failureMessage("Failed to create the review link", reasonOf(e)),
        field,
      });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Link copied.");
    } catch {
      setCopied("Could not copy: select the link and copy it by hand.");
    }
  }

  /** The value, setter and validity of one field of the draft, for its control. */
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onValue: (value: string) => setDraft((d) => ({ ...d, [key]: value })),
    invalid: error?.field === key,
  });
  const sorted = [...packages].sort((a, b) => a.title.localeCompare(b.title));
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Review invitation
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        After a trip, make a one-time review link for the traveller. It works once and expires after {REVIEW_LIMITS.invitationDays} days;
        the link is shown only now.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className={`${ui.label} sm:col-span-2`}>
          Package
          <Select
            {...field("packageId")}
            empty="Choose the package"
            choices={sorted.map((p) => ({ value: p.id, label: `${p.title} (${p.packageCode})` }))}
          />
        </label>
        <LabelledText label="Traveller name" maxLength={REVIEW_LIMITS.travellerNameMax} autoComplete="off" {...field("travellerName")} />
        <LabelledText label="Travel month" type="month" max={thisMonth} {...field("travelMonth")} />
        <LabelledText label="Traveller's WhatsApp phone (optional)" type="tel" autoComplete="off" {...field("phone")} />
        <div className="flex items-end">
          <Button type="submit" busy={busy}>
            {busy ? "Creating..." : "Create review link"}
          </Button>
        </div>
      </form>
      <p role="alert" className={error ? "mt-3 text-sm font-medium text-red-700" : "sr-only"}>
        {error?.text ?? ""}
      </p>
      {created ? (
        <div role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">
            Review link for {created.name} (valid until {siteDate(created.expiresAt)}):
          </p>
          <p className="mt-1 break-all font-mono" data-testid="review-link">
            {link}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={created.whatsappUrl} target="_blank" rel="noopener noreferrer" className={ui.buttonPrimary}>
              Send on WhatsApp
            </a>
            <button type="button" onClick={copy} className={ui.buttonSecondary}>
              Copy link
            </button>
          </div>
          <p className="mt-2" aria-live="polite">
            {copied}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function ModerationItem({
  review,
  onChanged,
  onSessionEnded,
}: {
  review: AdminReview;
  onChanged: (text: string) => void;
  onSessionEnded: () => void;
}) {
  const siteDate = useSiteDateOf();
  const id = useId();
  const [mode, setMode] = useState<"idle" | "reject" | "reply">("idle");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function act(path: string, method: "POST" | "PUT", body: unknown, done: string) {
    setBusy(true);
    setError("");
    try {
      await call(method, path, body);
      setMode("idle");
      setText("");
      onChanged(done);
    } catch (e) {
      if (isSessionEnded(e)) return onSessionEnded();
      setError(e instanceof AdminApiError && e.status < 500 ? e.message : failureMessage("Failed", reasonOf(e)));
    } finally {
      setBusy(false);
    }
  }

  const base = `/api/admin/reviews/${encodeURIComponent(review.id)}`;
  const who = `${review.travellerName} on ${review.packageTitle}`;
  return (
    <li aria-labelledby={`${id}-title`} className="py-4">
      <p id={`${id}-title`} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <span>
          {review.overall}★ · {review.title || "(no title)"}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{review.status}</span>
        {review.isDemo ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Demo</span> : null}
      </p>
      <p className="text-sm text-slate-600">
        {review.travellerName} · travelled {formatTravelMonth(review.travelMonth)} · {review.packageTitle} · sent{" "}
        {siteDate(review.submittedAt)}
      </p>
      {Object.keys(review.subRatings).length ? (
        <p className="text-sm text-slate-700">
          {SUB_RATINGS.filter((s) => review.subRatings[s.key])
            .map((s) => `${s.label} ${review.subRatings[s.key]}★`)
            .join(" · ")}
        </p>
      ) : null}
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.body}</p>
      {review.photos.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {review.photos.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener noreferrer">
                <img src={imageAtWidth(src, 480)} alt={`Photo ${i + 1} of the review`} className="h-20 w-28 rounded object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.rejectionReason ? <p className="mt-2 text-sm text-red-800">Rejected (internal): {review.rejectionReason}</p> : null}
      {review.reply ? <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-800">Provider reply: {review.reply}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== "Approved" ? (
          <RowAction
            context={`review by ${who}`}
            busy={busy}
            onClick={() => act(`${base}/approve`, "POST", {}, `Review by ${who} approved.`)}
          >
            Approve
          </RowAction>
        ) : null}
        {review.status !== "Rejected" ? (
          <RowAction
            context={`review by ${who}`}
            busy={busy}
            onClick={() => setMode(mode === "reject" ? "idle" : "reject")}
            expanded={mode === "reject"}
          >
            Reject
          </RowAction>
        ) : null}
        {/* A reply shows under its published review: only an approved one without a reply takes one. */}
        {!review.reply && review.status === "Approved" ? (
          <RowAction
            context={`to ${who}`}
            busy={busy}
            onClick={() => setMode(mode === "reply" ? "idle" : "reply")}
            expanded={mode === "reply"}
          >
            Add provider reply
          </RowAction>
        ) : null}
      </div>
      {mode !== "idle" ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (mode === "reject") void act(`${base}/reject`, "POST", { reason: text }, `Review by ${who} rejected.`);
            else void act(`${base}/reply`, "PUT", { reply: text }, `Reply added to the review by ${who}.`);
          }}
        >
          <LabelledText
            label={mode === "reject" ? "Reason for rejecting (kept internal)" : "Provider reply (shown under the review)"}
            rows={3}
            value={text}
            maxLength={mode === "reject" ? REVIEW_LIMITS.reasonMax : REVIEW_LIMITS.replyMax}
            onValue={setText}
          />
          <Button type="submit" busy={busy}>
            {mode === "reject" ? "Reject review" : "Save reply"}
          </Button>
        </form>
      ) : null}
      <p role="alert" className={error ? "mt-2 text-sm font-medium text-red-700" : "sr-only"}>
        {error}
      </p>
    </li>
  );
}

/** Reviews waiting for moderation (or approved/rejected ones): approve, reject with a reason, one provider reply. */
export function ReviewModeration({ onSessionEnded, onChanged }: { onSessionEnded: () => void; onChanged?: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<ReviewStatus>("Pending");
  const [message, setMessage] = useState<Notice>(null);
  const load = useCallback(() => call<{ items: AdminReview[]; total: number }>("GET", `/api/admin/reviews?status=${status}`), [status]);
  const { data, loading, current, refresh } = useAdminList(
    load,
    { items: [], total: 0 },
    {
      failure: "Failed to load reviews",
      onSessionEnded,
      setNotice: setMessage,
    },
  );
  const { items, total } = data;
  const refocus = useRefocusIfDropped();

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          Reviews
          {loading || !current ? null : (
            <span className="font-normal text-slate-600">
              {" "}
              ({total} {status.toLowerCase()})
            </span>
          )}
        </h2>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          Show
          <Select
            value={status}
            onValue={(value) => setStatus(value as ReviewStatus)}
            className={`${ui.input} w-auto`}
            choices={[
              { value: "Pending", label: "Waiting for moderation" },
              { value: "Approved", label: "Approved" },
              { value: "Rejected", label: "Rejected" },
            ]}
          />
        </label>
      </div>
      <SectionNotice notice={message} />
      {!current ? (
        // The list of another status (or none yet): nothing to act on until this status's list arrives.
        loading ? (
          <p className="mt-4 text-slate-600">Loading reviews...</p>
        ) : null
      ) : items.length === 0 ? (
        <p className="mt-4 text-slate-600">No {status.toLowerCase()} reviews.</p>
      ) : (
        <ul aria-label={`${status} reviews`} className="mt-2 divide-y divide-slate-200">
          {items.map((r) => (
            <ModerationItem
              key={r.id}
              review={r}
              onSessionEnded={onSessionEnded}
              onChanged={async (text) => {
                setMessage({ kind: "ok", text });
                onChanged?.();
                await refresh();
                // A review approved or rejected leaves the list it was shown in, with the button pressed:
                // focus goes to the section's heading, above the notice. A reply keeps the review here.
                refocus(() => document.getElementById(`${id}-heading`));
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
