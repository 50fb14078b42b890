import type { IntlShape, MessageDescriptor } from "react-intl";
import { formatDate, isValidIsoDate } from "../../../domain/dates";
import type { InsightPeriodCode } from "../../../domain/insight-report";
import type { Currency } from "../../../domain/package";
import type { PackageReviewCode } from "../../../domain/package-review";
import type { ProfileCode } from "../../../domain/provider-profile";
import type { ProviderCode } from "../../../domain/providers";
import type { ReviewCode } from "../../../domain/reviews";
import type { FileCode, ImageCode, UploadCode } from "../../../domain/upload-messages";
import { issueText, type IssueToSay } from "../../components/package-editor/issue-text";
import { editorCopy } from "../../i18n/copy/editor";
import { insightCopy } from "../../i18n/copy/insight";
import { partnerCopy } from "../../i18n/copy/partner";
import type { PartnerApiError } from "./partner-api";

/** A code the partner API answers beside its English `error` (domain/coded-message.ts). */
export type RefusalCode =
  PackageReviewCode | FileCode | UploadCode | ImageCode | ReviewCode | ProfileCode | ProviderCode | InsightPeriodCode;

/**
 * The words of each refusal a partner can meet, by its code: the translations of the message
 * tables' entries. A code left out (the admin's own refusals, a hand-made request's) is said in
 * the English `error` it came with.
 */
const REFUSAL_TEXT: Partial<Record<RefusalCode, MessageDescriptor>> = {
  "packageReview.inReview": partnerCopy.refusalInReview,
  "packageReview.onlyDraftSubmits": partnerCopy.refusalOnlyDraftSubmits,
  "packageReview.nothingToWithdraw": partnerCopy.refusalNothingToWithdraw,
  "packageReview.changedElsewhere": partnerCopy.refusalChangedElsewhere,
  "packageReview.cannotDelete": partnerCopy.refusalCannotDelete,
  "packageReview.cannotChangeArchived": partnerCopy.refusalCannotChangeArchived,
  "packageReview.pauseRefused": partnerCopy.refusalPauseRefused,
  "packageReview.resumeRefused": partnerCopy.refusalResumeRefused,
  "packageReview.archiveRefused": partnerCopy.refusalArchiveRefused,
  "packageReview.resumeAdminPaused": partnerCopy.refusalResumeAdminPaused,
  "packageReview.departuresOnlyLive": partnerCopy.refusalDeparturesOnlyLive,
  "packageReview.versionRequired": partnerCopy.refusalVersionRequired,
  "files.notUploadedHere": partnerCopy.refusalFileNotUploadedHere,
  "files.notYourUpload": partnerCopy.refusalFileNotYourUpload,
  "files.otherPackage": partnerCopy.refusalFileOtherPackage,
  "files.mustBePdf": partnerCopy.refusalFileMustBePdf,
  "files.mustBeImage": partnerCopy.refusalFileMustBeImage,
  // The server answers a partner's file that is not its upload (a web address too) as not
  // uploaded here; an older server's notAFile means the same to a partner.
  "files.notAFile": partnerCopy.refusalFileNotUploadedHere,
  // The upload's PDF rules are the editor's own checks (ADR 144), in the same words.
  "upload.notPdf": editorCopy.issuePdfOnly,
  "upload.pdfTooLarge": editorCopy.issuePdfTooLarge,
  "upload.unreadablePdf": partnerCopy.refusalUploadUnreadablePdf,
  "upload.imageTooLarge": partnerCopy.refusalImageTooLarge,
  "upload.notMultipart": partnerCopy.refusalUploadNotMultipart,
  "upload.badKind": partnerCopy.refusalUploadBadKind,
  "upload.badIndex": partnerCopy.refusalUploadBadIndex,
  "upload.noFile": partnerCopy.refusalUploadNoFile,
  "upload.quotaReached": partnerCopy.refusalUploadQuotaReached,
  "image.notImage": partnerCopy.refusalImageNotImage,
  "image.tooLarge": partnerCopy.refusalImageTooLarge,
  "image.tooManyPixels": partnerCopy.refusalImageTooManyPixels,
  "image.unreadable": partnerCopy.refusalImageUnreadable,
  "reviews.invitationPackageRequired": partnerCopy.refusalInvitationPackageRequired,
  "reviews.travellerNameRequired": partnerCopy.refusalTravellerNameRequired,
  "reviews.travellerNameTooLong": partnerCopy.refusalTravellerNameTooLong,
  "reviews.travelMonthInvalid": partnerCopy.refusalTravelMonthInvalid,
  "reviews.phoneInvalid": partnerCopy.refusalPhoneInvalid,
  "reviews.phoneNoCountryCode": partnerCopy.refusalPhoneNoCountryCode,
  "reviews.replyRequired": partnerCopy.replyRequired,
  "reviews.replyTooLong": partnerCopy.refusalReplyTooLong,
  "reviews.replyExists": partnerCopy.replyExists,
  "reviews.replyNotPublished": partnerCopy.replyNotPublished,
  "profile.nothingChanged": partnerCopy.nothingChanged,
  "profile.changePending": partnerCopy.changePending,
  "profile.noPendingChange": partnerCopy.refusalNoPendingChange,
  "profile.legalNameTooLong": partnerCopy.refusalLegalNameTooLong,
  "profile.referenceTooLong": partnerCopy.refusalReferenceTooLong,
  "profile.notText": partnerCopy.refusalProfileNotText,
  "profile.keepOneCheck": partnerCopy.refusalKeepOneCheck,
  "provider.tooLong": partnerCopy.refusalProviderTooLong,
  "provider.invalid": partnerCopy.refusalProviderInvalid,
  "provider.whatsappInvalid": partnerCopy.refusalWhatsappInvalid,
  "provider.whatsappNoCountryCode": partnerCopy.refusalWhatsappNoCountryCode,
  "provider.districtUnknown": partnerCopy.refusalDistrictUnknown,
  "insightPeriod.days": insightCopy.periodDays,
  "insightPeriod.notDates": insightCopy.periodNotDates,
  "insightPeriod.fromAfterTo": insightCopy.periodFromAfterTo,
  "insightPeriod.beforeEarliest": insightCopy.periodBeforeEarliest,
  "insightPeriod.afterToday": insightCopy.periodAfterToday,
  "insightPeriod.tooLong": insightCopy.periodTooLong,
};

/** The profile's fields as its form labels them, for a refusal that names one. */
const PROFILE_FIELD_LABEL: Record<string, MessageDescriptor> = {
  description: partnerCopy.profileDescription,
  whatsappNumber: partnerCopy.profileWhatsapp,
  baseLocation: partnerCopy.profileBaseLocation,
  district: partnerCopy.profileDistrict,
  legalName: partnerCopy.legalName,
};

/** The field a refusal names, in the page's words: a file by its kind, a profile field by its form's label. */
function fieldName(intl: IntlShape, code: string, field: string, englishLabel: unknown): string {
  if (code.startsWith("files.")) return intl.formatMessage(partnerCopy.refusalFileLabel, { field });
  if (Object.hasOwn(PROFILE_FIELD_LABEL, field)) return intl.formatMessage(PROFILE_FIELD_LABEL[field]!);
  return typeof englishLabel === "string" ? englishLabel : field;
}

/**
 * A refusal of the partner API in the page's language: its words by its code, the field it names
 * in the page's words. A package draft's issue goes to `issueText` (ADR 144); a code neither
 * knows (a newer server's, or none) is said in the English message it came with.
 */
export function refusalText(intl: IntlShape, refusal: IssueToSay, currency: Currency = "INR"): string {
  const { code } = refusal;
  if (code === undefined || !Object.hasOwn(REFUSAL_TEXT, code)) return issueText(intl, refusal, currency);
  const params = refusal.params ?? {};
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "number") values[name] = value;
    else if (typeof value !== "string") continue;
    else if (name === "field") values[name] = fieldName(intl, code, value, params.label);
    // A day (an Insight period's bound) as the page writes days.
    else if (isValidIsoDate(value)) values[name] = formatDate(value, intl.locale);
    else values[name] = value;
  }
  return intl.formatMessage(REFUSAL_TEXT[code as RefusalCode]!, values);
}

/** A failed partner call's refusal in the page's language: the server's code and params, its English `error` as the fallback. */
export function apiRefusalText(intl: IntlShape, error: PartnerApiError, currency?: Currency): string {
  return refusalText(intl, { message: error.message, ...error.issue }, currency);
}
