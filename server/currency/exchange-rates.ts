import { notInArray, sql } from "drizzle-orm";
import {
  NO_RATES,
  RATED_CURRENCIES,
  isRatedCurrency,
  parseRate,
  type ExchangeRateSettings,
  type ExchangeRates,
  type RatedCurrency,
} from "../../domain/currency";
import { todayIn } from "../../domain/dates";
import type { Database } from "../db/client";
import { exchangeRates } from "../db/schema";

/**
 * How long one process reuses the rates it read; its own saves clear them at once, and a new
 * catalogue version (any process's save) clears them too (server/cache/start-response-cache.ts).
 */
export const RATES_CACHE_MS = 30_000;

export interface ExchangeRateStore {
  /** The rates every public page converts with (cached briefly per process). */
  current(): Promise<ExchangeRates>;
  /**
   * Replaces every rate: currencies given get the rate and today's date, currencies left out
   * (or given an empty string) are removed, so prices are no longer converted to them.
   */
  save(input: unknown): Promise<{ ok: true; rates: ExchangeRates } | { ok: false; error: string; field: string }>;
  /** The rates as the admin's settings show them, read now: with whether the demo seed entered them. */
  settings(): Promise<ExchangeRateSettings>;
  /**
   * The demo's rates, dated today and marked demo, only when no rate is set at all (never over
   * the admin's). True when they were written.
   */
  seedDemo(rates: Partial<Record<RatedCurrency, number>>): Promise<boolean>;
  /** Drops the rates held, so the next page reads them again. */
  forget(): void;
}

export function createExchangeRateStore(database: Database, timeZone: string): ExchangeRateStore {
  let cached: { at: number; value: Promise<ExchangeRates> } | undefined;

  async function readSettings(): Promise<ExchangeRateSettings> {
    const rows = await database.db.select().from(exchangeRates);
    const rates: ExchangeRates["rates"] = {};
    let setOn: string | null = null;
    for (const row of rows) {
      if (!isRatedCurrency(row.currency)) continue;
      rates[row.currency] = row.rupeesPerUnit;
      if (setOn === null || row.setOn > setOn) setOn = row.setOn;
    }
    return rows.length === 0 ? { ...NO_RATES, demo: false } : { rates, setOn, demo: rows.some((r) => r.isDemo) };
  }

  async function read(): Promise<ExchangeRates> {
    const { rates, setOn } = await readSettings();
    return { rates, setOn };
  }

  return {
    current() {
      const now = Date.now();
      if (cached && now - cached.at < RATES_CACHE_MS) return cached.value;
      const value = read();
      cached = { at: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
      return value;
    },

    async save(input) {
      const body = input && typeof input === "object" ? (input as { rates?: unknown }).rates : undefined;
      if (!body || typeof body !== "object" || Array.isArray(body)) {
        return { ok: false, error: 'Send the rates as { rates: { AED: "22.70", … } }.', field: "rates" };
      }
      const chosen = new Map<RatedCurrency, number>();
      for (const [currency, value] of Object.entries(body as Record<string, unknown>)) {
        if (!isRatedCurrency(currency)) {
          return {
            ok: false,
            error: `Unknown currency ${currency.slice(0, 10)}: use one of ${RATED_CURRENCIES.join(", ")}.`,
            field: "rates",
          };
        }
        if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) continue;
        const parsed = parseRate(typeof value === "number" ? String(value) : typeof value === "string" ? value : "?");
        if (!parsed.ok) return { ok: false, error: `${currency}: ${parsed.error}`, field: currency };
        chosen.set(currency, parsed.rate);
      }
      const setOn = todayIn(timeZone);
      const currencies = [...chosen.keys()];
      await database.db.transaction(async (tx) => {
        if (currencies.length === 0) await tx.delete(exchangeRates);
        else await tx.delete(exchangeRates).where(notInArray(exchangeRates.currency, currencies));
        if (currencies.length > 0) {
          await tx
            .insert(exchangeRates)
            .values(currencies.map((currency) => ({ currency, rupeesPerUnit: chosen.get(currency)!, setOn })))
            .onConflictDoUpdate({
              target: exchangeRates.currency,
              set: { rupeesPerUnit: sql`excluded.rupees_per_unit`, setOn: sql`excluded.set_on`, isDemo: false, updatedAt: sql`now()` },
            });
        }
      });
      cached = undefined;
      return { ok: true, rates: await this.current() };
    },

    settings: readSettings,

    async seedDemo(rates) {
      const setOn = todayIn(timeZone);
      const values = RATED_CURRENCIES.flatMap((currency) => {
        const rate = rates[currency];
        return rate === undefined ? [] : [{ currency, rupeesPerUnit: rate, setOn, isDemo: true }];
      });
      const written = await database.db.transaction(async (tx) => {
        // Locks the table so an admin's save at the same moment is not interleaved with the check.
        await tx.execute(sql`LOCK TABLE ${exchangeRates} IN EXCLUSIVE MODE`);
        const [any] = await tx.select({ currency: exchangeRates.currency }).from(exchangeRates).limit(1);
        if (any || values.length === 0) return false;
        await tx.insert(exchangeRates).values(values);
        return true;
      });
      cached = undefined;
      return written;
    },

    forget() {
      cached = undefined;
    },
  };
}
