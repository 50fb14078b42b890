/**
 * Catalogue query benchmark: `npm run bench` (1,000 / 10,000 / 100,000 packages) or
 * `npm run bench -- --quick` (1,000 and 10,000). `--explain` also prints EXPLAIN ANALYZE of each
 * query at the largest size.
 *
 * Seeds synthetic packages into in-memory PGlite and, when it answers, a fresh PostgreSQL
 * database (TEST_DATABASE_URL, else the local server's `test` database; dropped afterwards).
 * Runs a fixed mix of listing queries through the catalogue service and, side by side, the old
 * design (load every Active package, filter in JavaScript, send them all). Prints a table and
 * writes bench/results/latest.json.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { addDays, todayIn } from "../domain/dates";
import { emptyListingQuery, type ListingQuery } from "../domain/listing-query";
import { createCatalogue } from "../server/catalogue/catalogue-service";
import { listingQueries } from "../server/catalogue/listing-sql";
import { cardColumns, packageColumns, rowToPackage } from "../server/catalogue/package-row";
import { parseConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { packages } from "../server/db/schema";
import { onFreshPostgres, onPglite } from "./bench-databases";
import { filterInMemory, type BenchPackage } from "./old-design";
import { reachablePostgresUrl } from "./postgres-url";
import { syntheticPackages } from "./synthetic-packages";
import { seedRatings } from "./synthetic-reviews";

const args = new Set(process.argv.slice(2));
const QUICK = args.has("--quick");
const EXPLAIN = args.has("--explain");
const SIZES = QUICK ? [1_000, 10_000] : [1_000, 10_000, 100_000];
const TARGET_P95_MS = { pglite: 150, postgres: 30 } as const;
const TARGET_BYTES_RATIO = 1 / 100;

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const today = todayIn(config.timeZone);

const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery(), ...over });
const MIX: { name: string; query: ListingQuery }[] = [
  { name: "no filter", query: q({}) },
  { name: "search", query: q({ search: "munnar" }) },
  { name: "category", query: q({ categories: ["camping"] }) },
  { name: "price+duration", query: q({ price: "25000-50000", duration: "4-7" }) },
  { name: "date", query: q({ date: addDays(today, 20) }) },
  {
    name: "combined",
    query: q({
      search: "beach",
      categories: ["honeymoon-packages", "family-tours", "wellness-resorts"],
      price: "10000-25000",
      duration: "4-7",
    }),
  },
  { name: "deep page", query: q({ page: 100 }) },
  { name: "sort price-asc", query: q({ sort: "price-asc" }) },
  { name: "sort price-desc", query: q({ sort: "price-desc" }) },
  { name: "sort duration", query: q({ sort: "duration" }) },
  { name: "sort price+category", query: q({ sort: "price-asc", categories: ["camping"] }) },
  { name: "sort departure", query: q({ sort: "departure" }) },
  { name: "sort departure p5", query: q({ sort: "departure", page: 5 }) },
  { name: "sort newest", query: q({ sort: "newest" }) },
  // Destinations (ADR 108): a state, a district, a place; the old district filter reads as these.
  { name: "destination kerala", query: q({ destination: "kerala" }) },
  { name: "district", query: q({ destination: "wayanad" }) },
  { name: "district+price-asc", query: q({ destination: "idukki", sort: "price-asc" }) },
  { name: "district+departure", query: q({ destination: "alappuzha", sort: "departure" }) },
  { name: "destination munnar", query: q({ destination: "munnar" }) },
  { name: "sort rating", query: q({ sort: "rating" }) },
  { name: "sort rating p50", query: q({ sort: "rating", page: 50 }) },
  { name: "min rating 4", query: q({ minRating: 4 }) },
  { name: "min rating 4+rating", query: q({ minRating: 4, sort: "rating" }) },
  { name: "min rating 3+category", query: q({ minRating: 3, categories: ["camping"] }) },
];

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}
interface Row {
  database: string;
  size: number;
  query: string;
  page: number;
  matched: number;
  total: number;
  sql: Stats;
  old: Stats;
  pageBytes: number;
  pageGzipBytes: number;
  oldBytes: number;
  oldGzipBytes: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), samples: sorted.length };
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const gzipBytes = (value: unknown) => zlib.gzipSync(JSON.stringify(value)).length;

async function loadAllActive(database: Database): Promise<BenchPackage[]> {
  const rows = await database.db
    .select({ ...packageColumns, ratingCount: packages.ratingCount, ratingSum: packages.ratingSum })
    .from(packages)
    .where(eq(packages.status, "Active"));
  return rows.map((r) => ({ ...rowToPackage(r), ratingCount: r.ratingCount, ratingSum: r.ratingSum }));
}

/**
 * Loading is not what is measured: building the secondary indexes once after the load is several
 * times faster than updating them row by row (the trigram index most of all). The indexes are
 * recreated from their own definitions, so the queries run against exactly the migrated schema.
 */
async function withIndexesRebuiltAfter(database: Database, load: () => Promise<unknown>) {
  const indexes = await database.rows<{ indexname: string; indexdef: string }>(
    sql`SELECT i.indexname, i.indexdef FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.tablename = 'packages' AND i.schemaname = current_schema() AND NOT x.indisprimary`,
  );
  for (const { indexname } of indexes) await database.db.execute(sql.raw(`DROP INDEX "${indexname}"`));
  try {
    await load();
  } finally {
    for (const { indexdef } of indexes) await database.db.execute(sql.raw(indexdef));
  }
}

async function benchDatabase(name: "pglite" | "postgres", database: Database, rows: Row[]) {
  const catalogue = createCatalogue(database, config);
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    let reviewRows = 0;
    await withIndexesRebuiltAfter(database, async () => {
      await catalogue.insertMany(syntheticPackages(size - seeded, { seed: 20261121 + size, today, startIndex: seeded }));
      reviewRows = await seedRatings(database, name);
    });
    seeded = size;
    await database.db.execute(sql`VACUUM ANALYZE packages`);
    await database.db.execute(sql`VACUUM ANALYZE reviews`);
    const [approved] = await database.rows<{ n: unknown }>(sql`SELECT sum(rating_count) AS n FROM packages`);
    const seedSeconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `${name} ${size.toLocaleString("en-IN")} packages, ${Number(approved?.n ?? 0).toLocaleString("en-IN")} approved reviews in the aggregates, ${reviewRows.toLocaleString("en-IN")} review rows, seeded in ${seedSeconds.toFixed(1)} s; measuring…\n`,
    );

    // New design: SQL filters, counts and one page.
    const iterations = size >= 100_000 ? 40 : 60;
    const measured = new Map<string, { samples: number[]; page: Awaited<ReturnType<typeof catalogue.search>>; query: ListingQuery }>();
    for (const { name: queryName, query: base } of MIX) {
      let query = base;
      if (queryName === "deep page") {
        const { matched } = await catalogue.search(q({}), today);
        query = q({ page: Math.max(1, Math.min(base.page, Math.ceil(matched / base.pageSize))) });
      }
      for (let i = 0; i < 3; i++) await catalogue.search(query, today);
      const samples: number[] = [];
      let page = await catalogue.search(query, today);
      for (let i = 0; i < iterations; i++) {
        const t = performance.now();
        page = await catalogue.search(query, today);
        samples.push(performance.now() - t);
      }
      measured.set(queryName, { samples, page, query });
    }

    // Old design: every visit loads all Active packages, then filters in JavaScript.
    const loads = size >= 100_000 ? 5 : 10;
    const oldSamples = new Map<string, number[]>(MIX.map((m) => [m.name, []]));
    let all: BenchPackage[] = [];
    for (let i = 0; i < loads; i++) {
      const t = performance.now();
      all = await loadAllActive(database);
      const loadMs = performance.now() - t;
      for (const { name: queryName } of MIX) {
        const { query } = measured.get(queryName)!;
        const f = performance.now();
        filterInMemory(all, query, today);
        oldSamples.get(queryName)!.push(loadMs + performance.now() - f);
      }
    }
    const oldBytes = bytes(all);
    const oldGzipBytes = gzipBytes(all);

    for (const { name: queryName } of MIX) {
      const { samples, page, query } = measured.get(queryName)!;
      const inMemory = filterInMemory(all, query, today);
      if (
        inMemory.matched !== page.matched ||
        inMemory.total !== page.total ||
        inMemory.items.map((p) => p.id).join() !== page.items.map((p) => p.id).join()
      ) {
        throw new Error(
          `${name} ${size} ${queryName}: SQL and in-memory results differ (${page.matched}/${page.total} vs ${inMemory.matched}/${inMemory.total})`,
        );
      }
      rows.push({
        database: name,
        size,
        query: queryName,
        page: query.page,
        matched: page.matched,
        total: page.total,
        sql: stats(samples),
        old: stats(oldSamples.get(queryName)!),
        pageBytes: bytes(page),
        pageGzipBytes: gzipBytes(page),
        oldBytes,
        oldGzipBytes,
      });
    }
    all = [];

    if (EXPLAIN && size === SIZES[SIZES.length - 1]) {
      for (const { name: queryName } of MIX) {
        const { query } = measured.get(queryName)!;
        const { items, total, matched } = listingQueries(database.db, cardColumns, query, today);
        const itemsSql = items.toSQL();
        const plan = async (text: string, params: unknown[]) => {
          const inline = text.replace(/\$(\d+)/g, (_, n: string) => {
            const v = params[Number(n) - 1];
            return Array.isArray(v) ? `'{${v.join(",")}}'` : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
          });
          const result = await database.rows<Record<string, string>>(sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${inline}`));
          return result.map((r) => Object.values(r)[0]).join("\n");
        };
        const dialect = new PgDialect();
        console.log(`\n--- ${name} ${size} ${queryName}: page\n${await plan(itemsSql.sql, itemsSql.params)}`);
        for (const [label, statement] of [
          ["total", total],
          ["matched", matched],
        ] as const) {
          if (!statement) continue;
          const compiled = dialect.sqlToQuery(statement);
          console.log(`--- ${name} ${size} ${queryName}: ${label}\n${await plan(compiled.sql, compiled.params)}`);
        }
      }
    }
  }
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${n} B`;
}

function printTable(rows: Row[]) {
  const header = [
    "db",
    "packages",
    "query",
    "matched",
    "SQL p50",
    "p95",
    "p99 ms",
    "old p50",
    "p95",
    "p99 ms",
    "page",
    "old payload",
    "ratio",
  ];
  const lines = rows.map((r) => [
    r.database,
    r.size.toLocaleString("en-IN"),
    r.query,
    `${r.matched}/${r.total}`,
    r.sql.p50.toFixed(1),
    r.sql.p95.toFixed(1),
    r.sql.p99.toFixed(1),
    r.old.p50.toFixed(0),
    r.old.p95.toFixed(0),
    r.old.p99.toFixed(0),
    formatBytes(r.pageBytes),
    formatBytes(r.oldBytes),
    `1/${Math.round(r.oldBytes / r.pageBytes)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\n${fmt(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  let previous = "";
  for (const [i, line] of lines.entries()) {
    const group = `${rows[i]!.database}${rows[i]!.size}`;
    if (previous && group !== previous) console.log("");
    previous = group;
    console.log(fmt(line));
  }
}

function verdicts(rows: Row[]): string[] {
  const largest = Math.max(...rows.map((r) => r.size));
  const out: string[] = [];
  for (const database of ["pglite", "postgres"] as const) {
    const at = rows.filter((r) => r.database === database && r.size === largest);
    if (at.length === 0) continue;
    const worst = at.reduce((a, b) => (b.sql.p95 > a.sql.p95 ? b : a));
    const target = TARGET_P95_MS[database];
    out.push(
      `${database} at ${largest.toLocaleString("en-IN")}: worst p95 ${worst.sql.p95.toFixed(1)} ms (${worst.query}); target ≤ ${target} ms: ${worst.sql.p95 <= target ? "met" : "MISSED"}`,
    );
    const ratio = Math.max(...at.map((r) => r.pageBytes / r.oldBytes));
    out.push(
      `${database} at ${largest.toLocaleString("en-IN")}: largest first page is 1/${Math.round(1 / ratio)} of the old payload; target ≤ 1/100: ${ratio <= TARGET_BYTES_RATIO ? "met" : "MISSED"}`,
    );
  }
  return out;
}

async function main() {
  const started = performance.now();
  const rows: Row[] = [];
  const notes: string[] = [];

  await onPglite((pglite) => benchDatabase("pglite", pglite, rows));

  const adminUrl = await reachablePostgresUrl();
  if (adminUrl) await onFreshPostgres(adminUrl, (postgres) => benchDatabase("postgres", postgres, rows));
  else {
    notes.push("PostgreSQL not reachable (set TEST_DATABASE_URL): measured PGlite only.");
  }

  printTable(rows);
  const summary = verdicts(rows);
  console.log(`\n${[...summary, ...notes].join("\n")}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nSQL = catalogue.search() (page + counts). old = load every Active package + filter in JS (${SIZES.includes(100_000) ? "5 loads at 100,000, 10 below" : "10 loads"}). ` +
      `Payload = JSON of the first page vs JSON of every Active package. ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}; ${seconds.toFixed(0)} s.`,
  );

  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "latest.json");
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        quick: QUICK,
        today,
        machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
        targets: { p95Ms: TARGET_P95_MS, bytesRatio: TARGET_BYTES_RATIO },
        summary,
        notes,
        rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
