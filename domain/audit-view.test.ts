import { describe, expect, it } from "vitest";
import { AUDIT_MESSAGES, auditCsv, auditCsvName, parseAuditQuery, type AuditRowView } from "./audit-view";

const row = (changes: AuditRowView["changes"], action = "update"): AuditRowView => ({
  id: 1,
  at: "2026-11-26T10:00:00.000Z",
  actorRole: "partner",
  actorEmail: "asha@kayal.example",
  providerId: "p1",
  entity: "package",
  entityId: "k1",
  action,
  changes,
});

describe("auditCsv", () => {
  it("writes one line per changed field, JSON for non-text values, and one line for a row without changes", () => {
    const csv = auditCsv([row({ title: ["Old", "New"], seats: [4, null] }), row({}, "submit")]);
    expect(csv.split("\r\n")).toEqual([
      "at,actor_role,actor_email,provider_id,entity,entity_id,action,field,before,after",
      '"2026-11-26T10:00:00.000Z","partner","asha@kayal.example","p1","package","k1","update","title","Old","New"',
      '"2026-11-26T10:00:00.000Z","partner","asha@kayal.example","p1","package","k1","update","seats","4",""',
      '"2026-11-26T10:00:00.000Z","partner","asha@kayal.example","p1","package","k1","submit","","",""',
      "",
    ]);
  });

  it("neutralises what a spreadsheet would run, and doubles quotes", () => {
    const csv = auditCsv([row({ a: ["=1+1", "+SUM(A1)"], b: ["-2", '@x "y"'] })]);
    expect(csv).toContain(`"a","'=1+1","'+SUM(A1)"`);
    expect(csv).toContain(`"b","'-2","'@x ""y"""`);
  });
});

describe("parseAuditQuery", () => {
  it("needs a scope and an id; trims the filters", () => {
    expect(parseAuditQuery({ scope: "package", id: " k1 ", actor: " asha " })).toEqual({
      ok: true,
      value: { scope: "package", id: "k1", action: "", actor: "asha", from: "", to: "" },
    });
    expect(parseAuditQuery({ scope: "review", id: "x" })).toEqual({ ok: false, message: AUDIT_MESSAGES.scopeRequired });
    expect(parseAuditQuery({ scope: ["package"], id: "x" })).toEqual({ ok: false, message: AUDIT_MESSAGES.scopeRequired });
    expect(parseAuditQuery({ scope: "provider", id: "x", to: "2026-02-30" })).toEqual({ ok: false, message: AUDIT_MESSAGES.badDate });
  });

  it("names the file by scope, id and day, keeping only safe characters", () => {
    expect(auditCsvName({ scope: "provider", id: 'a"b/c' }, "2026-11-26")).toBe("audit-provider-a_b_c-2026-11-26.csv");
  });
});
