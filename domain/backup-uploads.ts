/**
 * Which files of the local uploads folder a backup takes (ADR 156). The site's uploads are the
 * files its upload records name (each record's key and its renditions); anything else in the folder
 * (an editor's swap file, `.DS_Store`, a temporary file left by a crash, a name no upload could
 * have) is not the site's data, and is skipped rather than allowed to stop the backup.
 */

/** One upload record: the stored keys it names, and when it was made. */
export interface RecordedUpload {
  keys: readonly string[];
  createdAt: Date;
}

export interface BackupUploads {
  /** Recorded keys whose files are on disk: what the backup takes, sorted. */
  included: string[];
  /** Files on disk that no record names: left out, and named to the operator. */
  skipped: string[];
  /** Recorded keys with no file, of records older than an upload takes: the backup lacks them. */
  missing: string[];
  /** Recorded keys with no file yet, of records made moments ago: an upload still being stored. */
  inProgress: string[];
}

/**
 * An upload's record is written before its files (the record reserves the name), so on a site
 * that keeps running during a backup (PostgreSQL) a record this young whose file is not there yet
 * is an upload in progress, not a lost file.
 */
export const UPLOAD_IN_PROGRESS_MS = 5 * 60_000;

/**
 * Splits the files found under the uploads folder (`onDisk`, relative paths with `/`) against the
 * upload records read after listing them. `now` is when the records were read.
 */
export function backupUploads(onDisk: readonly string[], records: readonly RecordedUpload[], now: Date): BackupUploads {
  const present = new Set(onDisk);
  const recorded = new Set<string>();
  const result: BackupUploads = { included: [], skipped: [], missing: [], inProgress: [] };
  for (const record of records) {
    const young = now.getTime() - record.createdAt.getTime() < UPLOAD_IN_PROGRESS_MS;
    for (const key of record.keys) {
      if (recorded.has(key)) continue;
      recorded.add(key);
      if (present.has(key)) result.included.push(key);
      else (young ? result.inProgress : result.missing).push(key);
    }
  }
  result.skipped = onDisk.filter((name) => !recorded.has(name));
  for (const list of Object.values(result)) list.sort();
  return result;
}

/** Recorded keys the backup did not find, settled against the records read again. */
export interface AbsentUploads {
  /** Still recorded: lost files, which the backup's manifest names and which make the exit code 1. */
  missing: string[];
  /** No longer recorded: deleted while the backup ran (the sweep removes an orphan's files, then its record). */
  deleted: string[];
}

/**
 * The recorded keys whose files the backup did not find (`absent`: missing when the folder was
 * listed, or gone when the file was read), against the keys the records name when read again
 * afterwards (`stillRecorded`). On a running PostgreSQL site the hourly sweep deletes an unused
 * upload's files and then its record; a file whose record is gone too was deleted on purpose, not
 * lost. A file whose record remains is lost, whenever it went.
 */
export function settleAbsentUploads(absent: readonly string[], stillRecorded: ReadonlySet<string>): AbsentUploads {
  const result: AbsentUploads = { missing: [], deleted: [] };
  for (const key of new Set(absent)) (stillRecorded.has(key) ? result.missing : result.deleted).push(key);
  result.missing.sort();
  result.deleted.sort();
  return result;
}
