import fs from "node:fs/promises";
import { inArray } from "drizzle-orm";
import { describeLegacyDocument, legacyDocumentToPackage, type ImportedPackage } from "../../catalogue/legacy-document";
import { packages } from "../../db/schema";
import type { Services } from "../../services";

export interface ImportReport {
  documents: number;
  created: ImportedPackage[];
  updated: ImportedPackage[];
  rejected: { position: number; reason: string }[];
}

type Read = { ok: true; documents: unknown[] } | { ok: false; message: string };

/** The file must hold a JSON array; anything else is a clear one-line error. */
export async function readDocuments(file: string): Promise<Read> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      ok: false,
      message: `Cannot read ${file}: ${code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : (e as Error).message}.`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    return { ok: false, message: `${file} is not valid JSON: ${(e as Error).message}` };
  }
  if (!Array.isArray(parsed))
    return { ok: false, message: `${file} must hold a JSON array of package documents (the old system's export).` };
  return { ok: true, documents: parsed };
}

const ID_CHUNK = 1000;

async function existingIds(services: Services, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await services.database.db
      .select({ id: packages.id })
      .from(packages)
      .where(inArray(packages.id, ids.slice(i, i + ID_CHUNK)));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/**
 * Converts and saves the valid documents, keeping their ids: a package with the same id is
 * replaced (the file is the newer copy). A second document with an id already seen in the file
 * is rejected, so one run never saves two versions of a package.
 */
export async function importDocuments(services: Services, documents: readonly unknown[]): Promise<ImportReport> {
  const report: ImportReport = { documents: documents.length, created: [], updated: [], rejected: [] };
  const accepted: ImportedPackage[] = [];
  const firstPosition = new Map<string, number>();
  documents.forEach((doc, index) => {
    const position = index + 1;
    const result = legacyDocumentToPackage(doc, { timeZone: services.config.timeZone });
    if (!result.ok) {
      report.rejected.push({ position, reason: result.reason });
      return;
    }
    const earlier = firstPosition.get(result.value.id);
    if (earlier !== undefined) {
      report.rejected.push({
        position,
        reason: `${describeLegacyDocument(doc)}: the same id appears earlier in the file (document ${earlier}).`,
      });
      return;
    }
    firstPosition.set(result.value.id, position);
    accepted.push(result.value);
  });
  const existing = await existingIds(
    services,
    accepted.map((p) => p.id),
  );
  await services.catalogue.insertMany(accepted, { replaceExisting: true });
  for (const p of accepted) (existing.has(p.id) ? report.updated : report.created).push(p);
  return report;
}

const UPDATED_LISTED = 20;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export async function prepare(args: string[]): Promise<number | undefined> {
  if (args.length !== 1) {
    console.error("Usage: npm run cli -- import <file.json>");
    return 1;
  }
  const read = await readDocuments(args[0]!);
  if (!read.ok) {
    console.error(read.message);
    return 1;
  }
  return undefined;
}

/** `npm run cli -- import file.json`: exit 0 when something was imported (or the array was empty). */
export async function run(args: string[], services: Services): Promise<number> {
  const file = args[0]!;
  const read = await readDocuments(file);
  if (!read.ok) {
    console.error(read.message);
    return 1;
  }
  const report = await importDocuments(services, read.documents);
  for (const r of report.rejected) console.log(`Rejected document ${r.position} of ${report.documents}, ${r.reason}`);
  for (const p of report.updated.slice(0, UPDATED_LISTED)) console.log(`Updated existing package id "${p.id}" ("${p.title}")`);
  if (report.updated.length > UPDATED_LISTED) console.log(`... and ${report.updated.length - UPDATED_LISTED} more updated`);
  const imported = report.created.length + report.updated.length;
  console.log(
    `Imported ${imported} of ${plural(report.documents, "document")} (${report.created.length} new, ${report.updated.length} updated); rejected ${report.rejected.length}.`,
  );
  return imported > 0 || report.documents === 0 ? 0 : 1;
}
