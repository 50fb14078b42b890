import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * drizzle/'s migrations, applied as drizzle-orm's migrator applies them (journal order, each
 * recorded in its table `drizzle.__drizzle_migrations` by the SHA-256 of its file and its journal
 * time, a migration pending while its time is after the last recorded one), with one difference
 * (ADR 094): a migration that builds indexes CONCURRENTLY runs on PostgreSQL outside a
 * transaction, one statement at a time, so the index builds and writes to the table go on during
 * it. The others run in one transaction per run of consecutive ones, as drizzle runs them all.
 * Databases migrated by drizzle's own migrator carry on from where it stopped, and the other way
 * round.
 */

export const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

/**
 * Migrations that landed before concurrent builds did and hold only `CREATE INDEX` statements on
 * tables an earlier migration made. Their files stay as they landed (a landed migration is never
 * edited; databases hold their hashes); the migrator runs each of their statements as
 * `CREATE INDEX CONCURRENTLY IF NOT EXISTS`, which makes the same index.
 */
export const INDEX_MIGRATIONS_BUILT_CONCURRENTLY = [
  "0001_active_filters_index",
  "0002_active_price_index",
  "0009_category_listing_indexes",
  "0019_package_place_path_index",
  "0023_insight_report_indexes",
];

/**
 * What a migration that runs outside a transaction may hold: statements that can run again after
 * an interruption (a stopped start runs the whole migration again) and that leave writes going.
 */
const CONCURRENT_INDEX_STATEMENT =
  /^(CREATE\s+(UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS|DROP\s+INDEX\s+CONCURRENTLY\s+IF\s+EXISTS)\s/i;

export interface Migration {
  /** The file's name without `.sql`, as the journal names it. */
  tag: string;
  /** The journal's time: what the migrations table records and compares. */
  when: number;
  /** SHA-256 of the file, as drizzle-orm records it. */
  hash: string;
  /** Statements to run (the file split at `--> statement-breakpoint`, empty parts left out). */
  statements: string[];
  /** Builds indexes CONCURRENTLY: runs outside a transaction on PostgreSQL. */
  concurrent: boolean;
}

/** A statement without its comment lines and surrounding blanks. */
export function statementText(statement: string): string {
  return statement
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n")
    .trim();
}

/** Reads the journal and the migrations it lists; throws on a concurrent migration that holds other statements. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => {
    const file = fs.readFileSync(path.join(folder, `${tag}.sql`), "utf8");
    const hash = crypto.createHash("sha256").update(file).digest("hex");
    let statements = file.split("--> statement-breakpoint").filter((s) => statementText(s) !== "");
    if (INDEX_MIGRATIONS_BUILT_CONCURRENTLY.includes(tag)) {
      statements = statements.map((s) => {
        const text = statementText(s);
        if (!/^CREATE INDEX "/.test(text))
          throw new Error(`Migration ${tag}: expected only CREATE INDEX statements, found: ${text.slice(0, 80)}`);
        return text.replace(/^CREATE INDEX /, "CREATE INDEX CONCURRENTLY IF NOT EXISTS ");
      });
    }
    const concurrent = statements.some((s) => /\bCONCURRENTLY\b/i.test(statementText(s)));
    if (concurrent) {
      const other = statements.map(statementText).find((s) => !CONCURRENT_INDEX_STATEMENT.test(s));
      if (other !== undefined) {
        throw new Error(
          `Migration ${tag} builds an index CONCURRENTLY, so it runs outside a transaction and may run again after an interruption: ` +
            `it may hold only CREATE INDEX CONCURRENTLY IF NOT EXISTS and DROP INDEX CONCURRENTLY IF EXISTS statements, not: ${other.slice(0, 80)}`,
        );
      }
      statements = statements.map(statementText);
    }
    return { tag, when, hash, statements, concurrent };
  });
}

/** One connection to the database being migrated. */
export interface MigrationConnection {
  kind: "pglite" | "postgres";
  /** Runs SQL without parameters (the simple protocol: several statements may be in it). */
  exec(sql: string): Promise<void>;
  /** Runs one statement with parameters and gives its rows. */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction on this connection. */
  transaction(fn: (exec: (sql: string) => Promise<void>) => Promise<void>): Promise<void>;
}

/** Applies the pending migrations of `folder`; returns the tags applied. */
export async function applyMigrations(connection: MigrationConnection, folder: string): Promise<string[]> {
  const migrations = readMigrations(folder);
  await connection.exec("CREATE SCHEMA IF NOT EXISTS drizzle");
  await connection.exec(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const [last] = await connection.rows<{ created_at: string | number }>(
    `SELECT created_at FROM ${MIGRATIONS_TABLE} ORDER BY created_at DESC LIMIT 1`,
  );
  const pending = migrations.filter((m) => last === undefined || Number(last.created_at) < m.when);
  const record = (m: Migration) => `INSERT INTO ${MIGRATIONS_TABLE} ("hash", "created_at") VALUES ('${m.hash}', ${m.when})`;

  let batch: Migration[] = [];
  const runBatch = async () => {
    if (batch.length === 0) return;
    const run = batch;
    batch = [];
    await connection.transaction(async (exec) => {
      for (const m of run) {
        for (const statement of m.statements) {
          await exec(PLAN_AFRESH);
          // PGlite has one connection and no one to wait for: the same index, built plainly.
          await exec(m.concurrent ? withoutConcurrently(statement) : statement);
        }
        await exec(record(m));
      }
    });
  };
  for (const m of pending) {
    if (!m.concurrent || connection.kind === "pglite") {
      batch.push(m);
      continue;
    }
    await runBatch();
    for (const statement of m.statements) await runConcurrently(connection, statement);
    await connection.exec(record(m));
  }
  await runBatch();
  return pending.map((m) => m.tag);
}

/**
 * Run before each statement of an upgrade: a trigger's queries keep the plan they were first given
 * on this connection, made for the rows that statement changed, and an upgrade runs many on one
 * connection. A plan made for one package then served a later statement's 20,000 (migration 0028
 * re-derives every package's places through a trigger that, before 0030, joined its old and new
 * rows: a nested loop, 400 million comparisons). Planned afresh, each statement's plan fits its rows.
 */
const PLAN_AFRESH = "DISCARD PLANS";

function withoutConcurrently(statement: string): string {
  return statement.replace(/\s+CONCURRENTLY\b/i, "");
}

/**
 * A concurrent build stopped part-way (the process killed, the connection lost) leaves its index
 * behind marked invalid, which IF NOT EXISTS would then keep: such an index is dropped and built
 * again.
 */
async function runConcurrently(connection: MigrationConnection, statement: string): Promise<void> {
  const created = /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+("(?:[^"]|"")+"|\w+)/i.exec(statement);
  if (created) {
    const name = created[1]!;
    const [index] = await connection.rows<{ valid: boolean }>(
      "SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass($1)",
      [name],
    );
    if (index && !index.valid) await connection.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  }
  await connection.exec(statement);
}
