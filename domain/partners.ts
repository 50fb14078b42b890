import { z } from "zod";
import { messageCoder, type CodeOf } from "./coded-message";
import { PARTNER_JOIN_PATH, PARTNER_PATH } from "./partner-path";

export { PARTNER_PATH };

/** A person acting for one provider in the partner portal. */
export const PARTNER_PERSON_STATUSES = ["Invited", "Active", "Revoked"] as const;
export type PartnerPersonStatus = (typeof PARTNER_PERSON_STATUSES)[number];

export interface PartnerPerson {
  id: string;
  providerId: string;
  email: string;
  status: PartnerPersonStatus;
  createdAt: string;
  /** The newest one-time link still usable, if any. */
  invitationExpiresAt: string | null;
}

/** A one-time link is valid this long. */
export const PARTNER_INVITATION_DAYS = 7;

/** The token rides in the fragment: browsers never send it to the server, to logs or in a Referer. */
export function partnerJoinLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, "")}${PARTNER_JOIN_PATH}#${token}`;
}

export const PARTNER_MESSAGES = {
  emailInvalid: "Enter a valid e-mail address.",
  emailOfAnotherProvider: "This e-mail already acts for another provider.",
  providerNotFound: "Provider not found.",
  personNotFound: "Person not found.",
  linkInvalid: "This link is not valid. Ask for a new invitation.",
  linkExpired: "This link has expired. Ask for a new invitation.",
  linkUsed: "This link was already used. Sign in, or ask for a new invitation.",
  linkVoided: "This link was replaced by a newer invitation, or withdrawn. Use the newest invitation you were sent, or ask for a new one.",
  passwordsDiffer: "The two passwords differ.",
  currentPasswordWrong: "The current password is not right.",
  newPasswordSame: "The new password must differ from the current one.",
  /** What a suspended provider's people are told when they sign in or their session ends. */
  providerSuspended: ({ contact }: { contact: string }) => `This provider account is suspended; contact ${contact}.`,
} as const;

/** The people's refusals with their codes: the portal tells them apart by code, never by the English words. */
export const partnerRefusal = messageCoder("partner", PARTNER_MESSAGES);
export type PartnerRefusalCode = CodeOf<"partner", typeof PARTNER_MESSAGES>;

export const partnerEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: PARTNER_MESSAGES.emailInvalid }).max(254, { message: PARTNER_MESSAGES.emailInvalid }));
