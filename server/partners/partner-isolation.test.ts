import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, adminDraft, useAdminApp } from "../admin/testing/admin-test-app";
import type { Database } from "../db/client";
import { oneTestDatabase } from "../testing/databases";
import { servedRoutes } from "../testing/served-routes";

/** What a partner must never change: every table of the catalogue, providers, people, reviews and settings. */
async function snapshot(database: Database): Promise<string> {
  const tables = [
    "packages",
    "providers",
    "partner_people",
    "partner_invitations",
    "reviews",
    "review_invitations",
    "settings",
    "exchange_rates",
    "uploaded_files",
    "package_workflow",
    "provider_changes",
    "audit_log",
  ];
  const parts: unknown[] = [];
  for (const table of tables) parts.push(await database.rows(sql`SELECT * FROM ${sql.identifier(table)} ORDER BY 1`));
  return JSON.stringify(parts);
}

// Forged fields a request might carry to move itself into another provider or another role.
const FORGED = (other: { providerId: string; personId: string; email: string }) => ({
  providerId: other.providerId,
  provider_id: other.providerId,
  personId: other.personId,
  partnerPersonId: other.personId,
  email: other.email,
  role: "admin",
  status: "Active",
  featured: true,
  providerName: "Hill Routes",
  meshId: "H-1",
});

describe.each(oneTestDatabase())("a partner cannot reach another provider's data on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  const hill = { providerId: "", personId: "", email: "ben@hill.example", packageId: "" };
  let kayal = { providerId: "", packageId: "" };
  let partner: ReturnType<typeof adminClient>;

  beforeAll(async () => {
    const provider = async (name: string, meshId: string) =>
      ((await ctx.client.call("POST", "/api/admin/providers", { json: { name, meshId } })).data.item as { id: string }).id;
    const pkg = async (providerName: string, meshId: string, packageCode: string) =>
      (
        (await ctx.client.call("POST", "/api/admin/packages", { json: adminDraft({ providerName, meshId, packageCode }) })).data.item as {
          id: string;
        }
      ).id;
    kayal = { providerId: await provider("Kayal Trails", "K-1"), packageId: "" };
    kayal.packageId = await pkg("Kayal Trails", "K-1", "KAYAL-1");
    hill.providerId = await provider("Hill Routes", "H-1");
    hill.packageId = await pkg("Hill Routes", "H-1", "HILL-1");
    const invited = await ctx.client.call("POST", `/api/admin/providers/${hill.providerId}/people`, { json: { email: hill.email } });
    hill.personId = (invited.data.item as { id: string }).id;
    const own = await ctx.client.call("POST", `/api/admin/providers/${kayal.providerId}/people`, { json: { email: "asha@kayal.example" } });
    partner = adminClient(ctx.app);
    // Joining with forged fields: the person stays bound to the provider of the link, as a partner.
    const token = String(own.data.link).split("#")[1];
    const join = await partner.call("POST", "/api/partner/join", { json: { token, password: "kayal-partner-1", ...FORGED(hill) } });
    expect(join.status).toBe(200);
    const person = await ctx.database.rows<{ provider_id: string; status: string }>(
      sql`SELECT provider_id, status FROM partner_people WHERE email = 'asha@kayal.example'`,
    );
    expect(person).toEqual([{ provider_id: kayal.providerId, status: "Active" }]);
  });

  it("walks every partner and admin route with the other provider's ids and forged fields: none succeeds, nothing changes", async () => {
    const partnerPaths = servedRoutes(ctx.app.services, "/api/partner/");
    const adminPaths = servedRoutes(ctx.app.services, "/api/admin/");
    expect(adminPaths.length).toBeGreaterThan(20);
    // The walk covers what the routers answer today; a new route fails this line until it is walked.
    expect(partnerPaths).toEqual([
      "DELETE /api/partner/packages/:id",
      "DELETE /api/partner/profile/verification",
      "DELETE /api/partner/session",
      "GET /api/partner/insight",
      "GET /api/partner/insight/:table.csv",
      "GET /api/partner/insight/chart.svg",
      "GET /api/partner/packages",
      "GET /api/partner/packages/:id",
      "GET /api/partner/packages/:id/places",
      "GET /api/partner/people",
      "GET /api/partner/profile",
      "GET /api/partner/review-invitations",
      "GET /api/partner/reviews",
      "GET /api/partner/session",
      "POST /api/partner/invitation",
      "POST /api/partner/join",
      "POST /api/partner/packages",
      "POST /api/partner/packages/:id/archive",
      "POST /api/partner/packages/:id/pause",
      "POST /api/partner/packages/:id/resume",
      "POST /api/partner/packages/:id/submit",
      "POST /api/partner/packages/:id/withdraw",
      "POST /api/partner/password",
      "POST /api/partner/profile/verification",
      "POST /api/partner/review-invitations",
      "POST /api/partner/session",
      "POST /api/partner/uploads",
      "PUT /api/partner/packages/:id",
      "PUT /api/partner/packages/:id/departures",
      "PUT /api/partner/packages/:id/places",
      "PUT /api/partner/profile",
      "PUT /api/partner/reviews/:id/reply",
    ]);
    const fill = (path: string) =>
      path
        .replace(":providerId", hill.providerId)
        .replace(":personId", hill.personId)
        .replace(":changeId", "any-change")
        .replace(
          /:id(?=\/|$)/,
          path.startsWith("/api/admin/providers") ? hill.providerId : path.includes("review") ? "any-review" : hill.packageId,
        );
    const before = await snapshot(ctx.database);
    const forged = FORGED(hill);
    const validPackage = {
      ...adminDraft({ providerName: "Hill Routes", meshId: "H-1", packageCode: "HILL-2" }),
      departures: [{ date: "2027-01-10", seatsTotal: 9, seatsLeft: 1, priceAdult: "" }],
    };
    const hillVersion = (
      await ctx.database.rows<{ updated_at: string | Date }>(sql`SELECT updated_at FROM packages WHERE id = ${hill.packageId}`)
    )[0]!.updated_at;
    const version = new Date(hillVersion).toISOString();
    const query = `?providerId=${hill.providerId}&personId=${hill.personId}&version=${version}`;
    let tried = 0;
    const succeeded: string[] = [];
    const leaks = (text: string) =>
      text.includes(hill.packageId) || text.includes(hill.personId) || text.includes(hill.email) || text.includes("HILL-1");

    for (const route of [...partnerPaths, ...adminPaths]) {
      const [method, path] = route.split(" ") as [string, string];
      // Signing out is walked last; the sign-in and link routes are walked with forged fields but no valid secret.
      if (route === "DELETE /api/partner/session") continue;
      for (const url of [fill(path), fill(path) + query]) {
        const res = await partner.call(
          method,
          url,
          method === "GET"
            ? {}
            : {
                json: {
                  // A whole valid package, so the only reason left to refuse it is whose it is. (Creating
                  // one's own package is no cross-provider request: the create gets the forged fields
                  // alone here, and a whole forged package in package-workflow.test.ts.)
                  ...(route === "POST /api/partner/packages" ? {} : validPackage),
                  ...forged,
                  token: "x".repeat(43),
                  password: "guess-guess",
                  currentPassword: "guess-guess",
                  newPassword: "owned-by-hill",
                },
              },
        );
        tried++;
        const text = JSON.stringify(res.data ?? "");
        const ownRead = res.status === 200 && path.startsWith("/api/partner/") && method === "GET";
        if (ownRead ? leaks(text) : res.status < 400 || leaks(text)) succeeded.push(`${route} -> ${res.status}`);
      }
    }
    // The partner's own reads stay its own, whatever the query says.
    const session = await partner.call("GET", `/api/partner/session${query}`, { headers: { "x-provider-id": hill.providerId } });
    expect(session.data).toMatchObject({ email: "asha@kayal.example", provider: { slug: "kayal-trails" } });
    const list = await partner.call("GET", `/api/partner/packages${query}`);
    expect((list.data.items as { id: string }[]).map((p) => p.id)).toEqual([kayal.packageId]);
    expect((await partner.call("GET", `/api/partner/packages/${hill.packageId}`)).status).toBe(404);

    expect(await snapshot(ctx.database)).toBe(before);
    expect(succeeded).toEqual([]);
    // Figures for the record: every route, once plainly and once with the other provider in the query.
    expect(tried).toBe(2 * (partnerPaths.length - 1 + adminPaths.length));
    console.info(`partner isolation: ${tried} cross-provider requests tried, ${succeeded.length} succeeded`);

    expect((await partner.call("DELETE", `/api/partner/session${query}`, { json: forged })).status).toBe(204);
    expect((await partner.call("GET", "/api/partner/session")).status).toBe(401);
  });
});
