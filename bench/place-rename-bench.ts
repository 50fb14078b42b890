/**
 * A rename of a place many packages name, on a server's connection whose first write was one
 * package: `npm run bench:place-rename` (`-- --sizes 2000,8000`). PostgreSQL only. For each size,
 * two fresh databases side by side: migrated to 0029 (the derivation trigger of 0018, which joined
 * the statement's old and new rows) and to the newest migration (0030's set difference). Each gets
 * `size` packages naming Munnar, one connection saves one of them (the trigger's plan is made then,
 * for one row, and kept for the connection's life, as on a running server), then adds an alias to
 * Munnar, which re-derives every package naming it. Prints the rename's time on each.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { withEmptyPostgres } from "../server/testing/databases";
import { migrationsUpTo } from "../server/testing/migration-folders";
import { numbersArg } from "./bench-databases";
import { reachablePostgresUrl } from "./postgres-url";

const SIZES = numbersArg("--sizes", [2_000, 4_000, 8_000]);
if (!SIZES.every((n) => Number.isInteger(n) && n > 0)) {
  console.error("--sizes takes whole numbers above 0, separated by commas: --sizes 2000,8000");
  process.exit(1);
}
const DRIZZLE = path.resolve("drizzle");

async function renameSeconds(adminUrl: string, folder: string, size: number): Promise<number> {
  return withEmptyPostgres(adminUrl, "bench_rename", async (url) => {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await migrate(drizzle(setup), { migrationsFolder: folder });
    await setup.query(
      `INSERT INTO packages (id, title, package_code, starting_location, destinations, original_price_adult, status, categories, booking_closing_date)
       SELECT 'seed-' || n, 'Trip ' || n, 'S' || n, 'Kochi', 'Munnar', 100000 + n, 'Active', ARRAY['camping'], DATE '2030-01-01'
         FROM generate_series(1, $1) AS n`,
      [size],
    );
    await setup.query("ANALYZE");
    await setup.end();
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    try {
      await server.query("UPDATE packages SET destinations = 'Munnar, Kochi' WHERE id = 'seed-1'");
      const started = performance.now();
      await server.query("UPDATE places SET aliases = array_append(aliases, 'Munnar hills') WHERE slug = 'munnar'");
      return (performance.now() - started) / 1000;
    } finally {
      await server.end();
    }
  });
}

async function main() {
  const adminUrl = await reachablePostgresUrl();
  if (!adminUrl) {
    console.log("PostgreSQL not reachable: this bench needs it.");
    return;
  }
  const before = migrationsUpTo("0029_derived_place_falls_back_to_live_ancestor");
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at start`);
  console.log("packages naming Munnar | rename, trigger of 0018 | rename, trigger of 0030");
  try {
    for (const size of SIZES) {
      const old = await renameSeconds(adminUrl, before, size);
      const now = await renameSeconds(adminUrl, DRIZZLE, size);
      console.log(`${String(size).padStart(22)} | ${old.toFixed(1).padStart(22)} s | ${now.toFixed(1).padStart(22)} s`);
    }
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
  }
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
}

await main();
