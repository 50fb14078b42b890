import type { Db } from "./client";

/** A refusal carried out of its transaction: throwing it rolls the transaction back. */
class RolledBack<R> extends Error {
  constructor(readonly result: R) {
    super("refused");
  }
}

/**
 * One action in one transaction, all or nothing, for actions that answer a refusal instead of
 * throwing: a refusal (`ok: false`) undoes what the action wrote before it refused, as the answer
 * says it did (a partner's save that put changed departures live, then found a picture not
 * uploaded here; an approval refused after it marked the change approved). Drizzle commits a
 * transaction whose callback returns, whatever it returns: only a throw rolls it back.
 */
export async function allOrNothing<R extends { ok: boolean }>(db: Db, act: (tx: Db) => Promise<R>): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      const result = await act(tx);
      if (!result.ok) throw new RolledBack(result);
      return result;
    });
  } catch (e) {
    if (e instanceof RolledBack) return e.result as R;
    throw e;
  }
}
