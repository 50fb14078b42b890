/**
 * What a service's write gives back: the value, or the HTTP status and message (and the field at
 * fault, where one is) its route answers with. `Status` lists the statuses the service may refuse with.
 */
export type WriteResult<T, Status extends number> = { ok: true; value: T } | { ok: false; status: Status; error: string; field?: string };

/** A refusal of a write, with the field at fault only where there is one. */
export function refusal<Status extends number>(status: Status, error: string, field?: string) {
  return { ok: false as const, status, error, ...(field ? { field } : {}) };
}
