/**
 * The text to put in a live region (`role="status"`, `aria-live`) so that it is read out even when it says
 * what it said last: a live region speaks only when its text changes, so the same sentence said again
 * (Save pressed twice with nothing to save) gets a no-break space at its end, which a reader does not
 * speak and a sighted person does not see, and the third time loses it again. `last` is what the region
 * holds now.
 */
export function announceAgain(last: string, next: string): string {
  return last === next ? `${next}\u00a0` : next;
}
