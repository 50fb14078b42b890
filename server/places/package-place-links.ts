import { eq, inArray, sql } from "drizzle-orm";
import { appendAudit, type Actor } from "../audit/audit-log";
import { packageReviewRefusal } from "../../domain/package-review";
import { isPlaceSlug } from "../../domain/places";
import type { Database } from "../db/client";
import { packagePlaces, packages, places } from "../db/schema";
import { refusal } from "../write-result";
import { linkRows, packagePlacesOf, type PackagePlaces, type PlaceWriteResult } from "./place-rows";

/** The most places one package may be linked to. */
export const MAX_PACKAGE_PLACES = 12;

/** A package's places; null when there is no such package (or it is not `providerId`'s, when given). */
export async function packagePlaceLinks(database: Database, packageId: string, providerId?: string): Promise<PackagePlaces | null> {
  const [pkg] = await database.db
    .select({ id: packages.id, providerId: packages.providerId })
    .from(packages)
    .where(eq(packages.id, packageId))
    .limit(1);
  if (!pkg || (providerId !== undefined && pkg.providerId !== providerId)) return null;
  return packagePlacesOf(await linkRows(database.db, packageId));
}

/**
 * Links a package to the places chosen in the editor (ADR 108), replacing what the database
 * derived; an empty list gives the package back to the derivation. The package row is locked,
 * every slug must be a place, and one audit row records the change, all in one transaction.
 * A partner chooses among existing places for its own packages only (another provider's is not
 * found), and the links apply at once, as its departures do (ADR 117); like every other partner
 * write, not to an archived package.
 */
export async function choosePackagePlaces(
  database: Database,
  packageId: string,
  input: unknown,
  actor: Actor,
): Promise<PlaceWriteResult<PackagePlaces>> {
  if (!Array.isArray(input) || input.length > MAX_PACKAGE_PLACES || !input.every((s) => typeof s === "string" && isPlaceSlug(s))) {
    return { ok: false, status: 400, error: `places must be a list of at most ${MAX_PACKAGE_PLACES} place slugs` };
  }
  const slugs = [...new Set(input as string[])].sort();
  return database.db.transaction(async (tx) => {
    const [pkg] = await tx
      .select({ id: packages.id, providerId: packages.providerId, status: packages.status })
      .from(packages)
      .where(eq(packages.id, packageId))
      .for("update");
    if (!pkg || (actor.role === "partner" && pkg.providerId !== actor.providerId))
      return { ok: false, status: 404, error: "Package not found" } as const;
    if (actor.role === "partner" && pkg.status === "Archived") return refusal(409, packageReviewRefusal("cannotChangeArchived"));
    const known = slugs.length
      ? await tx.select({ slug: places.slug, archivedAt: places.archivedAt }).from(places).where(inArray(places.slug, slugs))
      : [];
    const unknown = slugs.filter((s) => !known.some((k) => k.slug === s));
    if (unknown.length) return { ok: false, status: 400, error: `not a known place: ${unknown.join(", ")}` } as const;
    const before = await tx.select({ slug: packagePlaces.placeSlug }).from(packagePlaces).where(eq(packagePlaces.packageId, packageId));
    // An archived place is offered to no one; a package already linked to it keeps the link when its other places change.
    const archived = known.filter((k) => k.archivedAt !== null && !before.some((b) => b.slug === k.slug)).map((k) => k.slug);
    if (archived.length) return { ok: false, status: 400, error: `an archived place cannot be chosen: ${archived.join(", ")}` } as const;
    await tx.delete(packagePlaces).where(eq(packagePlaces.packageId, packageId));
    if (slugs.length) {
      await tx.insert(packagePlaces).values(slugs.map((placeSlug) => ({ packageId, placeSlug, derived: false })));
      await tx.execute(sql`SELECT refresh_package_place_path(ARRAY[${packageId}]::text[])`);
    } else await tx.execute(sql`SELECT derive_package_places(ARRAY[${packageId}]::text[])`);
    const after = await linkRows(tx, packageId);
    await appendAudit(tx, actor, {
      entity: "package",
      entityId: packageId,
      action: slugs.length ? "places chosen" : "places derived",
      providerId: pkg.providerId,
      changes: { places: [before.map((r) => r.slug).sort(), after.map((r) => r.slug)] },
    });
    return { ok: true, value: packagePlacesOf(after) } as const;
  });
}
