import { useEffect, useId, useMemo, useState } from "react";
import { CATEGORIES } from "../../../domain/categories";
import { offerPercentage, toMinor } from "../../../domain/money";
import { CURRENCIES, CURRENCY_SYMBOL, PACKAGE_STATUSES, type TravelPackage } from "../../../domain/package";
import { emptyPackageDraft, packageToDraft, type NumberInput, type PackageDraft } from "../../../domain/package-validation";
import { AdminApiError, createPackage, isSessionEnded, reasonOf, updatePackage, uploadFile } from "./admin-api";
import { ui } from "./admin-classes";
import { CheckboxRow, draftFields } from "./admin-fields";
import { CustomizationEditor } from "./customization-editor";
import { EditorDialog, useEditorDialog } from "./editor-dialog";
import { editorIssue, FILE_FIELD, hasLastMinute, isDirty, NO_FILES, withCategory, withOffer, type EditorFiles } from "./editor-form";
import { failureMessage } from "./failure-message";
import { ContentEditor } from "./content-editor";
import { ListEditor } from "./list-editor";
import { MediaSection } from "./media-section";
import { ProviderPicker } from "./providers-picker";
import { progressText, uploadPickedFiles, UploadError } from "./upload-files";

export const SAVING_TEXT = "Saving package";
const SAVE_SESSION_ENDED = "your session has ended. Sign in again in a new tab, then save again here: this form keeps your changes.";

const CURRENCY_CHOICES = CURRENCIES.map((c) => ({ value: c, label: `${CURRENCY_SYMBOL[c]} (${c})` }));

/** Upload failures carry their own wording; a 400 names the broken rule in the spec's words. */
function saveError(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  if (error instanceof AdminApiError && (error.status === 400 || error.status === 409)) return error.message;
  if (isSessionEnded(error)) return failureMessage("Failed to save package", SAVE_SESSION_ENDED);
  return failureMessage("Failed to save package", reasonOf(error));
}

function percentOf(original: NumberInput, offer: NumberInput): number {
  return offerPercentage(toMinor(Number(original) || 0), toMinor(Number(offer) || 0));
}

export function PackageEditor({ pkg, onClose, onSaved }: { pkg?: TravelPackage; onClose: () => void; onSaved: () => void }) {
  const initial = useMemo(() => (pkg ? packageToDraft(pkg) : emptyPackageDraft()), [pkg]);
  const [form, setForm] = useState<PackageDraft>(initial);
  const [files, setFiles] = useState<EditorFiles>(NO_FILES);
  const [error, setError] = useState("");
  const [progress, setProgress] = useState("");
  const [saving, setSaving] = useState(false);
  const id = useId();
  const dirty = isDirty(initial, form, files);
  const editing = pkg !== undefined;
  const editor = useEditorDialog({ firstField: "title", dirty, saving, onClose });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const patch = (p: Partial<PackageDraft>) => setForm((f) => ({ ...f, ...p }));
  const patchFiles = (p: Partial<EditorFiles>) => {
    setError("");
    setFiles((f) => ({ ...f, ...p }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setError("");
    const invalid = editorIssue(form, files);
    if (invalid) {
      setError(invalid.message);
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
        upload: uploadFile,
        onProgress: (done, total) => setProgress(progressText(done, total)),
        onUploaded: (slot, url) => {
          if (slot.kind === "gallery") newGallery[slot.pick] = url;
          else saved = { ...saved, [FILE_FIELD[slot.kind]]: url };
        },
      });
      setProgress(SAVING_TEXT);
      const draft: PackageDraft = {
        ...saved,
        galleryImages: [...saved.galleryImages, ...newGallery.filter((u): u is string => u !== undefined)],
      };
      if (pkg) await updatePackage(pkg.id, draft, pkg.updatedAt);
      else await createPackage(draft);
      setSaving(false);
      onSaved();
    } catch (e) {
      const done = newGallery.filter((u): u is string => u !== undefined);
      setForm({ ...saved, galleryImages: [...saved.galleryImages, ...done] });
      setFiles((f) => ({
        banner: saved.bannerImage !== form.bannerImage ? null : f.banner,
        review: saved.googleReviewScreenshot !== form.googleReviewScreenshot ? null : f.review,
        pdf: saved.pdfFile !== form.pdfFile ? null : f.pdf,
        gallery: f.gallery.filter((_, i) => newGallery[i] === undefined),
      }));
      setError(saveError(e));
      setProgress("");
      setSaving(false);
    }
  }

  const { text, area, select } = draftFields(id, form, patch);

  const adultOff = form.hasOffer ? percentOf(form.originalPriceAdult, form.offerPriceAdult) : 0;
  const childOff = form.hasOffer ? percentOf(form.originalPriceChild, form.offerPriceChild) : 0;
  const symbol = CURRENCY_SYMBOL[form.currency];

  return (
    <EditorDialog
      editor={editor}
      heading={editing ? "Edit Package" : "Add New Package"}
      widthClass="sm:max-w-4xl"
      error={error}
      progress={progress}
      submitLabel={editing ? "Update Package" : "Add Package"}
      onSubmit={submit}
    >
      <p className="text-sm text-slate-600">
        Fields marked <span className="font-medium text-red-700">*</span> are required.
      </p>
      <fieldset className={ui.section}>
        <legend className={ui.legend}>Basic Information</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("title", "Package title", { required: true, className: "sm:col-span-2" })}
          {text("packageCode", "Package code", { required: true })}
          <ProviderPicker id={`${id}-provider`} providerName={form.providerName} meshId={form.meshId} onPick={(picked) => patch(picked)} />
          {text("providerName", "Provider name")}
          {text("meshId", "Mesh ID")}
          {text("location", "Location")}
          {text("startingLocation", "Starting location", { required: true })}
          {text("destinations", "Destinations", { required: true })}
          {text("durationDays", "Duration (days)", { type: "number", min: 1 })}
          {text("durationNights", "Duration (nights)", { type: "number", min: 0 })}
          {select("status", "Status", PACKAGE_STATUSES)}
          <div className="hidden sm:block" />
          {text("bookingOpeningDate", "Booking opening date", { type: "date", required: true })}
          {text("bookingClosingDate", "Booking closing date", { type: "date", required: true })}
        </div>
      </fieldset>

      <ListEditor legend="Main Places" itemLabel="Main place" values={form.mainPlaces} onChange={(mainPlaces) => patch({ mainPlaces })} />
      <ListEditor
        legend="Attractions"
        itemLabel="Attraction"
        values={form.attractions}
        onChange={(attractions) => patch({ attractions })}
      />
      <ListEditor legend="Highlights" itemLabel="Highlight" values={form.highlights} onChange={(highlights) => patch({ highlights })} />

      <fieldset className={ui.section}>
        <legend className={ui.legend}>Categories</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((c) => (
            <label key={c.slug} className="flex items-start gap-2 rounded-lg p-1.5 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={form.categories.includes(c.slug)}
                onChange={(e) => setForm((f) => withCategory(f, c.slug, e.target.checked))}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block text-sm font-medium">{c.label}</span>
                <span className="block text-xs text-slate-600">{c.subtitle}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {hasLastMinute(form) ? (
        <fieldset className={ui.section}>
          <legend className={ui.legend}>Last-Minute Deal Details</legend>
          {text("endDate", "Offer end date", { type: "date", required: true, className: "sm:max-w-xs" })}
        </fieldset>
      ) : null}

      <fieldset className={ui.section}>
        <legend className={ui.legend}>Pricing</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {select("currency", "Currency", CURRENCY_CHOICES)}
          <div className="hidden sm:block" />
          {text("originalPriceAdult", `Adult price (${symbol})`, { type: "number", min: 0, required: true })}
          {text("originalPriceChild", `Child price (${symbol})`, { type: "number", min: 0 })}
          <CheckboxRow
            label="This package has an offer"
            className="sm:col-span-2"
            checked={form.hasOffer}
            onChecked={(hasOffer) => setForm((f) => withOffer(f, hasOffer))}
          />
          {form.hasOffer ? (
            <>
              {text("offerPriceAdult", `Adult offer price (${symbol})`, { type: "number", min: 0 })}
              {text("offerPriceChild", `Child offer price (${symbol})`, { type: "number", min: 0 })}
              <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite">
                Adult discount: <strong>{adultOff}% off</strong>
                {form.originalPriceChild ? (
                  <>
                    {" "}
                    · Child discount: <strong>{childOff}% off</strong>
                  </>
                ) : null}
              </p>
            </>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={ui.section}>
        <legend className={ui.legend}>Group Size</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("minGroupSize", "Minimum group size", { type: "number", min: 1 })}
          {text("maxGroupSize", "Maximum group size", { type: "number", min: 1 })}
        </div>
      </fieldset>

      <MediaSection form={form} files={files} onFormChange={patch} onFilesChange={patchFiles} onError={setError} />

      <fieldset className={ui.section}>
        <legend className={ui.legend}>Content</legend>
        {area("description", "Description", { rows: 6, required: true })}
      </fieldset>

      <ContentEditor form={form} currency={form.currency} onChange={patch} />

      <CustomizationEditor
        value={form.customizationOptions}
        currency={form.currency}
        onChange={(customizationOptions) => patch({ customizationOptions })}
      />
    </EditorDialog>
  );
}
