/**
 * Reviews only a traveller who went can write: invitation links, what a review holds, how
 * ratings add up (ADR 027, 028).
 */

import { messageCoder, type CodedMessage, type CodeOf, type MessageParams } from "./coded-message";
import { dateFormat } from "./dates";
import { DEFAULT_LOCALE } from "./locale";
import { whatsappDigits, whatsappNumberProblem } from "./whatsapp-number";

export const REVIEW_STATUSES = ["Pending", "Approved", "Rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const SUB_RATING_LABELS = { value: "Value", guide: "Guide", stay: "Stay", transport: "Transport" } as const;
export type SubRatingKey = keyof typeof SUB_RATING_LABELS;
/** The sub-ratings in the order they are asked and shown. */
export const SUB_RATINGS = (Object.keys(SUB_RATING_LABELS) as SubRatingKey[]).map((key) => ({ key, label: SUB_RATING_LABELS[key] }));

export const REVIEW_LIMITS = {
  titleMax: 80,
  bodyMin: 30,
  bodyMax: 2000,
  photosMax: 4,
  /** Days an invitation link stays valid. */
  invitationDays: 60,
  /** Reviews per page on the package page and the API. */
  pageSize: 10,
  /** Submissions (accepted or refused) per IP address per hour. */
  submissionsPerHour: 10,
  replyMax: 1000,
  reasonMax: 500,
  travellerNameMax: 100,
} as const;

/** 32 random bytes as base64url: 256 bits, 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isReviewToken = (s: string) => TOKEN_PATTERN.test(s);

/** 'YYYY-MM', a real month. */
export const TRAVEL_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const REVIEW_MESSAGES = {
  overallRequired: "Choose an overall rating from 1 to 5 stars.",
  subRatingInvalid: (label: string) => `${label} rating must be from 1 to 5 stars.`,
  titleTooLong: `The title can be at most ${REVIEW_LIMITS.titleMax} characters.`,
  bodyTooShort: (n: number) => `Please write at least ${REVIEW_LIMITS.bodyMin} characters about your trip (you wrote ${n}).`,
  bodyTooLong: (n: number) =>
    `Your review can be at most ${REVIEW_LIMITS.bodyMax.toLocaleString("en-US")} characters (you wrote ${n.toLocaleString("en-US")}).`,
  tooManyPhotos: `You can add up to ${REVIEW_LIMITS.photosMax} photos.`,
  consentRequired: "Please agree that we may publish your first name and travel month with your review.",
  linkUsed: "This review link has already been used.",
  linkExpired: "This review link has expired.",
  linkUnknown: "This review link is not valid.",
  tooManySubmissions: "Too many review submissions from your network. Please try again in an hour.",
  invitationPackageRequired: "Choose the package the traveller went on.",
  travellerNameRequired: "Traveller name is required.",
  travellerNameTooLong: `Traveller name can be at most ${REVIEW_LIMITS.travellerNameMax} characters.`,
  travelMonthInvalid: "Travel month must be a month written YYYY-MM, not in the future.",
  phoneInvalid: "Phone must be a whole number with its country code, e.g. 919876543210.",
  phoneNoCountryCode: "Add the country code to the phone number: 91 for India, e.g. 91 98765 43210.",
  reasonRequired: "Give a reason for rejecting (kept internal).",
  reasonTooLong: `The reason can be at most ${REVIEW_LIMITS.reasonMax} characters.`,
  replyRequired: "The reply is empty.",
  replyTooLong: `The reply can be at most ${REVIEW_LIMITS.replyMax} characters.`,
  replyExists: "This review already has a provider reply.",
  replyNotPublished: "Only a published review can be answered: this one is waiting for moderation or was rejected.",
  notFound: "Review not found",
  thanks: "Thank you! Your review will appear once we have checked it.",
} as const;

/**
 * A review rule's refusal with its code (`reviews.<key>`) and params: the partner portal says the
 * invitation's and the reply's rules in its language. The messages with a fixed limit name it here.
 */
export const reviewRefusal = messageCoder("reviews", REVIEW_MESSAGES, {
  titleTooLong: { max: REVIEW_LIMITS.titleMax },
  tooManyPhotos: { max: REVIEW_LIMITS.photosMax },
  travellerNameTooLong: { max: REVIEW_LIMITS.travellerNameMax },
  reasonTooLong: { max: REVIEW_LIMITS.reasonMax },
  replyTooLong: { max: REVIEW_LIMITS.replyMax },
});
export type ReviewCode = CodeOf<"reviews", typeof REVIEW_MESSAGES>;

export type SubRatings = Partial<Record<SubRatingKey, number>>;

export interface ReviewSubmission {
  overall: number;
  subRatings: SubRatings;
  title: string;
  body: string;
  /** URLs of photos already uploaded through the image pipeline. */
  photos: string[];
}

/** One problem of a submitted review: the field it is about and the words for it (English here). */
export interface ReviewProblem {
  field: string;
  message: string;
}

export type ReviewValidation = { ok: true; value: ReviewSubmission } | { ok: false; errors: ReviewProblem[] };

const star = (v: unknown): number | undefined => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d$/.test(v.trim()) ? Number(v.trim()) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
};
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Characters as a person counts them (an emoji is one), after trimming and joining line ends. */
export function visibleLength(text: string): number {
  return [...text].length;
}

/** Plain text only: line ends normalised, control characters dropped, trimmed. */
export function cleanReviewText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/**
 * Checks what a traveller sends, every problem at once, in the order of the form:
 * overall, sub-ratings, title, text, photos, consent.
 */
export function validateReviewSubmission(input: {
  overall?: unknown;
  subRatings?: Partial<Record<string, unknown>>;
  title?: unknown;
  body?: unknown;
  photos?: unknown;
  consent?: unknown;
}): ReviewValidation {
  const errors: ReviewProblem[] = [];
  const overall = star(input.overall);
  if (overall === undefined) errors.push({ field: "overall", message: REVIEW_MESSAGES.overallRequired });
  const subRatings: SubRatings = {};
  for (const { key, label } of SUB_RATINGS) {
    const raw = input.subRatings?.[key];
    if (blank(raw)) continue;
    const value = star(raw);
    if (value === undefined) errors.push({ field: key, message: REVIEW_MESSAGES.subRatingInvalid(label) });
    else subRatings[key] = value;
  }
  const title = cleanReviewText(typeof input.title === "string" ? input.title : "").replace(/\s+/g, " ");
  if (visibleLength(title) > REVIEW_LIMITS.titleMax) errors.push({ field: "title", message: REVIEW_MESSAGES.titleTooLong });
  const body = cleanReviewText(typeof input.body === "string" ? input.body : "");
  const bodyLength = visibleLength(body);
  if (bodyLength < REVIEW_LIMITS.bodyMin) errors.push({ field: "body", message: REVIEW_MESSAGES.bodyTooShort(bodyLength) });
  else if (bodyLength > REVIEW_LIMITS.bodyMax) errors.push({ field: "body", message: REVIEW_MESSAGES.bodyTooLong(bodyLength) });
  const photos = Array.isArray(input.photos) ? input.photos.filter((p): p is string => typeof p === "string" && p.length > 0) : [];
  if (photos.length > REVIEW_LIMITS.photosMax) errors.push({ field: "photos", message: REVIEW_MESSAGES.tooManyPhotos });
  const consent = input.consent === true || input.consent === "on" || input.consent === "yes" || input.consent === "true";
  if (!consent) errors.push({ field: "consent", message: REVIEW_MESSAGES.consentRequired });
  if (errors.length > 0 || overall === undefined) return { ok: false, errors };
  return { ok: true, value: { overall, subRatings, title, body, photos } };
}

/** Why an invitation cannot be used, or null when it can. Used beats expired: a used link was once valid. */
export function invitationProblem(
  inv: { usedAt: string | null; expiresAt: string } | null,
  now: Date,
): keyof typeof REVIEW_MESSAGES | null {
  if (!inv) return "linkUnknown";
  if (inv.usedAt) return "linkUsed";
  if (new Date(inv.expiresAt).getTime() <= now.getTime()) return "linkExpired";
  return null;
}

export function invitationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_LIMITS.invitationDays * 86_400_000);
}

/** First name only, as consented: "  priya  nair " → "Priya". */
export function firstNameOf(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? "";
  return first ? first.charAt(0).toLocaleUpperCase("en") + first.slice(1) : "";
}

/** Travel month must be a real month, not after the current one. */
export function isValidTravelMonth(month: string, today: string): boolean {
  return TRAVEL_MONTH_PATTERN.test(month) && month <= today.slice(0, 7);
}

/** "2026-03" → "March 2026". */
export function formatTravelMonth(month: string, locale: string = DEFAULT_LOCALE): string {
  const m = TRAVEL_MONTH_PATTERN.exec(month);
  if (!m) return month;
  return dateFormat(locale, { month: "long", year: "numeric" }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

export interface Rating {
  /**
   * Mean of the approved overall ratings, rounded once to one decimal, halves up: the figure
   * shown beside the star, and the one the "4★ & up" filter reads (`minRatingCondition` in
   * server/catalogue/listing-sql.ts states the same rule on the row's count and sum). Rounded
   * twice (to two decimals, then one) 94 stars from 19 reviews (4.947) showed 5.0.
   */
  average: number;
  count: number;
}

/** From the precomputed count and sum on the package row; null when nothing is approved. */
export function ratingFrom(count: number, sum: number): Rating | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return { average: Math.round((sum * 10) / count) / 10, count };
}

/** "4.6": the average with its one decimal, as shown beside the star. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** Stars 5 to 1 with their counts and share of the total (whole percent), for the distribution bars. */
export function distribution(counts: Partial<Record<1 | 2 | 3 | 4 | 5, number>>): { stars: number; count: number; percent: number }[] {
  const total = [1, 2, 3, 4, 5].reduce((n, s) => n + (counts[s as 1] ?? 0), 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = counts[stars as 1] ?? 0;
    return { stars, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

/** Minimum-rating filter values offered on the listing ("4★ & up"). */
export const MIN_RATING_OPTIONS = [4, 3] as const;

export interface InvitationInput {
  packageId: string;
  travellerName: string;
  /** 'YYYY-MM' */
  travelMonth: string;
  /** Digits with the country code, or '' when none was given. */
  phone: string;
}

/** A refused invitation: the field, the English `error`, and the rule's code and params. */
export type InvitationRefusal = { ok: false; error: string; field: string; code: string; params?: MessageParams };
export type InvitationValidation = { ok: true; value: InvitationInput } | InvitationRefusal;

/** A refused invitation as the API answers it. */
export function invitationRefusal(field: string, refusal: CodedMessage): InvitationRefusal {
  const { message, ...coded } = refusal;
  return { ok: false, error: message, field, ...coded };
}

/** What the admin sends to create an invitation; the first problem, naming its field. */
export function validateInvitation(input: unknown, today: string): InvitationValidation {
  const o = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const packageId = typeof o.packageId === "string" ? o.packageId.trim() : "";
  if (!packageId || packageId.length > 200) return invitationRefusal("packageId", reviewRefusal("invitationPackageRequired"));
  const travellerName = typeof o.travellerName === "string" ? o.travellerName.trim().replace(/\s+/g, " ") : "";
  if (!travellerName) return invitationRefusal("travellerName", reviewRefusal("travellerNameRequired"));
  if (visibleLength(travellerName) > REVIEW_LIMITS.travellerNameMax)
    return invitationRefusal("travellerName", reviewRefusal("travellerNameTooLong"));
  const travelMonth = typeof o.travelMonth === "string" ? o.travelMonth.trim() : "";
  if (!isValidTravelMonth(travelMonth, today)) return invitationRefusal("travelMonth", reviewRefusal("travelMonthInvalid"));
  const rawPhone = typeof o.phone === "string" ? o.phone.trim() : "";
  const phone = whatsappDigits(rawPhone);
  const phoneProblem = rawPhone ? whatsappNumberProblem(phone) : null;
  if (phoneProblem)
    return invitationRefusal("phone", reviewRefusal(phoneProblem === "noCountryCode" ? "phoneNoCountryCode" : "phoneInvalid"));
  return { ok: true, value: { packageId, travellerName, travelMonth, phone } };
}

/** The WhatsApp message the admin sends with an invitation link (English, like the booking messages). */
export function invitationMessage(input: { travellerName: string; packageTitle: string; travelMonth: string; link: string }): string {
  return [
    `Hello ${firstNameOf(input.travellerName)}, thank you for travelling with us on "${input.packageTitle}" (${formatTravelMonth(input.travelMonth)}).`,
    `Would you tell other travellers how it went? Your review link (for you only, it works once, for ${REVIEW_LIMITS.invitationDays} days):`,
    input.link,
  ].join("\n");
}

/** An approved review as travellers see it (GET /api/v1/packages/{id}/reviews, docs/reviews-api.md). */
export interface PublicReview {
  id: string;
  firstName: string;
  travelMonth: string;
  overall: number;
  subRatings: SubRatings;
  title: string;
  body: string;
  photos: string[];
  reply: { text: string; repliedAt: string | null } | null;
  submittedAt: string;
}

export interface PackageReviewsPage {
  packageId: string;
  rating: Rating | null;
  distribution: { stars: number; count: number; percent: number }[];
  items: PublicReview[];
  page: number;
  pageSize: number;
  /** Approved reviews of the package (= rating.count, 0 without one). */
  total: number;
}

/** A review of any status as the admin moderates it: what travellers see, and who wrote it where. */
/**
 * A review as the provider's people see it in their portal: the admin's row without the
 * rejection's reason, which is the moderators' own (kept internal).
 */
export type PartnerReview = Omit<AdminReview, "rejectionReason">;

/** The provider's view of a review (the admin's row, its internal reason left out). */
export function toPartnerReview({ rejectionReason: _internal, ...review }: AdminReview): PartnerReview {
  return review;
}

export interface AdminReview extends Omit<PublicReview, "reply"> {
  packageId: string;
  packageTitle: string;
  travellerName: string;
  status: ReviewStatus;
  rejectionReason: string;
  reply: string;
  repliedAt: string | null;
  submittedAt: string;
  moderatedAt: string | null;
  isDemo: boolean;
}
