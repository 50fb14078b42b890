import path from "node:path";
import type { Services } from "../../services";
import { filesUnder, writeBackup, type BackupHeader, type EntrySource, type WriteBackupOptions } from "../../ops/backup-file";
import { cannotWrite, lacksRecordedUploads, skippedDeletedUploads, skippedNotUploads, uploadsInProgress } from "../../ops/file-problems";
import { uploadedFiles } from "../../db/schema";
import { backupUploads, settleAbsentUploads, type AbsentUploads, type BackupUploads } from "../../../domain/backup-uploads";
import { prepareOutputFile } from "../write-file";

/** Refused on a DATA_DIR that holds no database (server/cli/main.ts). */
export const readsExistingData = true;

export const whenDataDirLocked =
  "The embedded database (PGlite) is open in the running server, and one process at a time may open it: stop the server, run the backup (seconds for the demo catalogue), start it again. With PostgreSQL (DATABASE_URL) the server keeps running during backups (README, Backups).";

export const prepare = (args: string[]) => prepareOutputFile(args, "Usage: npm run cli -- backup <file>");

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The upload records: the keys each names and when it was made. */
async function uploadRecords(database: Services["database"]) {
  const records = await database.db
    .select({ key: uploadedFiles.key, variants: uploadedFiles.variants, createdAt: uploadedFiles.createdAt })
    .from(uploadedFiles);
  return records.map((r) => ({ keys: [r.key, ...r.variants], createdAt: r.createdAt }));
}

export interface BackupHooks {
  /** Runs once the folder is listed and the records read, before any file is read (a test deletes files there). */
  beforeReading?: () => Promise<void>;
}

/**
 * `npm run cli -- backup <file>`: the PGlite database and the local uploads in one file (ADR 090).
 * With PostgreSQL or S3 storage, what the command cannot reach is named with the tool that backs it up.
 * Of the uploads folder it takes the files the upload records name and skips the rest, naming them;
 * a recorded upload whose file is gone is left out, said, named in the manifest, and makes the exit
 * code 1 (ADR 156). A file deleted while the backup runs together with its record (the sweep) is
 * skipped and said, not counted as lost (ADR 158).
 */
export async function run(args: string[], services: Services, hooks: BackupHooks = {}): Promise<number> {
  const file = args[0]!;
  const started = performance.now();
  const { config, database } = services;
  const sources: EntrySource[] = [];
  if (database.dumpDataDir) {
    sources.push({ name: "database/pglite.tar.gz", bytes: new Uint8Array(await (await database.dumpDataDir()).arrayBuffer()) });
  }
  const header: BackupHeader = { createdAt: new Date().toISOString(), database: database.kind, storage: config.storage.driver };
  let uploads: BackupUploads | null = null;
  let absent: AbsentUploads = { missing: [], deleted: [] };
  let settle: WriteBackupOptions["settle"];
  if (config.storage.driver === "local") {
    // The folder is listed before the records are read: an upload writes its record first, so a
    // file listed here has its record read below, and a record read without its file is either an
    // upload in progress (moments old) or a lost file.
    const onDisk = await filesUnder(config.storage.localDir);
    uploads = backupUploads(onDisk, await uploadRecords(database), new Date());
    for (const key of uploads.included) {
      sources.push({ name: `uploads/${key}`, file: path.join(config.storage.localDir, ...key.split("/")) });
    }
    const missingAtListing = uploads.missing;
    // Once the files are read: a recorded file that was not there, or was gone when read, is lost
    // only if its record is still there now (the sweep deletes an unused upload's files, then its record).
    settle = async (gone) => {
      const notFound = [...missingAtListing, ...gone.map((name) => name.slice("uploads/".length))];
      const stillRecorded = notFound.length > 0 ? new Set((await uploadRecords(database)).flatMap((r) => r.keys)) : new Set<string>();
      absent = settleAbsentUploads(notFound, stillRecorded);
      return { ...header, missingUploads: absent.missing };
    };
  }
  const notIncluded = [
    ...(database.kind === "postgres" ? ["the PostgreSQL database: back it up with pg_dump (README, Backups)"] : []),
    ...(config.storage.driver === "s3"
      ? [`the uploads in the S3 bucket ${config.storage.s3.bucket}: keep bucket versioning on (README, Backups)`]
      : []),
    ...(uploads && uploads.inProgress.length > 0 ? [uploadsInProgress(uploads.inProgress)] : []),
  ];
  if (sources.length === 0 && notIncluded.length === 2) {
    console.error(`Nothing to back up from here: ${notIncluded.join("; ")}.`);
    return 1;
  }
  await hooks.beforeReading?.();
  try {
    const manifest = await writeBackup(file, header, sources, { settle });
    const uploads = manifest.entries.filter((e) => e.name.startsWith("uploads/"));
    const dump = manifest.entries.find((e) => e.name.startsWith("database/"));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up ${dump ? `the database (${megabytes(dump.bytes)})` : "no database"} and ${uploads.length} uploaded file${uploads.length === 1 ? "" : "s"} (${megabytes(uploads.reduce((s, e) => s + e.bytes, 0))}) to ${file} in ${seconds} s.`,
    );
  } catch (e) {
    console.error(cannotWrite(file, e));
    return 1;
  }
  for (const item of notIncluded) console.log(`Not in this file: ${item}.`);
  if (uploads && uploads.skipped.length > 0) console.error(skippedNotUploads(uploads.skipped));
  if (absent.deleted.length > 0) console.error(skippedDeletedUploads(absent.deleted));
  if (absent.missing.length > 0) {
    console.error(lacksRecordedUploads(config.storage.localDir, absent.missing));
    return 1;
  }
  return 0;
}
