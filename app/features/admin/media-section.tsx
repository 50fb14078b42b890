import { useId } from "react";
import { imageAtWidth } from "../../../domain/images";
import { GALLERY_MAX } from "../../../domain/package";
import { galleryCapacityError, pdfFileError } from "../../../domain/package-validation";
import { ui } from "./admin-classes";
import { FileInput } from "./admin-fields";
import type { PackageDraft } from "../../../domain/package-validation";
import { FILE_FIELD, type EditorFiles } from "./editor-form";
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

const SINGLE_IMAGE_LABEL = { banner: "Banner image", review: "Google review screenshot" } as const;

interface MediaProps {
  form: PackageDraft;
  files: EditorFiles;
  onFormChange: (patch: Partial<PackageDraft>) => void;
  onFilesChange: (patch: Partial<EditorFiles>) => void;
}

/** The banner or the Google review screenshot: one image, the picked file or else the current one, each removable. */
function SingleImage({ kind, form, files, onFormChange, onFilesChange }: MediaProps & { kind: "banner" | "review" }) {
  const id = useId();
  const field = FILE_FIELD[kind];
  const label = SINGLE_IMAGE_LABEL[kind];
  const existing = form[field];
  const picked = files[kind];
  return (
    <div>
      <FileInput id={id} label={label} field={field} accept={IMAGE_TYPES} onPick={([file]) => file && onFilesChange({ [kind]: file })} />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {picked ? (
          <>
            <PickedThumbnail file={picked} alt={`New ${label.toLowerCase()}: ${picked.name}`} />
            <RemoveButton label={`Remove new ${label.toLowerCase()}`} onClick={() => onFilesChange({ [kind]: null })} />
          </>
        ) : existing ? (
          <>
            <Thumbnail src={imageAtWidth(existing, 480)} alt={`Current ${label.toLowerCase()}`} />
            <RemoveButton label={`Remove current ${label.toLowerCase()}`} onClick={() => onFormChange({ [field]: null })} />
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
}: MediaProps & {
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
        <SingleImage kind="banner" form={form} files={files} onFormChange={onFormChange} onFilesChange={onFilesChange} />

        <div>
          <FileInput
            id={galleryId}
            label={`Gallery images (up to ${GALLERY_MAX})`}
            field="galleryImages"
            accept={IMAGE_TYPES}
            multiple
            describedBy={`${galleryId}-hint`}
            onPick={addGallery}
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

        <SingleImage kind="review" form={form} files={files} onFormChange={onFormChange} onFilesChange={onFilesChange} />

        <div>
          <FileInput
            id={pdfId}
            label="Package PDF (up to 6 MB)"
            field="pdfFile"
            accept="application/pdf,.pdf"
            onPick={([file]) => file && void pickPdf(file)}
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
