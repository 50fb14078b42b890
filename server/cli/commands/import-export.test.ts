import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PACKAGE_MESSAGES } from "../../../domain/package-validation";
import { parseConfig } from "../../config";
import { oneTestDatabase } from "../../testing/databases";
import { useServices } from "../../testing/services";
import { exportDocuments } from "./export";
import { importDocuments, readDocuments, run } from "./import";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const FIXTURE = path.resolve("server/cli/fixtures/legacy-export.json");
const fixture = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, unknown>[];
const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

describe.each(oneTestDatabase())("import and export on $name", ({ open }) => {
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

  it("attaches each package to the provider record its name matches, creates one per new name, and reports the ambiguous", async () => {
    await ctx.database.db.execute(sql`DELETE FROM providers`);
    try {
      await ctx.database.db.execute(sql`INSERT INTO providers (id, slug, name, mesh_id) VALUES
        ('prov-gulf-a', 'gulf-wings-holidays', 'Gulf Wings Holidays', 'MESH-GCC-0301'),
        ('prov-gulf-b', 'gulf-wings-holidays-2', 'Gulf Wings Holidays', 'MESH-GCC-0999'),
        ('prov-kayal', 'kayal-trails', 'Kayal Trails', 'K-1')`);
      const doc = (id: string, providerName: string, meshId: string) => ({ ...fixture[0], id, providerName, meshId });
      const docs = [
        doc("imp-1", "KAYAL TRAILS PVT. LTD.", ""),
        doc("imp-2", "Kayal Trails", "K-1"),
        doc("imp-3", "Gulf Wings Holidays Pvt Ltd", "MESH-GCC-0301"),
        doc("imp-4", "Gulf Wings Holidays", "MESH-GCC-0999"),
        doc("imp-5", "Munnar Mist Stays", "M-7"),
        doc("imp-6", "MUNNAR MIST STAYS (P) LTD", "M-8"),
      ];
      const report = await importDocuments(ctx.services, docs);
      expect(report.created).toHaveLength(6);
      const gulfA = { id: "prov-gulf-a", slug: "gulf-wings-holidays", name: "Gulf Wings Holidays", meshId: "MESH-GCC-0301" };
      const gulfB = { id: "prov-gulf-b", slug: "gulf-wings-holidays-2", name: "Gulf Wings Holidays", meshId: "MESH-GCC-0999" };
      const [munnar] = await ctx.database.rows<{ id: string }>(sql`SELECT id FROM providers WHERE slug = 'munnar-mist-stays'`);
      expect(report.providers).toEqual({
        attached: 3,
        respelled: [
          {
            id: "imp-1",
            title: "Fort Kochi Heritage Trail",
            written: "KAYAL TRAILS PVT. LTD.",
            provider: { id: "prov-kayal", slug: "kayal-trails", name: "Kayal Trails", meshId: "K-1" },
          },
        ],
        created: [
          {
            provider: { id: munnar!.id, slug: "munnar-mist-stays", name: "Munnar Mist Stays", meshId: "M-7" },
            packageIds: ["imp-5", "imp-6"],
          },
        ],
        ambiguous: [
          {
            id: "imp-3",
            title: "Fort Kochi Heritage Trail",
            written: "Gulf Wings Holidays Pvt Ltd (MESH-GCC-0301)",
            candidates: [gulfA, gulfB],
          },
        ],
      });
      const attached = await ctx.database.rows<{ id: string; provider_id: string | null; provider_name: string; mesh_id: string }>(
        sql`SELECT id, provider_id, provider_name, mesh_id FROM packages ORDER BY id`,
      );
      expect(attached).toEqual([
        { id: "imp-1", provider_id: "prov-kayal", provider_name: "Kayal Trails", mesh_id: "K-1" },
        { id: "imp-2", provider_id: "prov-kayal", provider_name: "Kayal Trails", mesh_id: "K-1" },
        { id: "imp-3", provider_id: null, provider_name: "", mesh_id: "" },
        { id: "imp-4", provider_id: "prov-gulf-b", provider_name: "Gulf Wings Holidays", mesh_id: "MESH-GCC-0999" },
        { id: "imp-5", provider_id: munnar!.id, provider_name: "Munnar Mist Stays", mesh_id: "M-7" },
        { id: "imp-6", provider_id: munnar!.id, provider_name: "Munnar Mist Stays", mesh_id: "M-7" },
      ]);
      expect((await ctx.database.rows(sql`SELECT 1 FROM providers`)).length).toBe(4);

      // The command prints it, a line each.
      await ctx.database.db.execute(sql`DELETE FROM packages`);
      await ctx.database.db.execute(sql`DELETE FROM providers WHERE slug = 'munnar-mist-stays'`);
      const file = path.join(os.tmpdir(), `import-providers-${process.pid}.json`);
      fs.writeFileSync(file, JSON.stringify(docs));
      const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
      let printed: string[];
      try {
        expect(await run([file], ctx.services)).toBe(0);
        printed = log.mock.calls.map((call) => String(call[0]));
      } finally {
        log.mockRestore();
        fs.rmSync(file, { force: true });
      }
      expect(printed.filter((line) => /provider/i.test(line))).toEqual([
        'Provider "Gulf Wings Holidays Pvt Ltd (MESH-GCC-0301)" of package id "imp-3" ("Fort Kochi Heritage Trail") matches 2 records: "Gulf Wings Holidays" (gulf-wings-holidays, MESH MESH-GCC-0301), "Gulf Wings Holidays" (gulf-wings-holidays-2, MESH MESH-GCC-0999); imported without a provider: choose one in the editor, or merge the records and import again',
        'Attached package id "imp-1" to provider "Kayal Trails" (kayal-trails), written "KAYAL TRAILS PVT. LTD."',
        'Created provider "Munnar Mist Stays" (munnar-mist-stays) for 2 packages',
        "Providers: 3 attached to existing records (1 written otherwise), 1 created, 1 ambiguous.",
      ]);

      // Imported again, the package the admin attached to one of the candidates stays there.
      await ctx.database.db.execute(
        sql`UPDATE packages SET provider_name = 'Gulf Wings Holidays', mesh_id = 'MESH-GCC-0301' WHERE id = 'imp-3'`,
      );
      const again = await importDocuments(ctx.services, [doc("imp-3", "Gulf Wings Holidays Pvt Ltd", "")]);
      expect(again.providers).toMatchObject({ attached: 1, ambiguous: [], created: [] });
      const [kept] = await ctx.database.rows<{ provider_id: string }>(sql`SELECT provider_id FROM packages WHERE id = 'imp-3'`);
      expect(kept).toEqual({ provider_id: "prov-gulf-a" });
    } finally {
      await ctx.database.db.execute(sql`DELETE FROM packages`);
      await ctx.database.db.execute(sql`DELETE FROM providers`);
    }
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
