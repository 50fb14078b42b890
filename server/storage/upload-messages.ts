import { messageCoder, type CodeOf } from "../../domain/coded-message";
import { IMAGE_MAX_MB } from "../../domain/images";
import { PACKAGE_MESSAGES, PDF_MAX_BYTES } from "../../domain/package-validation";
import { IMAGE_MESSAGES } from "../images/image-pipeline";

export { PDF_MAX_BYTES };

/** The highest gallery index an upload may name (the file's name carries it). */
export const GALLERY_INDEX_MAX = 99;

export const UPLOAD_MESSAGES = {
  notPdf: PACKAGE_MESSAGES.pdfOnly,
  pdfTooLarge: PACKAGE_MESSAGES.pdfTooLarge,
  unreadablePdf: "The PDF could not be read; it may be damaged or incomplete. Please upload a valid PDF file.",
  imageTooLarge: IMAGE_MESSAGES.tooLarge,
  notMultipart: "Send the file as multipart/form-data with the fields kind and file.",
  badKind: "Upload kind must be banner, gallery, review or pdf.",
  badIndex: `Gallery index must be a whole number from 0 to ${GALLERY_INDEX_MAX}.`,
  noFile: "No file was uploaded. Choose a file and try again.",
  quotaReached: ({ quotaMb }: { quotaMb: number }) =>
    `Your uploads have reached ${quotaMb} MB, this account's limit. Remove photos or PDFs that no package uses, or ask us for more room.`,
} as const;

/** An upload refusal with its code (`upload.<key>`) and params, for the partner portal to say in its language. */
export const uploadRefusal = messageCoder("upload", UPLOAD_MESSAGES, {
  pdfTooLarge: { max: PDF_MAX_BYTES / 1024 / 1024 },
  imageTooLarge: { max: IMAGE_MAX_MB },
  badIndex: { min: 0, max: GALLERY_INDEX_MAX },
});
export type UploadCode = CodeOf<"upload", typeof UPLOAD_MESSAGES>;
