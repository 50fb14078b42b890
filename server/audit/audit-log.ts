import { and, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import type { FieldChanges } from "../../domain/package-review";
import type { AuditRowView } from "../../domain/audit-view";

export { changedFields, type FieldChanges } from "../../domain/package-review";

/** Who made a change: the admin, a partner person (with their provider), or the command line. */
export type Actor =
  { role: "admin"; email: string } | { role: "partner"; email: string; providerId: string } | { role: "system"; email: string };

/** The command line's actor: the operator at the server, not a signed-in person. */
export const COMMAND_LINE: Actor = { role: "system", email: "command line" };

export interface AuditEntry {
  entity: string;
  entityId: string;
  action: string;
  /** The provider the entity belongs to, so a provider's history is one indexed read. */
  providerId: string | null;
  changes?: FieldChanges;
}

type Executor = Pick<Database["db"], "insert">;

/** Appends one row; the application never updates or deletes one. Pass the transaction of the change itself. */
export async function appendAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorRole: actor.role,
    actorEmail: actor.email,
    providerId: entry.providerId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes ?? {},
  });
}

/** Appends a row about a provider's own record: the provider is both the entity and whose history it joins. */
export function appendProviderAudit(db: Executor, actor: Actor, providerId: string, action: string, changes?: FieldChanges): Promise<void> {
  return appendAudit(db, actor, { entity: "provider", entityId: providerId, action, providerId, changes });
}

/** One row as the admin's history screen reads it (the shape is the domain's). */
export type AuditRow = AuditRowView;

/** `%`, `_` and `\\` typed in a filter match themselves, not any text. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The day after a YYYY-MM-DD, at 00:00 UTC (the end of a "to" day). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * Newest first, by provider and/or entity, optionally by action, part of the actor's e-mail and
 * whole days (UTC). Each read starts on an index (entity or provider, then time).
 */
export async function readAudit(
  database: Database,
  filter: {
    providerId?: string;
    entity?: string;
    entityId?: string;
    action?: string;
    actor?: string;
    from?: string;
    to?: string;
    limit?: number;
  },
): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.providerId) conditions.push(eq(auditLog.providerId, filter.providerId));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actor) conditions.push(ilike(auditLog.actorEmail, `%${likeLiteral(filter.actor)}%`));
  if (filter.from) conditions.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(auditLog.at, dayAfter(filter.to)));
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit ?? 200);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
