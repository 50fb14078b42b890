import { PACKAGE_MESSAGES, PDF_MAX_BYTES } from "../../domain/package-validation";
import { IMAGE_MESSAGES } from "../images/image-pipeline";

export { PDF_MAX_BYTES };

export const UPLOAD_MESSAGES = {
  notPdf: PACKAGE_MESSAGES.pdfOnly,
  pdfTooLarge: PACKAGE_MESSAGES.pdfTooLarge,
  unreadablePdf: "The PDF could not be read; it may be damaged or incomplete. Please upload a valid PDF file.",
  imageTooLarge: IMAGE_MESSAGES.tooLarge,
  notMultipart: "Send the file as multipart/form-data with the fields kind and file.",
  badKind: "Upload kind must be banner, gallery, review or pdf.",
  badIndex: "Gallery index must be a whole number from 0 to 99.",
  noFile: "No file was uploaded. Choose a file and try again.",
  quotaReached: (quotaMb: number) =>
    `Your uploads have reached ${quotaMb} MB, this account's limit. Remove photos or PDFs that no package uses, or ask us for more room.`,
} as const;
