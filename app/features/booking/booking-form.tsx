import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import { Amount } from "../../components/amount";
import {
  ADD_ON_KEYS,
  GENDERS,
  MIN_ADULTS,
  MIN_CHILDREN,
  CHECKED_FIELDS,
  fieldProblems,
  isRequired,
  type BookingFormState,
  type CheckedField,
  type FieldProblem,
  type BookingMode,
  type MissingItem,
} from "../../../domain/booking";
import { useIntl, type IntlShape, type MessageDescriptor } from "react-intl";
import { ADD_ON_COPY, GENDER_COPY, missingFieldCopy } from "../../i18n/booking-labels";
import { bookingCopy } from "../../i18n/copy/booking";
import { useLocalizedPath } from "../../i18n/localized-path";
import { formatSignedMoney } from "../../../domain/money";
import { CUSTOMIZATION_GROUPS, type CustomizationGroup, type TravelPackage } from "../../../domain/package";
import { Field, INPUT_CLASS, SelectOptions, TextField } from "../../components/ui/field";
import { announceAgain } from "../../components/ui/announce-again";
import { CountStepper } from "./count-stepper";
import { PATHS } from "../../paths";

export type FormUpdate = (update: (form: BookingFormState) => BookingFormState) => void;

interface BookingFormProps {
  mode: BookingMode;
  pkg: Pick<TravelPackage, "currency" | "customizationOptions">;
  form: BookingFormState;
  update: FormUpdate;
  onAdultsChange: (raw: string | number) => void;
  onChildrenChange: (raw: string | number) => void;
  /** The group-size message while it applies: beside the steppers and, announced, beside submit. */
  groupMessage: string | null;
  /** The departure picker of a package with open departures; null keeps the free travel date. */
  travelDate?: ReactNode;
  /** 'YYYY-MM-DD': latest date of birth, earliest travel date. */
  today: string;
  /** 'YYYY-MM-DD': the latest free travel date (the package's booking closing date), if any. */
  travelDateMax?: string | null;
  /** Why the typed free travel date cannot be used (outside today … closing date), or null. */
  travelDateError?: string | null;
  submitEnabled: boolean;
  /** What the form still needs before it can be sent (missingBeforeSubmit), in the form's order. */
  missing: readonly MissingItem[];
  processing: boolean;
  priceSummary: ReactNode;
  onSubmit: () => void;
}

const inputClass = `${INPUT_CLASS} mt-1 h-11`;
const sectionTitle = "text-base font-semibold text-slate-900";

/** Each field problem's words under its field. */
const PROBLEM_COPY: Record<FieldProblem, MessageDescriptor> = {
  dateOfBirthInvalid: bookingCopy.dateOfBirthInvalid,
  emailInvalid: bookingCopy.emailInvalid,
  phoneInvalid: bookingCopy.phoneInvalid,
};

/** The fields written left to right in any page's language. */
const LEFT_TO_RIGHT = new Set(["email", "phone", "emergencyContactPhone"]);

const isChecked = (key: string): key is CheckedField => (CHECKED_FIELDS as readonly string[]).includes(key);

/**
 * Names, ids and change handlers of the form's fields, shared by its sections; and the problems
 * of the fields filled in (fieldProblems), each shown under its field once the traveller has left
 * it or tried to send the form, never while a first value is being typed.
 */
function useFieldBinder(mode: BookingMode, form: BookingFormState, update: FormUpdate, today: string) {
  const uid = useId();
  const intl = useIntl();
  const id = (name: string) => `${uid}-${name}`;
  const req = (field: keyof BookingFormState) => isRequired(mode, field);
  const set =
    <K extends keyof BookingFormState>(key: K) =>
    (value: BookingFormState[K]) =>
      update((f) => ({ ...f, [key]: value }));
  const problems = fieldProblems(form, today);
  const [revealed, setRevealed] = useState<ReadonlySet<CheckedField>>(new Set());
  const reveal = (keys: readonly CheckedField[]) => setRevealed((shown) => new Set([...shown, ...keys]));
  const errorOf = (key: string) => {
    const problem = isChecked(key) && revealed.has(key) ? problems[key] : undefined;
    return problem ? intl.formatMessage(PROBLEM_COPY[problem]) : undefined;
  };
  const onBlurOf = (key: string) => (isChecked(key) ? () => reveal([key]) : undefined);

  const text = (
    key: "fullName" | "nationality" | "email" | "phone" | "emergencyContactName" | "emergencyContactPhone",
    label: string,
    extra: { type?: string; autoComplete?: string; inputMode?: "tel" | "email" | "text" } = {},
  ) => (
    <TextField
      id={id(key)}
      label={label}
      required={req(key)}
      nativeRequired={req(key)}
      optionalNote
      inputClassName="h-11"
      name={key}
      type={extra.type ?? "text"}
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
      // An address or a number reads left to right on an Arabic page too ("asha@", not "@asha").
      dir={LEFT_TO_RIGHT.has(key) ? "ltr" : undefined}
      value={form[key]}
      error={errorOf(key)}
      onBlur={onBlurOf(key)}
      onChange={(e) => set(key)(e.target.value)}
    />
  );

  /** A control's name, value and change handler for a field of the form's text state. */
  const bound = (key: "travelDate" | "dateOfBirth" | "gender" | "specialRequirements") => ({
    name: key,
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update((f) => ({ ...f, [key]: e.target.value })),
  });
  return { id, req, set, text, bound, problems, reveal, errorOf, onBlurOf };
}

type FieldBinder = ReturnType<typeof useFieldBinder>;

/** One customization group's choice, with the chosen option repeated in full below it. */
function CustomizationChoice({
  group,
  pkg,
  form,
  update,
  fields,
}: {
  group: CustomizationGroup;
  pkg: BookingFormProps["pkg"];
  form: BookingFormState;
  update: FormUpdate;
  fields: FieldBinder;
}) {
  const t = useIntl().formatMessage;
  const options = pkg.customizationOptions[group] ?? [];
  const chosen = form.selectedCustomizations[group];
  const index = chosen ? options.findIndex((o) => o.name === chosen.name && o.price === chosen.price) : -1;
  return (
    <Field id={fields.id(`custom-${group}`)} label={t(bookingCopy.customizationGroup, { group })} optionalNote>
      {(c) => (
        <>
          <select
            {...c}
            name={`customization-${group}`}
            className={inputClass}
            value={index < 0 ? "" : String(index)}
            onChange={(e) => {
              const option = e.target.value === "" ? undefined : options[Number(e.target.value)];
              update((f) => {
                const next = { ...f.selectedCustomizations };
                if (option) next[group] = { name: option.name, price: option.price };
                else delete next[group];
                return { ...f, selectedCustomizations: next };
              });
            }}
          >
            <option value="">{t(bookingCopy.none)}</option>
            {options.map((o, i) => (
              <option key={`${o.name}-${i}`} value={String(i)}>
                {o.name} ({formatSignedMoney(o.price, pkg.currency)})
              </option>
            ))}
          </select>
          {/* A phone's closed select cuts a long option short: the whole choice and its price, again. */}
          {chosen ? (
            <p aria-hidden="true" className="mt-1 text-sm text-slate-700" data-testid={`chosen-${group}`}>
              {chosen.name}{" "}
              <span className="font-semibold">
                <Amount>{formatSignedMoney(chosen.price, pkg.currency)}</Amount>
              </span>
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}

/** Travellers (with the group-size message), the travel date and the package's customizations. */
function TravelFields({ props, fields }: { props: BookingFormProps; fields: FieldBinder }) {
  const { pkg, form, update, today } = props;
  const t = useIntl().formatMessage;
  const { id, bound } = fields;
  const steppers = [
    { unit: "adult", label: bookingCopy.adults, value: form.adults, min: MIN_ADULTS, onChange: props.onAdultsChange },
    { unit: "child", label: bookingCopy.children, value: form.children, min: MIN_CHILDREN, onChange: props.onChildrenChange },
  ] as const;
  const groups = CUSTOMIZATION_GROUPS.filter((g) => (pkg.customizationOptions[g]?.length ?? 0) > 0);
  const groupMessageId = id("group-message");
  const travelDateMessageId = id("travel-date-message");
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        {steppers.map((s) => (
          <CountStepper key={s.unit} id={id(s.unit)} {...s} label={t(s.label)} describedBy={groupMessageId} />
        ))}
      </div>
      {/* Not a live region: the copy beside the submit button is the one announced (once). */}
      <p id={groupMessageId} className="min-h-5 text-sm font-medium text-red-700" data-testid="group-message">
        {props.groupMessage ?? ""}
      </p>
      {props.travelDate ?? (
        <Field id={id("travelDate")} label={t(bookingCopy.travelDate)} optionalNote>
          {(c) => (
            <>
              <input
                {...c}
                {...bound("travelDate")}
                type="date"
                min={today}
                max={props.travelDateMax ?? undefined}
                aria-invalid={props.travelDateError ? true : undefined}
                aria-describedby={travelDateMessageId}
                className={inputClass}
              />
              {/* Always in the page, so the polite live region announces the message when it appears. */}
              <p
                id={travelDateMessageId}
                aria-live="polite"
                className="text-sm font-medium text-red-700 not-empty:mt-1"
                data-testid="travel-date-message"
              >
                {props.travelDateError ?? ""}
              </p>
            </>
          )}
        </Field>
      )}
      {groups.map((group) => (
        <CustomizationChoice key={group} group={group} pkg={pkg} form={form} update={update} fields={fields} />
      ))}
    </>
  );
}

function SpecialRequirements({ fields }: { fields: FieldBinder }) {
  const t = useIntl().formatMessage;
  return (
    <Field id={fields.id("special")} label={t(bookingCopy.specialRequirements)} optionalNote>
      {(c) => <textarea {...c} {...fields.bound("specialRequirements")} rows={3} className={`${inputClass} h-auto py-2`} />}
    </Field>
  );
}

/** The booking's sections: personal and contact details, travel, and the additional preferences. */
function BookFields({ props, fields }: { props: BookingFormProps; fields: FieldBinder }) {
  const { form, update, today } = props;
  const t = useIntl().formatMessage;
  const { id, req, set, text, bound, errorOf, onBlurOf } = fields;
  const genderOptions = [{ id: "", label: t(bookingCopy.selectGender) }, ...GENDERS.map((g) => ({ id: g, label: t(GENDER_COPY[g]) }))];
  return (
    <>
      <fieldset className="space-y-4">
        <legend className={sectionTitle}>{t(bookingCopy.personalInfo)}</legend>
        {text("fullName", t(bookingCopy.fullNameAsId), { autoComplete: "name" })}
        <Field id={id("dob")} label={t(bookingCopy.dateOfBirth)} required={req("dateOfBirth")} optionalNote error={errorOf("dateOfBirth")}>
          {(c) => (
            <input
              {...c}
              {...bound("dateOfBirth")}
              type="date"
              max={today}
              required
              autoComplete="bday"
              onBlur={onBlurOf("dateOfBirth")}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={id("gender")} label={t(bookingCopy.gender)} required={req("gender")} optionalNote>
          {(c) => (
            <select {...c} {...bound("gender")} required className={inputClass}>
              <SelectOptions options={genderOptions} />
            </select>
          )}
        </Field>
        {text("nationality", t(bookingCopy.nationality))}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className={sectionTitle}>{t(bookingCopy.contactInfo)}</legend>
        {text("email", t(bookingCopy.email), { type: "email", autoComplete: "email" })}
        {text("phone", t(bookingCopy.phone), { type: "tel", autoComplete: "tel" })}
        {text("emergencyContactName", t(bookingCopy.emergencyName))}
        {text("emergencyContactPhone", t(bookingCopy.emergencyPhone), { type: "tel" })}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className={sectionTitle}>{t(bookingCopy.travelDetails)}</legend>
        <TravelFields props={props} fields={fields} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className={sectionTitle}>{t(bookingCopy.additionalPreferences)}</legend>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t(bookingCopy.travelInsurance)}{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="font-normal text-slate-600"> ({t(bookingCopy.costTbd)})</span>
          </legend>
          <div className="mt-1 flex gap-6">
            {(["yes", "no"] as const).map((choice) => (
              <label key={choice} className="flex min-h-11 items-center gap-2 text-base">
                <input
                  type="radio"
                  name="travelInsurance"
                  value={choice}
                  required
                  className="size-5 accent-brand-700"
                  checked={form.travelInsurance === choice}
                  onChange={() => set("travelInsurance")(choice)}
                />
                {t(choice === "yes" ? bookingCopy.yes : bookingCopy.no)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t(bookingCopy.addOns)} <span className="font-normal text-slate-600">({t(bookingCopy.costTbd)})</span>
          </legend>
          <div className="mt-1 grid grid-cols-2 gap-x-4">
            {ADD_ON_KEYS.map((key) => (
              <label key={key} className="flex min-h-11 items-center gap-2 text-base">
                <input
                  type="checkbox"
                  name={key}
                  className="size-5 accent-brand-700"
                  checked={form.addOns[key]}
                  onChange={(e) => update((f) => ({ ...f, addOns: { ...f.addOns, [key]: e.target.checked } }))}
                />
                {t(ADD_ON_COPY[key])}
              </label>
            ))}
          </div>
        </fieldset>
        <SpecialRequirements fields={fields} />
      </fieldset>
    </>
  );
}

/** The enquiry's short form: who asks, and the travel. */
function EnquireFields({ props, fields }: { props: BookingFormProps; fields: FieldBinder }) {
  const t = useIntl().formatMessage;
  const { text } = fields;
  return (
    <>
      <fieldset className="space-y-4">
        <legend className={sectionTitle}>{t(bookingCopy.yourDetails)}</legend>
        {text("fullName", t(bookingCopy.fullName), { autoComplete: "name" })}
        {text("email", t(bookingCopy.email), { type: "email", autoComplete: "email" })}
        {text("phone", t(bookingCopy.phone), { type: "tel", autoComplete: "tel" })}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className={sectionTitle}>{t(bookingCopy.travelDetails)}</legend>
        <TravelFields props={props} fields={fields} />
        <SpecialRequirements fields={fields} />
      </fieldset>
    </>
  );
}

/** The terms checkbox, with the terms page opening in a new tab. */
function TermsConsent({ checked, onChange }: { checked: boolean; onChange: (accepted: boolean) => void }) {
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        name="termsAccepted"
        required
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {t(bookingCopy.agreeTerms, {
          terms: (chunks: ReactNode[]) => (
            <a key="terms" href={localized(PATHS.terms)} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              {chunks}
            </a>
          ),
        })}
      </span>
    </label>
  );
}

/**
 * Why submit is disabled, naming what is missing: "To continue, accept the terms and fill in: Email
 * and Phone." Empty when nothing is.
 */
function missingText(missing: readonly MissingItem[], mode: BookingMode, intl: IntlShape): string {
  const t = intl.formatMessage;
  const fields = missing.filter((item) => item !== "termsAccepted").map((item) => t(missingFieldCopy(item, mode)));
  const terms = missing.includes("termsAccepted");
  if (fields.length === 0) return terms ? t(bookingCopy.missingTerms) : "";
  const list = intl.formatList(fields, { type: "conjunction" });
  return t(terms ? bookingCopy.missingFieldsAndTerms : bookingCopy.missingFields, { fields: list });
}

/**
 * Submit, the announced "processing" and group-size messages, and why it is disabled. That line is
 * not a live region (it changes as each field is filled in, which would be read out while the
 * traveller types elsewhere); `announced` repeats it in the polite status when they try to send.
 */
function SubmitArea({ props, hintId, hint, announced }: { props: BookingFormProps; hintId: string; hint: string; announced: string }) {
  const t = useIntl().formatMessage;
  const { processing, submitEnabled } = props;
  return (
    <div>
      <button
        type="submit"
        disabled={!submitEnabled}
        aria-describedby={submitEnabled ? undefined : hintId}
        className="h-12 w-full rounded-full bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {t(processing ? bookingCopy.processing : props.mode === "book" ? bookingCopy.bookSubmit : bookingCopy.enquireSubmit)}
      </button>
      <p role="status" className="sr-only" data-testid="submit-status">
        {processing ? t(bookingCopy.processing) : announced}
      </p>
      <p aria-live="polite" className="text-center text-sm font-medium text-red-700 not-empty:mt-2" data-testid="submit-group-message">
        {props.groupMessage ?? ""}
      </p>
      {!submitEnabled && !processing && hint ? (
        <p id={hintId} className="mt-2 text-center text-xs text-slate-600" data-testid="submit-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Enter in a field while submit is disabled: the browser does nothing then (a form whose submit
 * button is disabled is not sent), so the form says what is missing instead. It returns the text to
 * announce, a no-break space added when it is the one announced last, so pressing Enter again
 * changes the status and is read out again; and it moves focus to the first missing field, as a
 * browser's own check of required fields does.
 */
function useMissingOnEnter(props: BookingFormProps, hint: string) {
  const [announced, setAnnounced] = useState({ text: "", for: "" });
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target;
    if (e.key !== "Enter" || props.submitEnabled || props.processing || !hint) return;
    // A button's or a link's Enter is its own (steppers, the terms link); a text area's is a new line.
    if (!(target instanceof HTMLInputElement) || ["button", "submit", "reset"].includes(target.type)) return;
    e.preventDefault();
    setAnnounced((last) => ({ text: announceAgain(last.text, hint), for: hint }));
    // Each required control's name is its field's (the departures' radios too: name "travelDate").
    const first = e.currentTarget.elements.namedItem(props.missing[0]!);
    const control = first instanceof RadioNodeList ? [...first].find((r) => !(r as HTMLInputElement).disabled) : first;
    if (control instanceof HTMLElement && control !== target) control.focus();
  };
  // What was announced is dropped once the form has changed what is missing.
  return { onKeyDown, announced: announced.for === hint ? announced.text : "" };
}

export function BookingForm(props: BookingFormProps) {
  const { mode, form, update } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const fields = useFieldBinder(mode, form, update, props.today);
  const hint = missingText(props.missing, mode, intl);
  const { onKeyDown, announced } = useMissingOnEnter(props, hint);
  return (
    <form
      className="space-y-6"
      // The form says its own problems, in the page's language, under each field; the browser's
      // bubbles would say some of them in the browser's language, over the field, and block the rest.
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        // A field whose value cannot be used keeps the form here, its problem shown, focused.
        const wrong = CHECKED_FIELDS.filter((key) => fields.problems[key]);
        if (wrong.length > 0) {
          fields.reveal(wrong);
          const first = e.currentTarget.elements.namedItem(wrong[0]!);
          if (first instanceof HTMLElement) first.focus();
          return;
        }
        // A typed date outside the window keeps the form here, with its message, focused.
        if (props.travelDateError) {
          document.getElementById(fields.id("travelDate"))?.focus();
          return;
        }
        if (props.submitEnabled) props.onSubmit();
      }}
    >
      <p className="text-sm text-slate-600">
        {t(bookingCopy.requiredNote, {
          star: (
            <span key="star">
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
              <span className="sr-only">{t(bookingCopy.withAsterisk)}</span>
            </span>
          ),
        })}
      </p>
      {mode === "book" ? <BookFields props={props} fields={fields} /> : <EnquireFields props={props} fields={fields} />}
      {props.priceSummary}
      <TermsConsent checked={form.termsAccepted} onChange={fields.set("termsAccepted")} />
      <SubmitArea props={props} hintId={fields.id("submit-hint")} hint={hint} announced={announced} />
    </form>
  );
}
