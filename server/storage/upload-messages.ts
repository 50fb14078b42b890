// The upload's messages are the domain's (the partner portal says them by their codes).
export { PDF_MAX_BYTES } from "../../domain/package-validation";
export { GALLERY_INDEX_MAX, UPLOAD_MESSAGES, uploadRefusal, type UploadCode } from "../../domain/upload-messages";
