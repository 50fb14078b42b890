import type { TravelPackage } from "../../domain/package";
import { packageToDraft } from "../../domain/package-validation";
import type { PackageInput } from "../catalogue/package-row";
import type { PackageService } from "../catalogue/package-service";

/**
 * A test changes a stored package the way the admin API does: through the package service, with
 * the form's validation, the file checks and one transaction. A refusal throws with its message, so
 * a test never goes on as if the write had happened. (Packages a test needs under its own ids and
 * creation times go in through catalogue.insertMany, the seed and import door.)
 */
export async function savePackage(packages: PackageService, id: string, p: PackageInput): Promise<TravelPackage> {
  const result = await packages.savePackage(packageToDraft(p), { id });
  if (!result.ok) throw new Error(`saving package ${id} was refused: ${result.message}`);
  return result.item;
}

/** Deletes a package through the admin's package service; an unknown id fails the test. */
export async function deletePackage(packages: PackageService, id: string): Promise<void> {
  const result = await packages.deletePackage(id);
  if (!result.ok) throw new Error(`deleting package ${id} was refused: ${result.message}`);
}

/** Booking dates the admin form requires, open around every date the tests list on. */
export const OPEN_BOOKING = { bookingOpeningDate: "2026-01-01", bookingClosingDate: "2027-12-31" } as const;
