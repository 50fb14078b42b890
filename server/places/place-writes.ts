import { asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { appendAudit, type Actor } from "../audit/audit-log";
import {
  aliasesAfterRename,
  archivedParentRefusal,
  archiveRefusal,
  parsePlaceAliases,
  parsePlaceNames,
  PLACE_NAME_NEEDS_LATIN,
  renameAliasesProblem,
  restoreRefusal,
  siblingAliasClash,
  siblingNameClash,
} from "../../domain/place-edits";
import { isPlaceSlug, levelLiesIn, PLACE_LEVELS, placeNameKey, slugChoices, type PlaceLevel } from "../../domain/places";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../domain/site-language";
import type { Database } from "../db/client";
import { places } from "../db/schema";
import { refusal } from "../write-result";
import { toPlace, type PlaceRow, type PlaceWithIntro, type PlaceWriteResult } from "./place-rows";

/** The admin's writes of places: each one transaction under the locks below; each change one audit row. */

/**
 * The admin's introduction of a destination page in one language ("" removes it); false when no
 * such place. The row locked and one audit row with the text before and after; the same text
 * again changes nothing and writes nothing.
 */
export async function setPlaceIntro(
  database: Database,
  slug: string,
  intro: string,
  language: SiteLanguage,
  actor: Actor,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(places).where(eq(places.slug, slug)).for("update");
    if (!row) return false;
    const before = toPlace(row).intros[language];
    if (before === intro) return true;
    const set =
      language === DEFAULT_LANGUAGE
        ? { intro }
        : {
            introTranslations: intro
              ? sql`${places.introTranslations} || jsonb_build_object(${language}::text, ${intro}::text)`
              : sql`${places.introTranslations} - ${language}::text`,
          };
    await tx.update(places).set(set).where(eq(places.slug, slug));
    await appendAudit(tx, actor, {
      entity: "place",
      entityId: slug,
      action: "intro",
      providerId: null,
      changes: { [`intro.${language}`]: [before, intro] },
    });
    return true;
  });
}

/**
 * A new place below an existing one (the admin's); its slug from its English name unless given,
 * unique across the tree. Its names by the rule a rename keeps (ADR 155): English required, none
 * longer than PLACE_NAME_MAX, none a place beside it already has. The parent row locked, so two
 * places of one name cannot be added beside each other at once.
 */
export async function addPlace(database: Database, input: unknown, actor: Actor): Promise<PlaceWriteResult<PlaceWithIntro>> {
  const body = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const text = (key: string, max: number) => (typeof body[key] === "string" ? (body[key] as string).trim().slice(0, max) : "");
  const parsed = parsePlaceNames({ en: body.nameEn, ml: body.nameMl, hi: body.nameHi, ar: body.nameAr });
  if (!parsed.ok) return refusal(400, parsed.error, "names");
  const names = parsed.names;
  const parent = text("parent", 60);
  const level = text("level", 10) || "place";
  if (!(PLACE_LEVELS as readonly string[]).includes(level) || level === "country")
    return { ok: false, status: 400, error: "level must be one of state, district, place" };
  // A slug given is taken whole: one cut to its first characters would be a slug nobody typed.
  // Without one (the admin's screen asks for none), the first free of the English name's.
  const given = typeof body.slug === "string" ? body.slug.trim() : "";
  if (given && !isPlaceSlug(given)) return { ok: false, status: 400, error: "slug must be lower-case letters, digits and hyphens" };
  const choices = given ? [given] : slugChoices(names.en, parent);
  if (choices.length === 0) return refusal(400, PLACE_NAME_NEEDS_LATIN, "names");
  return database.db.transaction(async (tx) => {
    const { above, siblings } = await lockSiblings(tx, parent);
    if (!above) return { ok: false, status: 400, error: "parent must be a known place" } as const;
    if (above.archivedAt !== null) return refusal(409, archivedParentRefusal(toPlace(above)));
    if (!levelLiesIn(level as PlaceLevel, above.level))
      return {
        ok: false,
        status: 400,
        error: `a ${level} cannot lie in a ${above.level}: choose a lower level or another parent`,
      } as const;
    const clash = siblingNameClash({ parent }, names, siblings) ?? siblingAliasClash({ parent }, [names.en], siblings);
    if (clash) return refusal(409, clash, "names");
    const taken = new Set((await tx.select({ slug: places.slug }).from(places).where(inArray(places.slug, choices))).map((r) => r.slug));
    const slug = choices.find((s) => !taken.has(s));
    if (!slug)
      return given
        ? ({ ok: false, status: 409, error: `the slug "${given}" is taken: give another` } as const)
        : refusal(409, `${names.en} has too many places of its name here: give it a more particular English name.`, "names");
    const [row] = await tx
      .insert(places)
      .values({
        slug,
        parent,
        level: level as (typeof PLACE_LEVELS)[number],
        code: null,
        nameEn: names.en,
        nameMl: names.ml,
        nameHi: names.hi,
        nameAr: names.ar,
        aliases: [],
        ancestors: [...above.ancestors, slug],
      })
      .returning();
    await appendAudit(tx, actor, { entity: "place", entityId: slug, action: "create", providerId: null });
    return { ok: true, value: toPlace(row!) } as const;
  });
}

/**
 * New names for a place (ADR 155): its slug, and so its URLs and ids, stays. English required,
 * no name a place beside it has, checked under the lock adding a place takes (`lockSiblings`);
 * the place row locked, one audit row with the names before and after. A new English name
 * re-derives the packages it concerns in the same statement (migration 0028, ADR 157): derived
 * links follow the names the place has now.
 */
export async function renamePlace(
  database: Database,
  slug: string,
  input: unknown,
  actor: Actor,
  aliasesInput?: unknown,
): Promise<PlaceWriteResult<PlaceWithIntro>> {
  const parsed = parsePlaceNames(input);
  if (!parsed.ok) return refusal(400, parsed.error, "names");
  const names = parsed.names;
  // Other names when given (the admin's list), else the place keeps its own.
  const given = aliasesInput === undefined ? undefined : parsePlaceAliases(aliasesInput, names.en);
  if (given && !given.ok) return refusal(400, given.error, "aliases");
  return database.db.transaction(async (tx) => {
    const { row, siblings } = await lockPlace(tx, slug);
    if (!row) return refusal(404, "Place not found");
    const clash = siblingNameClash(row, names, siblings);
    if (clash) return refusal(409, clash, "names");
    const aliases = aliasesAfterRename(given?.aliases ?? row.aliases, row.nameEn, names.en);
    const tooMany = renameAliasesProblem(aliases, row.nameEn);
    if (tooMany) return refusal(400, tooMany, "aliases");
    // Only a name the place is not called by yet can clash: one it already has (seeded
    // beside a sibling's, say) never blocks a save of its other names.
    const had = new Set([row.nameEn, ...row.aliases].map(placeNameKey));
    const isNew = (name: string) => !had.has(placeNameKey(name));
    const nameClash = isNew(names.en) ? siblingAliasClash(row, [names.en], siblings) : undefined;
    if (nameClash) return refusal(409, nameClash, "names");
    const aliasClash = siblingAliasClash(row, aliases.filter(isNew), siblings);
    if (aliasClash) return refusal(409, aliasClash, "aliases");
    const before = toPlace(row).names;
    const [updated] = await tx
      .update(places)
      .set({
        nameEn: names.en,
        nameMl: names.ml,
        nameHi: names.hi,
        nameAr: names.ar,
        aliases,
      })
      .where(eq(places.slug, slug))
      .returning();
    await appendAudit(tx, actor, {
      entity: "place",
      entityId: slug,
      action: "rename",
      providerId: null,
      changes: {
        names: [before, names],
        ...(aliases.join("\n") !== row.aliases.join("\n") ? { aliases: [row.aliases, aliases] } : {}),
      },
    });
    return { ok: true, value: toPlace(updated!) } as const;
  });
}

/**
 * Archives a place or restores it (ADR 155). Not one with places inside it in use, nor a
 * restore inside an archived one, so a place in use always has its whole chain in use. Links
 * someone chose stay either way; the database re-derives the others in the same statement
 * (migration 0027, ADR 157): an archived place is named by no derived link, a restored one again
 * by every package whose text names it. A package whose text and district name no place in use
 * falls back to the nearest place in use above the archived ones they name (migration 0029, ADR
 * 160). Its parent's row locked, then its own (`lockPlace`), one audit row; archiving an archived
 * place or restoring one in use changes nothing and writes nothing.
 */
export async function setPlaceArchived(
  database: Database,
  slug: string,
  archived: boolean,
  actor: Actor,
): Promise<PlaceWriteResult<PlaceWithIntro>> {
  return database.db.transaction(async (tx) => {
    // The parent locked before the place, so a restore of a child waits for an archive of its parent.
    const { row, above } = await lockPlace(tx, slug);
    if (!row) return refusal(404, "Place not found");
    if ((row.archivedAt !== null) === archived) return { ok: true, value: toPlace(row) } as const;
    if (archived) {
      // Locked after the place, as each of them locks its parent first: a child cannot be restored meanwhile.
      const children = await tx.select().from(places).where(eq(places.parent, slug)).orderBy(asc(places.slug)).for("update");
      const refused = archiveRefusal(toPlace(row), children.filter((c) => c.archivedAt === null).map(toPlace));
      if (refused) return refusal(409, refused);
    } else {
      const refused = restoreRefusal(toPlace(row), above?.archivedAt ? toPlace(above) : undefined);
      if (refused) return refusal(409, refused);
    }
    const [updated] = await tx
      .update(places)
      .set({ archivedAt: archived ? sql`now()` : null })
      .where(eq(places.slug, slug))
      .returning();
    await appendAudit(tx, actor, {
      entity: "place",
      entityId: slug,
      action: archived ? "archive" : "restore",
      providerId: null,
      changes: { archived: [!archived, archived] },
    });
    return { ok: true, value: toPlace(updated!) } as const;
  });
}

/**
 * The places directly inside `parent` (the countries when null), read under the lock that every
 * write of a name among them takes first: the parent's row (every country's row for the
 * countries). Adding a place and renaming one both check their names against these siblings, so
 * of two such writes beside each other at once, the second waits for the first to commit and
 * then sees its name. Also the parent's row, when there is one.
 */
async function lockSiblings(
  tx: Pick<Database["db"], "select">,
  parent: string | null,
): Promise<{ above?: PlaceRow; siblings: PlaceWithIntro[] }> {
  let above: PlaceRow | undefined;
  if (parent === null)
    await tx.select({ slug: places.slug }).from(places).where(isNull(places.parent)).orderBy(asc(places.slug)).for("update");
  else [above] = await tx.select().from(places).where(eq(places.slug, parent)).for("update");
  const siblings = await tx
    .select()
    .from(places)
    .where(parent === null ? isNull(places.parent) : eq(places.parent, parent));
  return { above, siblings: siblings.map(toPlace) };
}

/**
 * Locks a place for a write of its names or of its being in use, and what those check it against:
 * its parent's row first (`lockSiblings`), then its own. Every write of a place takes its locks in
 * this order, parent before child (an archive locks the children after the place), so two writes
 * in one branch of the tree wait for each other rather than deadlock. `row` is absent when there is
 * no such place.
 */
async function lockPlace(
  tx: Pick<Database["db"], "select">,
  slug: string,
): Promise<{ row?: PlaceRow; above?: PlaceRow; siblings: PlaceWithIntro[] }> {
  // A place never moves, so its parent is read before the lock that guards it.
  const [unlocked] = await tx.select({ parent: places.parent }).from(places).where(eq(places.slug, slug));
  if (!unlocked) return { siblings: [] };
  const { above, siblings } = await lockSiblings(tx, unlocked.parent);
  const [row] = await tx.select().from(places).where(eq(places.slug, slug)).for("update");
  return { row, above, siblings };
}
