/**
 * Matching the provider names an import carries to provider records (ADR 114): the old system's
 * export writes a free-text name per package, so one business arrives as "Gulf Wings Holidays",
 * "GULF WINGS HOLIDAYS PVT. LTD." and "Gulf Wings Holidays (P) Ltd", with whatever MESH id the
 * package carried.
 */

/** Legal-form words that end a business name without telling two businesses apart. */
const LEGAL_SUFFIX_WORDS = new Set(["pvt", "private", "p", "ltd", "limited", "llp", "llc", "inc", "incorporated", "opc", "plc", "co"]);

/**
 * The form two names of one business share: lower case, Latin accents dropped, "&" as "and",
 * punctuation and runs of spaces as one space, and trailing legal-form words ("Pvt Ltd",
 * "Private Limited", "(P) Ltd", "LLP", "Co.") left off, never the whole name. Letters of other
 * scripts (Malayalam, Arabic…) are kept with their signs.
 */
export function normaliseProviderName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIX_WORDS.has(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}

/** A provider record as the matching sees it. */
export interface ProviderRecordRef {
  id: string;
  slug: string;
  name: string;
  meshId: string;
}

/** The provider an imported package names, as written in the file. */
export interface WrittenProvider {
  providerName: string;
  meshId: string;
  /** The record a package with this id is attached to already (a re-import), if any. */
  currentProviderId?: string | null;
}

export type ProviderResolution =
  /** No provider name written: the package is saved without one. */
  | { kind: "none" }
  /** An existing record: the same name and MESH id (`exact`), or the one record with the same normalised name. */
  | { kind: "existing"; provider: ProviderRecordRef; exact: boolean }
  /**
   * No record matches: one is created, named as the first package of the file that wrote this
   * normalised name (`first`); the file's later spellings of it join that one.
   */
  | { kind: "new"; name: string; meshId: string; first: boolean }
  /** Several records match: the package is not attached to any; the admin chooses among the candidates. */
  | { kind: "ambiguous"; candidates: ProviderRecordRef[] };

/**
 * How each written provider resolves against the records, in file order. The same name and MESH
 * id as a record is that record, whatever else resembles it; otherwise a normalised name matching
 * one record is that record, matching several is ambiguous (unless the package is already attached
 * to one of them, which it keeps), and matching none makes one record for all its spellings.
 */
export function resolveProviderNames(written: readonly WrittenProvider[], records: readonly ProviderRecordRef[]): ProviderResolution[] {
  const byNormalised = new Map<string, ProviderRecordRef[]>();
  for (const record of records) {
    const key = normaliseProviderName(record.name);
    byNormalised.set(key, [...(byNormalised.get(key) ?? []), record]);
  }
  const created = new Map<string, { name: string; meshId: string }>();
  return written.map((w): ProviderResolution => {
    const name = w.providerName.trim();
    if (name === "") return { kind: "none" };
    const key = normaliseProviderName(name);
    const candidates = byNormalised.get(key) ?? [];
    const exact = candidates.find((r) => r.name === name && r.meshId === w.meshId);
    if (exact) return { kind: "existing", provider: exact, exact: true };
    const current = candidates.find((r) => r.id === w.currentProviderId);
    if (current) return { kind: "existing", provider: current, exact: false };
    if (candidates.length === 1) return { kind: "existing", provider: candidates[0]!, exact: false };
    if (candidates.length > 1) return { kind: "ambiguous", candidates };
    const earlier = created.get(key);
    if (earlier) return { kind: "new", ...earlier, first: false };
    created.set(key, { name, meshId: w.meshId });
    return { kind: "new", name, meshId: w.meshId, first: true };
  });
}
