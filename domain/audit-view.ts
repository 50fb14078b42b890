import { csvText } from "./csv";
import { isValidIsoDate } from "./dates";
import type { FieldChanges } from "./package-review";

/** One audit row as the admin's API sends it (server/audit/audit-log.ts writes them; nothing updates them). */
export interface AuditRowView {
  id: number;
  /** ISO timestamp. */
  at: string;
  actorRole: "admin" | "partner" | "system";
  actorEmail: string;
  providerId: string | null;
  entity: string;
  entityId: string;
  action: string;
  changes: FieldChanges;
}

/** Whose history: one package's, or everything of one provider (its packages, profile, reviews, people). */
export const AUDIT_SCOPES = ["package", "provider"] as const;
export type AuditScope = (typeof AUDIT_SCOPES)[number];

/** What the admin's audit screen asks for: a scope and optional filters (dates are whole days, UTC). */
export interface AuditQuery {
  scope: AuditScope;
  id: string;
  /** One action ("revision", "approve"…), or "" for all. */
  action: string;
  /** Part of the actor's e-mail, any case, or "" for everyone. */
  actor: string;
  /** YYYY-MM-DD or "". */
  from: string;
  to: string;
}

export const AUDIT_MESSAGES = {
  scopeRequired: "Say whose history: scope=package or scope=provider, and its id.",
  badDate: "Dates are YYYY-MM-DD.",
  datesReversed: "The first day is after the last.",
  tooLong: "A filter is too long.",
} as const;

const textParam = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The query string of GET /api/admin/audit, checked; the message says what is wrong. */
export function parseAuditQuery(query: Record<string, unknown>): { ok: true; value: AuditQuery } | { ok: false; message: string } {
  const scope = textParam(query.scope);
  const id = textParam(query.id);
  if (!(AUDIT_SCOPES as readonly string[]).includes(scope) || !id) return { ok: false, message: AUDIT_MESSAGES.scopeRequired };
  const value: AuditQuery = {
    scope: scope as AuditScope,
    id,
    action: textParam(query.action),
    actor: textParam(query.actor),
    from: textParam(query.from),
    to: textParam(query.to),
  };
  if ([value.id, value.action, value.actor].some((v) => v.length > 200)) return { ok: false, message: AUDIT_MESSAGES.tooLong };
  if ((value.from && !isValidIsoDate(value.from)) || (value.to && !isValidIsoDate(value.to)))
    return { ok: false, message: AUDIT_MESSAGES.badDate };
  if (value.from && value.to && value.from > value.to) return { ok: false, message: AUDIT_MESSAGES.datesReversed };
  return { ok: true, value };
}

/** The CSV's columns: one line per changed field; a row without field changes is one line with the field empty. */
export const AUDIT_CSV_COLUMNS = [
  "at",
  "actor_role",
  "actor_email",
  "provider_id",
  "entity",
  "entity_id",
  "action",
  "field",
  "before",
  "after",
] as const;

/** The rows as CSV (domain/csv.ts, every cell quoted), header first. */
export function auditCsv(rows: readonly AuditRowView[]): string {
  const lines: unknown[][] = [];
  for (const r of rows) {
    const base = [r.at, r.actorRole, r.actorEmail, r.providerId, r.entity, r.entityId, r.action];
    const fields = Object.entries(r.changes);
    if (fields.length === 0) lines.push([...base, "", "", ""]);
    for (const [field, [before, after]] of fields) lines.push([...base, field, before, after]);
  }
  return `${AUDIT_CSV_COLUMNS.join(",")}\r\n${lines.length > 0 ? csvText(lines, "always") : ""}`;
}

/** The file name of a download: "audit-package-<id>-2026-11-26.csv". */
export function auditCsvName(query: Pick<AuditQuery, "scope" | "id">, today: string): string {
  return `audit-${query.scope}-${query.id.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 60)}-${today}.csv`;
}
