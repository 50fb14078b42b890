import type { CodedMessage } from "../../domain/coded-message";
import type { TravelPackage } from "../../domain/package";
import { fileRefusal } from "../../domain/upload-messages";
import type { NormalisedPackage } from "../../domain/package";
import type { Db } from "../db/client";
import type { Storage } from "../storage/storage";
import { uploadsByUrl } from "../storage/uploaded-files";

type FileFields = Pick<NormalisedPackage, "bannerImage" | "galleryImages" | "pdfFile" | "googleReviewScreenshot">;
type FileField = keyof FileFields;

const LABELS: Record<FileField, string> = {
  bannerImage: "Banner image",
  galleryImages: "Gallery image",
  pdfFile: "PDF file",
  googleReviewScreenshot: "Google review screenshot",
};

/** Every file URL a package refers to, with the field it sits in. */
export function packageFiles(p: FileFields): { field: FileField; url: string }[] {
  const list: { field: FileField; url: string }[] = [];
  if (p.bannerImage) list.push({ field: "bannerImage", url: p.bannerImage });
  for (const url of p.galleryImages) list.push({ field: "galleryImages", url });
  if (p.pdfFile) list.push({ field: "pdfFile", url: p.pdfFile });
  if (p.googleReviewScreenshot) list.push({ field: "googleReviewScreenshot", url: p.googleReviewScreenshot });
  return list;
}

export function packageFileUrls(p: FileFields): string[] {
  return [...new Set(packageFiles(p).map((f) => f.url))];
}

/** Site paths a package may point at without an upload: the bundled demo artwork. */
function isBundledAsset(url: string): boolean {
  return url.startsWith("/assets/") && !url.split(/[/?#]/).some((s) => s === ".." || s === ".");
}

/** A refused file: the field, the English message, and its code and params. */
export type FileProblem<F extends string = FileField> = CodedMessage & { field: F };

type FileChecks = {
  /** The package being saved: its own files are not "another package's". */
  packageId?: string;
  /** A partner's save: a new file must be one their provider's people uploaded. */
  uploaderProviderId?: string;
};

/**
 * Every file URL in a draft must be one of: a file uploaded here and recorded (not belonging to
 * another package), a file the package already had, bundled demo artwork, or an external web
 * address (imports keep those as they are). Anything else, such as a made-up path under
 * /uploads, is refused, so a package can never adopt or later delete a file that is not its own;
 * a partner's draft may add only files its own provider's people uploaded (no web address).
 */
export async function checkDraftFiles(
  deps: { db: Db; storage: Pick<Storage, "keyFromUrl"> },
  draft: FileFields,
  options: FileChecks & { alreadyReferenced?: string[] } = {},
): Promise<FileProblem | null> {
  const kept = new Set(options.alreadyReferenced ?? []);
  const files = packageFiles(draft)
    .filter((f) => !kept.has(f.url))
    .map(({ field, url }) => ({ field, url, label: LABELS[field], pdf: field === "pdfFile" }));
  return checkFileUrls(deps, files, options);
}

/**
 * The rule of checkDraftFiles for any record's file fields (a package's, a provider's logo): each
 * `url`, shown in messages as `label`, must be a recorded upload (a PDF where `pdf`, else an
 * image), bundled artwork or a web address.
 */
export async function checkFileUrls<F extends string>(
  { db, storage }: { db: Db; storage: Pick<Storage, "keyFromUrl"> },
  files: { field: F; url: string; label: string; pdf: boolean }[],
  options: FileChecks = {},
): Promise<FileProblem<F> | null> {
  const ours = files.filter((f) => storage.keyFromUrl(f.url) !== null);
  const records = await uploadsByUrl(
    db,
    ours.map((f) => f.url),
  );
  for (const { field, url, label, pdf } of files) {
    if (storage.keyFromUrl(url) !== null) {
      const record = records.get(url);
      const params = { field, label };
      if (!record) return { field, ...fileRefusal("notUploadedHere", params) };
      if (options.uploaderProviderId !== undefined && record.providerId !== options.uploaderProviderId) {
        return { field, ...fileRefusal("notYourUpload", params) };
      }
      if (record.packageId && record.packageId !== options.packageId) {
        return { field, ...fileRefusal("otherPackage", params) };
      }
      if (pdf !== (record.kind === "pdf")) return { field, ...fileRefusal(pdf ? "mustBePdf" : "mustBeImage", params) };
      continue;
    }
    // A web address only from the admin (imports keep theirs): the site's pages show only their
    // own files (the policy's img-src 'self'), so a partner's would be a broken picture there and
    // an unchecked one in the feeds resellers read. A partner's file is its own upload, or artwork.
    if (options.uploaderProviderId !== undefined && !isBundledAsset(url))
      return { field, ...fileRefusal("notUploadedHere", { field, label }) };
    if (/^https?:\/\//i.test(url) || isBundledAsset(url)) continue;
    return { field, ...fileRefusal("notAFile", { field, label }) };
  }
  return null;
}

/** URLs the old version referred to that the saved one no longer does. */
export function droppedFileUrls(before: TravelPackage, after: FileFields): string[] {
  const still = new Set(packageFileUrls(after));
  return packageFileUrls(before).filter((u) => !still.has(u));
}
