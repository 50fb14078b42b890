import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { packageFixture } from "../catalogue/package-fixture";
import { providers } from "../db/schema";
import { parseConfig } from "../config";
import { oneTestDatabase } from "../testing/databases";
import { useServicesInDataDir } from "../testing/services";
import { storedImage } from "../testing/stored-image";
import { run as filesSweep } from "../cli/commands/files-sweep";
import { sweepOrphanFiles } from "./sweep";

describe.each(oneTestDatabase())("sweeping orphan uploads on $name", ({ open }) => {
  const ctx = useServicesInDataDir(open, (dataDir) => parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
  beforeEach(async () => {
    await ctx.database.db.execute(sql`DELETE FROM uploaded_files`);
    await ctx.database.db.execute(sql`DELETE FROM packages`);
    await ctx.database.db.execute(sql`DELETE FROM providers`);
  });

  /** Stores an image with two renditions and records it, created `minutesAgo` ago. */

  const present = async (keys: string[]) => Promise.all(keys.map(async (k) => (await ctx.services.storage.get!(k)) !== null));

  it("deletes unattached uploads past the grace period with their renditions, and keeps recent ones", async () => {
    const old = await storedImage(ctx.services, "1_banner", 90);
    const recent = await storedImage(ctx.services, "2_banner", 10);
    const result = await sweepOrphanFiles(ctx.services, { olderThanMinutes: 60 });
    expect(result).toEqual({ deleted: [old.key], failed: [] });
    expect(await present(old.keys)).toEqual([false, false, false]);
    expect(await present(recent.keys)).toEqual([true, true, true]);
    const left = await ctx.database.rows<{ key: string }>(sql`SELECT key FROM uploaded_files`);
    expect(left.map((r) => r.key)).toEqual([recent.key]);
  });

  it("deletes files whose package no longer exists, and keeps those of living packages", async () => {
    const [pkgId] = await ctx.services.catalogue.insertMany([packageFixture()]);
    const kept = await storedImage(ctx.services, "3_banner", 600, pkgId);
    const gone = await storedImage(ctx.services, "4_banner", 1, "deleted-package-id");
    const result = await sweepOrphanFiles(ctx.services);
    expect(result.deleted).toEqual([gone.key]);
    expect(await present(kept.keys)).toEqual([true, true, true]);
    expect(await present(gone.keys)).toEqual([false, false, false]);
  });

  it("attaches instead of deleting an unattached file that a package does refer to", async () => {
    const file = await storedImage(ctx.services, "5_banner", 600);
    // Written by the bulk insert, which claims no file: as if a save had stopped before attaching it.
    const [pkgId] = await ctx.services.catalogue.insertMany([packageFixture({ bannerImage: file.url })]);
    const result = await sweepOrphanFiles(ctx.services);
    expect(result.deleted).toEqual([]);
    expect(await present(file.keys)).toEqual([true, true, true]);
    const [row] = await ctx.database.rows<{ package_id: string }>(sql`SELECT package_id FROM uploaded_files WHERE key = ${file.key}`);
    expect(row!.package_id).toBe(pkgId);
  });

  it("keeps an unattached file that a provider's logo refers to", async () => {
    const file = await storedImage(ctx.services, "7_logo", 600);
    await ctx.database.db.insert(providers).values({ id: "logo-provider", slug: "logo-provider", name: "Logo Provider", logo: file.url });
    const result = await sweepOrphanFiles(ctx.services);
    expect(result.deleted).toEqual([]);
    expect(await present(file.keys)).toEqual([true, true, true]);
  });

  it("runs as `files:sweep` with a grace period option", async () => {
    const file = await storedImage(ctx.services, "6_banner", 30);
    const lines: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(" "));
    try {
      expect(await filesSweep(["--older-than-minutes=60"], ctx.services)).toBe(0);
      expect(await present(file.keys)).toEqual([true, true, true]);
      expect(await filesSweep(["--older-than-minutes=15"], ctx.services)).toBe(0);
    } finally {
      console.log = log;
    }
    expect(await present(file.keys)).toEqual([false, false, false]);
    expect(lines).toContain("Deleted 1 unused uploaded file.");
  });
});
