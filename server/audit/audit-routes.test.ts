import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_MESSAGES, type AuditRowView } from "../../domain/audit-view";
import { adminClient, adminDraft, useAdminApp } from "../admin/testing/admin-test-app";
import { oneTestDatabase } from "../testing/databases";

describe.each(oneTestDatabase())("the admin's audit log screen on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  let providerId = "";
  let packageId = "";

  const audit = async (query: string) => ctx.client.call("GET", `/api/admin/audit?${query}`);
  const actions = (items: unknown) => (items as AuditRowView[]).map((r) => `${r.actorRole}:${r.action}`);

  beforeAll(async () => {
    providerId = (
      (await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Kayal Trails", meshId: "K-1" } })).data.item as { id: string }
    ).id;
    const made = await ctx.client.call("POST", "/api/admin/packages", {
      json: adminDraft({ providerName: "Kayal Trails", meshId: "K-1", title: "Lake lunch", packageCode: "KAYAL-A1" }),
    });
    const pkg = made.data.item as { id: string; updatedAt: string };
    packageId = pkg.id;
    // A title a spreadsheet would run as a formula: the CSV must not.
    const updated = await ctx.client.call("PUT", `/api/admin/packages/${packageId}?version=${pkg.updatedAt}`, {
      json: adminDraft({
        providerName: "Kayal Trails",
        meshId: "K-1",
        title: '=HYPERLINK("http://x.example","Lake")',
        packageCode: "KAYAL-A1",
      }),
    });
    expect(updated.status).toBe(200);
  });

  it("lists one package's history newest first, filtered by action, actor and days", async () => {
    const all = await audit(`scope=package&id=${packageId}`);
    expect(all.status).toBe(200);
    expect(actions(all.data.items)).toEqual(["admin:update", "admin:create"]);
    expect(all.data.truncated).toBe(false);
    const update = (all.data.items as AuditRowView[])[0]!;
    expect(update).toMatchObject({ actorEmail: "admin@example.com", entity: "package", entityId: packageId, providerId });
    expect(update.changes.title).toEqual(["Lake lunch", '=HYPERLINK("http://x.example","Lake")']);

    expect(actions((await audit(`scope=package&id=${packageId}&action=create`)).data.items)).toEqual(["admin:create"]);
    expect(actions((await audit(`scope=package&id=${packageId}&actor=ADMIN@EXAMPLE`)).data.items)).toHaveLength(2);
    expect(actions((await audit(`scope=package&id=${packageId}&actor=%25`)).data.items)).toEqual([]);
    expect(actions((await audit(`scope=package&id=${packageId}&to=2000-01-01`)).data.items)).toEqual([]);
    expect(actions((await audit(`scope=package&id=${packageId}&from=2000-01-01&to=2999-12-31`)).data.items)).toHaveLength(2);
  });

  it("lists a provider's history: its record and its packages", async () => {
    const rows = (await audit(`scope=provider&id=${providerId}`)).data.items as AuditRowView[];
    expect(rows.map((r) => `${r.entity}:${r.action}`)).toEqual(expect.arrayContaining(["package:create", "package:update"]));
    expect(rows.every((r) => r.providerId === providerId)).toBe(true);
  });

  it("refuses a query without a scope and bad dates, with a message", async () => {
    expect(await audit("id=x")).toMatchObject({ status: 400, data: { error: AUDIT_MESSAGES.scopeRequired } });
    expect(await audit(`scope=package&id=${packageId}&from=yesterday`)).toMatchObject({
      status: 400,
      data: { error: AUDIT_MESSAGES.badDate },
    });
    expect(await audit(`scope=package&id=${packageId}&from=2026-02-02&to=2026-01-01`)).toMatchObject({
      status: 400,
      data: { error: AUDIT_MESSAGES.datesReversed },
    });
  });

  it("downloads the same rows as CSV, one line per changed field, formulas neutralised", async () => {
    const res = await audit(`scope=package&id=${packageId}&action=update&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename=audit-package-${packageId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    // A UTF-8 byte-order mark first, or Excel reads the file in the machine's legacy code page.
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = String(res.data).trimEnd().split("\r\n");
    expect(lines[0]).toBe("at,actor_role,actor_email,provider_id,entity,entity_id,action,field,before,after");
    const title = lines.find((l) => l.includes('"title"'))!;
    // A generated id may start with "-": neutralised with a leading apostrophe like any formula.
    const cell = (id: string) => (id.startsWith("-") ? `'${id}` : id);
    expect(title).toContain(
      `"admin","admin@example.com","${cell(providerId)}","package","${cell(packageId)}","update","title","Lake lunch","'=HYPERLINK(""http://x.example"",""Lake"")"`,
    );
  });

  it("has no way to change or remove a row, and a partner or a signed-out visitor cannot read it", async () => {
    const before = await ctx.database.rows(sql`SELECT * FROM audit_log ORDER BY id`);
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      // No such route: "not found", or "method not allowed" where the admin API knows the path.
      expect([404, 405]).toContain((await ctx.client.call(method, `/api/admin/audit?scope=package&id=${packageId}`, { json: {} })).status);
    }
    expect((await adminClient(ctx.app).call("GET", `/api/admin/audit?scope=package&id=${packageId}`)).status).toBe(401);
    expect(await ctx.database.rows(sql`SELECT * FROM audit_log ORDER BY id`)).toEqual(before);
  });
});
