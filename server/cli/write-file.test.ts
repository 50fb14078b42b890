import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkBackup, writeBackup } from "../ops/backup-file";
import { cannotWrite } from "../ops/file-problems";
import { printed } from "../testing/console-output";
import { recordDiskOrder } from "../testing/disk-order";
import { writeFileWhole } from "./write-file";

describe("a command's output file reaches the disk before it takes its name", () => {
  let work: string;
  let recorder: { events: string[]; stop: () => void };
  beforeEach(async () => {
    work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "kt-write-file-")));
    recorder = await recordDiskOrder(work);
  });
  afterEach(() => {
    recorder.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("export and the feed: the file is flushed, renamed, then its directory flushed", async () => {
    const file = path.join(work, "export.json");
    const temporary = path.join(work, `.export.json.${process.pid}.tmp`);
    expect(await writeFileWhole(file, '[{"id":"a"}]\n')).toBe(true);
    expect(recorder.events).toEqual([`sync ${temporary}`, `rename ${temporary} -> ${file}`, `sync ${work}`]);
    expect(fs.readFileSync(file, "utf8")).toBe('[{"id":"a"}]\n');
    expect(fs.readdirSync(work)).toEqual(["export.json"]);
  });

  it("backup: the same steps, with the file read back whole before it takes its name", async () => {
    const file = path.join(work, "kerala.backup");
    const temporary = path.join(work, `.kerala.backup.${process.pid}.tmp`);
    await writeBackup(file, { createdAt: "2026-12-01T00:00:00.000Z", database: "postgres", storage: "local" }, [
      { name: "uploads/a.webp", bytes: Buffer.from("a") },
    ]);
    expect(recorder.events).toEqual([`sync ${temporary}`, `rename ${temporary} -> ${file}`, `sync ${work}`]);
    expect((await checkBackup(file)).manifest.entries).toEqual([
      { name: "uploads/a.webp", bytes: 1, sha256: "ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb" },
    ]);
    expect(fs.readdirSync(work)).toEqual(["kerala.backup"]);
  });
});

describe("an output file that cannot be written when it is written", () => {
  it("is said with the path as typed, never the temporary file's name", async () => {
    const outcome = await printed(() => writeFileWhole("/no/such/dir/x.json", "[]\n"));
    expect(outcome).toEqual({
      result: false,
      stdout: "",
      stderr: "Cannot write /no/such/dir/x.json: its directory /no/such/dir does not exist.\n",
    });
  });

  it("in a directory whose file system makes no file (/proc) is said so, not as a directory that does not exist", async () => {
    const outcome = await printed(() => writeFileWhole("/proc/kt-export.json", "[]\n"));
    expect(outcome).toEqual({
      result: false,
      stdout: "",
      stderr: "Cannot write /proc/kt-export.json: the file system of /proc lets no file be made there.\n",
    });
  });

  it("a backup that does not read back whole is said of the path typed, and nothing is left", async () => {
    // `backup` takes only recorded uploads, whose keys `restore` writes; the read-back still refuses
    // any entry `restore` would, e.g. a name with a backslash (no path segment it writes).
    const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "kt-backup-read-back-")));
    try {
      const file = path.join(work, "kerala.backup");
      const failure = await writeBackup(file, { createdAt: "2026-12-01T00:00:00.000Z", database: "postgres", storage: "local" }, [
        { name: "uploads/images/a\\b.webp", bytes: Buffer.from("stray") },
      ]).then(
        () => null,
        (e: unknown) => e,
      );
      expect(cannotWrite(file, failure)).toBe(
        `Cannot write ${file}: read back before it took its name, it names a file outside the data directory (uploads/images/a\\b.webp).`,
      );
      expect(fs.readdirSync(work)).toEqual([]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
