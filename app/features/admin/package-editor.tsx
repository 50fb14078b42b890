import { useEffect, useId, useMemo, useState } from "react";
import { CATEGORIES } from "../../../domain/categories";
import { offerPercentage, toMinor } from "../../../domain/money";
import { CURRENCIES, CURRENCY_SYMBOL, PACKAGE_STATUSES, type TravelPackage } from "../../../domain/package";
import { emptyPackageDraft, packageToDraft, type NumberInput, type PackageDraft } from "../../../domain/package-validation";
import { Field, TextField } from "../../components/ui/field";
import { Icon } from "../../components/ui/icon";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { AdminApiError, createPackage, isSessionEnded, reasonOf, updatePackage, uploadFile } from "./admin-api";
import { ui } from "./admin-classes";
import { CustomizationEditor } from "./customization-editor";
import { editorIssue, hasLastMinute, isDirty, NO_FILES, withCategory, withOffer, type EditorFiles } from "./editor-form";
import { failureMessage } from "./failure-message";
import { ContentEditor } from "./content-editor";
import { ListEditor } from "./list-editor";
import { MediaSection } from "./media-section";
import { ProviderPicker } from "./providers-picker";
import { progressText, uploadPickedFiles, UploadError } from "./upload-files";

export const DISCARD_CONFIRMATION = "You have unsaved changes. Close the form and lose them?";
export const SAVING_TEXT = "Saving package";
const SAVE_SESSION_ENDED = "your session has ended. Sign in again in a new tab, then save again here: this form keeps your changes.";

type TextKey = { [K in keyof PackageDraft]: PackageDraft[K] extends string | NumberInput ? K : never }[keyof PackageDraft];

const SINGLE_FILE_FIELD = { banner: "bannerImage", review: "googleReviewScreenshot", pdf: "pdfFile" } as const;

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
  const modal = useModalDialog({ initialFocus: '[data-field="title"]', onRequestClose: requestClose });

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

  function requestClose() {
    if (saving) return;
    if (dirty && !window.confirm(DISCARD_CONFIRMATION)) return;
    onClose();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setError("");
    const invalid = editorIssue(form, files);
    if (invalid) {
      setError(invalid.message);
      const field = invalid.field ? modal.ref.current?.querySelector<HTMLElement>(`[data-field="${invalid.field}"]`) : null;
      field?.focus();
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
          else saved = { ...saved, [SINGLE_FILE_FIELD[slot.kind]]: url };
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

  const text = (key: TextKey, label: string, options: { type?: string; min?: number; required?: boolean; className?: string } = {}) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      required={options.required}
      className={options.className}
      data-field={key}
      type={options.type ?? "text"}
      min={options.min}
      inputMode={options.type === "number" ? "decimal" : undefined}
      autoComplete="off"
      value={String(form[key])}
      onChange={(e) => patch({ [key]: e.target.value })}
    />
  );

  const adultOff = form.hasOffer ? percentOf(form.originalPriceAdult, form.offerPriceAdult) : 0;
  const childOff = form.hasOffer ? percentOf(form.originalPriceChild, form.offerPriceChild) : 0;
  const symbol = CURRENCY_SYMBOL[form.currency];

  return (
    <dialog
      {...modal.dialogProps}
      aria-labelledby={`${id}-heading`}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-900/60 sm:m-auto sm:h-[92dvh] sm:max-w-4xl sm:rounded-2xl"
    >
      <form onSubmit={submit} noValidate className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          <h2 id={`${id}-heading`} className="text-lg font-bold sm:text-xl">
            {editing ? "Edit Package" : "Add New Package"}
          </h2>
          <button type="button" onClick={requestClose} aria-label="Close" className="rounded-full p-2 text-slate-600 hover:bg-slate-100">
            <Icon name="close" size={20} />
          </button>
        </div>

        {/* Inert while saving: what is being saved is what the admin sees. */}
        <div inert={saving} className="flex-1 space-y-5 overflow-y-auto px-4 py-4 sm:px-6">
          <p className="text-sm text-slate-600">
            Fields marked <span className="font-medium text-red-700">*</span> are required.
          </p>
          <fieldset className={ui.section}>
            <legend className={ui.legend}>Basic Information</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {text("title", "Package title", { required: true, className: "sm:col-span-2" })}
              {text("packageCode", "Package code", { required: true })}
              <ProviderPicker
                id={`${id}-provider`}
                providerName={form.providerName}
                meshId={form.meshId}
                onPick={(picked) => patch(picked)}
              />
              {text("providerName", "Provider name")}
              {text("meshId", "Mesh ID")}
              {text("location", "Location")}
              {text("startingLocation", "Starting location", { required: true })}
              {text("destinations", "Destinations", { required: true })}
              {text("durationDays", "Duration (days)", { type: "number", min: 1 })}
              {text("durationNights", "Duration (nights)", { type: "number", min: 0 })}
              <Field id={`${id}-status`} label="Status">
                {(control) => (
                  <select
                    {...control}
                    data-field="status"
                    value={form.status}
                    onChange={(e) => patch({ status: e.target.value as PackageDraft["status"] })}
                    className={`${ui.input} mt-1`}
                  >
                    {PACKAGE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <div className="hidden sm:block" />
              {text("bookingOpeningDate", "Booking opening date", { type: "date", required: true })}
              {text("bookingClosingDate", "Booking closing date", { type: "date", required: true })}
            </div>
          </fieldset>

          <ListEditor
            legend="Main Places"
            itemLabel="Main place"
            values={form.mainPlaces}
            onChange={(mainPlaces) => patch({ mainPlaces })}
          />
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
              <Field id={`${id}-currency`} label="Currency">
                {(control) => (
                  <select
                    {...control}
                    data-field="currency"
                    value={form.currency}
                    onChange={(e) => patch({ currency: e.target.value as PackageDraft["currency"] })}
                    className={`${ui.input} mt-1`}
                  >
                    {CURRENCIES.map((c) => (
                      <option key={c} value={c}>
                        {CURRENCY_SYMBOL[c]} ({c})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <div className="hidden sm:block" />
              {text("originalPriceAdult", `Adult price (${symbol})`, { type: "number", min: 0, required: true })}
              {text("originalPriceChild", `Child price (${symbol})`, { type: "number", min: 0 })}
              <label className="flex items-center gap-2 sm:col-span-2">
                <input
                  type="checkbox"
                  checked={form.hasOffer}
                  onChange={(e) => setForm((f) => withOffer(f, e.target.checked))}
                  className="h-4 w-4 accent-brand-700"
                />
                <span className="text-sm font-medium">This package has an offer</span>
              </label>
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
            <Field id={`${id}-description`} label="Description" required>
              {(control) => (
                <textarea
                  {...control}
                  data-field="description"
                  rows={6}
                  value={form.description}
                  onChange={(e) => patch({ description: e.target.value })}
                  className={`${ui.input} mt-1`}
                />
              )}
            </Field>
          </fieldset>

          <ContentEditor form={form} currency={form.currency} onChange={patch} />

          <CustomizationEditor
            value={form.customizationOptions}
            currency={form.currency}
            onChange={(customizationOptions) => patch({ customizationOptions })}
          />
        </div>

        <div className="space-y-3 border-t border-slate-200 px-4 py-3 sm:px-6">
          <div role="alert" className={error ? "rounded-lg border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800" : "sr-only"}>
            {error}
          </div>
          <div
            role="status"
            className={progress ? "rounded-lg border border-blue-200 bg-blue-50 px-4 py-2.5 text-sm text-blue-900" : "sr-only"}
          >
            {progress}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={requestClose} disabled={saving} className={ui.buttonSecondary}>
              Cancel
            </button>
            <button type="submit" disabled={saving} className={ui.buttonPrimary}>
              {saving ? "Saving..." : editing ? "Update Package" : "Add Package"}
            </button>
          </div>
        </div>
      </form>
    </dialog>
  );
}
