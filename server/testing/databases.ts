import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, type Database } from "../db/client";

/**
 * The databases integration tests run against: in-memory PGlite always, and the PostgreSQL
 * server named by TEST_DATABASE_URL when set (CI sets it when 127.0.0.1:5432 answers).
 * Each PostgreSQL test database is created fresh and dropped afterwards, so test files
 * running in parallel never see each other's rows.
 */
export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<Database & { url?: string }>;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: openMemoryPglite }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({ name: "postgres", open: () => openFreshPostgres(adminUrl) });
  }
  return list;
}

/**
 * The one database a test file runs on when what it tests cannot behave differently on the two:
 * PostgreSQL when TEST_DATABASE_URL is set (production's database, where requests really run at
 * once), else PGlite. Both are the same PostgreSQL engine; what differs between them is tested on
 * both with `testDatabases()`: the adapter itself, transactions (one connection or a pool), an
 * outage, migrations, and the server's processes (ADR 133).
 */
export function oneTestDatabase(): TestDatabase[] {
  return testDatabases().slice(-1);
}

let template: Promise<Blob> | undefined;

/**
 * A new, migrated in-memory PGlite database: the same as `openDatabase({ dataDir: "", inMemory:
 * true })`, but copied from one migrated template per test process. An empty PGlite database (its
 * initdb) and the migrations cost about 2.6 CPU-seconds per open, a copy of the template about 0.5
 * (bench/README.md, test times); the integration tests open about sixty. server/db/migrations.test.ts
 * still migrates an empty one.
 */
export async function openMemoryPglite(): Promise<Database> {
  template ??= (async () => {
    const first = await openDatabase({ dataDir: "", inMemory: true });
    try {
      // Uncompressed: the copies are made in this process, and gunzip would cost each one time.
      return await first.dumpDataDir!("none");
    } finally {
      await first.close();
    }
  })();
  return openDatabase({ dataDir: "", inMemory: true, loadDataDir: await template });
}

/**
 * Registers the hooks of a describe block that works on the database alone: opens it, empties
 * `emptiedBeforeEach` (in that order) before each test, and closes it afterwards. The context's
 * `database` is set once beforeAll has run.
 */
export function useDatabase(open: TestDatabase["open"], emptiedBeforeEach: string[] = []): { database: Database } {
  const context = {} as { database: Database };
  beforeAll(async () => {
    context.database = await open();
  });
  afterAll(async () => {
    await context.database?.close();
  });
  if (emptiedBeforeEach.length > 0) beforeEach(() => emptyTables(context.database, emptiedBeforeEach));
  return context;
}

/** Deletes every row of each table, in the order given (so a table that points at another goes first). */
export async function emptyTables(database: Database, tables: string[]): Promise<void> {
  for (const table of tables) await database.rows(sql`DELETE FROM ${sql.identifier(table)}`);
}

export async function openFreshPostgres(adminUrl: string): Promise<Database & { url: string }> {
  const name = `t_${Date.now().toString(36)}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "", poolSize: 4 });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/**
 * Runs `fn` with the URL of a new, empty PostgreSQL database on the server of `adminUrl` (for a
 * server process the test starts, which migrates it), dropped afterwards.
 */
export async function withEmptyPostgres<T>(adminUrl: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
