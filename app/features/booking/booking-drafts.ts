import { emptyBookingForm, type BookingFormState } from "../../../domain/booking";

/**
 * Half-filled forms, per package id, for the life of the page only: closing and reopening the
 * dialog keeps them, a reload forgets them. Deliberately not localStorage: personal data
 * (date of birth, phone) must not outlive the visit (docs/decisions/013).
 */
const drafts = new Map<string, BookingFormState>();

/** The half-filled form, or a blank one whose adults start at the package's minimum group. */
export function readDraft(packageId: string, minGroupSize?: number): BookingFormState {
  return drafts.get(packageId) ?? emptyBookingForm(minGroupSize);
}

export function saveDraft(packageId: string, form: BookingFormState): void {
  drafts.set(packageId, form);
}

export function clearDraft(packageId: string): void {
  drafts.delete(packageId);
}
