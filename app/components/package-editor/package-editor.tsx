import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { CATEGORIES, type CategorySlug } from "../../../domain/categories";
import { offerPercentage, toMinor } from "../../../domain/money";
import { CURRENCIES, CURRENCY_SYMBOL, PACKAGE_STATUSES, type TravelPackage } from "../../../domain/package";
import { emptyPackageDraft, packageToDraft, type NumberInput, type PackageDraft } from "../../../domain/package-validation";
import { categoryCopy } from "../../i18n/copy/category";
import { editorCopy } from "../../i18n/copy/editor";
import { announceAgain } from "../ui/announce-again";
import { ui } from "./form-classes";
import { CheckboxRow, draftFields } from "./form-fields";
import { CustomizationEditor } from "./customization-editor";
import { EditorDialog, useEditorDialog } from "./editor-dialog";
import { issueText } from "./issue-text";
import { editorIssue, FILE_FIELD, hasLastMinute, isDirty, NO_FILES, withCategory, withOffer, type EditorFiles } from "./editor-form";
import { ContentEditor } from "./content-editor";
import { DraftListEditor } from "./list-editor";
import { MediaSection } from "./media-section";
import { PlacePicker, type PlaceLinksApi } from "./place-picker";
import { NotedFieldset, ReturnedNotes, useReturnNotes, type ReturnedFields } from "./return-notes";
import { uploadingItem, uploadPickedFiles, UploadError, type Uploader } from "./upload-files";

const CURRENCY_CHOICES = CURRENCIES.map((c) => ({ value: c, label: `${CURRENCY_SYMBOL[c]} (${c})` }));

/** The draft's text and select field makers, lent by the editor to its sections. */
type DraftFieldMakers = Pick<ReturnType<typeof draftFields<PackageDraft>>, "text" | "select">;

function percentOf(original: NumberInput, offer: NumberInput): number {
  return offerPercentage(toMinor(Number(original) || 0), toMinor(Number(offer) || 0));
}

/** The admin's own fields: shown only in the admin's editor (a partner's provider is its own, its status the workflow's). */
export interface AdminOnlyFields {
  /** The provider chooser (it reads the admin's provider records). */
  providerPicker: (form: PackageDraft, patch: (p: Partial<PackageDraft>) => void) => ReactNode;
}

export interface PackageEditorProps {
  /** The package being edited; none for a new one. */
  pkg?: TravelPackage;
  /** The draft to start from when it is not the package as stored (a partner's pending revision). */
  startFrom?: PackageDraft;
  /** Status, featured and provider: shown and sent only when given (the admin). */
  admin?: AdminOnlyFields;
  /** The package's places through the caller's API, chosen apart from the form (a saved package only; ADR 108, 117). */
  places?: PlaceLinksApi;
  /** The admin's reason for returning the package, shown at the top and beside each field it names. */
  returned?: ReturnedFields;
  /** The heading and save button's words when they are not the admin's (the partner's "Save draft"). */
  heading?: string;
  submitLabel?: string;
  /**
   * Whether Save on a package whose form is as it opened says "No changes to save" instead of
   * sending it (the admin's editor). Without it an unchanged form is sent all the same: a partner's
   * save of a returned revision is how it goes back to review, changed or not.
   */
  skipUnchanged?: boolean;
  /** Sends one file to the caller's upload endpoint. */
  upload: Uploader;
  /** Saves the draft (create or update, the caller knows which); throws on failure. */
  save: (draft: PackageDraft) => Promise<void>;
  /**
   * The words for a failed save (an upload's failure the editor words itself), given the draft as
   * it stands (a broken rule's field label takes its currency: issue-text.ts).
   */
  saveErrorText: (error: unknown, draft: PackageDraft) => string;
  /** A line under the heading saying what saving does (the partner's "the live version stays public"). */
  intro?: string;
  onClose: () => void;
  /** Called with the draft as saved. */
  onSaved: (draft: PackageDraft) => void;
}

/**
 * The package editor of the admin and of the partner portal: the same fields, the same checks
 * (the domain's parsePackageDraft, run again by the server) and the same uploads; the admin-only
 * fields only with `admin`. Saving is the caller's: it says where the draft goes.
 */
export function PackageEditor({
  pkg,
  startFrom,
  admin,
  places,
  returned,
  heading,
  submitLabel,
  intro,
  skipUnchanged = false,
  upload,
  save,
  saveErrorText,
  onClose,
  onSaved,
}: PackageEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const initial = useMemo(() => startFrom ?? (pkg ? packageToDraft(pkg) : emptyPackageDraft()), [pkg, startFrom]);
  const [form, setForm] = useState<PackageDraft>(initial);
  const [files, setFiles] = useState<EditorFiles>(NO_FILES);
  const [error, setError] = useState("");
  const [progress, setProgress] = useState("");
  const [saving, setSaving] = useState(false);
  // Save was pressed with nothing changed: what the status line says for it, shown while the form is as it
  // opened. Said again on each such press (announceAgain): a reader hears the second press too.
  const [nothingToSave, setNothingToSave] = useState("");
  const id = useId();
  const dirty = isDirty(initial, form, files);
  const editing = pkg !== undefined;
  const editor = useEditorDialog({ firstField: "title", dirty, saving, onClose });
  const noteOf = useReturnNotes(returned);

  useWarnBeforeLeaving(dirty);

  const patch = (p: Partial<PackageDraft>) => setForm((f) => ({ ...f, ...p }));
  const patchFiles = (p: Partial<EditorFiles>) => {
    setError("");
    setFiles((f) => ({ ...f, ...p }));
  };

  function errorText(e: unknown): string {
    if (!(e instanceof UploadError)) return saveErrorText(e, form);
    return t(editorCopy.uploadFailed, { kind: e.kind === "pdf" ? "pdf" : "image", reason: e.reason || t(editorCopy.unknownError) });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setError("");
    // Nothing to send: said in the status line, focus left on Save (the server would write nothing either, ADR 159).
    const unchanged = skipUnchanged && editing && !dirty;
    setNothingToSave((last) => (unchanged ? announceAgain(last, t(editorCopy.noChangesToSave)) : ""));
    if (unchanged) return;
    const invalid = editorIssue(form, files);
    if (invalid) {
      setError(issueText(intl, invalid, form.currency));
      if (invalid.field) editor.focusField(invalid.field);
      return;
    }
    setSaving(true);
    // Uploaded files move from `files` to URLs in `form`, so a retry after a failure does not upload them again.
    let saved = { ...form, galleryImages: [...form.galleryImages] };
    const newGallery: (string | undefined)[] = files.gallery.map(() => undefined);
    try {
      await uploadPickedFiles({
        files,
        keptGalleryCount: form.galleryImages.length,
        upload,
        onProgress: (done, total) => setProgress(t(editorCopy.uploading, uploadingItem(done, total))),
        onUploaded: (slot, url) => {
          if (slot.kind === "gallery") newGallery[slot.pick] = url;
          else saved = { ...saved, [FILE_FIELD[slot.kind]]: url };
        },
      });
      setProgress(t(editorCopy.savingPackage));
      const draft: PackageDraft = {
        ...saved,
        galleryImages: [...saved.galleryImages, ...newGallery.filter((u): u is string => u !== undefined)],
      };
      await save(draft);
      setSaving(false);
      onSaved(draft);
    } catch (e) {
      const done = newGallery.filter((u): u is string => u !== undefined);
      setForm({ ...saved, galleryImages: [...saved.galleryImages, ...done] });
      setFiles((f) => ({
        banner: saved.bannerImage !== form.bannerImage ? null : f.banner,
        review: saved.googleReviewScreenshot !== form.googleReviewScreenshot ? null : f.review,
        pdf: saved.pdfFile !== form.pdfFile ? null : f.pdf,
        gallery: f.gallery.filter((_, i) => newGallery[i] === undefined),
      }));
      setError(errorText(e));
      setProgress("");
      setSaving(false);
    }
  }

  const { text, area, select } = draftFields(id, form, patch, undefined, noteOf);

  return (
    <EditorDialog
      editor={editor}
      heading={heading ?? t(editing ? editorCopy.headingEdit : editorCopy.headingAdd)}
      widthClass="sm:max-w-4xl"
      error={error}
      progress={progress || (dirty ? "" : nothingToSave)}
      submitLabel={submitLabel ?? t(editing ? editorCopy.submitUpdate : editorCopy.submitAdd)}
      onSubmit={submit}
    >
      <p className="text-sm text-slate-600">{t(editorCopy.requiredNote, { star: <span className="font-medium text-red-700">*</span> })}</p>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      <ReturnedNotes returned={returned} />
      <BasicInformation form={form} fields={{ text, select }} admin={admin} places={places} patch={patch} />

      <DraftListEditor field="mainPlaces" values={form.mainPlaces} noteOf={noteOf} onChange={patch} />
      <DraftListEditor field="attractions" values={form.attractions} noteOf={noteOf} onChange={patch} />
      <DraftListEditor field="highlights" values={form.highlights} noteOf={noteOf} onChange={patch} />

      <CategoriesSection
        chosen={form.categories}
        note={noteOf("categories")}
        onChange={(slug, on) => setForm((f) => withCategory(f, slug, on))}
      />

      {hasLastMinute(form) ? (
        <fieldset className={ui.section}>
          <legend className={ui.legend}>{t(editorCopy.lastMinuteDetails)}</legend>
          {text("endDate", t(editorCopy.offerEndDate), { type: "date", required: true, className: "sm:max-w-xs" })}
        </fieldset>
      ) : null}

      <PricingSection
        form={form}
        fields={{ text, select }}
        offerNote={noteOf("hasOffer")}
        onOffer={(hasOffer) => setForm((f) => withOffer(f, hasOffer))}
      />

      <fieldset className={ui.section}>
        <legend className={ui.legend}>{t(editorCopy.groupSize)}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("minGroupSize", t(editorCopy.minGroupSize), { type: "number", min: 1 })}
          {text("maxGroupSize", t(editorCopy.maxGroupSize), { type: "number", min: 1 })}
        </div>
      </fieldset>

      <MediaSection form={form} files={files} noteOf={noteOf} onFormChange={patch} onFilesChange={patchFiles} onError={setError} />

      <fieldset className={ui.section}>
        <legend className={ui.legend}>{t(editorCopy.content)}</legend>
        {area("description", t(editorCopy.description), { rows: 6, required: true })}
      </fieldset>

      <ContentEditor form={form} currency={form.currency} showFeatured={admin !== undefined} noteOf={noteOf} onChange={patch} />

      <CustomizationEditor
        value={form.customizationOptions}
        currency={form.currency}
        note={noteOf("customizationOptions")}
        onChange={(customizationOptions) => patch({ customizationOptions })}
      />
    </EditorDialog>
  );
}

/** A page leaving (a reload, a closed tab) asks first while the form holds unsaved changes. */
function useWarnBeforeLeaving(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

/** The basic information: title, code, where and how long, the booking window; the provider and status for the admin only. */
function BasicInformation({
  form,
  fields: { text, select },
  admin,
  places,
  patch,
}: {
  form: PackageDraft;
  fields: DraftFieldMakers;
  admin: AdminOnlyFields | undefined;
  places: PlaceLinksApi | undefined;
  patch: (p: Partial<PackageDraft>) => void;
}) {
  const t = useIntl().formatMessage;
  const statusChoices = PACKAGE_STATUSES.map((s) => ({ value: s, label: t(editorCopy.statusName, { status: s }) }));
  return (
    <fieldset className={ui.section}>
      <legend className={ui.legend}>{t(editorCopy.basicInformation)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("title", t(editorCopy.title), { required: true, className: "sm:col-span-2" })}
        {text("packageCode", t(editorCopy.packageCode), { required: true })}
        {admin ? (
          <>
            {admin.providerPicker(form, patch)}
            {text("providerName", t(editorCopy.providerName))}
            {text("meshId", t(editorCopy.meshId))}
          </>
        ) : null}
        {text("location", t(editorCopy.location))}
        {text("startingLocation", t(editorCopy.startingLocation), { required: true })}
        {text("destinations", t(editorCopy.destinations), { required: true })}
        {places ? <PlacePicker api={places} /> : null}
        {text("durationDays", t(editorCopy.durationDays), { type: "number", min: 1 })}
        {text("durationNights", t(editorCopy.durationNights), { type: "number", min: 0 })}
        {admin ? (
          <>
            {select("status", t(editorCopy.status), statusChoices)}
            <div className="hidden sm:block" />
          </>
        ) : null}
        {text("bookingOpeningDate", t(editorCopy.bookingOpeningDate), { type: "date", required: true })}
        {text("bookingClosingDate", t(editorCopy.bookingClosingDate), { type: "date", required: true })}
      </div>
    </fieldset>
  );
}

/** The categories a package is listed under, as checkboxes (a returned package's note above them). */
function CategoriesSection({
  chosen,
  note,
  onChange,
}: {
  chosen: readonly CategorySlug[];
  note: string | undefined;
  onChange: (slug: CategorySlug, on: boolean) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <NotedFieldset legend={t(editorCopy.categories)} note={note} field="categories">
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORIES.map((c) => (
          <label key={c.slug} className="flex items-start gap-2 rounded-lg p-1.5 hover:bg-slate-50">
            <input
              type="checkbox"
              checked={chosen.includes(c.slug)}
              onChange={(e) => onChange(c.slug, e.target.checked)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-medium">{t(categoryCopy[`${c.slug}.label`]) || c.label}</span>
              <span className="block text-xs text-slate-600">{t(categoryCopy[`${c.slug}.subtitle`]) || c.subtitle}</span>
            </span>
          </label>
        ))}
      </div>
    </NotedFieldset>
  );
}

/** Currency, prices, and the offer's prices with the discounts they make. */
function PricingSection({
  form,
  fields: { text, select },
  offerNote,
  onOffer,
}: {
  form: PackageDraft;
  fields: DraftFieldMakers;
  /** The admin's reason for returning the package, when it names the offer. */
  offerNote: string | undefined;
  onOffer: (hasOffer: boolean) => void;
}) {
  const t = useIntl().formatMessage;
  const adultOff = form.hasOffer ? percentOf(form.originalPriceAdult, form.offerPriceAdult) : 0;
  const childOff = form.hasOffer ? percentOf(form.originalPriceChild, form.offerPriceChild) : 0;
  const symbol = CURRENCY_SYMBOL[form.currency];
  return (
    <fieldset className={ui.section}>
      <legend className={ui.legend}>{t(editorCopy.pricing)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {select("currency", t(editorCopy.currency), CURRENCY_CHOICES)}
        <div className="hidden sm:block" />
        {text("originalPriceAdult", t(editorCopy.adultPrice, { symbol }), { type: "number", min: 0, required: true })}
        {text("originalPriceChild", t(editorCopy.childPrice, { symbol }), { type: "number", min: 0 })}
        <CheckboxRow
          label={t(editorCopy.hasOffer)}
          field="hasOffer"
          className="sm:col-span-2"
          checked={form.hasOffer}
          note={offerNote}
          onChecked={onOffer}
        />
        {form.hasOffer ? (
          <>
            {text("offerPriceAdult", t(editorCopy.adultOfferPrice, { symbol }), { type: "number", min: 0 })}
            {text("offerPriceChild", t(editorCopy.childOfferPrice, { symbol }), { type: "number", min: 0 })}
            <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite">
              {t(editorCopy.discounts, {
                adult: adultOff,
                child: form.originalPriceChild ? childOff : "none",
                strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
              })}
            </p>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
