import fs from "node:fs/promises";
import { and, eq, inArray, sql } from "drizzle-orm";
import { resolveProviderNames, type ProviderRecordRef } from "../../../domain/provider-names";
import { describeLegacyDocument, legacyDocumentToPackage, type ImportedPackage } from "../../catalogue/legacy-document";
import { packages, providers } from "../../db/schema";
import { cannotRead } from "../../ops/file-problems";
import type { Services } from "../../services";

export interface ImportReport {
  documents: number;
  created: ImportedPackage[];
  updated: ImportedPackage[];
  rejected: { position: number; reason: string }[];
  /**
   * Imported packages whose destination text names no known place (ADR 108): `district` when the
   * database placed them by their Kerala district alone, `none` when they are linked to nothing.
   */
  unplaced: { id: string; title: string; destinations: string; placed: "district" | "none" }[];
  /** How the packages' provider names met the provider records (ADR 114). */
  providers: ProviderReport;
}

export interface ProviderReport {
  /** Packages attached to a record that already existed. */
  attached: number;
  /** Of those, the ones whose name (or MESH id) was written otherwise than the record's: "Kayal Trails Pvt Ltd" → "Kayal Trails". */
  respelled: { id: string; title: string; written: string; provider: ProviderRecordRef }[];
  /** Records the import made, one per name no record had, with the packages attached to it. */
  created: { provider: ProviderRecordRef; packageIds: string[] }[];
  /** Names that match several records: the package is imported without a provider, for the admin to choose. */
  ambiguous: { id: string; title: string; written: string; candidates: ProviderRecordRef[] }[];
}

type Read = { ok: true; documents: unknown[] } | { ok: false; message: string };

/** The file must hold a JSON array; anything else is a clear one-line error. */
export async function readDocuments(file: string): Promise<Read> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (e) {
    return { ok: false, message: cannotRead(file, e) };
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

/** The ids among `ids` that are saved already, each with the provider record it is attached to. */
async function existingIds(services: Services, ids: string[]): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await services.database.db
      .select({ id: packages.id, providerId: packages.providerId })
      .from(packages)
      .where(inArray(packages.id, ids.slice(i, i + ID_CHUNK)));
    for (const row of rows) found.set(row.id, row.providerId);
  }
  return found;
}

const providerRef = { id: providers.id, slug: providers.slug, name: providers.name, meshId: providers.meshId };

/**
 * Gives each package the exact name and MESH id of the provider record its written name resolves to
 * (the database attaches a package by those two, creating a record when none has them), or no
 * provider when the name is ambiguous; returns what the report says about it.
 */
async function attachProviders(
  services: Services,
  accepted: ImportedPackage[],
  existing: Map<string, string | null>,
): Promise<{ packages: ImportedPackage[]; report: ProviderReport; created: Map<string, string[]> }> {
  const records = await services.database.db.select(providerRef).from(providers).orderBy(providers.name, providers.slug);
  const resolved = resolveProviderNames(
    accepted.map((p) => ({ providerName: p.providerName, meshId: p.meshId, currentProviderId: existing.get(p.id) ?? null })),
    records,
  );
  const report: ProviderReport = { attached: 0, respelled: [], created: [], ambiguous: [] };
  const created = new Map<string, string[]>();
  const out = accepted.map((p, i) => {
    const r = resolved[i]!;
    const written = p.meshId ? `${p.providerName} (${p.meshId})` : p.providerName;
    if (r.kind === "none") return p;
    if (r.kind === "ambiguous") {
      report.ambiguous.push({ id: p.id, title: p.title, written, candidates: r.candidates });
      return { ...p, providerName: "", meshId: "" };
    }
    if (r.kind === "existing") {
      report.attached++;
      if (!r.exact) report.respelled.push({ id: p.id, title: p.title, written, provider: r.provider });
      return { ...p, providerName: r.provider.name, meshId: r.provider.meshId };
    }
    const key = JSON.stringify([r.name, r.meshId]);
    created.set(key, [...(created.get(key) ?? []), p.id]);
    return { ...p, providerName: r.name, meshId: r.meshId };
  });
  return { packages: out, report, created };
}

/**
 * Converts and saves the valid documents, keeping their ids: a package with the same id is
 * replaced (the file is the newer copy). A second document with an id already seen in the file
 * is rejected, so one run never saves two versions of a package.
 */
export async function importDocuments(services: Services, documents: readonly unknown[]): Promise<ImportReport> {
  const report: ImportReport = {
    documents: documents.length,
    created: [],
    updated: [],
    rejected: [],
    unplaced: [],
    providers: { attached: 0, respelled: [], created: [], ambiguous: [] },
  };
  let accepted: ImportedPackage[] = [];
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
  const attached = await attachProviders(services, accepted, existing);
  accepted = attached.packages;
  report.providers = attached.report;
  await services.catalogue.insertMany(accepted, { replaceExisting: true });
  // The records the database made for the new names, to name them in the report.
  for (const [key, packageIds] of attached.created) {
    const [name, meshId] = JSON.parse(key) as [string, string];
    const [provider] = await services.database.db
      .select(providerRef)
      .from(providers)
      .where(and(eq(providers.name, name), eq(providers.meshId, meshId)))
      .limit(1);
    if (provider) report.providers.created.push({ provider, packageIds });
  }
  for (const p of accepted) (existing.has(p.id) ? report.updated : report.created).push(p);
  report.unplaced = await unplacedOf(services, accepted);
  return report;
}

/**
 * The database linked each imported package to places from its destination text, or else its
 * district (migration 0015): these are the ones whose text named no place, in file order.
 */
async function unplacedOf(services: Services, imported: readonly ImportedPackage[]): Promise<ImportReport["unplaced"]> {
  const found = new Map<string, "district" | "none">();
  for (let i = 0; i < imported.length; i += ID_CHUNK) {
    const ids = imported.slice(i, i + ID_CHUNK).map((p) => p.id);
    const rows = await services.database.rows<{ id: string; placed: "district" | "none" }>(
      sql`SELECT p.id, CASE WHEN count(pp.place_slug) = 0 THEN 'none' ELSE 'district' END AS placed
        FROM ${packages} p LEFT JOIN package_places pp ON pp.package_id = p.id
        WHERE p.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        GROUP BY p.id, p.district
        HAVING count(pp.place_slug) = 0 OR bool_and(pp.derived AND pp.place_slug = p.district)`,
    );
    for (const r of rows) found.set(r.id, r.placed);
  }
  // Linked to its district alone is still "by its destinations" when the text names the district
  // ("Alappuzha backwaters"): the same whole-word match the database made.
  const places = new Map((await services.places.all()).map((p) => [p.slug, p]));
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim()} `;
  const named = (p: ImportedPackage) => {
    const district = p.district ? places.get(p.district) : undefined;
    const text = words([p.destinations, ...p.mainPlaces].join(" "));
    return district !== undefined && [district.names.en, ...district.aliases].some((name) => text.includes(words(name)));
  };
  return imported.flatMap((p) => {
    const placed = found.get(p.id);
    return placed && !(placed === "district" && named(p)) ? [{ id: p.id, title: p.title, destinations: p.destinations, placed }] : [];
  });
}

const UPDATED_LISTED = 20;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export async function prepare(args: string[]): Promise<number | undefined> {
  // A file name never starts with "-" here: `import --help` asks for the usage.
  if (args.length !== 1 || args[0]!.startsWith("-")) {
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
  for (const u of report.unplaced) {
    console.log(
      u.placed === "none"
        ? `Could not place package id "${u.id}" ("${u.title}"): no known place in "${u.destinations}"; link it to a place in the editor`
        : `Placed package id "${u.id}" ("${u.title}") by its district only: no known place in "${u.destinations}"`,
    );
  }
  const { providers: who } = report;
  for (const a of who.ambiguous) {
    const candidates = a.candidates.map((c) => `"${c.name}" (${c.slug}${c.meshId ? `, MESH ${c.meshId}` : ""})`).join(", ");
    console.log(
      `Provider "${a.written}" of package id "${a.id}" ("${a.title}") matches ${a.candidates.length} records: ${candidates}; imported without a provider: choose one in the editor, or merge the records and import again`,
    );
  }
  for (const r of who.respelled.slice(0, UPDATED_LISTED))
    console.log(`Attached package id "${r.id}" to provider "${r.provider.name}" (${r.provider.slug}), written "${r.written}"`);
  if (who.respelled.length > UPDATED_LISTED)
    console.log(`... and ${who.respelled.length - UPDATED_LISTED} more attached by another spelling`);
  for (const c of who.created.slice(0, UPDATED_LISTED))
    console.log(`Created provider "${c.provider.name}" (${c.provider.slug}) for ${plural(c.packageIds.length, "package")}`);
  if (who.created.length > UPDATED_LISTED) console.log(`... and ${who.created.length - UPDATED_LISTED} more providers created`);
  if (who.attached + who.created.length + who.ambiguous.length > 0) {
    console.log(
      `Providers: ${who.attached} attached to existing records (${who.respelled.length} written otherwise), ${who.created.length} created, ${who.ambiguous.length} ambiguous.`,
    );
  }
  const imported = report.created.length + report.updated.length;
  const notPlaced = report.unplaced.filter((u) => u.placed === "none").length;
  if (imported > 0) {
    console.log(
      `Placed ${imported - report.unplaced.length} of ${plural(imported, "imported package")} by their destinations (${report.unplaced.length - notPlaced} by district only, ${notPlaced} not placed).`,
    );
  }
  console.log(
    `Imported ${imported} of ${plural(report.documents, "document")} (${report.created.length} new, ${report.updated.length} updated); rejected ${report.rejected.length}.`,
  );
  return imported > 0 || report.documents === 0 ? 0 : 1;
}
