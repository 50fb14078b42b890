import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { settings } from "./schema";

/** The value stored under a settings key, or null when none is. */
export async function readSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** Stores a value under a key, replacing any. */
export async function storeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** Removes a key (nothing when it is not stored). */
export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
}
