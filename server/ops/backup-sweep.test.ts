import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageFixture } from "../catalogue/package-fixture";
import * as backup from "../cli/commands/backup";
import * as restore from "../cli/commands/restore";
import { parseConfig } from "../config";
import { sweepOrphanFiles } from "../storage/sweep";
import { inTemporaryFolder } from "../testing/temporary-folder";
import { oneTestDatabase } from "../testing/databases";
import { printed } from "../testing/console-output";
import { useServicesInDataDir } from "../testing/services";
import { storedImage } from "../testing/stored-image";
import { checkBackup, type BackupManifest, writeBackup } from "./backup-file";

/**
 * A site that runs during its backup (PostgreSQL): the hourly sweep may delete an unused upload's
 * files, then its record, after the backup listed the uploads folder and before it read the files.
 * Such a file is skipped and said, not a failure; a recorded file that goes the same way is lost,
 * named in the manifest, and `restore` says the backup lacks it. Real files, the real sweep.
 */
describe.each(oneTestDatabase())("a backup while files are deleted on $name", ({ open }) => {
  let databaseUrl: string | undefined;
  const ctx = useServicesInDataDir(
    async () => {
      const database = await open();
      databaseUrl = database.url;
      return database;
    },
    (dataDir) => parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  );

  it("skips a file the sweep deleted with its record, and records a recorded file that went as missing", { timeout: 120_000 }, async () => {
    const [packageId] = await ctx.services.catalogue.insertMany([packageFixture()]);
    const kept = (await storedImage(ctx.services, "1_kept", 600, packageId!)).keys;
    const orphan = (await storedImage(ctx.services, "2_orphan", 600, null)).keys;
    const file = path.join(ctx.dataDir, "site.backup");
    let swept: string[] = [];
    const made = await printed(() =>
      backup.run([file], ctx.services, {
        // Listed and recorded, gone when read: the sweep takes the orphan, and a kept file is lost.
        beforeReading: async () => {
          swept = (await sweepOrphanFiles(ctx.services)).deleted;
          fs.rmSync(path.join(ctx.services.config.storage.localDir, "images", "1_kept.w480.webp"));
        },
      }),
    );
    expect(swept).toEqual(["images/2_orphan.jpg"]);
    expect(made.stderr).toBe(
      "Skipped 3 upload files deleted while the backup ran, their records deleted too (the sweep removes uploads nothing uses): " +
        "images/2_orphan.jpg, images/2_orphan.w480.webp, images/2_orphan.w960.webp\n" +
        `This backup lacks 1 recorded upload whose file is missing from ${ctx.services.config.storage.localDir}: images/1_kept.w480.webp. ` +
        "The backup holds everything else; put the file back from an older backup (or replace the picture where it is used), then back up again.\n",
    );
    expect(made.result).toBe(1);
    expect(made.stdout).toMatch(/ and 2 uploaded files \([0-9.]+ MB\) to /);
    const { manifest } = await checkBackup(file);
    expect(manifest.missingUploads).toEqual(["images/1_kept.w480.webp"]);
    expect(manifest.entries.map((e) => e.name).filter((n) => n.startsWith("uploads/"))).toEqual([
      "uploads/images/1_kept.jpg",
      "uploads/images/1_kept.w960.webp",
    ]);
    expect(fs.readdirSync(path.join(ctx.services.config.storage.localDir, "images")).sort()).toEqual(
      kept.filter((k) => !k.endsWith(".w480.webp")).map((k) => path.basename(k)),
    );
    expect(orphan.map((k) => path.basename(k))).toEqual(["2_orphan.jpg", "2_orphan.w480.webp", "2_orphan.w960.webp"]);

    // A PostgreSQL site's backup holds the uploads only: restored next to the same database.
    const target = path.join(ctx.dataDir, "restored");
    const env = { DATA_DIR: target, LOG_LEVEL: "silent", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const restored = await printed(() => restore.runAlone([file], env));
    expect(restored.stderr).toBe(
      "This backup lacks 1 recorded upload whose file was missing when it was made: images/1_kept.w480.webp. " +
        "Everything else was restored; put the file back from an older backup (or replace the picture where it is used).\n",
    );
    expect(restored.result).toBe(0);
    expect(fs.readdirSync(path.join(target, "uploads", "images")).sort()).toEqual(["1_kept.jpg", "1_kept.w960.webp"]);
  });
});

describe("a file deleted while the backup is being written", () => {
  it("is left out of a backup written again, and settled as gone", async () => {
    await inTemporaryFolder("kt-backup-gone-", async (work) => {
      for (const n of ["a", "b", "c"]) fs.writeFileSync(path.join(work, n), `file ${n}`);
      const calls: string[][] = [];
      const header = { createdAt: "2026-12-01T00:00:00.000Z", database: "postgres", storage: "local" } as const;
      const manifest: BackupManifest = await writeBackup(
        path.join(work, "out.backup"),
        header,
        ["a", "b", "c"].map((n) => ({ name: `uploads/${n}`, file: path.join(work, n) })),
        {
          // Called once every file is hashed, before the file is written: the first time, `b` is
          // deleted then, so the write finds it gone after its size and hash went into the manifest.
          settle: async (gone) => {
            calls.push(gone);
            if (calls.length === 1) fs.rmSync(path.join(work, "b"));
            return { ...header, missingUploads: gone };
          },
        },
      );
      expect(calls).toEqual([[], ["uploads/b"]]);
      expect(manifest.entries.map((e) => e.name)).toEqual(["uploads/a", "uploads/c"]);
      const checked = await checkBackup(path.join(work, "out.backup"));
      expect(checked.manifest.missingUploads).toEqual(["uploads/b"]);
      expect((await checked.read(checked.manifest.entries[1]!)).toString()).toBe("file c");
      expect(fs.readdirSync(work).sort()).toEqual(["a", "c", "out.backup"]);
    });
  });

  it("fails the backup without `settle`, naming the file", async () => {
    await inTemporaryFolder("kt-backup-gone-", async (work) => {
      await expect(
        writeBackup(path.join(work, "out.backup"), { createdAt: "2026-12-01T00:00:00.000Z", database: "postgres", storage: "local" }, [
          { name: "uploads/x", file: path.join(work, "x") },
        ]),
      ).rejects.toThrow("uploads/x was deleted while it was backed up; run the backup again");
      expect(fs.readdirSync(work)).toEqual([]);
    });
  });
});
