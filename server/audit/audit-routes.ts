import { Router } from "express";
import { auditCsv, auditCsvName, parseAuditQuery, type AuditQuery } from "../../domain/audit-view";
import { todayIn } from "../../domain/dates";
import type { Services } from "../services";
import { sendCsvDownload } from "../request/csv-download";
import { readAudit } from "./audit-log";

/** Rows on the screen at most (newest first; the filters narrow it), and in one CSV download. */
export const AUDIT_PAGE_ROWS = 500;
export const AUDIT_CSV_ROWS = 50_000;

function filterOf(query: AuditQuery) {
  const scope = query.scope === "package" ? { entity: "package", entityId: query.id } : { providerId: query.id };
  return { ...scope, action: query.action, actor: query.actor, from: query.from, to: query.to };
}

/**
 * The admin's audit log screen, read only: GET /api/admin/audit?scope=package|provider&id=…
 * with optional action, actor, from and to; `format=csv` downloads the same rows as CSV. There is
 * no route that changes a row (the application only appends them, server/audit/audit-log.ts).
 * Mounted behind the admin API's session check.
 */
export function auditAdminRoutes(services: Services) {
  const { database, config } = services;
  const router = Router();

  router.get("/api/admin/audit", async (req, res) => {
    const parsed = parseAuditQuery(req.query as Record<string, unknown>);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.message });
      return;
    }
    const csv = req.query.format === "csv";
    const limit = (csv ? AUDIT_CSV_ROWS : AUDIT_PAGE_ROWS) + 1;
    const rows = await readAudit(database, { ...filterOf(parsed.value), limit });
    const truncated = rows.length === limit;
    const items = truncated ? rows.slice(0, -1) : rows;
    if (csv) {
      const name = auditCsvName(parsed.value, todayIn(config.timeZone));
      sendCsvDownload(res, name, auditCsv(items));
      return;
    }
    res.json({ items, truncated });
  });

  return router;
}
