import { useId, useRef, useState } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { REVIEW_LIMITS, SUB_RATINGS, validateReviewSubmission, visibleLength, type SubRatingKey } from "../../../domain/reviews";
import { reviewCopy } from "../../i18n/copy/review";
import { INPUT_CLASS } from "../../components/ui/field";
import { StarRadioGroup } from "./star-rating";

export type LinkProblem = "used" | "expired" | "unknown";

const SUB_LABEL = {
  value: reviewCopy.subValue,
  guide: reviewCopy.subGuide,
  stay: reviewCopy.subStay,
  transport: reviewCopy.subTransport,
} as const;

type FieldErrors = Partial<Record<string, string>>;

/** A field problem in the page's language (the server's English words are the fallback). */
function messageFor(intl: IntlShape, field: string, english: string, state: { body: string; photos: number }): string {
  const t = intl.formatMessage;
  const count = visibleLength(state.body.trim());
  switch (field) {
    case "overall":
      return t(reviewCopy.errorOverall);
    case "title":
      return t(reviewCopy.errorTitle, { max: REVIEW_LIMITS.titleMax });
    case "body":
      return count < REVIEW_LIMITS.bodyMin
        ? t(reviewCopy.errorBodyShort, { min: REVIEW_LIMITS.bodyMin, count })
        : t(reviewCopy.errorBodyLong, { max: REVIEW_LIMITS.bodyMax, count });
    case "photos":
      return english.startsWith("You can add up to") ? t(reviewCopy.errorPhotos, { max: REVIEW_LIMITS.photosMax }) : english;
    case "consent":
      return t(reviewCopy.errorConsent);
    default:
      return english;
  }
}

/**
 * The traveller's review form. It posts multipart to the review API (docs/reviews-api.md); the
 * same rules as the server (domain/reviews.ts) are checked first so every limit is named before
 * sending. Errors sit under their fields and are summarised at the top; focus goes to the first.
 */
export function ReviewForm({ token, onDone }: { token: string; onDone: (outcome: "sent" | LinkProblem) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [overall, setOverall] = useState<number | null>(null);
  const [sub, setSub] = useState<Partial<Record<SubRatingKey, number | null>>>({});
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const bodyCount = visibleLength(body.trim());
  const titleCount = visibleLength(title.trim());
  const errorList = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));

  function show(next: FieldErrors) {
    setErrors(next);
    const first = Object.keys(next)[0];
    requestAnimationFrame(() => {
      const target = first ? formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
      if (target?.tagName === "FIELDSET") target.querySelector<HTMLInputElement>("input:checked, input")?.focus();
      else (target ?? summaryRef.current)?.focus();
    });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFormError("");
    const checked = validateReviewSubmission({
      overall: overall ?? undefined,
      subRatings: sub,
      title,
      body,
      photos: photos.map((p) => p.name || "photo"),
      consent,
    });
    if (!checked.ok) {
      const next: FieldErrors = {};
      for (const e of checked.errors) next[e.field] ??= messageFor(intl, e.field, e.message, { body, photos: photos.length });
      return show(next);
    }
    setErrors({});
    const form = new FormData();
    form.set("overall", String(overall));
    for (const { key } of SUB_RATINGS) form.set(key, sub[key] ? String(sub[key]) : "");
    form.set("title", title);
    form.set("body", body);
    form.set("consent", "on");
    for (const p of photos) form.append("photos", p);
    setSending(true);
    let response: Response;
    try {
      response = await fetch(`/api/v1/review-invitations/${encodeURIComponent(token)}/review`, { method: "POST", body: form });
    } catch {
      setSending(false);
      setFormError(t(reviewCopy.errorNetwork));
      return;
    }
    const payload = (await response.json().catch(() => null)) as {
      error?: string;
      field?: string;
      status?: LinkProblem;
      errors?: { field: string; message: string }[];
    } | null;
    setSending(false);
    if (response.status === 201) return onDone("sent");
    if (payload?.status === "used" || payload?.status === "expired" || payload?.status === "unknown") return onDone(payload.status);
    if (response.status === 429) return setFormError(t(reviewCopy.errorTooMany));
    const list = payload?.errors ?? (payload?.field ? [{ field: payload.field, message: payload.error ?? "" }] : []);
    if (list.length > 0) {
      const next: FieldErrors = {};
      for (const e of list) next[e.field] ??= messageFor(intl, e.field, e.message, { body, photos: photos.length });
      return show(next);
    }
    setFormError(payload?.error ?? t(reviewCopy.errorNetwork));
  }

  const describe = (field: string, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const errorText = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={`/api/v1/review-invitations/${encodeURIComponent(token)}/review`}
      onSubmit={submit}
      noValidate
      className="space-y-6"
    >
      <p className="text-sm text-slate-600">{t(reviewCopy.requiredNote)}</p>
      <div
        ref={summaryRef}
        tabIndex={-1}
        role="alert"
        className={errorList.length || formError ? "rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800" : "sr-only"}
      >
        {formError ? <p>{formError}</p> : null}
        {errorList.length ? (
          <>
            <p className="font-semibold">{t(reviewCopy.fixErrors, { count: errorList.length })}</p>
            <ul className="mt-1 list-disc ps-5">
              {errorList.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>

      <StarRadioGroup
        name="overall"
        legend={t(reviewCopy.overall)}
        required
        value={overall}
        onChange={setOverall}
        error={errors.overall}
        errorId={`${id}-overall-error`}
      />

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t(reviewCopy.optionalRatings)}</legend>
        {SUB_RATINGS.map(({ key }) => (
          <StarRadioGroup
            key={key}
            name={key}
            legend={t(SUB_LABEL[key])}
            value={sub[key] ?? null}
            onChange={(v) => setSub((s) => ({ ...s, [key]: v }))}
            error={errors[key]}
            errorId={`${id}-${key}-error`}
          />
        ))}
      </fieldset>

      <div>
        <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-800">
          {t(reviewCopy.title)}
        </label>
        <input
          id={`${id}-title`}
          name="title"
          data-field="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-describedby={describe("title", `${id}-title-hint`)}
          aria-invalid={errors.title ? true : undefined}
          className={`${INPUT_CLASS} mt-1 py-2`}
        />
        <p
          id={`${id}-title-hint`}
          className={`mt-1 text-sm ${titleCount > REVIEW_LIMITS.titleMax ? "font-medium text-red-700" : "text-slate-600"}`}
        >
          {t(reviewCopy.titleHint, { max: REVIEW_LIMITS.titleMax, count: titleCount })}
        </p>
        {errorText("title")}
      </div>

      <div>
        <div className="flex gap-1">
          <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
            {t(reviewCopy.body)}
          </label>
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        </div>
        <textarea
          id={`${id}-body`}
          name="body"
          data-field="body"
          rows={8}
          required
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={describe("body", `${id}-body-hint`)}
          aria-invalid={errors.body ? true : undefined}
          className={`${INPUT_CLASS} mt-1 py-2`}
        />
        <p
          id={`${id}-body-hint`}
          className={`mt-1 text-sm ${
            bodyCount > REVIEW_LIMITS.bodyMax || (bodyCount > 0 && bodyCount < REVIEW_LIMITS.bodyMin)
              ? "font-medium text-red-700"
              : "text-slate-600"
          }`}
        >
          {t(reviewCopy.bodyHint, {
            min: REVIEW_LIMITS.bodyMin,
            max: intl.formatNumber(REVIEW_LIMITS.bodyMax),
            count: intl.formatNumber(bodyCount),
          })}
        </p>
        {errorText("body")}
      </div>

      <div>
        <label htmlFor={`${id}-photos`} className="block text-sm font-medium text-slate-800">
          {t(reviewCopy.photos)}
        </label>
        <input
          id={`${id}-photos`}
          name="photos"
          data-field="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={(e) => setPhotos(Array.from(e.target.files ?? []))}
          aria-describedby={describe("photos", `${id}-photos-hint`)}
          aria-invalid={errors.photos ? true : undefined}
          className="mt-1 block w-full text-sm"
        />
        <p id={`${id}-photos-hint`} className="mt-1 text-sm text-slate-600">
          {t(reviewCopy.photosHint, { max: REVIEW_LIMITS.photosMax })}
          {photos.length > 0 ? ` ${t(reviewCopy.photosChosen, { count: photos.length })}` : ""}
        </p>
        {errorText("photos")}
      </div>

      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="consent"
            data-field="consent"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-describedby={describe("consent")}
            aria-invalid={errors.consent ? true : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span>
            {t(reviewCopy.consent)}
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          </span>
        </label>
        {errorText("consent")}
      </div>

      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75 sm:w-auto"
      >
        {sending ? t(reviewCopy.sending) : t(reviewCopy.submit)}
      </button>
    </form>
  );
}
