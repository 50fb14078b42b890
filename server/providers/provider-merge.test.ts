import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, useAdminApp } from "../admin/testing/admin-test-app";
import { packageFixture } from "../catalogue/package-fixture";
import { oneTestDatabase } from "../testing/databases";
import { OPEN_BOOKING } from "../testing/package-writes";

describe.each(oneTestDatabase())("merging provider records on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  let first = "";
  let second = "";

  const providerOf = async (id: string) =>
    (
      await ctx.database.rows<{ provider_id: string; provider_name: string; mesh_id: string }>(
        sql`SELECT provider_id, provider_name, mesh_id FROM packages WHERE id = ${id}`,
      )
    )[0];
  const snapshot = async () =>
    JSON.stringify([
      await ctx.database.rows(sql`SELECT id, name, mesh_id FROM providers ORDER BY id`),
      await ctx.database.rows(sql`SELECT id, provider_id FROM packages ORDER BY id`),
      await ctx.database.rows(sql`SELECT id, provider_id FROM partner_people ORDER BY id`),
    ]);

  beforeAll(async () => {
    // Two records for one business: the same name under two MESH ids, as the old demo data had.
    await ctx.app.services.catalogue.insertMany([
      { id: "gw-dubai", ...packageFixture({ ...OPEN_BOOKING, providerName: "Gulf Wings Holidays", meshId: "MESH-GCC-0301" }) },
      { id: "gw-muscat", ...packageFixture({ ...OPEN_BOOKING, providerName: "Gulf Wings Holidays", meshId: "MESH-GCC-0302" }) },
    ]);
    first = (await providerOf("gw-dubai"))!.provider_id;
    second = (await providerOf("gw-muscat"))!.provider_id;
    expect(first).not.toBe(second);
    await ctx.client.call("POST", `/api/admin/providers/${second}/people`, { json: { email: "omar@gulfwings.example" } });
    await ctx.database.rows(sql`
      INSERT INTO reviews (id, package_id, first_name, travel_month, overall, body, photos, status, submitted_at, is_demo)
      VALUES ('gw-r1', 'gw-muscat', 'Omar', '2026-03', 5, 'A long enough review of the Muscat coast trip.', ARRAY[]::text[], 'Pending', now(), false)`);
    await ctx.app.services.reviews.approve("gw-r1");
  });

  it("refuses a merge into itself, an unknown record, a missing target and anyone but the admin; nothing changes", async () => {
    const before = await snapshot();
    expect(await ctx.client.call("POST", `/api/admin/providers/${second}/merge`, { json: { into: second } })).toMatchObject({
      status: 400,
      data: { error: "A provider cannot be merged into itself." },
    });
    expect((await ctx.client.call("POST", `/api/admin/providers/${second}/merge`, { json: { into: "no-such-record" } })).status).toBe(404);
    expect((await ctx.client.call("POST", `/api/admin/providers/no-such-record/merge`, { json: { into: first } })).status).toBe(404);
    expect(await ctx.client.call("POST", `/api/admin/providers/${second}/merge`, { json: {} })).toMatchObject({
      status: 400,
      data: { field: "into" },
    });
    expect((await adminClient(ctx.app).call("POST", `/api/admin/providers/${second}/merge`, { json: { into: first } })).status).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it("moves the packages (with their reviews) and people to the record kept, deletes the other, and logs it", async () => {
    const merged = await ctx.client.call("POST", `/api/admin/providers/${second}/merge`, { json: { into: first } });
    expect(merged.status).toBe(200);
    expect(merged.data.message).toBe("Gulf Wings Holidays merged into Gulf Wings Holidays: 1 package and 1 person moved.");
    expect(await providerOf("gw-muscat")).toEqual({ provider_id: first, provider_name: "Gulf Wings Holidays", mesh_id: "MESH-GCC-0301" });
    expect(await ctx.database.rows(sql`SELECT id FROM providers WHERE id = ${second}`)).toEqual([]);
    expect(await ctx.database.rows(sql`SELECT provider_id FROM partner_people WHERE email = 'omar@gulfwings.example'`)).toEqual([
      { provider_id: first },
    ]);
    const list = (await ctx.client.call("GET", "/api/admin/providers")).data.items as {
      id: string;
      packageCount: number;
      rating: unknown;
    }[];
    expect(list.filter((p) => p.id === first || p.id === second).map((p) => [p.id, p.packageCount, p.rating])).toEqual([
      [first, 2, { average: 5, count: 1 }],
    ]);
    expect(
      await ctx.database.rows(
        sql`SELECT actor_role, entity, entity_id, action FROM audit_log WHERE action = 'merge' AND entity_id = ${first}`,
      ),
    ).toEqual([{ actor_role: "admin", entity: "provider", entity_id: first, action: "merge" }]);
  });
});
