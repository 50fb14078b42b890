import { z } from "zod";
import { messageCoder, type CodedMessage, type CodeOf } from "./coded-message";
import {
  defaultExpiry,
  VERIFICATION_CHECKS,
  PROVIDER_TEXT_MAX,
  refusedField,
  validateProvider,
  type Provider,
  type ProviderRefusal,
  type ProviderDraft,
  type VerificationCheck,
} from "./providers";

/**
 * What a provider's own people may change of its record, in two kinds: the public profile, which
 * goes live at once, and what verification rests on (the legal name, registration numbers, the
 * bank account in the business's name), which waits for the admin's approval (ADR 102).
 */
export const LIVE_PROFILE_FIELDS = ["description", "logo", "whatsappNumber", "baseLocation", "district"] as const;
export type LiveProfileField = (typeof LIVE_PROFILE_FIELDS)[number];
export type LiveProfile = Pick<Provider, LiveProfileField>;

/** The checks whose reference number the provider states itself; the admin checks each before it counts. */
export const STATED_REFERENCE_CHECKS = [
  "tourism-registration",
  "houseboat-classification",
  "gst-registration",
  "trade-licence",
  "bank-account",
] as const satisfies readonly VerificationCheck["id"][];
export type StatedReferenceCheck = (typeof STATED_REFERENCE_CHECKS)[number];

/** The fields a verification change may carry: `legalName` and `reference:<check id>`. */
export type VerificationField = "legalName" | `reference:${StatedReferenceCheck}`;
export const VERIFICATION_FIELDS: readonly VerificationField[] = [
  "legalName",
  ...STATED_REFERENCE_CHECKS.map((id) => `reference:${id}` as const),
];

/** The values a verification change starts from and moves to, per field. */
export type VerificationDetails = Record<VerificationField, string>;

export const PROVIDER_CHANGE_STATUSES = ["Pending", "Approved", "Returned", "Withdrawn"] as const;
export type ProviderChangeStatus = (typeof PROVIDER_CHANGE_STATUSES)[number];

/** A proposed change to what verification rests on, as the admin and the partner see it. */
export interface ProviderChange {
  id: string;
  providerId: string;
  status: ProviderChangeStatus;
  /** `{ field: [before, after] }`, the values when it was sent. */
  changes: Partial<Record<VerificationField, [string, string]>>;
  /** The admin's reason when it was returned. */
  reason: string;
  submittedBy: string;
  submittedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

export const PROFILE_MESSAGES = {
  notAnObject: "The profile must be a JSON object.",
  forbiddenField: ({ field }: { field: string }) => `Only the site's admin can change "${field}".`,
  nothingChanged: "Nothing changed: every value is as it is now.",
  changePending: "A change to your verification details is already waiting for review; withdraw it first to send another.",
  noPendingChange: "No change is waiting for review.",
  changeDecided: "This change was already decided or withdrawn; reload to see its outcome.",
  reasonRequired: "Say why the change is returned, so the provider can fix it.",
  reasonTooLong: "The reason is too long (at most 1,000 characters).",
  legalNameTooLong: `Legal name is too long (at most ${PROVIDER_TEXT_MAX.legalName} characters).`,
  referenceTooLong: `A registration or account number is too long (at most ${PROVIDER_TEXT_MAX.reference} characters).`,
  notText: "A legal name or a registration or account number is written as text.",
  keepOneCheck:
    "Your provider is verified on these numbers: keep at least one of them, or send the number that replaces it in the same change.",
  approvalLeavesNoCheck:
    "Approving this change would leave a Verified provider with no check done. Return it with a reason, or set the provider to Unverified first.",
  notFound: "Change not found.",
} as const;

export const REASON_MAX = 1000;

/** The first key of `body` outside `allowed` (a field the request may not set), or null. */
export function forbiddenField(body: Record<string, unknown>, allowed: readonly string[]): string | null {
  return Object.keys(body).find((key) => !allowed.includes(key)) ?? null;
}

/** A provider record as the admin form would send it, so a partial change is checked by the one provider rule. */
function draftOf(p: Provider): ProviderDraft {
  return { ...p, checks: p.checks.map((c) => ({ ...c })) };
}

/** A profile rule's refusal with its code (`profile.<key>`) and params, for the partner portal to say in its language. */
export const profileRefusal = messageCoder("profile", PROFILE_MESSAGES, {
  reasonTooLong: { max: REASON_MAX },
  legalNameTooLong: { max: PROVIDER_TEXT_MAX.legalName },
  referenceTooLong: { max: PROVIDER_TEXT_MAX.reference },
});
export type ProfileCode = CodeOf<"profile", typeof PROFILE_MESSAGES>;

/** A refused profile edit or verification change: its status, the field, the English `error`, its code and params. */
type ProfileRefusal = Omit<ProviderRefusal, "ok"> & { ok: false; status: 400 | 403 };
const refused = (status: 400 | 403, field: string, refusal: CodedMessage): ProfileRefusal => ({ status, ...refusedField(field, refusal) });

export type ProfileValidation = { ok: true; value: LiveProfile } | ProfileRefusal;

/**
 * The partner's profile edit: only the live fields (any other key is refused, 403), checked by
 * the same rule as the admin's provider form.
 */
export function validateLiveProfile(input: unknown, current: Provider, today: string): ProfileValidation {
  if (!input || typeof input !== "object" || Array.isArray(input)) return refused(400, "", profileRefusal("notAnObject"));
  const body = input as Record<string, unknown>;
  const forbidden = forbiddenField(body, LIVE_PROFILE_FIELDS);
  if (forbidden) return refused(403, forbidden, profileRefusal("forbiddenField", { field: forbidden }));
  const parsed = validateProvider({ ...draftOf(current), ...body }, today);
  if (!parsed.ok) return { ...parsed, status: 400 };
  const value = Object.fromEntries(LIVE_PROFILE_FIELDS.map((f) => [f, parsed.value[f]])) as LiveProfile;
  return { ok: true, value };
}

/**
 * What a save of the public profile's form sends: only the fields the person changed from the
 * profile as the form loaded it. The server lays them over the profile as it is now, so another
 * person of the provider (or the admin) who changed another field meanwhile keeps that change; a
 * form sending every field back would silently put the loaded values live again.
 */
export function liveProfileEdits<T extends Partial<LiveProfile>>(loaded: T, edited: T): Partial<T> {
  const edits: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) if (edited[key] !== loaded[key]) edits[key] = edited[key];
  return edits;
}

/** The provider's verification details as they are now: its legal name and the reference of each stated check. */
export function verificationDetailsOf(p: Pick<Provider, "legalName" | "checks">): VerificationDetails {
  const details = { legalName: p.legalName } as VerificationDetails;
  for (const id of STATED_REFERENCE_CHECKS) details[`reference:${id}`] = p.checks.find((c) => c.id === id)?.reference ?? "";
  return details;
}

const proposalSchema = z.object({
  legalName: z.string().max(PROVIDER_TEXT_MAX.legalName).optional(),
  references: z.partialRecord(z.enum(STATED_REFERENCE_CHECKS), z.string().max(PROVIDER_TEXT_MAX.reference)).optional(),
});

export type ProposalValidation = { ok: true; changes: Partial<Record<VerificationField, [string, string]>> } | ProfileRefusal;

/**
 * A verification change the partner sends: `{ legalName?, references?: { <check id>: number } }`.
 * Only the fields that differ from `current` are kept, as `[before, after]`.
 */
export function validateProposal(input: unknown, current: VerificationDetails): ProposalValidation {
  if (!input || typeof input !== "object" || Array.isArray(input)) return refused(400, "", profileRefusal("notAnObject"));
  const forbidden = forbiddenField(input as Record<string, unknown>, ["legalName", "references"]);
  if (forbidden) return refused(403, forbidden, profileRefusal("forbiddenField", { field: forbidden }));
  const references = (input as { references?: unknown }).references;
  if (references && typeof references === "object" && !Array.isArray(references)) {
    const unknownCheck = forbiddenField(references as Record<string, unknown>, STATED_REFERENCE_CHECKS);
    if (unknownCheck) return refused(403, "references", profileRefusal("forbiddenField", { field: unknownCheck }));
  }
  const parsed = proposalSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "");
    // A value of the wrong kind (a number, an object) is said as such, not as too long.
    if (issue?.code === "invalid_type") return refused(400, field, profileRefusal("notText"));
    return refused(400, field, profileRefusal(field === "legalName" ? "legalNameTooLong" : "referenceTooLong"));
  }
  const after: Partial<VerificationDetails> = {};
  if (parsed.data.legalName !== undefined) after.legalName = parsed.data.legalName.replace(/\s+/g, " ").trim();
  for (const [id, reference] of Object.entries(parsed.data.references ?? {}))
    after[`reference:${id as StatedReferenceCheck}`] = (reference ?? "").trim();
  const changes: Partial<Record<VerificationField, [string, string]>> = {};
  for (const field of VERIFICATION_FIELDS) {
    const next = after[field];
    if (next !== undefined && next !== current[field]) changes[field] = [current[field], next];
  }
  if (Object.keys(changes).length === 0) return refused(400, "", profileRefusal("nothingChanged"));
  return { ok: true, changes };
}

/**
 * The provider's legal name and checks once an approved change is applied on `today`: a stated
 * number the admin approved is a check made that day (its expiry the check's fixed validity); a
 * number removed removes its check.
 */
export function applyApprovedChange(
  p: Pick<Provider, "legalName" | "checks">,
  changes: ProviderChange["changes"],
  today: string,
): { legalName: string; checks: VerificationCheck[] } {
  const legalName = changes.legalName ? changes.legalName[1] : p.legalName;
  const byId = new Map(p.checks.map((c) => [c.id, c]));
  for (const id of STATED_REFERENCE_CHECKS) {
    const change = changes[`reference:${id}`];
    if (!change) continue;
    if (change[1] === "") byId.delete(id);
    else byId.set(id, { id, reference: change[1], checkedOn: today, expiresOn: defaultExpiry(id, today) });
  }
  const order = VERIFICATION_CHECKS.map((c) => c.id);
  return { legalName, checks: [...byId.values()].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)) };
}

/**
 * Whether a change, once approved, would leave a Verified provider with no check done, which the
 * provider rule refuses (`verifiedNeedsCheck`): refused when the partner sends it, and again when
 * the admin approves it (the provider may have been verified, or lost a check, in between).
 */
export function leavesVerifiedWithoutCheck(
  p: Pick<Provider, "status" | "legalName" | "checks">,
  changes: ProviderChange["changes"],
  today: string,
): boolean {
  return p.status === "Verified" && applyApprovedChange(p, changes, today).checks.length === 0;
}
