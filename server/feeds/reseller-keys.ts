import crypto from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { hashToken } from "../auth/sessions";
import type { Database } from "../db/client";
import { resellerKeys } from "../db/schema";
import type { ResellerKey } from "../../domain/open-feeds";

export const RESELLER_KEY_MESSAGES = {
  nameRequired: "Give the key a name (who holds it), 1 to 80 characters.",
  notFound: "No such key.",
} as const;

/** How a key starts, so one pasted into the wrong place is recognised (and found by secret scanners). */
const KEY_PREFIX = "ktr_";

const toKey = (row: typeof resellerKeys.$inferSelect): ResellerKey => ({
  id: row.id,
  name: row.name,
  keyStart: row.keyStart,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
});

/**
 * The keys resellers read the OCTO API with (ADR 103). A key is 32 random bytes, shown once when
 * issued; only its SHA-256 is stored (as for sessions), so a copy of the database holds no key.
 */
export function createResellerKeys(database: Database) {
  const db = database.db;
  return {
    async list(): Promise<ResellerKey[]> {
      return (await db.select().from(resellerKeys).orderBy(desc(resellerKeys.createdAt))).map(toKey);
    },

    async issue(name: unknown): Promise<{ ok: true; item: ResellerKey; key: string } | { ok: false; error: string }> {
      const trimmed = typeof name === "string" ? name.trim() : "";
      if (trimmed.length < 1 || trimmed.length > 80) return { ok: false, error: RESELLER_KEY_MESSAGES.nameRequired };
      const key = `${KEY_PREFIX}${crypto.randomBytes(32).toString("base64url")}`;
      const [row] = await db
        .insert(resellerKeys)
        .values({ id: crypto.randomUUID(), name: trimmed, keyHash: hashToken(key), keyStart: key.slice(0, KEY_PREFIX.length + 6) })
        .returning();
      return { ok: true, item: toKey(row!), key };
    },

    /** Revokes a key at once (the next request with it is refused); revoking twice keeps the first date. */
    async revoke(id: string): Promise<ResellerKey | null> {
      const [row] = await db
        .update(resellerKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(resellerKeys.id, id), isNull(resellerKeys.revokedAt)))
        .returning();
      if (row) return toKey(row);
      const [existing] = await db.select().from(resellerKeys).where(eq(resellerKeys.id, id)).limit(1);
      return existing ? toKey(existing) : null;
    },

    /** The live key a request carries, or null (unknown, revoked, or not one of ours). */
    async verify(key: string): Promise<ResellerKey | null> {
      if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
      const [row] = await db
        .select()
        .from(resellerKeys)
        .where(and(eq(resellerKeys.keyHash, hashToken(key)), isNull(resellerKeys.revokedAt)))
        .limit(1);
      return row ? toKey(row) : null;
    },
  };
}

export type ResellerKeys = ReturnType<typeof createResellerKeys>;
