import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { parseConfig } from "../../config";
import { DiskFullError, isDiskFull, openDatabase, RESTORE_UNFINISHED, restorePgliteDataDir } from "../../db/client";
import { DataDirError, makeFolders, onDataDir } from "../../db/data-dir-lock";
import { sql } from "drizzle-orm";
import { BadBackupError, checkBackup } from "../../ops/backup-file";
import { nothingRestored, restoredWithoutUploads } from "../../ops/file-problems";

const USAGE = "Usage: npm run cli -- restore <file>   (into an empty DATA_DIR)";

/**
 * `npm run cli -- restore <file>`: into an empty DATA_DIR, after the whole file is checked (ADR 090).
 * A backup that lacks recorded uploads (its manifest names them) is restored without them, and says so.
 * Runs without opening the database first: the restore writes it.
 */
export async function runAlone(args: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error(USAGE);
    return 1;
  }
  const started = performance.now();
  const config = parseConfig(env);
  let backup;
  try {
    backup = await checkBackup(args[0]!);
  } catch (e) {
    if (!(e instanceof BadBackupError)) throw e;
    console.error(nothingRestored(e.message));
    return 1;
  }
  const { manifest } = backup;
  const dump = manifest.entries.find((e) => e.name === "database/pglite.tar.gz");
  if (dump && config.databaseUrl) {
    console.error(nothingRestored("This backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR."));
    return 1;
  }
  // A PostgreSQL site's backup holds its uploads only. Restored into DATA_DIR alone, it would leave
  // a new, empty embedded database there, which the next start fills with the demo catalogue: a
  // restore that looks done and is not the site.
  if (!dump && !config.databaseUrl) {
    console.error(
      nothingRestored(
        "This backup holds no database, only uploaded files (its site's database is PostgreSQL): restore that database with pg_restore (README, Backups), then run this restore with DATABASE_URL naming it.",
      ),
    );
    return 1;
  }
  const uploads = manifest.entries.filter((e) => e.name.startsWith("uploads/"));
  // The files would land in DATA_DIR/uploads, which a site that keeps its uploads in S3 never reads.
  if (uploads.length > 0 && config.storage.driver === "s3") {
    console.error(
      nothingRestored(
        `This backup holds ${uploads.length} uploaded files, and STORAGE=s3 keeps uploads in a bucket: restore with STORAGE=local, then copy DATA_DIR/uploads to the bucket with your S3 tool.`,
      ),
    );
    return 1;
  }
  const dataDir = config.dataDir;
  let present: string[];
  try {
    present = dataDirEntries(dataDir);
  } catch (e) {
    if (!(e instanceof DataDirError)) throw e;
    console.error(nothingRestored(e.message));
    return 1;
  }
  if (present.includes(RESTORE_UNFINISHED)) {
    console.error(
      nothingRestored(`DATA_DIR ${dataDir} holds a restore that stopped before it finished: empty the folder and run the restore again.`),
    );
    return 1;
  }
  if (present.length > 0) {
    console.error(
      nothingRestored(
        `DATA_DIR ${dataDir} is not empty (${present.slice(0, 3).join(", ")}${present.length > 3 ? ", ..." : ""}): restore into an empty folder.`,
      ),
    );
    return 1;
  }
  try {
    onDataDir(dataDir, () => makeFolders(dataDir));
  } catch (e) {
    if (!(e instanceof DataDirError)) throw e;
    console.error(nothingRestored(e.message));
    return 1;
  }
  try {
    // Until the database is whole: a restore stopped by a signal never runs the undo below.
    await fsp.writeFile(path.join(dataDir, RESTORE_UNFINISHED), "");
    for (const entry of uploads) {
      const target = path.join(config.storage.localDir, ...entry.name.slice("uploads/".length).split("/"));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, await backup.read(entry));
    }
    if (dump) await restorePgliteDataDir(dataDir, new Blob([new Uint8Array(await backup.read(dump))], { type: "application/x-gzip" }));
    await fsp.rm(path.join(dataDir, RESTORE_UNFINISHED));
    // Opening applies the migrations of this release that the backup's release did not have.
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
    try {
      const [{ packages } = { packages: 0 }] = await database.rows<{ packages: number }>(
        sql`SELECT count(*)::int AS packages FROM packages`,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Restored ${dump ? `the database (${packages} packages)` : "no database"} and ${uploads.length} uploaded files into ${dataDir} in ${seconds} s.`,
      );
    } finally {
      await database.close();
    }
  } catch (e) {
    // DATA_DIR was empty: what this restore wrote is removed, so it can be run again.
    for (const name of await fsp.readdir(dataDir).catch(() => [])) await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
    // PGlite's full disk is an error without a message of its own (it printed as [object Object]).
    const why =
      isDiskFull(e) || e instanceof DiskFullError ? `the disk of DATA_DIR ${dataDir} is full.` : e instanceof Error ? e.message : String(e);
    console.error(`The restore failed and was undone: ${why}`);
    return 1;
  }
  if (manifest.database === "postgres")
    console.log("The PostgreSQL database is not in backups: restore it with pg_restore (README, Backups).");
  // The backup said so when it was made (exit code 1); the restore says it again, as it is the
  // moment the lack shows on the site, and still succeeds: no rerun brings the files back (ADR 158).
  if (manifest.missingUploads && manifest.missingUploads.length > 0) console.error(restoredWithoutUploads(manifest.missingUploads));
  return 0;
}

/**
 * What DATA_DIR holds (nothing when it is not there yet); a file where it or a folder above it
 * should be, or a folder this user may not read, is a DataDirError saying so.
 */
function dataDirEntries(dataDir: string): string[] {
  return onDataDir(dataDir, () => {
    try {
      return fs.readdirSync(dataDir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw e;
    }
  });
}
