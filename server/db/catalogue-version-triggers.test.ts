import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useDatabase } from "../testing/databases";

/** Every table whose rows a public page or /api/v1 shows: a write to one moves the catalogue version. */
const WATCHED = ["exchange_rates", "package_departures", "package_places", "packages", "places", "providers", "reviews", "settings"];

/**
 * The catalogue version moves with each statement that writes a row of a public table, once per
 * statement, and not with a statement that writes none: a sweep that finds nothing to change, or a
 * save of a row that is gone, keeps every cached public answer. On both databases, since the
 * triggers read the rows a statement wrote (its transition table), which PGlite runs as its own build.
 */
describe.each(testDatabases())("the catalogue version on $name", ({ open }) => {
  const ctx = useDatabase(open, ["settings"]);
  const version = async () =>
    (await ctx.database.rows<{ version: string }>(sql`SELECT version::text AS version FROM catalogue_version WHERE id = 1`))[0]!.version;
  const write = (statement: ReturnType<typeof sql>) => ctx.database.rows(statement);

  it("stays when an UPDATE, a DELETE or an INSERT writes no row", async () => {
    const before = await version();
    await write(sql`UPDATE packages SET title = title WHERE id = 'no-such-package'`);
    await write(sql`UPDATE settings SET value = 'x' WHERE key = 'no-such-setting'`);
    await write(sql`DELETE FROM reviews WHERE id = 'no-such-review'`);
    await write(sql`INSERT INTO settings (key, value) SELECT 'never', 'x' WHERE false`);
    expect(await version()).toBe(before);
  });

  it("moves once for each statement that writes rows, however many", async () => {
    const start = BigInt(await version());
    await write(sql`INSERT INTO settings (key, value) VALUES ('a', '1'), ('b', '2')`);
    expect(BigInt(await version())).toBe(start + 1n);
    await write(sql`UPDATE settings SET value = 'changed' WHERE key = 'a'`);
    expect(BigInt(await version())).toBe(start + 2n);
    await write(sql`INSERT INTO settings (key, value) VALUES ('a', '3') ON CONFLICT (key) DO NOTHING`);
    expect(BigInt(await version())).toBe(start + 2n);
    await write(sql`DELETE FROM settings`);
    expect(BigInt(await version())).toBe(start + 3n);
    await write(sql`TRUNCATE settings`);
    expect(BigInt(await version())).toBe(start + 4n);
  });

  it("is watched on every public table for inserts, updates, deletes and truncations", async () => {
    const triggers = await ctx.database.rows<{ table: string; trigger: string }>(sql`
      SELECT c.relname AS "table", t.tgname AS "trigger"
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname LIKE '%catalogue_version%' AND NOT t.tgisinternal
      ORDER BY 1, 2`);
    expect(triggers).toEqual(
      WATCHED.flatMap((table) =>
        ["delete", "insert", "truncate", "update"].map((event) => ({ table, trigger: `${table}_bumps_catalogue_version_on_${event}` })),
      ),
    );
  });
});
