import { useId, useRef, useState } from "react";
import { useIntl, type IntlShape } from "react-intl";
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewProblem,
  SUB_RATINGS,
  validateReviewSubmission,
  visibleLength,
  type SubRatingKey,
} from "../../../domain/reviews";
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_TOO_LARGE_MESSAGE } from "../../../domain/images";
import { reviewCopy } from "../../i18n/copy/review";
import { Field, FieldError, INPUT_CLASS } from "../../components/ui/field";
import { SUB_LABEL, StarRadioGroup } from "./star-rating";

const textClass = `${INPUT_CLASS} mt-1 py-2`;

export type LinkProblem = "used" | "expired" | "unknown";

type FieldErrors = Partial<Record<string, string>>;

/**
 * A plain form post (no JavaScript) the server answered with the form again (ADR 043): the text
 * the traveller sent, the problems by field in the server's English, and a problem of the whole
 * form ("tooMany" for the per-IP limit, else the server's words).
 */
export interface PostedReview {
  values: Record<string, string>;
  errors: ReviewProblem[];
  formError: string | null;
}

interface FormState {
  overall: number | null;
  sub: Partial<Record<SubRatingKey, number | null>>;
  title: string;
  body: string;
  photos: File[];
  consent: boolean;
}

const starValue = (v: string | undefined) => (v && /^[1-5]$/.test(v) ? Number(v) : null);

function initialState(values: Record<string, string> = {}): FormState {
  return {
    overall: starValue(values.overall),
    sub: Object.fromEntries(SUB_RATINGS.map(({ key }) => [key, starValue(values[key])])),
    title: values.title ?? "",
    body: values.body ?? "",
    photos: [],
    consent: values.consent === "on",
  };
}

/** Every problem of the form as it stands, in the page's language, the first per field. */
function problemsOf(intl: IntlShape, state: FormState, given = validate(state)): FieldErrors {
  const next: FieldErrors = {};
  for (const e of given) next[e.field] ??= messageFor(intl, e.field, e.message, state);
  return next;
}

function validate(state: FormState) {
  const checked = validateReviewSubmission({
    overall: state.overall ?? undefined,
    subRatings: state.sub,
    title: state.title,
    body: state.body,
    photos: state.photos.map((p) => p.name || "photo"),
    consent: state.consent,
  });
  const errors = checked.ok ? [] : checked.errors;
  // A photo over the upload's limit is named before sending: the server would read it all to refuse it.
  if (!errors.some((e) => e.field === "photos") && state.photos.some((p) => p.size > IMAGE_MAX_BYTES))
    return [...errors, { field: "photos", message: IMAGE_TOO_LARGE_MESSAGE }];
  return errors;
}

/** A field problem in the page's language (the server's English words are the fallback). */
function messageFor(intl: IntlShape, field: string, english: string, state: { body: string }): string {
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
      if (english === REVIEW_MESSAGES.tooManyPhotos) return t(reviewCopy.errorPhotos, { max: REVIEW_LIMITS.photosMax });
      return english === IMAGE_TOO_LARGE_MESSAGE ? t(reviewCopy.errorPhotoTooLarge, { max: IMAGE_MAX_MB }) : english;
    case "consent":
      return t(reviewCopy.errorConsent);
    default:
      return english;
  }
}

/**
 * The traveller's review form. With JavaScript it posts multipart to the review API
 * (docs/reviews-api.md); without, the browser posts the same form to the page itself and the
 * server answers with the page (ADR 043). The
 * same rules as the server (domain/reviews.ts) are checked first so every limit is named before
 * sending. Errors sit under their fields and are summarised at the top; focus goes to the first.
 */
export function ReviewForm({
  token,
  posted,
  onDone,
}: {
  token: string;
  posted?: PostedReview | null;
  onDone: (outcome: "sent" | LinkProblem) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<FormState>(() => initialState(posted?.values));
  const { overall, sub, title, body, photos, consent } = state;
  const [errors, setErrors] = useState<FieldErrors>(() => (posted ? problemsOf(intl, state, posted.errors) : {}));
  const [formError, setFormError] = useState(() =>
    posted?.formError === "tooMany" ? t(reviewCopy.errorTooMany) : (posted?.formError ?? ""),
  );
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const bodyCount = visibleLength(body.trim());
  const titleCount = visibleLength(title.trim());
  const errorList = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));

  /**
   * A change to one field: its shown problem is checked again, so a fixed field loses its error
   * (and the summary its line) at once; other fields keep theirs until they change or are sent.
   */
  function change(field: string, patch: Partial<FormState>) {
    const next = { ...state, ...patch };
    setState(next);
    if (!errors[field]) return;
    const now = problemsOf(intl, next)[field];
    setErrors(({ [field]: _old, ...rest }) => (now ? { ...rest, [field]: now } : rest));
  }

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
    const problems = validate(state);
    if (problems.length > 0) return show(problemsOf(intl, state, problems));
    setErrors({});
    setSending(true);
    const answer = await sendReview(token, state);
    setSending(false);
    if (answer.kind === "sent") return onDone("sent");
    if (answer.kind === "link") return onDone(answer.problem);
    if (answer.kind === "fields") return show(problemsOf(intl, state, answer.list));
    setFormError(answer.kind === "tooMany" ? t(reviewCopy.errorTooMany) : (answer.message ?? t(reviewCopy.errorNetwork)));
  }

  const titleHint = t(reviewCopy.titleHint, { max: REVIEW_LIMITS.titleMax, count: titleCount });
  const titleOver = titleCount > REVIEW_LIMITS.titleMax;
  const bodyHint = t(reviewCopy.bodyHint, {
    min: REVIEW_LIMITS.bodyMin,
    max: intl.formatNumber(REVIEW_LIMITS.bodyMax),
    count: intl.formatNumber(bodyCount),
  });
  const bodyOff = bodyCount > REVIEW_LIMITS.bodyMax || (bodyCount > 0 && bodyCount < REVIEW_LIMITS.bodyMin);
  const chosen = photos.length > 0 ? ` ${t(reviewCopy.photosChosen, { count: photos.length })}` : "";
  const photosHint = `${t(reviewCopy.photosHint, { max: REVIEW_LIMITS.photosMax })}${chosen}`;
  /** The id of a field's input (a star group's first radio): each line of the error summary links to it. */
  const fieldId = (field: string) => `${id}-${field}`;
  /** `data-field` is where focus goes when the field has an error. */
  const named = (name: string) => ({ name, "data-field": name });

  return (
    <form ref={formRef} method="post" encType="multipart/form-data" onSubmit={submit} noValidate className="space-y-6">
      <p className="text-sm text-slate-600">{t(reviewCopy.requiredNote)}</p>
      <ErrorSummary ref={summaryRef} formError={formError} errors={errorList} fieldId={fieldId} />

      <StarRadioGroup
        name="overall"
        legend={t(reviewCopy.overall)}
        required
        value={overall}
        onChange={(v) => change("overall", { overall: v })}
        error={errors.overall}
        errorId={`${id}-overall-error`}
        inputId={fieldId("overall")}
      />

      <SubRatings sub={sub} errors={errors} idOf={(key) => ({ errorId: `${id}-${key}-error`, inputId: fieldId(key) })} change={change} />

      <Field id={fieldId("title")} label={t(reviewCopy.title)} hint={titleHint} hintWarning={titleOver} error={errors.title}>
        {(c) => (
          <input
            {...c}
            {...named("title")}
            value={title}
            onChange={(e) => change("title", { title: e.target.value })}
            className={textClass}
          />
        )}
      </Field>

      <Field id={fieldId("body")} label={t(reviewCopy.body)} required hint={bodyHint} hintWarning={bodyOff} error={errors.body}>
        {(c) => (
          <textarea
            {...c}
            {...named("body")}
            rows={8}
            required
            value={body}
            onChange={(e) => change("body", { body: e.target.value })}
            className={textClass}
          />
        )}
      </Field>

      <Field id={fieldId("photos")} label={t(reviewCopy.photos)} hint={photosHint} error={errors.photos}>
        {(c) => (
          <input
            {...c}
            {...named("photos")}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(e) => change("photos", { photos: Array.from(e.target.files ?? []) })}
            className="mt-1 block w-full text-sm"
          />
        )}
      </Field>

      <ConsentField
        inputId={fieldId("consent")}
        errorId={`${id}-consent-error`}
        checked={consent}
        error={errors.consent}
        onChecked={(checked) => change("consent", { consent: checked })}
      />

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

/** The optional ratings (cleanliness, guide and the rest), each a star group of its own. */
function SubRatings({
  sub,
  errors,
  idOf,
  change,
}: {
  sub: FormState["sub"];
  errors: FieldErrors;
  /** The ids of a rating's first radio (the error summary links to it) and of its error line. */
  idOf: (key: SubRatingKey) => { inputId: string; errorId: string };
  change: (field: string, patch: Partial<FormState>) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t(reviewCopy.optionalRatings)}</legend>
      {SUB_RATINGS.map(({ key }) => (
        <StarRadioGroup
          key={key}
          name={key}
          legend={t(SUB_LABEL[key])}
          value={sub[key] ?? null}
          onChange={(v) => change(key, { sub: { ...sub, [key]: v } })}
          error={errors[key]}
          {...idOf(key)}
        />
      ))}
    </fieldset>
  );
}

/** The required consent to publish, with its error under it. */
function ConsentField({
  inputId,
  errorId,
  checked,
  error,
  onChecked,
}: {
  inputId: string;
  errorId: string;
  checked: boolean;
  error: string | undefined;
  onChecked: (checked: boolean) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={inputId}
          type="checkbox"
          name="consent"
          data-field="consent"
          checked={checked}
          onChange={(e) => onChecked(e.target.checked)}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
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
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** What the server made of a sent review: the form's next step, or the problems to show. */
type SendAnswer =
  | { kind: "sent" }
  | { kind: "link"; problem: LinkProblem }
  | { kind: "fields"; list: ReviewProblem[] }
  | { kind: "tooMany" }
  /** The server's words, or none when no answer came (the network's message then). */
  | { kind: "form"; message?: string };

/** Posts the review as the form without script would (multipart, the photos as files). */
async function sendReview(token: string, state: FormState): Promise<SendAnswer> {
  const form = new FormData();
  form.set("overall", String(state.overall));
  for (const { key } of SUB_RATINGS) form.set(key, state.sub[key] ? String(state.sub[key]) : "");
  form.set("title", state.title);
  form.set("body", state.body);
  form.set("consent", "on");
  for (const p of state.photos) form.append("photos", p);
  let response: Response;
  try {
    response = await fetch(`/api/v1/review-invitations/${encodeURIComponent(token)}/review`, { method: "POST", body: form });
  } catch {
    return { kind: "form" };
  }
  const payload = (await response.json().catch(() => null)) as {
    error?: string;
    field?: string;
    status?: LinkProblem;
    errors?: ReviewProblem[];
  } | null;
  if (response.status === 201) return { kind: "sent" };
  if (payload?.status === "used" || payload?.status === "expired" || payload?.status === "unknown")
    return { kind: "link", problem: payload.status };
  if (response.status === 429) return { kind: "tooMany" };
  const list = payload?.errors ?? (payload?.field ? [{ field: payload.field, message: payload.error ?? "" }] : []);
  if (list.length > 0) return { kind: "fields", list };
  return { kind: "form", message: payload?.error };
}

/**
 * The form's problems above it, each linked to its field (GOV.UK's error summary). With none it
 * stays in the page, visually hidden, so that problems shown later are announced. `ref` takes
 * focus when a problem has no field of its own.
 */
function ErrorSummary({
  ref,
  formError,
  errors,
  fieldId,
}: {
  ref: React.Ref<HTMLDivElement>;
  formError: string;
  errors: [string, string][];
  fieldId: (field: string) => string;
}) {
  const t = useIntl().formatMessage;
  /** Following a summary link only scrolls; with script the field also takes focus, as GOV.UK's summary does. */
  function focusField(event: React.MouseEvent<HTMLAnchorElement>, field: string) {
    const target = document.getElementById(fieldId(field));
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={errors.length || formError ? "rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800" : "sr-only"}
    >
      {formError ? <p>{formError}</p> : null}
      {errors.length ? (
        <>
          <p className="font-semibold">{t(reviewCopy.fixErrors, { count: errors.length })}</p>
          <ul className="mt-1 list-disc ps-5">
            {errors.map(([field, message]) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(e) => focusField(e, field)}
                  className="underline underline-offset-2 hover:no-underline"
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
