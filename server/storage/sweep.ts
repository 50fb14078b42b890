import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { uploadedFiles } from "../db/schema";
import { runPeriodically } from "../ops/periodic";
import { objectKeys, type FileDeps, type UploadedFile } from "./uploaded-files";

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweepResult {
  deleted: string[];
  failed: string[];
}

/**
 * Deletes uploaded files that no saved package nor provider's logo refers to: uploads never
 * attached to a package and older than the grace period (an editor may still be filling in the
 * form), and records whose package no longer exists. A file some package does refer to is
 * attached instead of deleted, so a crash between saving and attaching never loses an image.
 */
export async function sweepOrphanFiles(deps: FileDeps, options: { olderThanMinutes?: number; now?: Date } = {}): Promise<SweepResult> {
  const { database, storage, logger } = deps;
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.olderThanMinutes ?? 60) * 60_000);
  const unattached = await database.db
    .select()
    .from(uploadedFiles)
    .where(and(isNull(uploadedFiles.packageId), lt(uploadedFiles.createdAt, cutoff)));
  const packageGone = await database.db
    .select()
    .from(uploadedFiles)
    .where(sql`${uploadedFiles.packageId} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM packages p WHERE p.id = ${uploadedFiles.packageId})`);

  const result: SweepResult = { deleted: [], failed: [] };
  for (const record of [...unattached, ...packageGone]) {
    const owner = await referringPackage(database, record);
    if (owner) {
      await database.db.update(uploadedFiles).set({ packageId: owner }).where(eq(uploadedFiles.key, record.key));
      continue;
    }
    // A provider's logo is an upload no package holds: it stays as long as a provider shows it.
    if (await isProviderLogo(database, record)) continue;
    const outcome = await Promise.allSettled(objectKeys(record).map((k) => storage.delete(k)));
    if (outcome.some((o) => o.status === "rejected")) {
      logger.warn({ key: record.key }, "sweep could not delete a stored file; will retry next sweep");
      result.failed.push(record.key);
      continue;
    }
    await database.db.delete(uploadedFiles).where(eq(uploadedFiles.key, record.key));
    result.deleted.push(record.key);
  }
  if (result.deleted.length > 0) logger.info({ count: result.deleted.length }, "swept orphan uploads");
  return result;
}

async function referringPackage(database: FileDeps["database"], record: UploadedFile): Promise<string | null> {
  const rows = await database.rows<{ id: string }>(
    sql`SELECT p.id FROM packages p WHERE p.banner_image = ${record.url} OR p.pdf_file = ${record.url} OR p.google_review_screenshot = ${record.url} OR ${record.url} = ANY(p.gallery_images) LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

async function isProviderLogo(database: FileDeps["database"], record: UploadedFile): Promise<boolean> {
  const rows = await database.rows(sql`SELECT 1 FROM providers WHERE logo = ${record.url} LIMIT 1`);
  return rows.length > 0;
}

/** Hourly sweep for a running server. Returns a stop. */
export function startPeriodicSweep(deps: FileDeps): () => void {
  return runPeriodically(
    SWEEP_INTERVAL_MS,
    async () => {
      await sweepOrphanFiles(deps);
    },
    { logger: deps.logger, failure: "sweeping uploads failed" },
  );
}
