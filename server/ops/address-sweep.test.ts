import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useDatabase } from "../testing/databases";
import { sweepExpiredAttempts } from "./address-sweep";

describe.each(testDatabases())("the hourly sweep of expired attempts on $name", ({ open }) => {
  const ctx = useDatabase(open, ["login_attempts", "review_attempts"]);
  const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

  it("forgets the attempts past their window, with their addresses, and keeps those that still count", async () => {
    const { database } = ctx;
    // Admin failures count for 15 minutes, a partner's for a day, a review submission for an hour.
    for (const [ip, role, minutes] of [
      ["203.0.113.1", "admin", 16],
      ["203.0.113.2", "admin", 14],
      ["203.0.113.3", "partner", 25 * 60],
      ["203.0.113.4", "partner", 23 * 60],
    ] as const) {
      await database.db.execute(
        sql`INSERT INTO login_attempts (email, ip, role, succeeded, at) VALUES ('a@example.com', ${ip}, ${role}, false, ${ago(minutes)})`,
      );
    }
    for (const [ip, minutes] of [
      ["198.51.100.1", 61],
      ["198.51.100.2", 59],
    ] as const) {
      await database.db.execute(sql`INSERT INTO review_attempts (ip, at) VALUES (${ip}, ${ago(minutes)})`);
    }

    expect(await sweepExpiredAttempts(database)).toEqual({ loginAttempts: 2, reviewAttempts: 1 });
    expect(await database.rows(sql`SELECT ip FROM login_attempts ORDER BY ip`)).toEqual([{ ip: "203.0.113.2" }, { ip: "203.0.113.4" }]);
    expect(await database.rows(sql`SELECT ip FROM review_attempts`)).toEqual([{ ip: "198.51.100.2" }]);
    // Nothing more to forget: a second sweep deletes nothing.
    expect(await sweepExpiredAttempts(database)).toEqual({ loginAttempts: 0, reviewAttempts: 0 });
  });
});
