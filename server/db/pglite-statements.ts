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

/** What `withPreparedReads` gives: the client, and how to mark a statement planned once for all values. */
export interface PreparedReads {
  client: PGlite;
  /**
   * Marks a read the app prepares by name (ADR 066). PostgreSQL plans a named prepared statement
   * for its values five times, then once for all values when that plan costs no more
   * (`plan_cache_mode` auto, its default); the session's force_custom_plan (ADR 065) otherwise
   * plans every execution again, which for a read by key is most of its cost.
   */
  planOnce(text: string): void;
}

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
export function withPreparedReads(client: PGlite, max = MAX_PREPARED): PreparedReads {
  let made = 0;
  const planOnce = new Set<string>();
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
    const execute = `EXECUTE ${name}(${(params as Simple[]).map(literal).join(", ")})`;
    // A marked read runs under plan_cache_mode auto: the mode is read when a statement runs, not
    // when it is prepared. One message of two statements is one implicit transaction, so SET LOCAL
    // ends with it, as it would on an error. The read's result is the message's last.
    const results = await client.exec(planOnce.has(text) ? `SET LOCAL plan_cache_mode = auto; ${execute}` : execute, options);
    return results.at(-1) as Results<T>;
  }

  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: proxy, planOnce: (text) => planOnce.add(text) };
}
