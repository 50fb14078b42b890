import fs from "node:fs";
import path from "node:path";
import { readMigrations, statementText } from "./migrations";

/**
 * Rolling upgrades (ADR 094): while instances restart one by one, the previous release runs on a
 * database the new release has migrated. A migration therefore only adds: it does not drop,
 * rename or retype a table or column the previous release reads, does not add a column the
 * previous release's inserts would leave null, and builds an index on a table that already has
 * rows CONCURRENTLY (drizzle/ migrations run at start; migrations.ts runs those outside a
 * transaction). What each migration breaks of these is listed here; `npm test` fails on a
 * migration that breaks one and is not listed in KNOWN_BREAKS with how to upgrade across it (the
 * README's "Metrics, logs and restarts" section says it too).
 */

/** Findings accepted, per migration, each with the README's advice. */
export const KNOWN_BREAKS: Record<string, string[]> = {
  // Written before concurrent builds: an upgrade from before them locks writes to packages while
  // these indexes build (README).
  "0004_listing_sorts_district": [
    "builds index packages_active_price_asc on packages in a transaction (writes to it wait)",
    "builds index packages_active_price_desc on packages in a transaction (writes to it wait)",
    "builds index packages_active_duration on packages in a transaction (writes to it wait)",
    "builds index packages_active_district on packages in a transaction (writes to it wait)",
  ],
  "0006_providers_and_reviews": [
    "builds index packages_provider on packages in a transaction (writes to it wait)",
    "builds index packages_active_rating on packages in a transaction (writes to it wait)",
    "builds index packages_active_filters on packages in a transaction (writes to it wait)",
    "builds index packages_active_price on packages in a transaction (writes to it wait)",
  ],
  // Upgrade across it with the old instances stopped first (README).
  "0011_drop_admin_sessions": ["drops table admin_sessions"],
};

const NAME = String.raw`(?:"public"\.)?("(?:[^"]|"")+"|\w+)`;
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name.toLowerCase());

/** Tables (with their columns when the schema snapshot knows them) before migration `index`. */
function tablesBefore(folder: string, index: number, sqlBefore: string[]): Set<string> {
  const tables = new Set<string>();
  for (const text of sqlBefore) {
    for (const m of text.matchAll(new RegExp(String.raw`CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${NAME}`, "gi")))
      tables.add(unquote(m[1]!));
    for (const m of text.matchAll(new RegExp(String.raw`DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${NAME}`, "gi"))) tables.delete(unquote(m[1]!));
  }
  const snapshot = path.join(folder, "meta", `${String(index - 1).padStart(4, "0")}_snapshot.json`);
  if (index > 0 && fs.existsSync(snapshot)) {
    const { tables: known } = JSON.parse(fs.readFileSync(snapshot, "utf8")) as { tables: Record<string, { name: string }> };
    for (const t of Object.values(known)) tables.add(t.name);
  }
  return tables;
}

/** What a statement does that the previous release, or writes during the upgrade, would suffer. */
function breaksOf(statement: string, existing: Set<string>): string[] {
  const found: string[] = [];
  const dropTable = new RegExp(String.raw`^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(.*)$`, "is").exec(statement);
  if (dropTable) {
    for (const m of dropTable[1]!.matchAll(new RegExp(NAME, "g"))) {
      const table = unquote(m[1]!);
      if (existing.has(table)) found.push(`drops table ${table}`);
    }
    return found;
  }
  const index = new RegExp(
    String.raw`^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?${NAME}\s+ON\s+(?:ONLY\s+)?${NAME}`,
    "i",
  ).exec(statement);
  if (index) {
    const table = unquote(index[3]!);
    if (!index[1] && existing.has(table)) found.push(`builds index ${unquote(index[2]!)} on ${table} in a transaction (writes to it wait)`);
    return found;
  }
  const alter = new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${NAME}\s+(.*)$`, "is").exec(statement);
  if (!alter) return found;
  const table = unquote(alter[1]!);
  if (!existing.has(table)) return found;
  const actions = alter[2]!;
  const column = (pattern: string) => [...actions.matchAll(new RegExp(pattern, "gi"))].map((m) => unquote(m[1]!));
  if (/^RENAME\s+TO\s/i.test(actions)) found.push(`renames table ${table}`);
  for (const c of column(String.raw`DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?(?!(?:CONSTRAINT|DEFAULT|NOT|IDENTITY|EXPRESSION)\b)${NAME}`))
    found.push(`drops column ${table}.${c}`);
  for (const c of column(String.raw`RENAME\s+(?:COLUMN\s+)?(?!TO\b|CONSTRAINT\b)${NAME}\s+TO\s`))
    found.push(`renames column ${table}.${c}`);
  for (const c of column(String.raw`ALTER\s+(?:COLUMN\s+)?${NAME}\s+(?:SET\s+DATA\s+)?TYPE\s`))
    found.push(`changes the type of ${table}.${c}`);
  for (const c of column(String.raw`ALTER\s+(?:COLUMN\s+)?${NAME}\s+SET\s+NOT\s+NULL`)) found.push(`makes ${table}.${c} NOT NULL`);
  for (const m of actions.matchAll(
    new RegExp(String.raw`ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(?!CONSTRAINT\b)${NAME}([^,]*)`, "gi"),
  )) {
    const definition = m[2]!;
    if (/\bNOT\s+NULL\b/i.test(definition) && !/\b(DEFAULT|GENERATED)\b/i.test(definition)) {
      found.push(`adds ${table}.${unquote(m[1]!)} NOT NULL without a default (the previous release's inserts fail)`);
    }
  }
  return found;
}

/** Every migration of `folder` with what it breaks of the rules above (empty: additive). */
export function migrationBreaks(folder: string): { tag: string; breaks: string[] }[] {
  const migrations = readMigrations(folder);
  const files = migrations.map((m) => fs.readFileSync(path.join(folder, `${m.tag}.sql`), "utf8"));
  return migrations.map((m, i) => {
    // The first migration makes the database; nothing ran before it.
    if (i === 0) return { tag: m.tag, breaks: [] };
    const existing = tablesBefore(folder, i, files.slice(0, i));
    return { tag: m.tag, breaks: m.statements.flatMap((s) => breaksOf(statementText(s), existing)) };
  });
}

/** The findings of `folder` not accepted in `known`: what `npm test` fails on. */
export function unacceptedBreaks(folder: string, known: Record<string, string[]> = KNOWN_BREAKS): string[] {
  return migrationBreaks(folder).flatMap(({ tag, breaks }) =>
    breaks.filter((b) => !(known[tag] ?? []).includes(b)).map((b) => `${tag} ${b}`),
  );
}
