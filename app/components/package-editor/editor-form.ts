import { LAST_MINUTE_SLUG, type CategorySlug } from "../../../domain/categories";
import { PENDING_UPLOAD, parsePackageDraft, type PackageDraft, type PackageIssue } from "../../../domain/package-validation";

/** Files picked in this editing session, uploaded on save. */
export interface EditorFiles {
  banner: File | null;
  gallery: File[];
  review: File | null;
  pdf: File | null;
}

/** The draft field a single picked file fills once it is uploaded. */
export const FILE_FIELD = { banner: "bannerImage", review: "googleReviewScreenshot", pdf: "pdfFile" } as const;

export const NO_FILES: EditorFiles = { banner: null, gallery: [], review: null, pdf: null };

/** Ticking a category; unticking the last-minute one clears its end date, which only that category uses. */
export function withCategory(form: PackageDraft, slug: CategorySlug, checked: boolean): PackageDraft {
  const categories = checked
    ? form.categories.includes(slug)
      ? form.categories
      : [...form.categories, slug]
    : form.categories.filter((c) => c !== slug);
  const endDate = slug === LAST_MINUTE_SLUG && !checked ? "" : form.endDate;
  return { ...form, categories, endDate };
}

/** Turning the offer off resets both offer prices to 0, so no stale offer price is saved. */
export function withOffer(form: PackageDraft, hasOffer: boolean): PackageDraft {
  return hasOffer ? { ...form, hasOffer } : { ...form, hasOffer, offerPriceAdult: 0, offerPriceChild: 0 };
}

export function hasLastMinute(form: PackageDraft): boolean {
  return form.categories.includes(LAST_MINUTE_SLUG);
}

export function isDirty(initial: PackageDraft, form: PackageDraft, files: EditorFiles): boolean {
  if (files.banner || files.review || files.pdf || files.gallery.length > 0) return true;
  return JSON.stringify(initial) !== JSON.stringify(form);
}

/**
 * The server's checks, run in the browser before anything is uploaded: the broken rule with its
 * code and params, for the editor to say in the page's language (issue-text.ts). A banner file that is
 * chosen but not uploaded yet counts as a banner (the banner-required check).
 */
export function editorIssue(form: PackageDraft, files: EditorFiles): PackageIssue | null {
  const draft = files.banner && !form.bannerImage ? { ...form, bannerImage: PENDING_UPLOAD } : form;
  const result = parsePackageDraft(draft);
  if (result.ok) return null;
  const { ok: _ok, ...issue } = result;
  return issue as PackageIssue;
}
