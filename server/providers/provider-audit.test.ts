import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useAdminApp } from "../admin/testing/admin-test-app";
import { oneTestDatabase } from "../testing/databases";

describe.each(oneTestDatabase())("the admin's provider changes in the audit log on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });

  it("writes who changed which field from what to what, for an add, an edit and a status change; a refused edit writes nothing", async () => {
    const added = await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Coir Coast", meshId: "CC-1" } });
    expect(added.status).toBe(201);
    const id = (added.data.item as { id: string }).id;
    expect(
      (
        await ctx.client.call("PUT", `/api/admin/providers/${id}`, {
          json: { name: "Coir Coast Holidays", meshId: "CC-1", baseLocation: "Alappuzha" },
        })
      ).status,
    ).toBe(200);
    expect((await ctx.client.call("POST", `/api/admin/providers/${id}/status`, { json: { status: "Suspended" } })).status).toBe(200);
    expect((await ctx.client.call("PUT", `/api/admin/providers/${id}`, { json: { name: "" } })).status).toBe(400);

    const rows = await ctx.database.rows<{ actor_role: string; actor_email: string; action: string; changes: Record<string, unknown> }>(
      sql`SELECT actor_role, actor_email, action, changes FROM audit_log WHERE entity = 'provider' AND entity_id = ${id} ORDER BY id`,
    );
    expect(rows.map((r) => [r.actor_role, r.actor_email, r.action])).toEqual([
      ["admin", "admin@example.com", "create"],
      ["admin", "admin@example.com", "update"],
      ["admin", "admin@example.com", "status"],
    ]);
    expect(rows[0]!.changes.name).toEqual([null, "Coir Coast"]);
    expect(rows[1]!.changes).toMatchObject({ name: ["Coir Coast", "Coir Coast Holidays"], baseLocation: ["", "Alappuzha"] });
    expect(rows[1]!.changes.meshId).toBeUndefined();
    expect(rows[2]!.changes).toEqual({ status: ["Unverified", "Suspended"] });
  });
});
