import { messageCoder, type CodeOf } from "./coded-message";
import { IMAGE_MAX_MB, IMAGE_TOO_LARGE_MESSAGE } from "./images";
import { PACKAGE_MESSAGES, PDF_MAX_BYTES } from "./package-validation";

/**
 * The words of an upload's and a file's refusals: the API's English, each table with its coder,
 * so the partner portal says a refusal by its code in the page's language (domain/coded-message.ts).
 */

/** The most pixels an uploaded image may have (checked on its header, before any decoding). */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  notImage: "Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF).",
  tooLarge: IMAGE_TOO_LARGE_MESSAGE,
  tooManyPixels: `Image is too large: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels are allowed.`,
  unreadable: "The image could not be read. Please upload a valid image file.",
} as const;

/** An image refusal with its code (`image.<key>`) and params, for the partner portal to say in its language. */
export const imageRefusal = messageCoder("image", IMAGE_MESSAGES, {
  tooLarge: { max: IMAGE_MAX_MB },
  tooManyPixels: { max: IMAGE_MAX_PIXELS / 1_000_000 },
});
export type ImageCode = CodeOf<"image", typeof IMAGE_MESSAGES>;

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

/** The file checks' messages (`checkDraftFiles`, server/catalogue/package-files.ts); a page names the file by `field` in its own words (`label` is the English name). */
export const FILE_MESSAGES = {
  notUploadedHere: ({ label }: FileParams) => `${label} is not a file uploaded here. Please upload it again.`,
  notYourUpload: ({ label }: FileParams) => `${label} was not uploaded from your account. Please upload the file again.`,
  otherPackage: ({ label }: FileParams) => `${label} belongs to another package. Please upload the file again for this one.`,
  mustBePdf: ({ label }: FileParams) => `${label} must be an uploaded PDF.`,
  mustBeImage: ({ label }: FileParams) => `${label} must be an uploaded image.`,
  notAFile: ({ label }: FileParams) => `${label} must be an uploaded file or a web address (https://…).`,
};
type FileParams = { field: string; label: string };

/** A file check's refusal with its code (`files.<key>`) and params. */
export const fileRefusal = messageCoder("files", FILE_MESSAGES);
export type FileCode = CodeOf<"files", typeof FILE_MESSAGES>;
