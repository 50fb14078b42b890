/**
 * A function of one string, remembering its last answers: a request's headers (the user agent,
 * Accept-Language) repeat from request to request, and the answers cost microseconds of regular
 * expressions each time. At most `limit` answers are kept; when full, all are forgotten at once
 * (a flood of distinct strings costs what it did without the memory, never more memory).
 */
export interface Remembered<T> {
  (key: string): T;
  /** Forgets every answer kept so far. */
  forget(): void;
}

export function remembered<T>(compute: (key: string) => T, limit = 500): Remembered<T> {
  const answers = new Map<string, T>();
  const ask = (key: string): T => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
  return Object.assign(ask, { forget: () => answers.clear() });
}
