import { PACKAGE_CHANGED_ELSEWHERE, PACKAGE_NOT_FOUND, type TravelPackage } from "../../domain/package";
import { parsePackageDraft } from "../../domain/package-validation";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { Storage } from "../storage/storage";
import { attachUploads, deleteFilesByUrl } from "../storage/uploaded-files";
import { insertPackage, removePackage, selectPackage, updatePackage } from "./catalogue-service";
import { checkDraftFiles, droppedFileUrls, packageFileUrls } from "./package-files";

export type SaveResult =
  | { ok: true; item: TravelPackage; created: boolean }
  | { ok: false; reason: "invalid"; field: string; message: string }
  | { ok: false; reason: "not-found"; message: string }
  | { ok: false; reason: "conflict"; message: string };

export type DeleteResult = { ok: true; item: TravelPackage } | { ok: false; reason: "not-found"; message: string };

export interface SaveOptions {
  /** The package to replace; without it a new package is created. */
  id?: string;
  /**
   * The package's updatedAt as the editor loaded it (ADR 019). When given and the stored package
   * has changed since, nothing is written and the result is a conflict. Without it (the import
   * CLI), the save replaces whatever is stored.
   */
  expectedUpdatedAt?: string;
}

/**
 * The updatedAt of a package's next version: now, but always at least a millisecond after the
 * previous one, so that every save changes the version an editor compares against (ADR 019).
 */
export function nextUpdatedAt(previous: string, now = Date.now()): string {
  const after = Date.parse(previous) + 1;
  return new Date(Number.isNaN(after) ? now : Math.max(now, after)).toISOString();
}

/**
 * The admin's package writes. Each save or delete runs in one database transaction: the package
 * row, its file checks and the claiming of its uploaded files commit together or not at all.
 * Stored files a save dropped (or a deleted package had) are removed only after the commit, so a
 * failed save never loses a file the saved package still refers to.
 */
export function createPackageService(deps: { database: Database; storage: Storage; logger: Logger }) {
  const { database, storage } = deps;
  const notFound = { ok: false, reason: "not-found", message: PACKAGE_NOT_FOUND } as const;

  /** After a commit: stored files nothing refers to any more. */
  async function afterCommit(unreferencedFiles: string[]): Promise<void> {
    try {
      await deleteFilesByUrl(deps, unreferencedFiles);
    } catch (err) {
      // The change is saved; a file left behind is swept later (server/storage/sweep.ts).
      deps.logger.warn({ err }, "removing files after a package change failed");
    }
  }

  return {
    /** Creates (no id) or replaces (id) a package from an admin draft as sent by the form or API. */
    async savePackage(input: unknown, options: SaveOptions = {}): Promise<SaveResult> {
      const parsed = parsePackageDraft(input);
      const outcome = await database.db.transaction(async (tx): Promise<{ result: SaveResult; dropped: string[] }> => {
        const before = options.id === undefined ? null : await selectPackage(tx, options.id, { forUpdate: true });
        if (options.id !== undefined && !before) return { result: notFound, dropped: [] };
        if (!parsed.ok) return { result: { ok: false, reason: "invalid", field: parsed.field, message: parsed.message }, dropped: [] };
        if (before && options.expectedUpdatedAt !== undefined && options.expectedUpdatedAt !== before.updatedAt) {
          return { result: { ok: false, reason: "conflict", message: PACKAGE_CHANGED_ELSEWHERE }, dropped: [] };
        }
        const problem = await checkDraftFiles({ db: tx, storage }, parsed.value, {
          packageId: before?.id,
          alreadyReferenced: before ? packageFileUrls(before) : [],
        });
        if (problem) return { result: { ok: false, reason: "invalid", field: problem.field, message: problem.message }, dropped: [] };
        const item = before
          ? await updatePackage(tx, before.id, parsed.value, nextUpdatedAt(before.updatedAt))
          : await insertPackage(tx, parsed.value);
        if (!item) return { result: notFound, dropped: [] };
        await attachUploads(tx, item.id, packageFileUrls(item));
        return { result: { ok: true, item, created: !before }, dropped: before ? droppedFileUrls(before, item) : [] };
      });
      if (outcome.result.ok) await afterCommit(outcome.dropped);
      return outcome.result;
    },

    /** Deletes a package; its stored files go after the commit. */
    async deletePackage(id: string): Promise<DeleteResult> {
      const item = await database.db.transaction(async (tx) => {
        const found = await selectPackage(tx, id, { forUpdate: true });
        if (!found || !(await removePackage(tx, found.id))) return null;
        return found;
      });
      if (!item) return notFound;
      await afterCommit(packageFileUrls(item));
      return { ok: true, item };
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
