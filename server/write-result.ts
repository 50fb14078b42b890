import type { CodedMessage, MessageParams } from "../domain/coded-message";

/**
 * What a service's write gives back: the value, or the HTTP status and message (and the field at
 * fault, where one is) its route answers with. `Status` lists the statuses the service may refuse with.
 */
export type WriteResult<T, Status extends number> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: Status;
      error: string;
      field?: string;
      /** A coded refusal's code and params (domain/coded-message.ts), for a page to say it in its language. */
      code?: string;
      params?: MessageParams;
    };

/**
 * A refusal of a write, with the field at fault only where there is one: English words, or a coded
 * refusal whose English becomes `error` beside its code and params.
 */
export function refusal<Status extends number>(status: Status, error: string | CodedMessage, field?: string) {
  const words =
    typeof error === "string" ? { error } : { error: error.message, code: error.code, ...(error.params ? { params: error.params } : {}) };
  return { ok: false as const, status, ...words, ...(field ? { field } : {}) };
}

/** A refused write's JSON body: `error`, and `field`, `code` and `params` where it has them. */
export function refusalBody(result: { error: string; field?: string; code?: string; params?: MessageParams }) {
  const { error, field, code, params } = result;
  return { error, ...(field ? { field } : {}), ...(code ? { code } : {}), ...(params ? { params } : {}) };
}
