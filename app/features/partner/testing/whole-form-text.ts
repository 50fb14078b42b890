import { PartnerApiError } from "../partner-api";

/**
 * A stand-in for the portal's words for a problem of the whole form (`useProblemText`'s): it says
 * the server's status, so a test of a form's problem function sees which problems went to the
 * form's top, and which answer they came from.
 */
export function wholeFormText(error: unknown): string {
  return error instanceof PartnerApiError ? `whole form: ${error.status}` : "whole form";
}
