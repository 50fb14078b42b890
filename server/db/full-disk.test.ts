import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiServerUntilExit } from "../testing/api-server-process";
import { onSmallDisk, smallDiskUnavailable } from "../testing/small-disk";
import { openDatabase } from "./client";

const unavailable = smallDiskUnavailable();

/** The files under `folder` this process holds open (Linux: /proc/self/fd). */
function openFilesUnder(folder: string): string[] {
  const open: string[] = [];
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith(`${folder}/`)) open.push(path.relative(folder, target));
    } catch {
      /* closed since it was listed (the listing's own descriptor) */
    }
  }
  return open;
}

/**
 * A start whose DATA_DIR's disk is full stops with one line saying so, not PGlite's bare
 * `ErrnoError { errno: 51 }` (printed as [object Object]) or PostgreSQL's error fields and a stack.
 * The disk fills at two moments: while PGlite makes its files (2 MB) and while the migrations
 * write the tables (40 MB: PGlite's files fit, the migrations do not).
 */
describe.skipIf(unavailable !== null)(
  `a start whose DATA_DIR is on a full disk${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  { timeout: 120_000 },
  () => {
    it.each([2, 40])("on a %i MB disk, exits 1 with one line saying the disk is full", async (megabytes) => {
      await onSmallDisk(megabytes, async (disk) => {
        const dataDir = path.join(disk, "data");
        const outcome = await apiServerUntilExit({ DATA_DIR: dataDir }, 90_000);
        expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
        expect(outcome.stderr).toBe(`Cannot use DATA_DIR ${dataDir}: the disk is full.\n`);
        expect(outcome.stdout).not.toContain("Admin sign-in");
      });
    });
  },
);

/**
 * Migrations that fail (here: the disk fills while they write) leave no PGlite open behind the
 * released lock: its files are closed before DATA_DIR's lock is given up, so no second opener
 * shares the folder with a database still running in this process.
 */
describe.skipIf(unavailable !== null)(
  `opening a database whose migrations fill the disk${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  { timeout: 120_000 },
  () => {
    it("closes PGlite's files before it releases DATA_DIR's lock", async () => {
      await onSmallDisk(40, async (disk) => {
        const dataDir = path.join(disk, "data");
        await expect(openDatabase({ dataDir })).rejects.toThrow(`Cannot use DATA_DIR ${dataDir}: the disk is full.`);
        expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(false);
        expect(openFilesUnder(disk)).toEqual([]);
      });
    });
  },
);
