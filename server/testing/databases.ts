import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { findMigrationsFolder, openDatabase, type Database } from "../db/client";
import { readMigrations } from "../db/migrations";
import { madeOnce } from "./test-run";

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
 * `dataDir` (made if missing) holding a migrated PGlite database and nothing else, for a server
 * process whose test is not about a first start, the migrations or an empty DATA_DIR: a copy of one
 * made once per test run. A new data directory's initdb and migrations cost about 5 CPU-seconds, the
 * copy about 0.1 and its opening 0.3 (bench/README.md, the process tests' start). Returns `dataDir`.
 */
export async function migratedPgliteDataDir(dataDir: string): Promise<string> {
  const template = await madeOnce("pglite-migrated", async (folder) => {
    const database = await openDatabase({ dataDir: folder });
    await database.close();
  });
  fs.cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
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

/** A test database's name: the prefix, then the time and random letters, so runs side by side never meet. */
function newDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
}

/** Drops database `name` on the server of `adminUrl`, ending its sessions. */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function openFreshPostgres(adminUrl: string): Promise<Database & { url: string }> {
  const name = `t_${Date.now().toString(36)}_${crypto.randomBytes(4).toString("hex")}`;
  await copyPostgresTemplate(adminUrl, name);
  const url = databaseUrl(adminUrl, name);
  // Still migrates: a copy of a current template finds nothing to apply (one read of the table).
  const database = await openDatabase({ databaseUrl: url, dataDir: "", poolSize: 4 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** The prefix of the migrated templates the PostgreSQL test databases are copied from. */
const TEMPLATE_PREFIX = "t_template_";
/** The prefix of a template while it is made. */
const MAKING_PREFIX = "t_making_";
/** Held (in the admin database) while a template is looked for or made, so that test processes starting together make one. */
const TEMPLATE_LOCK = 727277;
let postgresTemplate: Promise<string> | undefined;

/**
 * Creates database `name` as a copy of a migrated template: about a fifth of what creating an
 * empty one and migrating it costs (bench/README.md, eighteenth session). The template is named by a
 * digest of the migrations, so a change to them makes a new one (and the older ones are
 * dropped); it is kept on the server between runs, and never connected to once made, as
 * PostgreSQL copies only a database nobody is connected to.
 */
async function copyPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // A failure is not kept: the next open tries again.
    postgresTemplate ??= migratedPostgresTemplate(adminUrl).catch((error: unknown) => {
      postgresTemplate = undefined;
      throw error;
    });
    const template = await postgresTemplate;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // Another checkout's run, on other migrations, dropped this template: make it again, once.
      if ((error as { code?: string }).code !== "3D000" || attempt > 1) throw error;
      postgresTemplate = undefined;
    } finally {
      await admin.end();
    }
  }
}

async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const digest = crypto.createHash("sha256");
  for (const migration of readMigrations(findMigrationsFolder())) digest.update(`${migration.tag} ${migration.hash}\n`);
  const template = `${TEMPLATE_PREFIX}${digest.digest("hex").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(${TEMPLATE_LOCK})`);
    // A maker holds the lock until its template is renamed or dropped: one found now was left by a
    // process killed while making it.
    const abandoned = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [
      MAKING_PREFIX,
    ]);
    for (const { datname } of abandoned.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (rowCount === 0) {
      // Made under another name and renamed when migrated, so no one copies a half-made template.
      const making = `${MAKING_PREFIX}${crypto.randomBytes(4).toString("hex")}`;
      await admin.query(`CREATE DATABASE ${making}`);
      try {
        const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, making), dataDir: "", poolSize: 1 });
        await database.close();
        await admin.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
        throw error;
      }
      const older = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2",
        [TEMPLATE_PREFIX, template],
      );
      for (const { datname } of older.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    return template;
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(${TEMPLATE_LOCK})`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Runs `fn` with the URL of a new PostgreSQL database on the server of `adminUrl`, a copy of the
 * migrated template (for a server process whose test is not about the migrations or a first
 * start on an empty database), dropped afterwards.
 */
export async function withMigratedPostgres<T>(adminUrl: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = newDatabaseName(prefix);
  await copyPostgresTemplate(adminUrl, name);
  try {
    return await fn(databaseUrl(adminUrl, name));
  } finally {
    await dropDatabase(adminUrl, name);
  }
}

/**
 * Runs `fn` with the URL of a new, empty PostgreSQL database on the server of `adminUrl` (for a
 * server process the test starts, which migrates it), dropped afterwards.
 */
export async function withEmptyPostgres<T>(adminUrl: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = newDatabaseName(prefix);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await fn(databaseUrl(adminUrl, name));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
