import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { formatMoney, formatSignedMoney } from "../../../domain/money";
import type { Currency, CustomizationOptions } from "../../../domain/package";
import type { ItineraryDay } from "../../../domain/package-content";
import type { PackageStatus } from "../../../domain/package-lists";
import { imageAtWidth } from "../../../domain/images";
import { categoryBySlug, isCategorySlug } from "../../../domain/categories";
import { districtName, isDistrictSlug } from "../../../domain/districts";
import { TRANSLATED_LANGUAGES, TRANSLATED_LISTS, type PackageTranslations } from "../../../domain/package-translations";
import { LANGUAGE_INFO } from "../../../domain/site-language";
import {
  imageListChange,
  isEmptyValue,
  RETURN_REASON_MIN,
  type FieldComparison,
  type PackageQueueDetail,
  type PackageQueueItem,
  type SubmittedField,
} from "../../../domain/package-review";
import { PROFILE_MESSAGES, REASON_MAX, type VerificationField } from "../../../domain/provider-profile";
import { REVIEW_QUEUE_KIND_LABELS, reviewQueueKey, type ProfileChangeQueueItem, type ReviewQueueItem } from "../../../domain/review-queue";
import { FIELD_LABELS, type DraftField } from "../../../domain/package-validation";
import { call, isSessionEnded, reasonOf } from "./admin-api";
import { ui } from "../../components/package-editor/form-classes";
import { Button } from "../../components/ui/button";
import { SectionNotice, useAdminList, useRefocusIfDropped, type Notice } from "./admin-list";
import { useMomentFormat } from "../../i18n/page-locale";
import { failureMessage } from "./failure-message";
import { VERIFICATION_FIELD_LABELS } from "./provider-changes";

type QueueDetail = Pick<PackageQueueDetail, "item" | "changes" | "submitted">;

const PRICE_FIELDS = new Set<string>(["originalPriceAdult", "originalPriceChild", "offerPriceAdult", "offerPriceChild"]);
const DATE_FIELDS = new Set<string>(["bookingOpeningDate", "bookingClosingDate", "endDate"]);
const IMAGE_FIELDS = new Set<string>(["bannerImage", "googleReviewScreenshot"]);

export const loadQueue = () => call<{ items: ReviewQueueItem[]; total: number }>("GET", "/api/admin/review-queue");

const path = (id: string, action: string, version: string) =>
  `/api/admin/review-queue/${encodeURIComponent(id)}/${action}?version=${encodeURIComponent(version)}`;

/** Which value an image is: the live one or the proposed one of a revision, or what a new package was sent with. */
type Side = "before" | "after" | "submitted";
const SIDE_WORDS: Record<Side, string> = { before: "live now", after: "proposed", submitted: "submitted" };

/** A small rendition of one image, its alt text saying which field and which side it is. */
function Thumbnail({ url, alt }: { url: string; alt: string }) {
  return (
    <img
      src={imageAtWidth(url, 480)}
      alt={alt}
      loading="lazy"
      className="aspect-[3/2] w-full max-w-40 rounded border border-slate-200 bg-slate-100 object-cover"
    />
  );
}

/** The itinerary, one day a line: its title and text, then where the night is spent and the meals. */
function ItineraryValue({ days }: { days: ItineraryDay[] }) {
  return (
    <ol className="list-decimal space-y-1 ps-5">
      {days.map((day, i) => (
        <li key={i} className="break-words">
          <span className="font-medium">{day.title || "(no title)"}</span>
          {day.description ? ` · ${day.description}` : ""}
          {day.overnight ? ` · overnight in ${day.overnight}` : ""}
          {day.meals.length > 0 ? ` · meals: ${day.meals.join(", ")}` : ""}
        </li>
      ))}
    </ol>
  );
}

/** The customisation options, group by group, each with its price change in the package's currency. */
function CustomizationValue({ groups, currency }: { groups: CustomizationOptions; currency: Currency }) {
  return (
    <ul className="space-y-1">
      {Object.entries(groups)
        .filter(([, options]) => options && options.length > 0)
        .map(([group, options]) => (
          <li key={group} className="break-words">
            <span className="font-medium">{group}:</span>{" "}
            {options!.map((o) => `${o.name} (${formatSignedMoney(o.price, currency)})`).join(", ")}
          </li>
        ))}
    </ul>
  );
}

/**
 * A package's translations, language by language: the title and description in their own
 * language and direction, and how many of the lists and days it translates.
 */
function TranslationsValue({ translations }: { translations: PackageTranslations }) {
  const written = TRANSLATED_LANGUAGES.filter((language) => translations[language]);
  return (
    <ul className="space-y-2">
      {written.map((language) => {
        const t = translations[language]!;
        const lists = [
          ...TRANSLATED_LISTS.filter((list) => (t[list]?.length ?? 0) > 0).map((list) => `${t[list]!.length} ${list}`),
          ...(t.itinerary?.length ? [`${t.itinerary.length} itinerary days`] : []),
        ];
        const { tag, dir } = LANGUAGE_INFO[language];
        return (
          <li key={language} className="break-words">
            <span className="font-medium">{LANGUAGE_INFO[language].englishName}:</span>{" "}
            <span lang={tag} dir={dir}>
              {t.title || "(no title)"}
            </span>
            {t.description ? (
              <p lang={tag} dir={dir} className="whitespace-pre-wrap text-slate-700">
                {t.description}
              </p>
            ) : null}
            {lists.length > 0 ? <p className="text-slate-600">Also translates: {lists.join(", ")}.</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One value of the comparison as the admin reads it: money in its currency, lists one per line, images as pictures. */
function Value({ field, value, currency, side }: { field: string; value: unknown; currency: Currency; side: Side }) {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0))
    return <span className="italic text-slate-600">(empty)</span>;
  if (field === "itinerary" && Array.isArray(value)) return <ItineraryValue days={value as ItineraryDay[]} />;
  if (field === "customizationOptions" && typeof value === "object")
    return isEmptyValue(value) ? (
      <span className="italic text-slate-600">(empty)</span>
    ) : (
      <CustomizationValue groups={value as CustomizationOptions} currency={currency} />
    );
  if (field === "translations" && typeof value === "object") return <TranslationsValue translations={value as PackageTranslations} />;
  // Slugs as the admin knows them: the district's and the categories' names.
  if (field === "district" && isDistrictSlug(value)) return <span>{districtName(value)}</span>;
  if (field === "categories" && Array.isArray(value))
    return <span>{value.map((slug: string) => (isCategorySlug(slug) ? categoryBySlug(slug).label : slug)).join(", ")}</span>;
  if (PRICE_FIELDS.has(field) && typeof value === "number") return <span>{formatMoney(value, currency)}</span>;
  if (typeof value === "boolean") return <span>{value ? "Yes" : "No"}</span>;
  if (IMAGE_FIELDS.has(field) && typeof value === "string")
    return <Thumbnail url={value} alt={`${FIELD_LABELS[field as DraftField]}, ${SIDE_WORDS[side]}`} />;
  if (Array.isArray(value) && value.every((v) => typeof v === "string"))
    return (
      <ul className="list-disc ps-4">
        {value.map((v, i) => (
          <li key={i}>{String(v)}</li>
        ))}
      </ul>
    );
  if (typeof value === "object") return <pre className="whitespace-pre-wrap break-words text-xs">{JSON.stringify(value, null, 1)}</pre>;
  return <span className="whitespace-pre-wrap break-words">{String(value)}</span>;
}

const asUrls = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/**
 * The gallery's change, side by side: the images the revision removes under "live now", the ones
 * it adds under "proposed", and how many stay; a new order alone is said in words.
 */
function GalleryCells({ before, after }: { before: unknown; after: unknown }) {
  const change = imageListChange(asUrls(before), asUrls(after));
  const pictures = (urls: string[], what: "removed" | "added") =>
    urls.length === 0 ? (
      <p className="italic text-slate-600">None {what}</p>
    ) : (
      <>
        <p className="mb-1 font-medium">
          {urls.length} {what}
        </p>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {urls.map((url, i) => (
            <li key={url}>
              <Thumbnail
                url={url}
                alt={`Gallery image ${what}, ${i + 1} of ${urls.length} (${SIDE_WORDS[what === "removed" ? "before" : "after"]})`}
              />
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <>
      <td className="p-2">
        <del className="no-underline">{pictures(change.removed, "removed")}</del>
      </td>
      <td className="p-2">
        <ins className="no-underline">{pictures(change.added, "added")}</ins>
        <p className="mt-1 text-slate-700">{change.reordered ? "The same images in a new order." : `${change.kept} unchanged.`}</p>
      </td>
    </>
  );
}

/** A field-by-field table, one row each: the field, then its values under `columns` (now and proposed, or what was submitted). */
function FieldTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-start">
          <th scope="col" className={`${columns.length > 1 ? "w-1/3 sm:w-1/4" : "w-2/5 sm:w-1/3"} p-2 text-start`}>
            Field
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="p-2 text-start">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The field-by-field comparison of a revision: old → new, prices and dates highlighted, images side by side. */
export function RevisionComparison({ changes, currency }: { changes: FieldComparison[]; currency: Currency }) {
  if (changes.length === 0) return <p className="text-sm text-slate-700">No reviewed field differs from the live version.</p>;
  return (
    <FieldTable caption="Changes, field by field: live version, then proposed" columns={["Live now", "Proposed"]}>
      {changes.map((c) => {
        const highlight = PRICE_FIELDS.has(c.field) || DATE_FIELDS.has(c.field) ? "bg-amber-50" : "";
        return (
          <tr key={c.field} className={`border-t border-slate-200 align-top ${highlight}`}>
            <th scope="row" className="hyphens-auto break-words p-2 text-start font-medium">
              {FIELD_LABELS[c.field]}
            </th>
            {c.field === "galleryImages" ? (
              <GalleryCells before={c.before} after={c.after} />
            ) : (
              <>
                <td className="p-2">
                  <del className="no-underline">
                    <Value field={c.field} value={c.before} currency={currency} side="before" />
                  </del>
                </td>
                <td className="p-2">
                  <ins className="no-underline font-medium">
                    <Value field={c.field} value={c.after} currency={currency} side="after" />
                  </ins>
                </td>
              </>
            )}
          </tr>
        );
      })}
    </FieldTable>
  );
}

/** A new package as its provider sent it: each field filled in and its value, the gallery as pictures. */
export function SubmittedFields({ fields, currency }: { fields: SubmittedField[]; currency: Currency }) {
  if (fields.length === 0) return null;
  return (
    <FieldTable caption="What the provider submitted, field by field" columns={["Submitted"]}>
      {fields.map(({ field, value }) => {
        const gallery = field === "galleryImages" ? asUrls(value) : null;
        return (
          <tr key={field} className="border-t border-slate-200 align-top">
            <th scope="row" className="hyphens-auto break-words p-2 text-start font-medium">
              {FIELD_LABELS[field]}
            </th>
            <td className="p-2">
              {gallery ? (
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {gallery.map((url, i) => (
                    <li key={url}>
                      <Thumbnail url={url} alt={`Gallery image ${i + 1} of ${gallery.length} (${SIDE_WORDS.submitted})`} />
                    </li>
                  ))}
                </ul>
              ) : (
                <Value field={field} value={value} currency={currency} side="submitted" />
              )}
            </td>
          </tr>
        );
      })}
    </FieldTable>
  );
}

/**
 * What both kinds of queue entry share: a heading line with its Review/Close toggle, the body
 * that compares, Approve, the return-with-reason box and the entry's one alert line. `decide`
 * posts the decision and gives the notice to show; `returnRefusal` names what keeps a reason
 * from being sent ("" when it may go).
 */
function DecisionEntry({
  title,
  summary,
  onOpen,
  comparison,
  approveShown = true,
  returnRefusal,
  reasonMaxLength,
  reasonAbout,
  decide,
  onDone,
  onSessionEnded,
}: {
  title: string;
  summary: string;
  /** Called each time the entry opens (to load what it compares). */
  onOpen?: (failed: (e: unknown) => void) => void;
  comparison: ReactNode;
  approveShown?: boolean;
  returnRefusal: (reason: string) => string;
  reasonMaxLength?: number;
  /** What the reason is about, under the box (the package's fields). */
  reasonAbout?: ReactNode;
  decide: (action: "approve" | "return", reason: string) => Promise<string>;
  onDone: (notice: Notice) => void;
  onSessionEnded: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next)
      onOpen?.((e) => {
        if (isSessionEnded(e)) return onSessionEnded();
        setError(failureMessage("Failed to load the item", reasonOf(e)));
      });
  }

  async function act(action: "approve" | "return") {
    if (busy) return;
    setError("");
    const refusal = action === "return" ? returnRefusal(reason) : "";
    if (refusal) {
      setError(refusal);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy(true);
    try {
      onDone({ kind: "ok", text: await decide(action, reason) });
    } catch (e) {
      if (isSessionEnded(e)) return onSessionEnded();
      setError(reasonOf(e));
      setBusy(false);
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-700">{summary}</p>
        </div>
        <button type="button" className={ui.buttonSecondary} aria-expanded={open} aria-controls={`${id}-body`} onClick={toggle}>
          {open ? "Close" : "Review"}
        </button>
      </div>
      {open ? (
        <div id={`${id}-body`} className="mt-4 space-y-4">
          {comparison}
          <div className={approveShown ? "flex flex-wrap gap-2" : "hidden"}>
            <Button busy={busy} onClick={() => act("approve")}>
              Approve
            </Button>
          </div>
          <fieldset className={ui.section}>
            <legend className={ui.legend}>Return with a reason</legend>
            <label htmlFor={`${id}-reason`} className={ui.label}>
              Reason the provider will read
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={reasonMaxLength}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className={ui.input}
            />
            {reasonAbout}
            <Button variant="secondary" className="mt-3" busy={busy} onClick={() => act("return")}>
              Return to the provider
            </Button>
          </fieldset>
        </div>
      ) : null}
      <p role="alert" className={error ? "mt-3 text-sm font-medium text-red-700" : "sr-only"}>
        {error}
      </p>
    </li>
  );
}

/** What the queue hands each entry: the item, where its decision is reported, and what ends the session. */
interface EntryProps<Item> {
  entry: Item;
  onDone: (notice: Notice) => void;
  onSessionEnded: () => void;
}

/** What the reason can name when the item offers nothing of its own to point at. */
const FALLBACK_REASON_FIELDS: DraftField[] = ["title", "description", "bannerImage", "originalPriceAdult"];

function QueueEntry({ entry, onDone, onSessionEnded }: EntryProps<PackageQueueItem>) {
  const sentOn = useMomentFormat();
  const fieldsId = useId();
  const [detail, setDetail] = useState<QueueDetail | null>(null);
  const [fields, setFields] = useState<DraftField[]>([]);

  async function load(failed: (e: unknown) => void) {
    if (detail) return;
    try {
      setDetail(await call<QueueDetail>("GET", `/api/admin/review-queue/${encodeURIComponent(entry.packageId)}`));
    } catch (e) {
      failed(e);
    }
  }

  // A revision's changed fields, or every field a new package was sent with (one of the two lists is empty).
  const named = detail ? [...detail.changes, ...detail.submitted].map((f) => f.field) : [];
  const fieldChoices = named.length > 0 ? named : FALLBACK_REASON_FIELDS;

  return (
    <DecisionEntry
      title={entry.title}
      summary={`${REVIEW_QUEUE_KIND_LABELS[entry.kind]} · ${entry.providerName} · sent by ${entry.submittedBy} ${sentOn(entry.submittedAt)}`}
      onOpen={(failed) => void load(failed)}
      comparison={
        !detail ? (
          <p role="status" className="text-sm text-slate-600">
            Loading…
          </p>
        ) : entry.kind === "revision" ? (
          <RevisionComparison changes={detail.changes} currency={detail.item.currency} />
        ) : (
          <>
            <p className="text-sm text-slate-700">
              New package, not public yet: <strong>{detail.item.title}</strong> · {detail.item.destinations} ·{" "}
              {formatMoney(detail.item.originalPriceAdult, detail.item.currency)} · booking {detail.item.bookingOpeningDate} to{" "}
              {detail.item.bookingClosingDate}
            </p>
            <SubmittedFields fields={detail.submitted} currency={detail.item.currency} />
          </>
        )
      }
      approveShown={detail !== null}
      returnRefusal={(reason) =>
        reason.trim().length < RETURN_REASON_MIN ? `Write the reason for returning it (at least ${RETURN_REASON_MIN} characters).` : ""
      }
      reasonAbout={
        <>
          <p id={fieldsId} className="mt-2 text-sm text-slate-700">
            Fields the reason is about (shown beside them):
          </p>
          <div role="group" aria-labelledby={fieldsId} className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
            {fieldChoices.map((f) => (
              <label key={f} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={fields.includes(f)}
                  onChange={(e) => setFields((list) => (e.target.checked ? [...list, f] : list.filter((x) => x !== f)))}
                />
                {FIELD_LABELS[f]}
              </label>
            ))}
          </div>
        </>
      }
      decide={async (action, reason) => {
        const answer = await call<{ item?: { status: PackageStatus } }>(
          "POST",
          path(entry.packageId, action, entry.version),
          action === "return" ? { reason, fields } : undefined,
        );
        if (action === "return") return `Returned to ${entry.providerName}: ${entry.title}.`;
        // An approved change to a paused or ended package is kept, and the package stays as it was.
        const status = answer?.item?.status;
        if (status === "Paused") return `Approved: ${entry.title}. It stays paused, off the site until it is resumed.`;
        if (status === "Expired") return `Approved: ${entry.title}. It has ended: not on sale until its dates are renewed.`;
        return `Approved: ${entry.title} is live.`;
      }}
      onDone={onDone}
      onSessionEnded={onSessionEnded}
    />
  );
}

/**
 * A provider's change to what its verification rests on: the values now and proposed, approved or
 * returned with a reason at the provider's own changes address (the same as the provider screen's
 * panel, so a second decision, from either place, is told it came too late: 409).
 */
function ProfileChangeEntry({ entry, onDone, onSessionEnded }: EntryProps<ProfileChangeQueueItem>) {
  const sentOn = useMomentFormat();
  return (
    <DecisionEntry
      title={entry.providerName}
      summary={`${REVIEW_QUEUE_KIND_LABELS[entry.kind]} · sent by ${entry.submittedBy} ${sentOn(entry.submittedAt)}`}
      comparison={
        <FieldTable caption="Verification details, field by field: now, then proposed" columns={["Now", "Proposed"]}>
          {(Object.entries(entry.changes) as [VerificationField, [string, string]][]).map(([field, [from, to]]) => (
            <tr key={field} className="border-t border-slate-200 align-top">
              <th scope="row" className="hyphens-auto break-words p-2 text-start font-medium">
                {VERIFICATION_FIELD_LABELS[field]}
              </th>
              <td className="break-words p-2">
                <del className="no-underline">{from || <span className="italic text-slate-600">(none)</span>}</del>
              </td>
              <td className="break-words p-2">
                <ins className="no-underline font-medium">{to || <span className="italic text-slate-600">(none)</span>}</ins>
              </td>
            </tr>
          ))}
        </FieldTable>
      }
      returnRefusal={(reason) => (reason.trim() ? "" : PROFILE_MESSAGES.reasonRequired)}
      reasonMaxLength={REASON_MAX}
      decide={async (action, reason) => {
        const base = `/api/admin/providers/${encodeURIComponent(entry.providerId)}/changes/${encodeURIComponent(entry.changeId)}`;
        await call("POST", `${base}/${action}`, action === "return" ? { reason } : undefined);
        return action === "approve"
          ? `Approved: ${entry.providerName}'s new verification details are in force.`
          : `Returned to ${entry.providerName}: the change to its verification details.`;
      }}
      onDone={onDone}
      onSessionEnded={onSessionEnded}
    />
  );
}

/** The admin's one review queue: new packages, changes to live ones and providers' verification changes, oldest first. */
export function ReviewQueue({
  onSessionEnded,
  onChanged,
  onTotal,
}: {
  onSessionEnded: () => void;
  onChanged: () => void;
  /** How many items wait, for the count in the dashboard's header. */
  onTotal: (total: number) => void;
}) {
  const [notice, setNotice] = useState<Notice>(null);
  const { data, refresh } = useAdminList(
    loadQueue,
    { items: [], total: 0 },
    { failure: "Failed to load the review queue", onSessionEnded, setNotice },
  );
  useEffect(() => onTotal(data.total), [data.total, onTotal]);
  const refocus = useRefocusIfDropped();
  const done = useCallback(
    async (n: Notice) => {
      setNotice(n);
      onChanged();
      await refresh();
      // The decided entry leaves the queue with the button pressed in it: focus goes to the queue's
      // heading, just above the notice that says what was done, not to the top of the page.
      refocus(() => document.getElementById("review-queue-title"));
    },
    [refresh, onChanged, refocus],
  );
  return (
    <section id="review-queue" aria-labelledby="review-queue-title" className="mt-10">
      <h2 id="review-queue-title" tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Review queue <span className="font-normal text-slate-600">({data.total})</span>
      </h2>
      <SectionNotice notice={notice} />
      {data.items.length === 0 ? (
        <p className="mt-3 text-slate-600">Nothing waits for review.</p>
      ) : (
        <ol aria-label="Waiting for review, oldest first" className="mt-3 space-y-3">
          {data.items.map((entry) =>
            entry.kind === "profile-change" ? (
              <ProfileChangeEntry key={reviewQueueKey(entry)} entry={entry} onDone={done} onSessionEnded={onSessionEnded} />
            ) : (
              <QueueEntry key={`${reviewQueueKey(entry)}-${entry.version}`} entry={entry} onDone={done} onSessionEnded={onSessionEnded} />
            ),
          )}
        </ol>
      )}
    </section>
  );
}
