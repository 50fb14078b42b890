import type { Request } from "express";
import { REVIEW_LIMITS, REVIEW_MESSAGES, validateReviewSubmission, type ReviewProblem, type ReviewSubmission } from "../../domain/reviews";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, ImageRejectedError, processImage } from "../images/image-pipeline";
import type { Services } from "../services";
import { deleteFilesByUrl, StorageFailedError, storeImage } from "../storage/uploaded-files";
import { multipartParser } from "../request/multipart";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { InvitationClaim } from "./review-submission-steps";

/** Past this many bytes of request body the connection is cut instead of read further. */
export const REVIEW_BODY_LIMIT = REVIEW_LIMITS.photosMax * IMAGE_MAX_BYTES + 1024 * 1024;

export const REVIEW_FORM_MESSAGES = {
  notForm: "Send the review as multipart/form-data (or JSON without photos).",
  photoTooLarge: IMAGE_MESSAGES.tooLarge,
  tooLarge: `The review is too large: at most ${REVIEW_LIMITS.photosMax} photos of 15MB each.`,
} as const;

export class ReviewFormError extends Error {
  /** The text fields read before the problem, so a page can keep what the traveller wrote. */
  fields: ReviewForm["fields"] = {};
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The form as sent: text fields and the photos' bytes (not yet checked). */
export interface ReviewForm {
  fields: Record<string, string | boolean | number | undefined>;
  photos: Buffer[];
}

/**
 * Reads the review form: multipart/form-data with fields overall, value, guide, stay, transport,
 * title, body, consent and up to four `photos` files; or JSON with the same fields and no photos.
 */
export function readReviewForm(req: Request): Promise<ReviewForm> {
  const type = req.headers["content-type"] ?? "";
  if (/^application\/json/i.test(type)) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields: ReviewForm["fields"] = {};
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === "string" || typeof v === "boolean" || typeof v === "number") fields[k] = v;
    }
    return Promise.resolve({ fields, photos: [] });
  }
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > REVIEW_BODY_LIMIT) return reject(new ReviewFormError(REVIEW_FORM_MESSAGES.tooLarge, 413));
    const limits = { files: REVIEW_LIMITS.photosMax + 1, fields: 20, fieldSize: 16 * 1024, parts: 30, fileSize: IMAGE_MAX_BYTES + 1 };
    const multipart = multipartParser(req, limits, REVIEW_BODY_LIMIT);
    if (!multipart) return reject(new ReviewFormError(REVIEW_FORM_MESSAGES.notForm, 400));
    const { parser, fields } = multipart;
    const photos: Buffer[] = [];
    let fileCount = 0;
    let failure: ReviewFormError | null = null;
    parser.on("file", (name, stream, info) => {
      // An empty file input arrives as a part without a name and without bytes: not a photo.
      if (name !== "photos") {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let dropped = false;
      stream.on("data", (chunk: Buffer) => {
        if (dropped) return;
        size += chunk.length;
        if (size > IMAGE_MAX_BYTES) {
          dropped = true;
          failure ??= new ReviewFormError(REVIEW_FORM_MESSAGES.photoTooLarge, 413, "photos");
          return;
        }
        chunks.push(chunk);
      });
      stream.on("limit", () => {
        failure ??= new ReviewFormError(REVIEW_FORM_MESSAGES.photoTooLarge, 413, "photos");
      });
      stream.on("end", () => {
        if (dropped || size === 0) return;
        void info;
        fileCount++;
        if (fileCount > REVIEW_LIMITS.photosMax) failure ??= new ReviewFormError(REVIEW_MESSAGES.tooManyPhotos, 400, "photos");
        else photos.push(Buffer.concat(chunks));
      });
    });
    parser.on("filesLimit", () => {
      failure ??= new ReviewFormError(REVIEW_MESSAGES.tooManyPhotos, 400, "photos");
    });
    parser.on("error", () => reject(new ReviewFormError(REVIEW_FORM_MESSAGES.notForm, 400)));
    parser.on("close", () => {
      if (!failure) return resolve({ fields, photos });
      failure.fields = { ...fields };
      reject(failure);
    });
    req.pipe(parser);
  });
}

export type CheckedReview = { ok: true; value: Omit<ReviewSubmission, "photos"> } | { ok: false; errors: ReviewProblem[] };

/** The domain's checks of the text fields, every problem at once (photos are checked by the pipeline). */
export function checkReviewFields(form: ReviewForm): CheckedReview {
  const f = form.fields;
  const result = validateReviewSubmission({
    overall: f.overall,
    subRatings: { value: f.value, guide: f.guide, stay: f.stay, transport: f.transport },
    title: f.title,
    body: f.body,
    photos: form.photos.map((_, i) => `photo-${i}`),
    consent: f.consent,
  });
  if (!result.ok) return result;
  const { photos: _photos, ...value } = result.value;
  return { ok: true, value };
}

/**
 * Every photo through the admin upload pipeline (content check, metadata stripped, re-encoded,
 * WebP renditions), then stored. Returns the URLs (largest rendition, as packages store them).
 * One refused photo refuses the review, and the photos already stored are removed.
 */
export async function storeReviewPhotos(services: Pick<Services, "database" | "storage" | "logger">, photos: Buffer[]): Promise<string[]> {
  const processed = [];
  for (const [i, body] of photos.entries()) {
    try {
      processed.push(await processImage(body));
    } catch (err) {
      if (err instanceof ImageRejectedError)
        throw new ReviewFormError(photos.length > 1 ? `Photo ${i + 1}: ${err.message}` : err.message, err.status, "photos");
      throw err;
    }
  }
  const urls: string[] = [];
  try {
    for (const [i, image] of processed.entries()) {
      const record = await storeImage(services, image, `review_photo_${i}`);
      urls.push(record.url);
    }
  } catch (err) {
    await deleteFilesByUrl(services, urls);
    throw err;
  }
  return urls;
}

/**
 * What became of one submission, for the API (JSON) and for the review page's plain form post
 * (ADR 043) alike. A database outage is thrown, not answered here.
 */
export type SubmissionOutcome =
  | { kind: "sent"; id: string }
  | { kind: "tooMany"; retryAfterSeconds: number }
  /** The link is used, expired or unknown: 410 or 404. */
  | { kind: "link"; status: 404 | 410; problem: "used" | "expired" | "unknown"; message: string }
  /** The domain's checks of the text fields: 400 with every problem. */
  | { kind: "invalid"; errors: ReviewProblem[] }
  /** The body itself was refused (not a form, too large, a photo the pipeline refused). */
  | { kind: "refused"; status: number; message: string; field?: string }
  /** The photos could not be stored: 503. */
  | { kind: "storageFailed"; message: string }
  /** The database does not answer (ADR 023, 055): 503, nothing stored; what was typed comes back. */
  | { kind: "unavailable" };

/**
 * One traveller's submission through a token, whatever sent it (ADR 027, 043): the per-IP limit
 * first, then the link (before any photo is read), the fields, then the link is claimed, and only
 * the submission holding the claim runs its photos through the image pipeline and stores the
 * review. A submission that fails after its claim gives the link back and removes its photos. `fields` is what was sent, for a page that shows the form again; when the database
 * does not answer, the form is still read for its text (photos dropped) so the page can keep it.
 */
export async function submitReview(
  services: Pick<Services, "database" | "storage" | "logger" | "reviews">,
  input: { token: string; ip: string; req: Request },
): Promise<{ outcome: SubmissionOutcome; fields: ReviewForm["fields"] }> {
  const { reviews } = services;
  let stored: string[] = [];
  let claim: InvitationClaim | null = null;
  let fields: ReviewForm["fields"] = {};
  let formRead = false;
  try {
    const reservation = await reviews.reserveSubmission(input.ip);
    if (!reservation.ok) return { outcome: { kind: "tooMany", retryAfterSeconds: reservation.retryAfterSeconds }, fields };
    // Cheap refusals before reading photos: a used, expired or unknown link.
    const before = await reviews.findInvitation(input.token);
    if (!before.ok) return { outcome: linkOutcome(before), fields };
    formRead = true;
    const form = await readReviewForm(input.req);
    fields = form.fields;
    const checked = checkReviewFields(form);
    if (!checked.ok) return { outcome: { kind: "invalid", errors: checked.errors }, fields };
    const claimed = await reviews.claim(input.token);
    if (!claimed.ok) return { outcome: linkOutcome(claimed), fields };
    claim = claimed.claim;
    stored = await storeReviewPhotos(services, form.photos);
    const result = await reviews.complete(claim, { ...checked.value, photos: stored });
    if (!result.ok) {
      await deleteFilesByUrl(services, stored);
      return { outcome: linkOutcome({ problem: "used", message: REVIEW_MESSAGES.linkUsed }), fields };
    }
    return { outcome: { kind: "sent", id: result.id }, fields };
  } catch (err) {
    if (stored.length > 0) await deleteFilesByUrl(services, stored).catch(() => undefined);
    // Unanswered, the claim is given back by time (CLAIM_SECONDS).
    if (claim) await reviews.release(claim).catch(() => undefined);
    if (err instanceof ReviewFormError)
      return {
        outcome: { kind: "refused", status: err.status, message: err.message, ...(err.field ? { field: err.field } : {}) },
        fields: Object.keys(fields).length > 0 ? fields : err.fields,
      };
    if (err instanceof StorageFailedError) return { outcome: { kind: "storageFailed", message: err.message }, fields };
    if (isDatabaseUnavailable(err)) {
      services.logger.warn({ reason: String((err as Error)?.message) }, "database unavailable: review not saved");
      return { outcome: { kind: "unavailable" }, fields: formRead ? fields : await textFieldsOf(input.req) };
    }
    throw err;
  }
}

/** The text fields of a form not yet read (the photos are read and dropped); none when it cannot be read. */
async function textFieldsOf(req: Request): Promise<ReviewForm["fields"]> {
  try {
    return (await readReviewForm(req)).fields;
  } catch (err) {
    return err instanceof ReviewFormError ? err.fields : {};
  }
}

function linkOutcome(found: { problem: "used" | "expired" | "unknown"; message: string }): SubmissionOutcome {
  return { kind: "link", status: found.problem === "unknown" ? 404 : 410, problem: found.problem, message: found.message };
}
