import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const DRIZZLE = path.resolve("drizzle");

/**
 * A copy of drizzle/ as it was when the first `count` migrations of its journal were all there
 * were (the files as they landed), in a new temporary folder: for upgrade tests and benches that
 * migrate a database part of the way first. The caller removes the folder.
 */
function firstMigrations(count: (tags: string[]) => number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(DRIZZLE, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const tags = journal.entries.map((e) => e.tag);
  const n = count(tags);
  if (n < 0) throw new Error(`no such migration in drizzle/: ${tags.join(", ")}`);
  journal.entries = journal.entries.slice(0, n);
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(DRIZZLE, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

/** drizzle/ as it was when `last` was the newest migration. */
export const migrationsUpTo = (last: string) => firstMigrations((tags) => (tags.includes(last) ? tags.indexOf(last) + 1 : -1));

/** drizzle/ as it was just before `next` landed. */
export const migrationsBefore = (next: string) => firstMigrations((tags) => tags.indexOf(next));
