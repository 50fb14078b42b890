import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useDatabase } from "../testing/databases";
import { openDatabase } from "./client";
import { DataDirLockedError } from "./data-dir-lock";

describe.each(testDatabases())("database on $name", ({ open }) => {
  const ctx = useDatabase(open);

  it("applies the migrations: every table exists and pg_trgm is installed", async () => {
    const tables = await ctx.database.rows<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const names = tables.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(["sessions", "login_attempts", "packages", "settings", "uploaded_files"]));
    const ext = await ctx.database.rows(sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
  });

  it("computes effective_adult_price from the offer", async () => {
    await ctx.database.db.execute(sql`
      INSERT INTO packages (id, title, package_code, starting_location, destinations, original_price_adult, has_offer, offer_price_adult)
      VALUES ('p1', 'A', 'C1', 'Kochi', 'Munnar', 1000000, true, 800000), ('p2', 'B', 'C2', 'Kochi', 'Wayanad', 500000, false, 100000)`);
    const rows = await ctx.database.rows<{ id: string; effective_adult_price: string | number }>(
      sql`SELECT id, effective_adult_price FROM packages ORDER BY id`,
    );
    expect(rows.map((r) => [r.id, Number(r.effective_adult_price)])).toEqual([
      ["p1", 800000],
      ["p2", 500000],
    ]);
  });

  it("answers ping", async () => {
    await expect(ctx.database.ping()).resolves.toBeUndefined();
  });
});

describe("PGlite data directory", () => {
  it("refuses a second opener with a clear message, and reopens after close", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-lock-"));
    const first = await openDatabase({ dataDir: dir });
    // Another live process holds the lock: simulate with our parent's pid.
    await first.close();
    fs.writeFileSync(path.join(dir, ".lock"), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by another process/);
    // A lock left by a dead process is taken over.
    fs.writeFileSync(path.join(dir, ".lock"), "999999999");
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    expect(fs.existsSync(path.join(dir, ".lock"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
