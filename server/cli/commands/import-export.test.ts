import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PACKAGE_MESSAGES } from "../../../domain/package-validation";
import { parseConfig } from "../../config";
import { testDatabases } from "../../testing/databases";
import { useServices } from "../../testing/services";
import { exportDocuments } from "./export";
import { importDocuments, readDocuments } from "./import";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const FIXTURE = path.resolve("server/cli/fixtures/legacy-export.json");
const fixture = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, unknown>[];
const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

describe.each(testDatabases())("import and export on $name", ({ open }) => {
  const ctx = useServices(open, config);
  beforeEach(async () => {
    await ctx.database.db.execute(sql`DELETE FROM packages`);
  });

  it("imports the valid documents with their ids and reports the rejected ones by position", async () => {
    const report = await importDocuments(ctx.services, fixture);
    expect(report.created).toHaveLength(9);
    expect(report.updated).toHaveLength(0);
    expect(report.rejected).toEqual([
      { position: 10, reason: `id "Bad1NoTitleXx0000001" (no title): ${PACKAGE_MESSAGES.titleRequired}` },
      { position: 11, reason: `id "Bad2ZeroPriceXx00002" ("Vagamon Free Ride"): ${PACKAGE_MESSAGES.adultPriceRequired}` },
      { position: 12, reason: `id "Bad3NoEndDateXx00003" ("Wayanad Camp Deal"): ${PACKAGE_MESSAGES.endDateRequired}` },
    ]);
    expect(await ctx.services.catalogue.count()).toBe(9);
    expect(await ctx.services.catalogue.getById("Zx9cV8bN7mA6sD5fG4hJ")).toMatchObject({
      currency: "USD",
      originalPriceAdult: 89_950,
      createdAt: "2025-08-30T08:00:00.000Z",
    });
  });

  it("import, export, import gives the same packages and the same documents", async () => {
    await importDocuments(ctx.services, fixture);
    const first = await ctx.services.catalogue.listAll();
    const exported = await exportDocuments(ctx.services);
    expect(exported).toHaveLength(9);

    const again = await importDocuments(ctx.services, JSON.parse(JSON.stringify(exported)));
    expect(again.rejected).toEqual([]);
    expect(again.updated).toHaveLength(9);
    expect(byId(await ctx.services.catalogue.listAll())).toEqual(byId(first));
    expect(await exportDocuments(ctx.services)).toEqual(exported);

    await ctx.database.db.execute(sql`DELETE FROM packages`);
    const fresh = await importDocuments(ctx.services, JSON.parse(JSON.stringify(exported)));
    expect(fresh.created).toHaveLength(9);
    expect(byId(await ctx.services.catalogue.listAll())).toEqual(byId(first));
  });

  it("updates a package whose id exists and refuses a repeated id within one file", async () => {
    await importDocuments(ctx.services, fixture.slice(0, 2));
    const changed = { ...fixture[0], title: "Fort Kochi Heritage Trail (2027)" };
    const report = await importDocuments(ctx.services, [changed, fixture[2], { ...fixture[2], title: "Duplicate" }]);
    expect(report.updated.map((p) => p.id)).toEqual([fixture[0]!.id]);
    expect(report.created.map((p) => p.id)).toEqual([fixture[2]!.id]);
    expect(report.rejected).toEqual([
      { position: 3, reason: `id "${String(fixture[2]!.id)}" ("Duplicate"): the same id appears earlier in the file (document 2).` },
    ]);
    expect((await ctx.services.catalogue.getById(String(fixture[0]!.id)))!.title).toBe("Fort Kochi Heritage Trail (2027)");
    expect((await ctx.services.catalogue.getById(String(fixture[2]!.id)))!.title).toBe("Munnar Weekend Last Seats");
    expect(await ctx.services.catalogue.count()).toBe(3);
  });
});

describe("readDocuments", () => {
  it("accepts an array and explains anything else in one line", async () => {
    expect(await readDocuments(FIXTURE)).toMatchObject({ ok: true });
    expect(await readDocuments("/no/such/export.json")).toEqual({ ok: false, message: "Cannot read /no/such/export.json: no such file." });
    expect(await readDocuments(path.resolve("package.json"))).toMatchObject({
      ok: false,
      message: expect.stringContaining("must hold a JSON array"),
    });
    expect(await readDocuments(path.resolve("README.md"))).toMatchObject({
      ok: false,
      message: expect.stringContaining("is not valid JSON"),
    });
  });
});
