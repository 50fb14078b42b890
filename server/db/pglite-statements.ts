import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";
import pg from "pg";

/** Prepared statements kept per database (ADR 065): far more than the app's distinct reads. */
export const MAX_PREPARED = 200;

type Simple = string | number | boolean | null | undefined;
const isSimple = (v: unknown): v is Simple =>
  v === null || v === undefined || typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v));
const literal = (v: Simple) => (v === null || v === undefined ? "NULL" : pg.escapeLiteral(String(v)));
const SELECT = /^\s*select\b/i;

/**
 * A PGlite client whose parameterized reads run as server-side prepared statements (ADR 065), as
 * node-postgres runs them on PostgreSQL. PGlite's own `query` parses, describes and plans the text
 * on every call, in six round trips through its protocol; a read prepared once is then one
 * `EXECUTE name(literals)` message.
 *
 * Only a SELECT whose parameters are all strings, finite numbers, booleans or nulls takes this
 * path; the values become literals through node-postgres's `escapeLiteral`. Anything else (writes,
 * other parameter types, a text PostgreSQL will not prepare) goes to PGlite's `query` unchanged.
 * Transactions are PGlite's own objects, so their statements never come here.
 */
export function withPreparedReads(client: PGlite, max = MAX_PREPARED): PGlite {
  let made = 0;
  const names = new LRUCache<string, string>({
    max,
    dispose: (name) => {
      client.exec(`DEALLOCATE ${name}`).catch(() => undefined);
    },
  });
  const refused = new LRUCache<string, true>({ max });

  async function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!params?.length || !SELECT.test(text) || refused.has(text) || !params.every(isSimple)) {
      return client.query<T>(text, params, options);
    }
    let name = names.get(text);
    if (!name) {
      name = `kt_read_${++made}`;
      try {
        await client.exec(`PREPARE ${name} AS ${text}`);
      } catch {
        refused.set(text, true);
        return client.query<T>(text, params, options);
      }
      names.set(text, name);
    }
    const [result] = await client.exec(`EXECUTE ${name}(${(params as Simple[]).map(literal).join(", ")})`, options);
    return result as Results<T>;
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
