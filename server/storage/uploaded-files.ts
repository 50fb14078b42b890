import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { uploadedFiles } from "../db/schema";
import type { Logger } from "../logger";
import type { Storage } from "./storage-types";
import { imageRenditions } from "../../domain/images";
import type { ProcessedImage } from "../images/image-pipeline";

/** What storing and deleting files needs: the records' database, the object store, and a logger. */
export interface FileDeps {
  database: Database;
  storage: Storage;
  logger: Logger;
}

export type UploadedFile = typeof uploadedFiles.$inferSelect;
type StoredObject = { key: string; body: Buffer; contentType: string };

export class StorageFailedError extends Error {}

/**
 * Stores a group of objects under server-made names and records them. The record is written
 * first: its primary key reserves the name, so two uploads in the same millisecond never
 * overwrite each other (the later one moves to the next millisecond). `build(timestamp)` names
 * the objects; the first is the record's key, the others its renditions.
 */
export async function storeUpload(
  deps: FileDeps,
  options: { kind: "image" | "pdf"; urlIndex: number; build: (timestamp: number) => StoredObject[]; providerId?: string },
): Promise<UploadedFile> {
  const { database, storage, logger } = deps;
  let timestamp = Date.now();
  for (let attempt = 0; attempt < 50; attempt++, timestamp++) {
    const objects = options.build(timestamp);
    const [main, ...variants] = objects as [StoredObject, ...StoredObject[]];
    const inserted = await database.db
      .insert(uploadedFiles)
      .values({
        key: main.key,
        url: storage.urlFor(objects[options.urlIndex]!.key),
        kind: options.kind,
        contentType: main.contentType,
        bytes: main.body.length,
        variants: variants.map((v) => v.key),
        providerId: options.providerId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    const record = inserted[0];
    if (!record) continue;
    try {
      await Promise.all(objects.map((o) => storage.put(o.key, o.body, o.contentType)));
    } catch (err) {
      logger.error({ err, key: main.key }, "storing an upload failed");
      await Promise.allSettled(objects.map((o) => storage.delete(o.key)));
      await database.db.delete(uploadedFiles).where(eq(uploadedFiles.key, main.key));
      throw new StorageFailedError("The file could not be stored. Please try again.");
    }
    return record;
  }
  throw new StorageFailedError("The file could not be stored. Please try again.");
}

/**
 * Stores a processed image as `images/{timestamp}_{name}.{ext}` with its WebP renditions beside it
 * (`….w{width}.webp`); the record's URL is the largest rendition's, the one a page shows.
 */
export function storeImage(deps: FileDeps, image: ProcessedImage, name: string, providerId?: string): Promise<UploadedFile> {
  return storeUpload(deps, {
    providerId,
    kind: "image",
    urlIndex: image.renditions.length,
    build: (ts) => [
      { key: `images/${ts}_${name}.${image.original.extension}`, body: image.original.body, contentType: image.original.contentType },
      ...image.renditions.map((r) => ({ key: `images/${ts}_${name}.w${r.width}.webp`, body: r.body, contentType: "image/webp" })),
    ],
  });
}

/** Records of the files these URLs name (by the URL a package stores). */
export async function uploadsByUrl(db: Db, urls: string[]): Promise<Map<string, UploadedFile>> {
  if (urls.length === 0) return new Map();
  const rows = await db.select().from(uploadedFiles).where(inArray(uploadedFiles.url, urls));
  return new Map(rows.map((r) => [r.url, r]));
}

/** The bytes a provider's people have uploaded in all (the originals, as sent). */
export async function uploadedBytesOf(db: Db, providerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${uploadedFiles.bytes})` })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.providerId, providerId));
  return Number(row?.total ?? 0);
}

/** Marks the files a saved package refers to as its own (db: the save's transaction). */
export async function attachUploads(db: Db, packageId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .update(uploadedFiles)
    .set({ packageId })
    .where(and(inArray(uploadedFiles.url, urls), isNull(uploadedFiles.packageId)));
}

/**
 * Deletes the stored objects behind these URLs (renditions included) and their records.
 * Foreign URLs are skipped. Failures are logged, never thrown: the package change they
 * follow has already succeeded.
 */
export async function deleteFilesByUrl(deps: FileDeps, urls: string[]): Promise<void> {
  const { database, storage, logger } = deps;
  const ours = urls.filter((u) => storage.keyFromUrl(u) !== null);
  if (ours.length === 0) return;
  const records = await uploadsByUrl(database.db, ours);
  for (const url of ours) {
    const record = records.get(url);
    const keys = record ? objectKeys(record) : unrecordedKeys(storage, url);
    const results = await Promise.allSettled(keys.map((k) => storage.delete(k)));
    const failed = results.filter((r) => r.status === "rejected");
    if (failed.length > 0) {
      logger.warn({ url, reasons: failed.map((f) => String((f as PromiseRejectedResult).reason)) }, "deleting a stored file failed");
      continue;
    }
    if (record) await database.db.delete(uploadedFiles).where(eq(uploadedFiles.key, record.key));
  }
}

// A URL of ours without a record (written by an older version or by hand): its renditions by name.
function unrecordedKeys(storage: Pick<Storage, "keyFromUrl">, url: string): string[] {
  const keys = [url, ...imageRenditions(url).map((r) => r.url)].map((u) => storage.keyFromUrl(u));
  return [...new Set(keys.filter((k): k is string => k !== null))];
}

/** Keys of every stored object belonging to a record. */
export function objectKeys(record: Pick<UploadedFile, "key" | "variants">): string[] {
  return [record.key, ...record.variants];
}
