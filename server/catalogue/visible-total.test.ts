import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emptyListingQuery } from "../../domain/listing-query";
import { parseConfig } from "../config";
import { useCatalogue } from "../testing/catalogue";
import { oneTestDatabase } from "../testing/databases";
import { deletePackage } from "../testing/package-writes";
import { packageFixture } from "./package-fixture";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const TODAY = "2026-11-22";

// The listing's "of N" is kept per catalogue version and day (ADR 053): it must still follow
// every write, from this service or straight to the database, and the calendar.
describe.each(oneTestDatabase())("the visible total on $name", ({ open }) => {
  const ctx = useCatalogue(open, config);
  const total = async (onDate = TODAY) => (await ctx.catalogue.search(emptyListingQuery(), onDate)).total;

  it("follows inserts, status changes, deletes, closing dates and provider suspension", async () => {
    await ctx.catalogue.insertMany([
      { ...packageFixture({ bookingClosingDate: "2026-11-30" }), id: "a" },
      { ...packageFixture({ bookingClosingDate: "2026-12-31" }), id: "b" },
      { ...packageFixture({ status: "Paused" }), id: "c" },
    ]);
    expect(await total()).toBe(2);
    expect(await total()).toBe(2);

    await ctx.catalogue.insertMany([{ ...packageFixture(), id: "d" }]);
    expect(await total()).toBe(3);

    await ctx.database.db.execute(sql`UPDATE packages SET status = 'Active' WHERE id = 'c'`);
    expect(await total()).toBe(4);

    await deletePackage(ctx.packages, "d");
    expect(await total()).toBe(3);

    // "a" closes on 30 November: listed that day, gone the next.
    expect(await total("2026-11-30")).toBe(3);
    expect(await total("2026-12-01")).toBe(2);
    expect(await total()).toBe(3);

    // Suspending a provider marks its packages (server/providers), which bumps the version.
    await ctx.database.db.execute(sql`UPDATE packages SET provider_suspended = true WHERE id = 'b'`);
    expect(await total()).toBe(2);
  });
});
