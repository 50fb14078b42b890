import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminDraft } from "../admin/testing/admin-test-app";
import { parseConfig } from "../config";
import type { Database } from "../db/client";
import { uploadedFiles } from "../db/schema";
import { createLogger } from "../logger";
import { createStorage } from "../storage/storage";
import { testDatabases } from "../testing/databases";
import { createPackageService, type PackageService } from "./package-service";

/**
 * A save is one transaction (ADR 018): when a step after the package row is written
 * fails, the row is not left behind. The failure here is a real one: a trigger in the database
 * refuses the step that claims the uploaded files, which runs after the insert or update.
 */
describe.each(testDatabases())("package service transactions on $name", ({ open }) => {
  let database: Database;
  let service: PackageService;
  let dataDir: string;
  const BANNER = "/uploads/images/1732170000000_banner.w1600.webp";

  beforeAll(async () => {
    database = await open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-package-service-"));
    const storage = createStorage(parseConfig({ DATA_DIR: dataDir }));
    service = createPackageService({ database, storage, logger: createLogger("silent") });
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.execute(sql`DROP TRIGGER IF EXISTS refuse_claim ON uploaded_files`);
    await database.db.execute(sql`DELETE FROM packages`);
    await database.db.execute(sql`DELETE FROM uploaded_files`);
    await database.db.insert(uploadedFiles).values({
      key: "images/1732170000000_banner.w1600.webp",
      url: BANNER,
      kind: "image",
      contentType: "image/webp",
      bytes: 5,
    });
  });

  async function refuseClaimingFiles() {
    await database.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_claim() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'claiming files refused by the test'; END $$`);
    await database.db.execute(sql`
      CREATE TRIGGER refuse_claim BEFORE UPDATE ON uploaded_files FOR EACH ROW EXECUTE FUNCTION refuse_claim()`);
  }

  const stored = () =>
    database.rows<{ title: string; updated_at: string; banner_image: string | null }>(
      sql`SELECT title, updated_at::text, banner_image FROM packages ORDER BY title`,
    );
  const claimedBy = async () =>
    (await database.rows<{ package_id: string | null }>(sql`SELECT package_id FROM uploaded_files`))[0]!.package_id;

  it("claims the uploaded banner when the save commits", async () => {
    const result = await service.savePackage(adminDraft({ title: "Backwater Escape", bannerImage: BANNER }));
    expect(result.ok).toBe(true);
    expect((await stored()).map((r) => r.title)).toEqual(["Backwater Escape"]);
    expect(await claimedBy()).toBe(result.ok ? result.item.id : "");
  });

  it("a create that fails after the insert leaves no package and no claimed file", async () => {
    await refuseClaimingFiles();
    await expect(service.savePackage(adminDraft({ title: "Backwater Escape", bannerImage: BANNER }))).rejects.toThrow(
      /update "uploaded_files"/,
    );
    expect(await stored()).toEqual([]);
    expect(await claimedBy()).toBeNull();
  });

  it("an update that fails after the row is written keeps the stored version as it was", async () => {
    const first = await service.savePackage(adminDraft({ title: "Backwater Escape" }));
    if (!first.ok) throw new Error(first.reason);
    const before = await stored();
    await refuseClaimingFiles();
    await expect(
      service.savePackage(adminDraft({ title: "Backwater Escape, renamed", bannerImage: BANNER }), {
        id: first.item.id,
        expectedUpdatedAt: first.item.updatedAt,
      }),
    ).rejects.toThrow(/update "uploaded_files"/);
    expect(await stored()).toEqual(before);
    expect(before[0]).toMatchObject({ title: "Backwater Escape", banner_image: "/assets/packages/default-banner.w1600.webp" });
    expect(await claimedBy()).toBeNull();
  });
});
