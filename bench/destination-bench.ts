/**
 * The destination filter at 100,000 packages (ADR 108): `npm run bench:destinations`
 * (`-- --size 10000` for a quick run). Seeds synthetic packages through the catalogue's bulk
 * insert (the database derives their places, as for any write), then times catalogue.search() for
 * a state (Kerala, nearly every package), a district (Idukki) and a place (Munnar), each with the
 * default order and a price sort, on in-memory PGlite and, when it answers, PostgreSQL. Prints p50
 * and p95 per query against the targets (≤ 150 ms PGlite, ≤ 30 ms PostgreSQL).
 */
import os from "node:os";
import { todayIn } from "../domain/dates";
import { emptyListingQuery, type ListingQuery } from "../domain/listing-query";
import { createCatalogue } from "../server/catalogue/catalogue-service";
import { parseConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { openFreshPostgres } from "../server/testing/databases";
import { reachablePostgresUrl } from "./postgres-url";
import { syntheticPackages } from "./synthetic-packages";

const sizeArg = process.argv.indexOf("--size");
const SIZE = sizeArg > 0 ? Number(process.argv[sizeArg + 1]) : 100_000;
const RUNS = 40;
/** `--postgres` skips PGlite (seeding 100,000 there takes about 15 minutes on a busy two-core machine). */
const POSTGRES_ONLY = process.argv.includes("--postgres");
const TARGET_P95_MS = { pglite: 150, postgres: 30 } as const;
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const today = todayIn(config.timeZone);
const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery(), ...over });

const MIX: { name: string; query: ListingQuery }[] = [
  { name: "kerala", query: q({ destination: "kerala" }) },
  { name: "kerala price-asc", query: q({ destination: "kerala", sort: "price-asc" }) },
  { name: "idukki", query: q({ destination: "idukki" }) },
  { name: "idukki price-asc", query: q({ destination: "idukki", sort: "price-asc" }) },
  { name: "munnar", query: q({ destination: "munnar" }) },
  { name: "munnar price-asc", query: q({ destination: "munnar", sort: "price-asc" }) },
  { name: "search മൂന്നാർ", query: q({ search: "മൂന്നാർ" }) },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function bench(name: "pglite" | "postgres", database: Database) {
  const catalogue = createCatalogue(database, config);
  const seeding = performance.now();
  for (let at = 0; at < SIZE; at += 10_000) {
    await catalogue.insertMany(syntheticPackages(Math.min(10_000, SIZE - at), { seed: 20261126 + at, today, startIndex: at }));
  }
  const seeded = (performance.now() - seeding) / 1000;
  console.log(`${name}: seeded ${SIZE.toLocaleString("en-IN")} packages with their places in ${seeded.toFixed(0)} s`);
  for (const { name: queryName, query } of MIX) {
    for (let i = 0; i < 3; i++) await catalogue.search(query, today); // warm
    const samples: number[] = [];
    let matched = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const page = await catalogue.search({ ...query, page: 1 + (i % 3) }, today);
      samples.push(performance.now() - started);
      matched = page.matched;
    }
    samples.sort((a, b) => a - b);
    const p95 = percentile(samples, 95);
    console.log(
      `${name.padEnd(8)} ${queryName.padEnd(18)} matched ${String(matched).padStart(7)}  p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  target ≤ ${TARGET_P95_MS[name]}: ${p95 <= TARGET_P95_MS[name] ? "met" : "MISSED"}`,
    );
  }
}

async function main() {
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at start`);
  if (!POSTGRES_ONLY) {
    const pglite = await openDatabase({ dataDir: "", inMemory: true });
    try {
      await bench("pglite", pglite);
    } finally {
      await pglite.close();
    }
  }
  const adminUrl = await reachablePostgresUrl();
  if (adminUrl) {
    const postgres = await openFreshPostgres(adminUrl);
    try {
      await bench("postgres", postgres);
    } finally {
      await postgres.close();
    }
  } else console.log("PostgreSQL not reachable: PGlite only.");
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
}

await main();
