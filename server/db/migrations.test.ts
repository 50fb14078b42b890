import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as drizzleMigratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as drizzleMigratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { withEmptyPostgres } from "../testing/databases";
import { migrationsUpTo } from "../testing/migration-folders";
import { openDatabase } from "./client";
import { readMigrations } from "./migrations";

const adminUrl = process.env.TEST_DATABASE_URL;
const drizzleFolder = path.resolve("drizzle");
const journal = JSON.parse(fs.readFileSync(path.join(drizzleFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
const tags = journal.entries.map((e) => e.tag);
/** The indexes migration 0009 makes, read from its file. */
const CATEGORY_INDEXES = [
  ...fs.readFileSync(path.join(drizzleFolder, "0009_category_listing_indexes.sql"), "utf8").matchAll(/CREATE INDEX "(\w+)"/g),
].map((m) => m[1]!);

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
/** drizzle/ as it was when `last` was the newest migration, removed after the file's tests. */
function upTo(last: string): string {
  const dir = migrationsUpTo(last);
  folders.push(dir);
  return dir;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const SCHEMA_QUERY = `
  SELECT 'index ' || indexname || ': ' || indexdef AS item FROM pg_indexes WHERE schemaname = 'public'
  UNION ALL
  SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '')
    FROM information_schema.columns WHERE table_schema = 'public'
  UNION ALL
  SELECT 'invalid index ' || indexrelid::regclass::text FROM pg_index WHERE NOT indisvalid
  ORDER BY 1`;

async function schemaOf(url: string): Promise<string[]> {
  return withClient(url, async (c) => (await c.query<{ item: string }>(SCHEMA_QUERY)).rows.map((r) => r.item));
}

async function recorded(url: string): Promise<{ hash: string; created_at: string }[]> {
  return withClient(
    url,
    async (c) => (await c.query("SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at")).rows,
  );
}

/** `count` bookable packages in every category, written without the per-row triggers (fast). */
async function seedPackages(url: string, count: number): Promise<void> {
  await withClient(url, async (c) => {
    await c.query("SET session_replication_role = replica");
    await c.query(
      `INSERT INTO packages (id, title, package_code, starting_location, destinations, original_price_adult, status, categories, booking_closing_date)
       SELECT 'seed-' || n, 'Trip ' || n, 'S' || n, 'Kochi', 'Munnar', 100000 + n, 'Active',
              ARRAY['camping', 'trekking', 'family-tours'], DATE '2030-01-01'
         FROM generate_series(1, $1) AS n`,
      [count],
    );
  });
}

describe("migrations", () => {
  it("0009 is run CONCURRENTLY IF NOT EXISTS on PostgreSQL, from the file as it landed", () => {
    const m = readMigrations(drizzleFolder).find((x) => x.tag === "0009_category_listing_indexes")!;
    expect(m.concurrent).toBe(true);
    expect(m.statements).toHaveLength(15);
    expect(m.statements.every((s) => s.startsWith('CREATE INDEX CONCURRENTLY IF NOT EXISTS "packages_active_category_'))).toBe(true);
    expect(m.hash).toBe(
      crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(drizzleFolder, `${m.tag}.sql`)))
        .digest("hex"),
    );
  });

  // Two databases opened and migrated: slow on a busy machine.
  it("PGlite: a fresh database ends with the schema drizzle's own migrator made", async () => {
    const ours = await openDatabase({ dataDir: "", inMemory: true });
    const theirs = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await drizzleMigratePglite(drizzlePglite(theirs), { migrationsFolder: drizzleFolder });
      const schema = async (query: (text: string) => Promise<{ rows: { item: string }[] }>) =>
        (await query(SCHEMA_QUERY)).rows.map((r) => r.item);
      const expected = await schema((text) => theirs.query<{ item: string }>(text));
      expect(expected.filter((i) => i.startsWith("index packages_active_category_"))).toHaveLength(15);
      expect(await schema(async (text) => ({ rows: await ours.rows<{ item: string }>(sql.raw(text)) }))).toEqual(expected);
    } finally {
      await ours.close();
      await theirs.close();
    }
  }, 300_000);

  it.runIf(adminUrl)(
    "PostgreSQL: an upgrade builds 0009's indexes while writes to packages go on, and ends with a fresh database's schema",
    async () => {
      const fresh = await withEmptyPostgres(adminUrl!, "mig_fresh", async (url) => {
        const db = await openDatabase({ databaseUrl: url, dataDir: "" });
        await db.close();
        return { schema: await schemaOf(url), recorded: await recorded(url) };
      });
      expect(fresh.recorded).toHaveLength(tags.length);
      expect(fresh.schema.filter((i) => i.startsWith("index packages_active_category_"))).toHaveLength(15);

      await withEmptyPostgres(adminUrl!, "mig_upgrade", async (url) => {
        // A database drizzle's own migrator took to 0008, with 20,000 bookable packages.
        await withClient(url, (c) => drizzleMigratePg(drizzlePg(c), { migrationsFolder: upTo("0008_package_translations") }));
        await seedPackages(url, 20_000);

        // A transaction that started before the upgrade (an old instance's read): a concurrent
        // build waits for it to end before the index is ready, which holds the build open here.
        const reader = new pg.Client({ connectionString: url });
        await reader.connect();
        await reader.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
        await reader.query("SELECT count(*) FROM packages");
        const upgrade = openDatabase({ databaseUrl: url, dataDir: "" });
        let upgradeError: unknown;
        upgrade.catch((e: unknown) => (upgradeError = e));
        try {
          await withClient(url, async (c) => {
            // The migrating connection, building one of 0009's indexes (a plain CREATE INDEX in a
            // transaction would never be seen here: it would not wait for the reader).
            let builder: { pid: number; query: string } | undefined;
            for (let tries = 0; !builder && tries < 600; tries++) {
              if (upgradeError) throw upgradeError;
              builder = (
                await c.query<{ pid: number; query: string }>(
                  `SELECT pid, query FROM pg_stat_activity
                    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'CREATE INDEX CONCURRENTLY IF NOT EXISTS "packages_active_category_%'`,
                )
              ).rows[0];
              if (!builder) await new Promise((r) => setTimeout(r, 100));
            }
            expect(builder, "no concurrent index build seen within 60 s").toBeDefined();
            // It holds only the lock that lets writes go on (not CREATE INDEX's SHARE lock).
            const locks = await c.query<{ mode: string }>(
              "SELECT mode FROM pg_locks WHERE pid = $1 AND relation = 'packages'::regclass ORDER BY mode",
              [builder!.pid],
            );
            expect(locks.rows.map((r) => r.mode)).toEqual(["ShareUpdateExclusiveLock"]);
            // A traveller-facing write during the build: done at once, not queued behind the index.
            await c.query("SET lock_timeout = '2s'");
            await c.query(
              `INSERT INTO packages (id, title, package_code, starting_location, destinations, original_price_adult, status, categories)
               VALUES ('written-during-build', 'During', 'D1', 'Kochi', 'Alleppey', 150000, 'Active', ARRAY['camping'])`,
            );
            await c.query("UPDATE packages SET title = 'Changed during build' WHERE id = 'seed-1'");
          });
        } finally {
          await reader.query("COMMIT");
          await reader.end();
        }
        const db = await upgrade;
        await db.close();

        expect(await schemaOf(url)).toEqual(fresh.schema);
        const rows = await recorded(url);
        expect(rows).toHaveLength(tags.length);
        // Each migration recorded as drizzle records it: its file's hash and its journal time.
        expect(rows.map((r) => r.hash)).toEqual(readMigrations(drizzleFolder).map((m) => m.hash));
        await withClient(url, async (c) => {
          const found = await c.query(
            "SELECT id, title FROM packages WHERE id IN ('written-during-build', 'seed-1') AND categories @> ARRAY['camping'] AND status = 'Active' ORDER BY id",
          );
          expect(found.rows).toEqual([
            { id: "seed-1", title: "Changed during build" },
            { id: "written-during-build", title: "During" },
          ]);
        });
      });
    },
    300_000,
  );

  it.runIf(adminUrl)(
    "PostgreSQL: a database drizzle's migrator took to the newest migration starts as it is; a build interrupted part-way is built again",
    async () => {
      await withEmptyPostgres(adminUrl!, "mig_existing", async (url) => {
        await withClient(url, (c) => drizzleMigratePg(drizzlePg(c), { migrationsFolder: drizzleFolder }));
        const before = { schema: await schemaOf(url), recorded: await recorded(url) };
        const db = await openDatabase({ databaseUrl: url, dataDir: "" });
        await db.close();
        expect(await recorded(url)).toEqual(before.recorded);
        expect(await schemaOf(url)).toEqual(before.schema);
      });

      await withEmptyPostgres(adminUrl!, "mig_interrupted", async (url) => {
        await withClient(url, async (c) => {
          await drizzleMigratePg(drizzlePg(c), { migrationsFolder: upTo("0008_package_translations") });
          // What a build stopped part-way leaves: the index, marked invalid (here on the wrong column).
          await c.query(`CREATE INDEX "${CATEGORY_INDEXES[4]}" ON packages (title)`);
          await c.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = '"${CATEGORY_INDEXES[4]}"'::regclass`);
        });
        const db = await openDatabase({ databaseUrl: url, dataDir: "" });
        await db.close();
        const index = (await schemaOf(url)).filter((i) => i.includes(CATEGORY_INDEXES[4]!));
        expect(index).toHaveLength(1);
        expect(index[0]).toContain(`ARRAY['camping'::text]`);
      });
    },
    300_000,
  );

  it.runIf(adminUrl)(
    "PostgreSQL: 0031 records the packages public before it as gone live; Drafts and dates already recorded stay",
    async () => {
      await withEmptyPostgres(adminUrl!, "mig_went_live", async (url) => {
        await withClient(url, async (c) => {
          await drizzleMigratePg(drizzlePg(c), { migrationsFolder: upTo("0030_text_changes_found_in_linear_time") });
          await c.query("SET session_replication_role = replica");
          await c.query(
            `INSERT INTO packages (id, title, package_code, starting_location, destinations, original_price_adult, status, updated_at)
             VALUES ('active', 'A', 'A1', 'Kochi', 'Munnar', 100000, 'Active', '2026-01-02T03:04:05Z'),
                    ('paused', 'P', 'P1', 'Kochi', 'Munnar', 100000, 'Paused', '2026-02-03T04:05:06Z'),
                    ('draft', 'D', 'D1', 'Kochi', 'Munnar', 100000, 'Draft', '2026-03-04T05:06:07Z'),
                    ('recorded', 'R', 'R1', 'Kochi', 'Munnar', 100000, 'Active', '2026-04-05T06:07:08Z')`,
          );
          await c.query(`INSERT INTO package_workflow (package_id, went_live_at) VALUES ('recorded', '2025-12-01T00:00:00Z')`);
        });
        const db = await openDatabase({ databaseUrl: url, dataDir: "" });
        await db.close();
        const rows = await withClient(
          url,
          async (c) =>
            (
              await c.query(
                `SELECT package_id, to_char(went_live_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS at FROM package_workflow ORDER BY 1`,
              )
            ).rows,
        );
        expect(rows).toEqual([
          { package_id: "active", at: "2026-01-02 03:04:05" },
          { package_id: "paused", at: "2026-02-03 04:05:06" },
          { package_id: "recorded", at: "2025-12-01 00:00:00" },
        ]);
      });
    },
    300_000,
  );

  it.runIf(adminUrl)(
    "PostgreSQL: three instances starting together on an empty database all start; one migrates",
    async () => {
      await withEmptyPostgres(adminUrl!, "mig_together", async (url) => {
        const started = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: "" })));
        await Promise.all(started.map((db) => db.close()));
        expect(await recorded(url)).toHaveLength(tags.length);
      });
    },
    300_000,
  );
});

/**
 * A start that waits for the migration lock, or applies migrations, says so in the log: a new
 * instance whose start waits behind another's long migration (an index built CONCURRENTLY waits
 * for every older transaction, a pg_dump's too) otherwise shows nothing at all until it listens.
 */
describe.runIf(adminUrl)("the migration lock and the migrations applied, in the log", () => {
  it("says it waits for the lock, then which migrations it applied", { timeout: 120_000 }, async () => {
    await withEmptyPostgres(adminUrl!, "t_migration_log", async (url) => {
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      const lines: { level: string; msg: string; [key: string]: unknown }[] = [];
      const log = (level: string) => (fields: object, msg: string) => void lines.push({ level, msg, ...fields });
      try {
        await holder.query("SELECT pg_advisory_lock(727274)");
        const opening = openDatabase({ databaseUrl: url, dataDir: "", poolSize: 1, logger: { info: log("info"), warn: log("warn") } });
        await expect
          .poll(() => lines.map((l) => l.msg), { timeout: 10_000 })
          .toEqual(["migrations: waiting for the migration lock (another process is applying migrations)"]);
        await holder.query("SELECT pg_advisory_unlock(727274)");
        const database = await opening;
        await database.close();
      } finally {
        await holder.end();
      }
      expect(lines.map((l) => [l.level, l.msg])).toEqual([
        ["info", "migrations: waiting for the migration lock (another process is applying migrations)"],
        ["info", "migrations: applied"],
      ]);
      expect(lines[1]!.migrations).toEqual(tags);
      // Opened again, nothing is pending and nothing is said.
      lines.length = 0;
      const again = await openDatabase({ databaseUrl: url, dataDir: "", poolSize: 1, logger: { info: log("info"), warn: log("warn") } });
      await again.close();
      expect(lines).toEqual([]);
    });
  });
});
