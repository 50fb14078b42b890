import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Runs `fn` while the database refuses one kind of write to one table (a trigger that raises), then
 * takes the trigger away: how a test makes a real statement fail midway through a change, as a
 * lost connection or a lock timeout would, to see that the change's other writes did not stay.
 */
export async function whileRefusing(
  database: Database,
  operation: "INSERT" | "UPDATE" | "DELETE",
  table: string,
  fn: () => Promise<void>,
): Promise<void> {
  await database.db.execute(
    sql.raw(`CREATE FUNCTION refuse_for_test() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`),
  );
  await database.db.execute(
    sql.raw(`CREATE TRIGGER refuse_for_test BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_for_test()`),
  );
  try {
    await fn();
  } finally {
    await database.db.execute(sql.raw(`DROP TRIGGER refuse_for_test ON ${table}`));
    await database.db.execute(sql.raw(`DROP FUNCTION refuse_for_test()`));
  }
}
