import { createCatalogue } from "../server/catalogue/catalogue-service";
import type { Config } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { openFreshPostgres } from "../server/testing/databases";
import { syntheticPackages } from "./synthetic-packages";

/** The number after `name` on the command line (`--size 10000`), or `fallback`. */
export function numberArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

/** The comma-separated numbers after `name` on the command line (`--sizes 2000,8000`), or `fallback`. */
export function numbersArg(name: string, fallback: number[]): number[] {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? "").split(",").map(Number) : fallback;
}

/** The p-th percentile of samples sorted in ascending order (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `size` synthetic packages through the catalogue's bulk insert, 10,000 at a time, the same ones for the same size. */
export async function seedSyntheticPackages(database: Database, config: Config, size: number, today: string): Promise<void> {
  const catalogue = createCatalogue(database, config);
  for (let at = 0; at < size; at += 10_000) {
    await catalogue.insertMany(syntheticPackages(Math.min(10_000, size - at), { seed: 20261126 + at, today, startIndex: at }));
  }
}

/** Runs `run` on a new in-memory PGlite database, closed afterwards. */
export async function onPglite(run: (database: Database) => Promise<void>): Promise<void> {
  const pglite = await openDatabase({ dataDir: "", inMemory: true });
  try {
    await run(pglite);
  } finally {
    await pglite.close();
  }
}

/** Runs `run` on a new database on the PostgreSQL server of `adminUrl`, dropped afterwards. */
export async function onFreshPostgres(adminUrl: string, run: (database: Database) => Promise<void>): Promise<void> {
  const postgres = await openFreshPostgres(adminUrl);
  try {
    await run(postgres);
  } finally {
    await postgres.close();
  }
}
