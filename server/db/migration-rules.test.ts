import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { KNOWN_BREAKS, migrationBreaks, unacceptedBreaks } from "./migration-rules";
import { readMigrations } from "./migrations";

const drizzleFolder = path.resolve("drizzle");
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** drizzle/ with one more migration after the newest, as `npm run db:generate` would add it. */
function withMigration(tag: string, sql: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-migration-rules-"));
  folders.push(dir);
  fs.cpSync(drizzleFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(dir, `${tag}.sql`), sql);
  const snapshot = (idx: number) => path.join(dir, "meta", `${String(idx).padStart(4, "0")}_snapshot.json`);
  fs.copyFileSync(snapshot(last.idx), snapshot(last.idx + 1));
  return dir;
}

describe("migrations keep the previous release running (rolling upgrade)", () => {
  it("every migration in drizzle/ is additive, or its break is known and the README says how to upgrade across it", () => {
    expect(unacceptedBreaks(drizzleFolder)).toEqual([]);
    const found = Object.fromEntries(
      migrationBreaks(drizzleFolder)
        .filter((m) => m.breaks.length)
        .map((m) => [m.tag, m.breaks]),
    );
    // Known breaks are exactly what the migrations do (a listed one that went away is listed no more).
    expect(found).toEqual(KNOWN_BREAKS);
    // The README's rolling-restart advice names each of them.
    const readme = fs.readFileSync("README.md", "utf8");
    const restarts = readme.slice(readme.indexOf("### Metrics, logs and restarts"), readme.indexOf("### Backups"));
    for (const tag of Object.keys(KNOWN_BREAKS))
      expect(restarts.includes(`**${tag.slice(0, 4)}`), `README names migration ${tag.slice(0, 4)}`).toBe(true);
  });

  it("fails a new migration that drops or renames a column, or drops or renames a table, the previous release reads", () => {
    const folder = withMigration(
      "0012_fixture_breaks",
      [
        'ALTER TABLE "packages" DROP COLUMN "district";',
        'ALTER TABLE "providers" RENAME COLUMN "email" TO "contact_email";',
        'ALTER TABLE "reviews" ALTER COLUMN "overall" SET DATA TYPE numeric(3, 1);',
        'ALTER TABLE "settings" RENAME TO "site_settings";',
        'DROP TABLE "review_attempts";',
      ].join("--> statement-breakpoint\n"),
    );
    expect(unacceptedBreaks(folder)).toEqual([
      "0012_fixture_breaks drops column packages.district",
      "0012_fixture_breaks renames column providers.email",
      "0012_fixture_breaks changes the type of reviews.overall",
      "0012_fixture_breaks renames table settings",
      "0012_fixture_breaks drops table review_attempts",
    ]);
  });

  it("fails a column the previous release's inserts leave null, and an index built on a table with rows in a transaction", () => {
    const folder = withMigration(
      "0012_fixture_locks",
      [
        'ALTER TABLE "packages" ADD COLUMN "slug" text NOT NULL;',
        'ALTER TABLE "packages" ADD COLUMN "season" text DEFAULT \'\' NOT NULL;',
        'ALTER TABLE "reviews" ALTER COLUMN "title" SET NOT NULL;',
        'CREATE INDEX "packages_slug" ON "packages" USING btree ("slug");',
        'CREATE TABLE "wishlists" ("id" text PRIMARY KEY NOT NULL, "package_id" text NOT NULL);',
        'CREATE INDEX "wishlists_package" ON "wishlists" USING btree ("package_id");',
      ].join("--> statement-breakpoint\n"),
    );
    expect(unacceptedBreaks(folder)).toEqual([
      "0012_fixture_locks adds packages.slug NOT NULL without a default (the previous release's inserts fail)",
      "0012_fixture_locks makes reviews.title NOT NULL",
      "0012_fixture_locks builds index packages_slug on packages in a transaction (writes to it wait)",
    ]);
  });

  it("passes an additive migration: new nullable or defaulted columns, a new table, an index built concurrently", () => {
    const folder = withMigration(
      "0012_fixture_additive",
      [
        'ALTER TABLE "packages" ADD COLUMN "slug" text;',
        'CREATE TABLE "wishlists" ("id" text PRIMARY KEY NOT NULL);',
        'ALTER TABLE "reviews" ALTER COLUMN "title" DROP NOT NULL;',
      ].join("--> statement-breakpoint\n"),
    );
    expect(unacceptedBreaks(folder)).toEqual([]);
    const indexes = withMigration(
      "0012_fixture_index",
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS "packages_slug" ON "packages" USING btree ("title");',
    );
    expect(unacceptedBreaks(indexes)).toEqual([]);
    expect(readMigrations(indexes).at(-1)).toMatchObject({
      concurrent: true,
      statements: ['CREATE INDEX CONCURRENTLY IF NOT EXISTS "packages_slug" ON "packages" USING btree ("title");'],
    });
  });

  it("refuses a concurrent migration that holds anything but index statements that can run again", () => {
    const folder = withMigration(
      "0012_fixture_mixed",
      [
        'CREATE INDEX CONCURRENTLY "packages_slug" ON "packages" USING btree ("title");',
        'ALTER TABLE "packages" ADD COLUMN "slug" text;',
      ].join("--> statement-breakpoint\n"),
    );
    expect(() => readMigrations(folder)).toThrow(
      /^Migration 0012_fixture_mixed builds an index CONCURRENTLY, so it runs outside a transaction and may run again after an interruption: it may hold only CREATE INDEX CONCURRENTLY IF NOT EXISTS and DROP INDEX CONCURRENTLY IF EXISTS statements, not: CREATE INDEX CONCURRENTLY "packages_slug"/,
    );
  });
});
