import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageFixture } from "../catalogue/package-fixture";
import { parseConfig } from "../config";
import { openDatabase } from "../db/client";
import { createLogger } from "../logger";
import { createServices } from "../services";
import { onSmallDisk, smallDiskUnavailable } from "../testing/small-disk";
import { writeBackup } from "./backup-file";

const unavailable = smallDiskUnavailable();

const envFor = (dataDir: string) => ({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "false" });
/** `npm run cli -- restore <file>` in a child process, as an operator runs it: its exit code and what it printed. */
function restore(file: string, dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, ["cli.js", "restore", file], { env: { ...process.env, ...envFor(dataDir) } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}
const sha256 = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/**
 * A restore whose own writing fills DATA_DIR's disk says that the disk is full (PGlite's bare
 * ErrnoError printed as [object Object], or nothing), empties DATA_DIR so it can be run again, and
 * leaves what the disk held before as it was: the backup itself restores whole elsewhere.
 */
describe.skipIf(unavailable !== null)(
  `a restore that fills DATA_DIR's disk${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  { timeout: 180_000 },
  () => {
    let work: string;
    let dump: Uint8Array;

    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), "kt-restore-full-"));
      const source = path.join(work, "source");
      const database = await openDatabase({ dataDir: source });
      try {
        const services = createServices(parseConfig(envFor(source)), database, createLogger("silent"));
        await services.catalogue.insertMany([{ ...packageFixture({ title: "Full Disk Backwaters" }), id: "pkg-full-disk" }]);
        dump = new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer());
      } finally {
        await database.close();
      }
    });

    afterAll(() => {
      if (work) fs.rmSync(work, { recursive: true, force: true });
    });

    /** A backup of the one-package database, with `uploads` (name and size) of random bytes. */
    async function backupWith(file: string, uploads: { name: string; bytes: number }[]) {
      await writeBackup(file, { createdAt: new Date().toISOString(), database: "pglite", storage: "local" }, [
        { name: "database/pglite.tar.gz", bytes: dump },
        ...uploads.map((u) => ({ name: `uploads/${u.name}`, bytes: new Uint8Array(crypto.randomBytes(u.bytes)) })),
      ]);
    }

    it.each([
      // The dump is about 5 MB gzipped and 40 MB unpacked: PGlite's writing fills the disk.
      { what: "the database", uploads: [] },
      // 12 MB of uploads, written before the database: Node's own writing fills the disk.
      { what: "the uploads", uploads: [{ name: "2026/12/large.jpg", bytes: 12 * 1024 * 1024 }] },
    ])("when $what fill(s) a 10 MB disk: says the disk is full, empties DATA_DIR, keeps the rest", async ({ uploads }) => {
      const backupFile = path.join(work, `kerala-${uploads.length}.backup`);
      await backupWith(backupFile, uploads);
      await onSmallDisk(10, async (disk) => {
        // What the disk held before the restore: a note, and the backup itself when it fits.
        const note = path.join(disk, "operator-note.txt");
        fs.writeFileSync(note, "Restore from the nightly backup.\n");
        const onDisk = uploads.length === 0 ? path.join(disk, "kerala.backup") : backupFile;
        if (onDisk !== backupFile) fs.copyFileSync(backupFile, onDisk);
        const before = sha256(onDisk);
        const dataDir = path.join(disk, "data");

        const outcome = await restore(onDisk, dataDir);

        expect(outcome.stderr).toBe(`The restore failed and was undone: the disk of DATA_DIR ${dataDir} is full.\n`);
        expect(outcome.stdout).toBe("");
        expect(outcome.code).toBe(1);
        expect(fs.readdirSync(dataDir)).toEqual([]);
        expect(fs.readFileSync(note, "utf8")).toBe("Restore from the nightly backup.\n");
        expect(sha256(onDisk)).toBe(before);

        // The same file, onto a disk with room: whole.
        const roomy = path.join(work, `roomy-${uploads.length}`);
        const again = await restore(onDisk, roomy);
        expect(again.stderr).toBe("");
        expect(again.code).toBe(0);
        expect(again.stdout).toMatch(
          new RegExp(`^Restored the database \\(1 packages\\) and ${uploads.length} uploaded files into ${roomy} in [0-9.]+ s\\.\\n$`),
        );
      });
    });
  },
);
