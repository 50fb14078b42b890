import { placeNameKey, type Place, type PlaceNames } from "./places";
import { LANGUAGE_INFO, SITE_LANGUAGES } from "./site-language";

/**
 * The admin's changes to a place that already exists (ADR 155): new names under the same slug, so
 * every destination URL, sitemap entry and feed id stays as it was, and archiving, which takes a
 * place out of every list and page while keeping its packages' links for a restore.
 */

/** The longest name a place has in one language. */
export const PLACE_NAME_MAX = 80;

export type PlaceNamesResult = { ok: true; names: PlaceNames } | { ok: false; error: string };

/** A new place's English name from which no web address (slug) can be made: no Latin letter or digit. */
export const PLACE_NAME_NEEDS_LATIN =
  "The English name needs Latin letters or digits: the place's web address is made from it (Idukki, not ഇടുക്കി).";

/** The admin's names as sent (`{ en, ml, hi, ar }`), trimmed: English required, each at most PLACE_NAME_MAX characters. */
export function parsePlaceNames(input: unknown): PlaceNamesResult {
  const body = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const names = { en: "", ml: "", hi: "", ar: "" } satisfies PlaceNames;
  for (const language of SITE_LANGUAGES) {
    const value = body[language] ?? "";
    if (typeof value !== "string") return { ok: false, error: `names.${language} must be text` };
    names[language] = value.trim();
    if (names[language].length > PLACE_NAME_MAX)
      return { ok: false, error: `The name in ${LANGUAGE_INFO[language].englishName} is longer than ${PLACE_NAME_MAX} characters.` };
  }
  if (!names.en) return { ok: false, error: "The English name is required: it is shown wherever a language has none." };
  return { ok: true, names };
}

/**
 * Why `names` cannot be given to a place, renamed or added (its `slug` absent: no place is itself):
 * a place beside it (same parent, archived or not, so a restore never makes two) has one of them in
 * the same language. Compared trimmed and lower-cased, as a search finds a place by name, so two
 * places of one name never answer one search for it.
 */
export function siblingNameClash(
  place: { slug?: string; parent: Place["parent"] },
  names: PlaceNames,
  places: readonly Pick<Place, "slug" | "parent" | "names">[],
): string | undefined {
  for (const other of places) {
    if (other.parent !== place.parent || other.slug === place.slug) continue;
    for (const language of SITE_LANGUAGES) {
      if (names[language] && placeNameKey(names[language]) === placeNameKey(other.names[language]))
        return `${other.names.en} already lies in the same place with the ${LANGUAGE_INFO[language].englishName} name “${names[language].trim()}”: choose another name.`;
    }
  }
  return undefined;
}

/**
 * A place's other names after its English name changes from `before` to `after`: the old English
 * name is kept among them, as the seeded places keep theirs (Alleppey, Cochin). Packages link
 * to places by the names their text uses (ADR 157), and that text still says the old name: a
 * rename to "Kovalam Beach" keeps the packages that say "Kovalam" on its page, and a site search
 * for the old name still finds it. The new name leaves the list if it was one of them (a rename
 * back), and a change of case or spacing alone adds nothing.
 */
export function aliasesAfterRename(aliases: readonly string[], before: string, after: string): string[] {
  const kept = aliases.filter((alias) => placeNameKey(alias) !== placeNameKey(after));
  if (placeNameKey(before) === placeNameKey(after) || kept.some((alias) => placeNameKey(alias) === placeNameKey(before))) return kept;
  return [...kept, before.trim()];
}

/** The most other names a place keeps. */
export const PLACE_ALIASES_MAX = 20;

/**
 * Why a rename cannot go through, or null: the old English name it keeps among the other names
 * (aliasesAfterRename) would make one more than a place keeps, and the admin's next save of the
 * place would be refused for a list it did not choose.
 */
export function renameAliasesProblem(aliasesAfter: readonly string[], before: string): string | null {
  if (aliasesAfter.length <= PLACE_ALIASES_MAX) return null;
  return `A place keeps at most ${PLACE_ALIASES_MAX} other names, and a rename keeps the old English name “${before.trim()}” among them: remove one of them first.`;
}

export type PlaceAliasesResult = { ok: true; aliases: string[] } | { ok: false; error: string };

/**
 * The admin's other names for a place (old or local spellings that package texts and searches use:
 * "Alleppey", "Cochin"), as sent: a list of text, each trimmed, blanks dropped, a repeat (in
 * another case or spacing) or the place's own English name `nameEn` dropped, each at most
 * PLACE_NAME_MAX characters, at most PLACE_ALIASES_MAX of them.
 */
export function parsePlaceAliases(input: unknown, nameEn: string): PlaceAliasesResult {
  if (!Array.isArray(input) || input.some((alias) => typeof alias !== "string"))
    return { ok: false, error: "aliases must be a list of text" };
  const aliases: string[] = [];
  const seen = new Set([placeNameKey(nameEn)]);
  for (const alias of (input as string[]).map((a) => a.trim()).filter(Boolean)) {
    if (alias.length > PLACE_NAME_MAX)
      return { ok: false, error: `The other name “${alias.slice(0, 20)}…” is longer than ${PLACE_NAME_MAX} characters.` };
    if (seen.has(placeNameKey(alias))) continue;
    seen.add(placeNameKey(alias));
    aliases.push(alias);
  }
  if (aliases.length > PLACE_ALIASES_MAX) return { ok: false, error: `A place keeps at most ${PLACE_ALIASES_MAX} other names.` };
  return { ok: true, aliases };
}

/**
 * Why a place (renamed, or added: its `slug` absent) cannot take `aliases` as its other names: a
 * place beside it (same parent, archived or not) is called by one of them, as its English name or one of its own other names. A package
 * whose text says that name would then be listed under both, and a search for it would find two.
 */
export function siblingAliasClash(
  place: { slug?: string; parent: Place["parent"] },
  aliases: readonly string[],
  places: readonly Pick<Place, "slug" | "parent" | "names" | "aliases">[],
): string | undefined {
  for (const other of places) {
    if (other.parent !== place.parent || other.slug === place.slug) continue;
    const theirs = new Set([other.names.en, ...other.aliases].map(placeNameKey));
    const shared = aliases.find((alias) => theirs.has(placeNameKey(alias)));
    if (shared) return `${other.names.en}, in the same place, is already called “${shared.trim()}”: a name can lead to one place only.`;
  }
  return undefined;
}

/**
 * Why a place cannot be archived: places inside it still in use would lose their page (a
 * destination's URL is the chain through its parent) and their place in the tree, so they are
 * archived first, each by the admin's own choice.
 */
export function archiveRefusal(place: Pick<Place, "names">, liveChildren: readonly Pick<Place, "names">[]): string | undefined {
  if (liveChildren.length === 0) return undefined;
  const names = liveChildren.map((c) => c.names.en).sort((a, b) => a.localeCompare(b, "en"));
  return `${place.names.en} cannot be archived while places inside it are in use: archive ${names.join(", ")} first.`;
}

/** Why a place cannot be restored: it lies in an archived one, which comes back first. */
export function restoreRefusal(place: Pick<Place, "names">, archivedParent: Pick<Place, "names"> | undefined): string | undefined {
  return archivedParent ? `${place.names.en} lies in ${archivedParent.names.en}, which is archived: restore it first.` : undefined;
}

/** Why no place can be added in an archived one. */
export function archivedParentRefusal(parent: Pick<Place, "names">): string {
  return `${parent.names.en} is archived: restore it before adding places in it.`;
}
