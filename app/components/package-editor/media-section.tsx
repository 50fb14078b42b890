import { useId } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { editorCopy } from "../../i18n/copy/editor";
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, imageAtWidth } from "../../../domain/images";
import { GALLERY_MAX } from "../../../domain/package";
import { galleryCapacityError, pdfFileError } from "../../../domain/package-validation";
import { ui } from "./form-classes";
import { FileInput } from "./form-fields";
import type { PackageDraft } from "../../../domain/package-validation";
import { FILE_FIELD, type EditorFiles } from "./editor-form";
import { firstNonImage, isPdfContent, useObjectUrl } from "./file-preview";
import { issueText } from "./issue-text";
import { describedBy, FieldNote } from "./return-notes";
import { RemoveButton } from "./row-buttons";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

/** A file name set apart from the sentence around it (U+2068…U+2069), so "photo.pdf" keeps its order in Arabic. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * Why picked images are refused, in the page's words, or null: refused when chosen, not after the
 * save button, by the checks the upload makes (an image by its content, at most IMAGE_MAX_BYTES).
 * A file over the limit sent anyway would cost a phone its data and end in the server's refusal.
 */
async function pickedImagesProblem(files: readonly File[], t: IntlShape["formatMessage"]): Promise<string | null> {
  const notImage = await firstNonImage(files);
  if (notImage) return t(editorCopy.notImage, { name: isolated(notImage.name) });
  const tooLarge = files.find((file) => file.size > IMAGE_MAX_BYTES);
  if (tooLarge) return t(editorCopy.imageTooLarge, { name: isolated(tooLarge.name), max: IMAGE_MAX_MB });
  return null;
}

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

interface MediaProps {
  form: PackageDraft;
  files: EditorFiles;
  onFormChange: (patch: Partial<PackageDraft>) => void;
  onFilesChange: (patch: Partial<EditorFiles>) => void;
  /** The admin's reason for returning the package, under each field it names. */
  noteOf: (field: string) => string | undefined;
  /** Says why a picked file was refused (the form's alert). */
  onError: (message: string) => void;
}

/** The banner or the Google review screenshot: one image, the picked file or else the current one, each removable. */
function SingleImage({ kind, form, files, noteOf, onFormChange, onFilesChange, onError }: MediaProps & { kind: "banner" | "review" }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const field = FILE_FIELD[kind];
  const label = t(editorCopy.singleImage, { kind });
  const existing = form[field];
  const picked = files[kind];
  return (
    <div>
      <FileInput
        id={id}
        label={label}
        field={field}
        accept={IMAGE_TYPES}
        describedBy={describedBy(`${id}-note`, noteOf(field))}
        onPick={([file]) => {
          if (!file) return;
          void pickedImagesProblem([file], t).then((problem) => (problem ? onError(problem) : onFilesChange({ [kind]: file })));
        }}
      />
      <FieldNote id={`${id}-note`} text={noteOf(field)} />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {picked ? (
          <>
            <PickedThumbnail file={picked} alt={t(editorCopy.newImageAlt, { kind, name: picked.name })} />
            <RemoveButton label={t(editorCopy.removeNewImage, { kind })} onClick={() => onFilesChange({ [kind]: null })} />
          </>
        ) : existing ? (
          <>
            <Thumbnail src={imageAtWidth(existing, 480)} alt={t(editorCopy.currentImageAlt, { kind })} />
            <RemoveButton label={t(editorCopy.removeCurrentImage, { kind })} onClick={() => onFormChange({ [field]: null })} />
          </>
        ) : null}
      </div>
    </div>
  );
}

export function MediaSection(media: MediaProps) {
  const { form, files, noteOf, onFormChange, onFilesChange, onError } = media;
  const intl = useIntl();
  const t = intl.formatMessage;
  const galleryId = useId();
  const pdfId = useId();
  const galleryCount = form.galleryImages.length + files.gallery.length;

  async function addGallery(picked: File[]) {
    if (picked.length === 0) return;
    const error = galleryCapacityError(galleryCount, picked.length);
    if (error) {
      onError(issueText(intl, error, form.currency));
      return;
    }
    const problem = await pickedImagesProblem(picked, t);
    if (problem) {
      onError(problem);
      return;
    }
    onFilesChange({ gallery: [...files.gallery, ...picked] });
  }

  async function pickPdf(file: File) {
    const error = pdfFileError({ size: file.size, isPdf: await isPdfContent(file) });
    if (error) {
      onError(issueText(intl, error, form.currency));
      return;
    }
    onFilesChange({ pdf: file });
  }

  return (
    <fieldset className={ui.section}>
      <legend className={ui.legend}>{t(editorCopy.media)}</legend>
      <div className="grid gap-5">
        <SingleImage kind="banner" {...media} />

        <div>
          <FileInput
            id={galleryId}
            label={t(editorCopy.galleryLabel, { max: GALLERY_MAX })}
            field="galleryImages"
            accept={IMAGE_TYPES}
            multiple
            describedBy={describedBy(`${galleryId}-note`, noteOf("galleryImages"), `${galleryId}-hint`)}
            onPick={(picked) => void addGallery(picked)}
          />
          <FieldNote id={`${galleryId}-note`} text={noteOf("galleryImages")} />
          <p id={`${galleryId}-hint`} className="mt-1 text-sm text-slate-600">
            {t(editorCopy.galleryCount, { count: galleryCount, max: GALLERY_MAX })}
          </p>
          {galleryCount > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-3">
              {form.galleryImages.map((url, i) => (
                <li key={url} className="flex flex-col items-start gap-1">
                  <Thumbnail src={imageAtWidth(url, 480)} alt={t(editorCopy.galleryImage, { n: i + 1 })} />
                  <RemoveButton
                    label={t(editorCopy.removeNamed, { name: t(editorCopy.galleryImage, { n: i + 1 }) })}
                    onClick={() => onFormChange({ galleryImages: form.galleryImages.filter((u) => u !== url) })}
                  />
                </li>
              ))}
              {files.gallery.map((file, i) => (
                <li key={`${file.name}-${i}`} className="flex flex-col items-start gap-1">
                  <PickedThumbnail file={file} alt={t(editorCopy.newGalleryImageAlt, { n: i + 1, name: file.name })} />
                  <RemoveButton
                    label={t(editorCopy.removeNamed, { name: t(editorCopy.newGalleryImage, { n: i + 1 }) })}
                    onClick={() => onFilesChange({ gallery: files.gallery.filter((_, j) => j !== i) })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <SingleImage kind="review" {...media} />

        <div>
          <FileInput
            id={pdfId}
            label={t(editorCopy.pdfLabel)}
            field="pdfFile"
            accept="application/pdf,.pdf"
            describedBy={describedBy(`${pdfId}-note`, noteOf("pdfFile"))}
            onPick={([file]) => file && void pickPdf(file)}
          />
          <FieldNote id={`${pdfId}-note`} text={noteOf("pdfFile")} />
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {files.pdf ? (
              <>
                <span className="break-all">{t(editorCopy.newPdf, { name: files.pdf.name })}</span>
                <RemoveButton label={t(editorCopy.removeNewPdf)} onClick={() => onFilesChange({ pdf: null })} />
              </>
            ) : form.pdfFile ? (
              <>
                <a href={form.pdfFile} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  {t(editorCopy.currentPdf)}
                </a>
                <RemoveButton label={t(editorCopy.removeCurrentPdf)} onClick={() => onFormChange({ pdfFile: null })} />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
