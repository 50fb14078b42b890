import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPreparedReads } from "./pglite-statements";

describe("PGlite reads as prepared statements", () => {
  let client: PGlite;
  let reads: PGlite;
  let planOnce: (text: string) => void;
  const prepared = async () =>
    (await client.query<{ name: string; statement: string }>("SELECT name, statement FROM pg_prepared_statements ORDER BY name")).rows;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      CREATE TABLE things (id text PRIMARY KEY, n integer NOT NULL, on_date date, tags text[], data jsonb);
      INSERT INTO things VALUES
        ('plain', 1, '2026-12-01', '{a,b}', '{"k": "v"}'),
        ('it''s', 2, NULL, '{}', NULL),
        ('back\\slash', 3, NULL, NULL, '[1, 2]');`);
    ({ client: reads, planOnce } = withPreparedReads(client, 3));
  });
  afterAll(async () => {
    await client?.close();
  });

  it("answers a read exactly as PGlite's own query does, and prepares it once", async () => {
    const text = "SELECT id, n, on_date, tags, data FROM things WHERE n >= $1 ORDER BY n";
    for (const mode of ["object", "array"] as const) {
      const own = await client.query(text, [1], { rowMode: mode });
      const viaPrepared = await reads.query(text, [1], { rowMode: mode });
      expect(viaPrepared.rows).toEqual(own.rows);
      expect(viaPrepared.fields).toEqual(own.fields);
    }
    expect((await reads.query<{ id: string }>(text, [3])).rows).toEqual([
      { id: "back\\slash", n: 3, on_date: null, tags: null, data: [1, 2] },
    ]);
    expect(await prepared()).toEqual([{ name: "kt_read_1", statement: `PREPARE kt_read_1 AS ${text}` }]);
  });

  it("passes quotes, backslashes, booleans and nulls as values, never as SQL", async () => {
    const byId = "SELECT n FROM things WHERE id = $1";
    expect((await reads.query<{ n: number }>(byId, ["it's"])).rows).toEqual([{ n: 2 }]);
    expect((await reads.query<{ n: number }>(byId, ["back\\slash"])).rows).toEqual([{ n: 3 }]);
    expect((await reads.query(byId, ["x' OR '1'='1"])).rows).toEqual([]);
    expect((await reads.query(byId, ["x'); DROP TABLE things; --"])).rows).toEqual([]);
    expect((await reads.query<{ b: boolean; z: null }>("SELECT $1::boolean AS b, $2::text AS z", [true, null])).rows).toEqual([
      { b: true, z: null },
    ]);
    expect((await client.query<{ c: number }>("SELECT count(*)::int AS c FROM things")).rows).toEqual([{ c: 3 }]);
  });

  it("leaves writes, other parameter types and unpreparable texts to PGlite's query", async () => {
    const before = (await prepared()).length;
    await reads.query("UPDATE things SET n = n WHERE id = $1", ["plain"]);
    expect((await reads.query<{ id: string }>("SELECT id FROM things WHERE id = ANY($1) ORDER BY id", [["plain", "it's"]])).rows).toEqual([
      { id: "it's" },
      { id: "plain" },
    ]);
    expect((await reads.query<{ n: number }>("SELECT n FROM things WHERE id = 'plain'")).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toHaveLength(before);
  });

  it("plans a statement marked by planOnce once for all values, and every other read for its values", async () => {
    await client.exec("SET plan_cache_mode = force_custom_plan");
    const byKey = "SELECT n FROM things WHERE id = $1 AND n > $2";
    const other = "SELECT n FROM things WHERE id = $1 AND n < $2";
    planOnce(byKey);
    for (let i = 0; i < 8; i++) {
      expect((await reads.query<{ n: number }>(byKey, ["plain", 0])).rows).toEqual([{ n: 1 }]);
      expect((await reads.query<{ n: number }>(other, ["plain", 5])).rows).toEqual([{ n: 1 }]);
    }
    const plans = (
      await client.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        "SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE '%things WHERE id = $1 AND%'",
      )
    ).rows;
    // PostgreSQL's auto mode: five custom plans, then the generic one costs no more and is kept.
    expect(plans.find((p) => p.statement.endsWith(byKey))).toMatchObject({ custom_plans: 5, generic_plans: 3 });
    expect(plans.find((p) => p.statement.endsWith(other))).toMatchObject({ custom_plans: 8, generic_plans: 0 });
    // The session's mode is untouched, after an answer and after an error.
    expect((await client.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode")).rows).toEqual([
      { plan_cache_mode: "force_custom_plan" },
    ]);
    await expect(reads.query(byKey, ["plain", "not a number"])).rejects.toThrow(/invalid input syntax for type integer/);
    expect((await client.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode")).rows).toEqual([
      { plan_cache_mode: "force_custom_plan" },
    ]);
  });

  it("reports a read's error as the query would, and keeps at most `max` statements", async () => {
    await expect(reads.query("SELECT n FROM things WHERE n = $1", ["not a number"])).rejects.toThrow(
      /invalid input syntax for type integer/,
    );
    for (let i = 0; i < 5; i++) await reads.query(`SELECT n + ${i} AS m FROM things WHERE id = $1`, ["plain"]);
    await new Promise((r) => setTimeout(r, 50)); // DEALLOCATE of the evicted statements runs after
    expect((await prepared()).length).toBeLessThanOrEqual(3);
    expect((await reads.query<{ m: number }>("SELECT n + 4 AS m FROM things WHERE id = $1", ["plain"])).rows).toEqual([{ m: 5 }]);
  });
});
