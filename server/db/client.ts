import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { ConfigError, DEFAULT_DB_POOL_SIZE } from "../config";
import * as schema from "./schema";
import { DataDirError, lockDataDir, NoDatabaseError } from "./data-dir-lock";
import { applyMigrations, type MigrationConnection } from "./migrations";
import { withPreparedReads } from "./pglite-statements";
import { DatabaseConnectError, withTimeout } from "./unavailable";
import { timeQueries, watchPool } from "../metrics/metrics";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * A read the app prepares by name (drizzle's `.prepare(name)`), given back: planned as
   * PostgreSQL plans a named prepared statement, on both drivers (ADR 066). For reads whose best
   * plan does not depend on their values (a row by its key).
   */
  named<Q extends { getQuery(): { sql: string } }>(prepared: Q): Q;
  /** Raw SQL for the few queries Drizzle's builder cannot express; rows as plain objects on both drivers. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Throws when the database does not answer within `timeoutMs` (default 1.5 s). */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * PGlite only: its data directory as one tar, gzipped unless told otherwise, written after a
   * checkpoint (the backup command). PostgreSQL is backed up with its own tools (README, "Backups").
   */
  dumpDataDir?(compression?: "gzip" | "none"): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset means embedded PGlite under dataDir/pglite. */
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite on disk only: open the database DATA_DIR already holds, never make a new one (a command
   * that reads the data, run with a mistyped DATA_DIR, would otherwise read a new, empty one).
   */
  existing?: boolean;
  /**
   * PGlite in memory only: start from this data directory (what `dumpDataDir` made of a migrated
   * database) instead of an empty one. The tests copy one template instead of migrating each
   * database they open (server/testing/databases.ts).
   */
  loadDataDir?: Blob;
  /** PostgreSQL only: the pool's connections (DB_POOL_SIZE; DEFAULT_DB_POOL_SIZE unset). */
  poolSize?: number;
  /**
   * PostgreSQL only: bounds for serving requests (ADR 023), so a stopped or hung database turns
   * into a quick error instead of a hung request. Unset or `false` (bulk work: CLI, benchmarks,
   * tests that seed much) keeps only a 10 s connect bound; servers pass REQUEST_TIMEOUTS (boot).
   */
  timeouts?: DatabaseTimeouts | false;
  /**
   * PostgreSQL only: false skips the migrations, for a cluster worker whose primary applied them
   * before forking it (ADR 096). Default true.
   */
  migrate?: boolean;
  /**
   * Where opening says what it waits for and what it did: the migration lock held by another
   * process, the migrations applied. The server passes its logger; unset, nothing is said.
   */
  logger?: MigrationLog;
}

/** The two levels opening writes at (a pino logger has them). */
export interface MigrationLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

/** How often a start still waiting for the migration lock says so again. */
const LOCK_WAIT_NOTICE_MS = 30_000;

export interface DatabaseTimeouts {
  /** New connection, and waiting for a free one from the pool. */
  connectMs: number;
  /** Client side: no answer to a query within this. */
  queryMs: number;
  /** Server side: the statement is cancelled after this. */
  statementMs: number;
}

/** A page makes at most two rounds of queries; with these it answers (503) within 5 s when the database does not. */
export const REQUEST_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, queryMs: 3000, statementMs: 3000 };
const PING_TIMEOUT_MS = 1500;

/**
 * PGlite runs PostgreSQL inside the process's WebAssembly memory, which grows to its high-water
 * mark and never shrinks: the stock 128 MB of shared buffers, once filled by reading 100,000
 * packages under load, stayed in the server's RSS for good (513 MB peak, bench/README.md). The data files
 * are on disk and the OS caches them anyway; 32 MB of buffers hold the hot indexes.
 */
/**
 * shared_buffers and maintenance_work_mem: ADR 057. plan_cache_mode: reads run as prepared
 * statements (pglite-statements.ts, ADR 065) and are still planned for their values on every call,
 * as PGlite's unnamed statements were, so no query changes plan; reads by key marked with
 * `named` are planned once, as PostgreSQL plans them (ADR 066).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=32MB",
  "-c",
  "maintenance_work_mem=32MB",
  "-c",
  "plan_cache_mode=force_custom_plan",
];

/** drizzle/, found from this file (the source tree or a build) or else from the working directory. */
export function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve("drizzle");
  if (fs.existsSync(fromCwd)) return fromCwd;
  throw new ConfigError("Cannot find the drizzle/ migrations folder: copy it beside server.js (README, Running in production).");
}

const MIGRATION_LOCK = 727274;

/**
 * Waits for the migration lock by trying it again and again rather than queueing on it: a
 * statement waiting for a lock holds a snapshot, and an index built CONCURRENTLY waits for every
 * older snapshot to end, so a second instance queued on the lock and the first one's concurrent
 * build would wait for each other (PostgreSQL ends that as a deadlock).
 */
async function takeMigrationLock(client: pg.Client, logger?: MigrationLog): Promise<void> {
  const started = performance.now();
  let said: number | undefined;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${MIGRATION_LOCK}) AS locked`);
    if (rows[0]?.locked) return;
    // Said at once, then every 30 s as a warning: a start can wait here as long as another's migration takes.
    const now = performance.now();
    if (said === undefined || now - said >= LOCK_WAIT_NOTICE_MS) {
      const fields = { waitedMs: Math.round(now - started) };
      const msg = "migrations: waiting for the migration lock (another process is applying migrations)";
      if (said === undefined) logger?.info(fields, msg);
      else logger?.warn(fields, msg);
      said = now;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function saidApplied(applied: string[], logger?: MigrationLog): void {
  if (applied.length > 0) logger?.info({ migrations: applied }, "migrations: applied");
}

function postgresMigrationConnection(client: pg.Client): MigrationConnection {
  const exec = async (text: string) => {
    await client.query(text);
  };
  return {
    kind: "postgres",
    exec,
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    transaction: async (fn) => {
      await exec("BEGIN");
      try {
        await fn(exec);
        await exec("COMMIT");
      } catch (e) {
        await exec("ROLLBACK").catch(() => undefined);
        throw e;
      }
    },
  };
}

export function pgliteMigrationConnection(client: PGlite): MigrationConnection {
  return {
    kind: "pglite",
    exec: async (text) => {
      await client.exec(text);
    },
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    transaction: (fn) =>
      client.transaction(async (tx) => {
        await fn(async (text) => {
          await tx.exec(text);
        });
      }),
  };
}

/** The one place that decides PGlite or PostgreSQL. Applies migrations before returning. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const timeouts = options.timeouts ?? false;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_DB_POOL_SIZE,
      connectionTimeoutMillis: timeouts ? timeouts.connectMs : 10_000,
      keepAlive: true,
      ...(timeouts ? { query_timeout: timeouts.queryMs, statement_timeout: timeouts.statementMs } : {}),
    });
    pool.on("error", () => {
      /* idle client errors are reported by the next query */
    });
    timeQueries(pool, "postgres");
    const unwatchPool = watchPool(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several instances may start together: one migrates, the others wait. Migrations may take
    // long (an index on a big table), so they run on their own connection without query bounds.
    if (options.migrate !== false) {
      const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 10_000 });
      await client.connect().catch((error: unknown) => {
        // Marked as the first connection's failure: whatever the driver says, DATABASE_URL or the
        // server is at fault, not the code (server/ops/start-failure.ts says which in one line).
        throw new DatabaseConnectError(error);
      });
      let locked = false;
      try {
        await takeMigrationLock(client, options.logger);
        locked = true;
        saidApplied(await applyMigrations(postgresMigrationConnection(client), migrationsFolder), options.logger);
      } finally {
        if (locked) await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    }
    return {
      db,
      kind: "postgres",
      // node-postgres prepares it once per connection by its name; PostgreSQL plans it as ADR 066 says.
      named: (prepared) => prepared,
      rows: async <T extends Record<string, unknown>>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
      ping: async (timeoutMs = PING_TIMEOUT_MS) => {
        await withTimeout(pool.query("SELECT 1"), timeoutMs, "database ping");
      },
      close: () => {
        unwatchPool();
        return pool.end();
      },
    };
  }

  if (options.existing && !options.inMemory && !fs.existsSync(options.dataDir)) throw noDatabaseIn(options.dataDir);
  const release = options.inMemory ? () => undefined : lockDataDir(options.dataDir);
  try {
    if (!options.inMemory) {
      if (fs.existsSync(path.join(options.dataDir, RESTORE_UNFINISHED))) {
        throw new DataDirError(
          `DATA_DIR ${options.dataDir} holds a restore that stopped before it finished: empty the folder and run the restore again.`,
        );
      }
      if (options.existing && !fs.existsSync(pgliteFolder(options.dataDir))) throw noDatabaseIn(options.dataDir);
    }
    const client = options.inMemory
      ? await PGlite.create({ loadDataDir: options.loadDataDir, extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS })
      : await PGlite.create(pgliteFolder(options.dataDir), { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
    const reads = withPreparedReads(timeQueries(client, "pglite"));
    const db = drizzlePglite(reads.client, { schema }) as unknown as Db;
    try {
      saidApplied(await applyMigrations(pgliteMigrationConnection(client), migrationsFolder), options.logger);
    } catch (e) {
      // Closed before the lock is released below: the next opener of DATA_DIR must not share it
      // with a database still running in this process. Closing may fail too (the disk is full):
      // the migrations' error is the one said.
      await client.close().catch(() => undefined);
      throw e;
    }
    let closed = false;
    return {
      db,
      kind: "pglite",
      named: (prepared) => {
        reads.planOnce(prepared.getQuery().sql);
        return prepared;
      },
      rows: async <T extends Record<string, unknown>>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
      ping: async (timeoutMs = PING_TIMEOUT_MS) => {
        // In-process: it cannot hang on a network, but it can be busy with a long statement.
        await withTimeout(db.execute(sql`SELECT 1`), timeoutMs, "database ping");
      },
      dumpDataDir: async (compression = "gzip") => {
        await client.exec("CHECKPOINT");
        return client.dumpDataDir(compression);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw !options.inMemory && isDiskFull(e) ? new DiskFullError(options.dataDir) : e;
  }
}

/** DATA_DIR's disk filled while the database was opened (made, or migrated). */
export class DiskFullError extends DataDirError {
  constructor(readonly dataDir: string) {
    super(`Cannot use DATA_DIR ${dataDir}: the disk is full.`);
  }
}

/**
 * A full disk, as PGlite's WebAssembly file system throws it while it makes its files (an
 * ErrnoError with errno 51, ENOSPC in WASI's numbering, which prints as [object Object]), as
 * PostgreSQL (inside PGlite or a server) says it while it writes (SQLSTATE 53100, disk_full), or
 * as Node's own file calls throw it (ENOSPC); also wrapped, as Drizzle wraps a failed query's error.
 */
export function isDiskFull(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { name, errno, code } = e as { name?: unknown; errno?: unknown; code?: unknown };
    if ((name === "ErrnoError" && errno === 51) || code === "53100" || code === "ENOSPC") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Where PGlite keeps its files in DATA_DIR. */
const pgliteFolder = (dataDir: string) => path.join(dataDir, "pglite");

const noDatabaseIn = (dataDir: string) => new NoDatabaseError(dataDir);

/**
 * In DATA_DIR while a restore writes it, removed once the database is whole: a restore stopped
 * half-way (a signal, a power cut) leaves a folder no start or command opens as if it were a site.
 */
export const RESTORE_UNFINISHED = ".restore-unfinished";

/**
 * Writes a PGlite data directory (dataDir/pglite) from what `dumpDataDir` made, into a DATA_DIR
 * that has none. The next openDatabase applies any migration the backup's release did not have.
 */
export async function restorePgliteDataDir(dataDir: string, dump: Blob): Promise<void> {
  const target = pgliteFolder(dataDir);
  if (fs.existsSync(target)) throw new Error(`${target} already exists`);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(target, { loadDataDir: dump, extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
    await client.close();
  } finally {
    release();
  }
}
