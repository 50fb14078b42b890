import path from "node:path";
import type { Services } from "../../services";
import { filesUnder, writeBackup, type EntrySource } from "../../ops/backup-file";
import { cannotWrite, lacksRecordedUploads, skippedNotUploads, uploadsInProgress } from "../../ops/file-problems";
import { uploadedFiles } from "../../db/schema";
import { backupUploads, type BackupUploads } from "../../../domain/backup-uploads";
import { prepareOutputFile } from "../write-file";

export const whenDataDirLocked =
  "The embedded database (PGlite) is open in the running server, and one process at a time may open it: stop the server, run the backup (seconds for the demo catalogue), start it again. With PostgreSQL (DATABASE_URL) the server keeps running during backups (README, Backups).";

export const prepare = (args: string[]) => prepareOutputFile(args, "Usage: npm run cli -- backup <file>");

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `npm run cli -- backup <file>`: the PGlite database and the local uploads in one file (ADR 090).
 * With PostgreSQL or S3 storage, what the command cannot reach is named with the tool that backs it up.
 * Of the uploads folder it takes the files the upload records name and skips the rest, naming them;
 * a recorded upload whose file is gone is left out, said, and makes the exit code 1 (ADR 156).
 */
export async function run(args: string[], services: Services): Promise<number> {
  const file = args[0]!;
  const started = performance.now();
  const { config, database } = services;
  const sources: EntrySource[] = [];
  if (database.dumpDataDir) {
    sources.push({ name: "database/pglite.tar.gz", bytes: new Uint8Array(await (await database.dumpDataDir()).arrayBuffer()) });
  }
  let uploads: BackupUploads | null = null;
  if (config.storage.driver === "local") {
    // The folder is listed before the records are read: an upload writes its record first, so a
    // file listed here has its record read below, and a record read without its file is either an
    // upload in progress (moments old) or a lost file.
    const onDisk = await filesUnder(config.storage.localDir);
    const records = await database.db
      .select({ key: uploadedFiles.key, variants: uploadedFiles.variants, createdAt: uploadedFiles.createdAt })
      .from(uploadedFiles);
    uploads = backupUploads(
      onDisk,
      records.map((r) => ({ keys: [r.key, ...r.variants], createdAt: r.createdAt })),
      new Date(),
    );
    for (const key of uploads.included) {
      sources.push({ name: `uploads/${key}`, file: path.join(config.storage.localDir, ...key.split("/")) });
    }
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
  try {
    const manifest = await writeBackup(
      file,
      { createdAt: new Date().toISOString(), database: database.kind, storage: config.storage.driver },
      sources,
    );
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
  if (uploads && uploads.missing.length > 0) {
    console.error(lacksRecordedUploads(config.storage.localDir, uploads.missing));
    return 1;
  }
  return 0;
}
