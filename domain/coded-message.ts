/**
 * A refusal a page may say in its own language (ADR 144): the English message the API has always
 * answered, and beside it a stable code and the params its translation needs.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface CodedMessage {
  message: string;
  code: string;
  params?: MessageParams;
}

/** A message table's entry: English words, or words made from named params. */
type Entry = string | ((...args: never[]) => string);
type ParamsOf<E> = E extends (params: infer P) => string ? P : never;

/** The codes of a coder's table (`scope.key`), for the page's map of code to translated words. */
export type CodeOf<S extends string, T> = `${S}.${keyof T & string}`;

/**
 * The one place a message table's rules get their codes: `say(key, params)` is the entry's English
 * words and the code `scope.key`. The scope keeps codes apart across tables (the profile's
 * `notAnObject` is not the package's). `fixed` are the params of entries whose English states a
 * constant (a limit), named once beside the table so a translation states the same number.
 */
export function messageCoder<S extends string, T extends Record<string, Entry>>(
  scope: S,
  table: T,
  fixed: { [K in keyof T]?: T[K] extends string ? MessageParams : never } = {},
) {
  return function say<K extends keyof T & string>(key: K, ...params: T[K] extends string ? [] : [ParamsOf<T[K]>]): CodedMessage {
    const entry = table[key] as Entry;
    const given = params[0] as MessageParams | undefined;
    const message = typeof entry === "string" ? entry : (entry as (p: unknown) => string)(given);
    const values = given ?? (fixed[key] as MessageParams | undefined);
    return { message, code: `${scope}.${key}`, ...(values ? { params: { ...values } } : {}) };
  };
}

/** A coded message as an API's JSON carries it beside `error`: `{ code, params }`. */
export function codeOf(coded: CodedMessage | undefined): { code?: string; params?: MessageParams } {
  if (!coded) return {};
  return { code: coded.code, ...(coded.params ? { params: coded.params } : {}) };
}

/** An API's JSON answer refusing with a coded message: the English `error`, and its code and params. */
export function codedErrorBody(coded: CodedMessage): { error: string; code?: string; params?: MessageParams } {
  return { error: coded.message, ...codeOf(coded) };
}
