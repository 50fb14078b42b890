import { useId } from "react";
import { imageAtWidth } from "../../../domain/images";
import { GALLERY_MAX } from "../../../domain/package";
import { galleryCapacityError, pdfFileError } from "../../../domain/package-validation";
import { ui } from "./admin-classes";
import type { PackageDraft } from "../../../domain/package-validation";
import type { EditorFiles } from "./editor-form";
import { isPdfContent, useObjectUrl } from "./file-preview";
import { RemoveButton } from "./row-buttons";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={160}
      height={90}
      className="aspect-[16/9] w-40 rounded-lg border border-slate-200 bg-slate-100 object-cover"
    />
  );
}

function PickedThumbnail({ file, alt }: { file: File; alt: string }) {
  const url = useObjectUrl(file);
  return url ? <Thumbnail src={url} alt={alt} /> : null;
}

function SingleImage({
  field,
  label,
  existing,
  picked,
  onPick,
  onRemoveExisting,
  onRemovePicked,
}: {
  /** The draft field it fills, so a failed check can focus it. */
  field: string;
  label: string;
  existing: string | null;
  picked: File | null;
  onPick: (file: File) => void;
  onRemoveExisting: () => void;
  onRemovePicked: () => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        data-field={field}
        type="file"
        accept={IMAGE_TYPES}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onPick(file);
          e.target.value = "";
        }}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {picked ? (
          <>
            <PickedThumbnail file={picked} alt={`New ${label.toLowerCase()}: ${picked.name}`} />
            <RemoveButton label={`Remove new ${label.toLowerCase()}`} onClick={onRemovePicked} />
          </>
        ) : existing ? (
          <>
            <Thumbnail src={imageAtWidth(existing, 480)} alt={`Current ${label.toLowerCase()}`} />
            <RemoveButton label={`Remove current ${label.toLowerCase()}`} onClick={onRemoveExisting} />
          </>
        ) : null}
      </div>
    </div>
  );
}

export function MediaSection({
  form,
  files,
  onFormChange,
  onFilesChange,
  onError,
}: {
  form: PackageDraft;
  files: EditorFiles;
  onFormChange: (patch: Partial<PackageDraft>) => void;
  onFilesChange: (patch: Partial<EditorFiles>) => void;
  onError: (message: string) => void;
}) {
  const galleryId = useId();
  const pdfId = useId();
  const galleryCount = form.galleryImages.length + files.gallery.length;

  function addGallery(picked: File[]) {
    if (picked.length === 0) return;
    const error = galleryCapacityError(galleryCount, picked.length);
    if (error) {
      onError(error);
      return;
    }
    onFilesChange({ gallery: [...files.gallery, ...picked] });
  }

  async function pickPdf(file: File) {
    const error = pdfFileError({ size: file.size, isPdf: await isPdfContent(file) });
    if (error) {
      onError(error);
      return;
    }
    onFilesChange({ pdf: file });
  }

  return (
    <fieldset className={ui.section}>
      <legend className={ui.legend}>Media</legend>
      <div className="grid gap-5">
        <SingleImage
          field="bannerImage"
          label="Banner image"
          existing={form.bannerImage}
          picked={files.banner}
          onPick={(banner) => onFilesChange({ banner })}
          onRemoveExisting={() => onFormChange({ bannerImage: null })}
          onRemovePicked={() => onFilesChange({ banner: null })}
        />

        <div>
          <label htmlFor={galleryId} className={ui.label}>
            Gallery images (up to {GALLERY_MAX})
          </label>
          <input
            id={galleryId}
            data-field="galleryImages"
            type="file"
            accept={IMAGE_TYPES}
            multiple
            aria-describedby={`${galleryId}-hint`}
            onChange={(e) => {
              addGallery(Array.from(e.target.files ?? []));
              e.target.value = "";
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
          />
          <p id={`${galleryId}-hint`} className="mt-1 text-sm text-slate-600">
            {galleryCount} of {GALLERY_MAX} images chosen.
          </p>
          {galleryCount > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-3">
              {form.galleryImages.map((url, i) => (
                <li key={url} className="flex flex-col items-start gap-1">
                  <Thumbnail src={imageAtWidth(url, 480)} alt={`Gallery image ${i + 1}`} />
                  <RemoveButton
                    label={`Remove gallery image ${i + 1}`}
                    onClick={() => onFormChange({ galleryImages: form.galleryImages.filter((u) => u !== url) })}
                  />
                </li>
              ))}
              {files.gallery.map((file, i) => (
                <li key={`${file.name}-${i}`} className="flex flex-col items-start gap-1">
                  <PickedThumbnail file={file} alt={`New gallery image ${i + 1}: ${file.name}`} />
                  <RemoveButton
                    label={`Remove new gallery image ${i + 1}`}
                    onClick={() => onFilesChange({ gallery: files.gallery.filter((_, j) => j !== i) })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <SingleImage
          field="googleReviewScreenshot"
          label="Google review screenshot"
          existing={form.googleReviewScreenshot}
          picked={files.review}
          onPick={(review) => onFilesChange({ review })}
          onRemoveExisting={() => onFormChange({ googleReviewScreenshot: null })}
          onRemovePicked={() => onFilesChange({ review: null })}
        />

        <div>
          <label htmlFor={pdfId} className={ui.label}>
            Package PDF (up to 6 MB)
          </label>
          <input
            id={pdfId}
            data-field="pdfFile"
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void pickPdf(file);
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
          />
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {files.pdf ? (
              <>
                <span className="break-all">New PDF: {files.pdf.name}</span>
                <RemoveButton label="Remove new PDF" onClick={() => onFilesChange({ pdf: null })} />
              </>
            ) : form.pdfFile ? (
              <>
                <a href={form.pdfFile} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  Current PDF
                </a>
                <RemoveButton label="Remove current PDF" onClick={() => onFormChange({ pdfFile: null })} />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
