import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { cannotRead, readProblem } from "./file-problems";
import { writeWholeFile } from "./whole-file";

/**
 * The backup file (ADR 090): one file, checked whole before anything is restored from it.
 *
 *   KERALA-TRIPS-BACKUP/1\n
 *   {manifest JSON}\n             what follows, entry by entry: name, bytes, sha256
 *   entry bytes, in manifest order
 *   END <sha256 of everything above>\n
 *
 * A truncated file misses its last line or has the wrong length; a changed byte fails a hash; any
 * other file fails the first line. Entries: `database/pglite.tar.gz` (PGlite's own dump of its data
 * directory) and `uploads/<key>` for each locally stored upload.
 */
/** The first line's start, before the format's version: a later format is told apart from a foreign file. */
const MAGIC_NAME = "KERALA-TRIPS-BACKUP/";
/** The format this release writes and reads. */
const BACKUP_FORMAT = "1";
export const BACKUP_MAGIC = `${MAGIC_NAME}${BACKUP_FORMAT}\n`;
const TRAILER_LENGTH = "END ".length + 64 + 1;

export interface BackupEntry {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  createdAt: string;
  /** Where it came from: the database kind and storage driver (what was and was not included). */
  database: "pglite" | "postgres";
  storage: "local" | "s3";
  /**
   * Uploads the database records whose files the backup did not find (their keys, as under
   * `uploads/`): the restored site lacks them. Absent from backups made before it was recorded.
   */
  missingUploads?: string[];
  entries: BackupEntry[];
}

/** The manifest without its entries: what a backup says of itself. */
export type BackupHeader = Omit<BackupManifest, "entries">;

/** A file listed for a backup that was gone when it was read: deleted since it was listed. */
export class EntryGoneError extends Error {
  constructor(readonly entry: string) {
    super(`${entry} was deleted while it was backed up; run the backup again`);
  }
}

export interface WriteBackupOptions {
  /**
   * Makes files that are gone when read (deleted since they were listed) part of the backup's
   * outcome rather than its failure: called once the files are read, before the manifest is
   * written, with the names of the entries gone so far (left out), it returns the header to write.
   * Without it a gone file fails the backup.
   */
  settle?: (gone: string[]) => Promise<BackupHeader>;
}

/**
 * A file that is not a whole backup. `reason` says why without naming the file (`is damaged: …`), so
 * that the read-back of a backup being written can say it of the path the operator typed rather than
 * of the temporary file it read.
 */
export class BadBackupError extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Every regular file under `dir`, as paths relative to it with `/` separators, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** An entry's content: bytes in memory, or a file read when it is written. */
export type EntrySource = { name: string; bytes: Uint8Array } | { name: string; file: string };

/**
 * Writes the backup to `file` whole (`writeWholeFile`: a temporary file beside it, flushed, checked
 * and renamed at the end), so an interrupted or unreadable backup never leaves a file that looks
 * whole. Returns the manifest written; with `settle`, files gone when read are left out (see
 * WriteBackupOptions).
 */
export async function writeBackup(
  file: string,
  header: BackupHeader,
  sources: EntrySource[],
  options: WriteBackupOptions = {},
): Promise<BackupManifest> {
  const gone = new Set<string>();
  for (;;) {
    try {
      return await writeBackupOnce(file, header, sources, gone, options.settle);
    } catch (e) {
      // A file deleted after it was hashed, while the file was being written: the manifest already
      // counts it, so the backup is written again without it (the sweep deletes a few files an hour).
      if (!(e instanceof EntryGoneError) || !options.settle) throw e;
      gone.add(e.entry);
    }
  }
}

async function writeBackupOnce(
  file: string,
  header: BackupHeader,
  allSources: EntrySource[],
  gone: Set<string>,
  settle: WriteBackupOptions["settle"],
): Promise<BackupManifest> {
  const contentOf = async (source: EntrySource): Promise<Uint8Array> => {
    if ("bytes" in source) return source.bytes;
    try {
      return await fsp.readFile(source.file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") throw new EntryGoneError(source.name);
      throw e;
    }
  };
  // Files are read twice (their sizes and hashes go first, in the manifest) rather than all held
  // in memory at once; uploads never change once stored (each has a new generated name).
  const entries: BackupEntry[] = [];
  const sources: EntrySource[] = [];
  for (const source of allSources) {
    if (gone.has(source.name)) continue;
    let bytes: Uint8Array;
    try {
      bytes = await contentOf(source);
    } catch (e) {
      if (!(e instanceof EntryGoneError) || !settle) throw e;
      gone.add(source.name);
      continue;
    }
    sources.push(source);
    entries.push({ name: source.name, bytes: bytes.length, sha256: sha256(bytes) });
  }
  const full: BackupManifest = { ...(settle ? await settle([...gone].sort()) : header), entries };
  const hash = crypto.createHash("sha256");
  // The file is read back as `restore` reads it before it takes the backup's name: a backup that
  // says it succeeded can be restored.
  await writeWholeFile(
    file,
    async (handle) => {
      const write = async (part: Uint8Array) => {
        hash.update(part);
        await handle.write(part);
      };
      await write(Buffer.from(BACKUP_MAGIC));
      await write(Buffer.from(`${JSON.stringify(full)}\n`));
      for (const [i, source] of sources.entries()) {
        const bytes = await contentOf(source);
        if (sha256(bytes) !== entries[i]!.sha256) throw new Error(`${source.name} changed while it was backed up; run the backup again`);
        await write(bytes);
      }
      await handle.write(`END ${hash.digest("hex")}\n`);
    },
    async (temporary) => {
      try {
        await checkBackup(temporary);
      } catch (e) {
        if (e instanceof BadBackupError) throw new Error(`read back before it took its name, it ${e.reason}`);
        throw e;
      }
    },
  );
  return full;
}

export interface CheckedBackup {
  manifest: BackupManifest;
  /** An entry's bytes, read from the file (already checked). */
  read(entry: BackupEntry): Promise<Buffer>;
}

/**
 * Reads and checks the whole file; throws BadBackupError with a sentence for a person when it is not
 * a whole backup (`restore` ends it with `nothingRestored`, as every refusal of its that changes nothing).
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const unreadable = (cause: unknown) => new BadBackupError(cannotRead(file, cause), `cannot be read: ${readProblem(cause)}.`);
  const bad = (reason: string) => new BadBackupError(`${file} ${reason}`, reason);
  const stat = await fsp.stat(file).catch((e: unknown) => Promise.reject(unreadable(e)));
  // A directory opens for reading on Linux and fails only at its first read: it is refused here.
  if (stat.isDirectory()) throw unreadable("EISDIR");
  const size = stat.size;
  const handle = await fsp.open(file, "r").catch((e: unknown) => Promise.reject(unreadable(e)));
  try {
    const magic = Buffer.alloc(Math.min(size, BACKUP_MAGIC.length));
    await handle.read(magic, 0, magic.length, 0);
    if (!magic.equals(Buffer.from(BACKUP_MAGIC))) {
      // A backup written by a later release, in a format this one cannot read: said as such, so the
      // operator installs that release (or a later one) to restore it, rather than doubt the file.
      const first = Buffer.alloc(Math.min(size, MAGIC_NAME.length + 12));
      await handle.read(first, 0, first.length, 0);
      const firstLine = first.toString("latin1");
      const version = firstLine.startsWith(MAGIC_NAME) ? /^(\d{1,9})\n/.exec(firstLine.slice(MAGIC_NAME.length))?.[1] : undefined;
      if (version !== undefined && version !== BACKUP_FORMAT) {
        throw bad(
          `is a backup in format ${version}, which this release cannot read (it reads format ${BACKUP_FORMAT}). Restore it with the release that made it, or a later one.`,
        );
      }
      throw bad("is not a backup made by `npm run cli -- backup` (it does not start like one).");
    }
    const line = await manifestLine(handle, size);
    if (!line) throw bad("is damaged: its list of contents cannot be read.");
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(line.toString("utf8")) as BackupManifest;
      if (!Array.isArray(manifest.entries)) throw new Error("no entries");
      const missing = manifest.missingUploads;
      if (missing !== undefined && !(Array.isArray(missing) && missing.every((m) => typeof m === "string"))) throw new Error("bad list");
    } catch {
      throw bad("is damaged: its list of contents cannot be read.");
    }
    const dataStart = BACKUP_MAGIC.length + line.length + 1;
    const expected = dataStart + manifest.entries.reduce((sum, e) => sum + e.bytes, 0) + TRAILER_LENGTH;
    if (size !== expected) {
      throw bad(
        `is ${size < expected ? "incomplete (truncated)" : "longer than its contents"}: ${size} bytes where the backup needs ${expected}.`,
      );
    }
    const hash = crypto.createHash("sha256");
    for await (const chunk of fs.createReadStream(file, { start: 0, end: size - TRAILER_LENGTH - 1 })) hash.update(chunk as Buffer);
    const trailer = Buffer.alloc(TRAILER_LENGTH);
    await handle.read(trailer, 0, TRAILER_LENGTH, size - TRAILER_LENGTH);
    if (trailer.toString("utf8") !== `END ${hash.digest("hex")}\n`) {
      throw bad("is damaged: its checksum does not match its contents.");
    }
    const offsets = new Map<BackupEntry, number>();
    let offset = dataStart;
    for (const entry of manifest.entries) {
      if (!safeEntryName(entry.name)) throw bad(`names a file outside the data directory (${entry.name}).`);
      offsets.set(entry, offset);
      offset += entry.bytes;
    }
    return {
      manifest,
      read: async (entry) => {
        const bytes = Buffer.alloc(entry.bytes);
        const reader = await fsp.open(file, "r");
        try {
          await reader.read(bytes, 0, entry.bytes, offsets.get(entry)!);
        } finally {
          await reader.close();
        }
        if (sha256(bytes) !== entry.sha256) throw bad(`is damaged: ${entry.name} does not match its checksum.`);
        return bytes;
      },
    };
  } finally {
    await handle.close();
  }
}

/**
 * The manifest line, after the first line and without its newline, however long it is (a site with
 * thousands of uploads lists them in megabytes), or null when the file ends before a newline.
 */
async function manifestLine(handle: fsp.FileHandle, size: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let position = BACKUP_MAGIC.length;
  while (position < size) {
    const chunk = Buffer.alloc(Math.min(1 << 20, size - position));
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
    if (bytesRead === 0) break;
    const end = chunk.subarray(0, bytesRead).indexOf("\n");
    if (end >= 0) {
      chunks.push(chunk.subarray(0, end));
      return Buffer.concat(chunks);
    }
    chunks.push(chunk.subarray(0, bytesRead));
    position += bytesRead;
  }
  return null;
}

/** A relative path of plain segments: no `..`, no absolute path, nothing a restore could write outside its folder. */
function safeEntryName(name: unknown): boolean {
  return (
    typeof name === "string" &&
    name.length > 0 &&
    !name.startsWith("/") &&
    name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".." && !segment.includes("\\"))
  );
}
