import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, adminDraft, approvedReview, joinedPartner, providerWithPartner, useAdminApp } from "../admin/testing/admin-test-app";
import { CROSS_SITE_MESSAGE } from "../auth/origin-check";
import { AUTH_MESSAGES } from "../auth/require-role";
import { createSession } from "../auth/sessions";
import { partnerRefusal } from "../../domain/partners";
import type { Database } from "../db/client";
import { oneTestDatabase } from "../testing/databases";
import { servedRoutes } from "../testing/served-routes";

/**
 * Tables a refused request may still write, none of them a row the partner owns or reaches: the
 * session the gate reads (its last-seen time), the sign-in throttle's attempts (the walk tries
 * sign-ins with forged fields), the day's insight rollup a report read brings up to date, and the
 * catalogue version, which a statement trigger moves on even when a conditional UPDATE matched no
 * row (a reply to another provider's review). Every other table the database holds, one added
 * later too, must come out of the walk as it went in.
 */
const WRITTEN_BY_REFUSALS = ["sessions", "login_attempts", "insight_rollups", "catalogue_version"];

/** What a partner must never change: every table but those above, each row by its whole text so the order is stable. */
async function snapshot(database: Database): Promise<Record<string, unknown[]>> {
  const tables = await database.rows<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const names = tables.map((t) => t.table_name).filter((name) => !WRITTEN_BY_REFUSALS.includes(name));
  // The tables a partner's writes reach, named so a schema the query does not see fails here rather than compare nothing.
  expect(names).toEqual(
    expect.arrayContaining(["packages", "package_departures", "package_places", "package_workflow", "providers", "provider_changes"]),
  );
  expect(names).toEqual(expect.arrayContaining(["partner_people", "reviews", "review_invitations", "uploaded_files", "audit_log"]));
  const rows: Record<string, unknown[]> = {};
  for (const table of names) {
    const t = sql.identifier(table);
    rows[table] = await database.rows(sql`SELECT * FROM ${t} ORDER BY ${t}::text`);
  }
  return rows;
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
  // One proxy hop in front (TRUST_PROXY=1): X-Forwarded-For names the client, so a sign-in can come
  // from an address the walk's wrong passwords have not slowed down.
  const ctx = useAdminApp(open, { signIn: true, env: { TRUST_PROXY: "1" } });
  const hill = { providerId: "", personId: "", email: "ben@hill.example", packageId: "", reviewId: "" };
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
    // A review of Hill's package, so the reply route is walked with an id that exists.
    const link = await ctx.client.call("POST", "/api/admin/review-invitations", {
      json: { packageId: hill.packageId, travellerName: "Priya Nair", travelMonth: "2025-10" },
    });
    hill.reviewId = await approvedReview(ctx.app, ctx.client, String(link.data.url), {
      overall: 5,
      body: "Lovely tea hills, a kind guide and good food all along the way.",
    });
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

  /** A route's path with the other provider's ids in it. */
  const fill = (path: string) =>
    path
      .replace(":providerId", hill.providerId)
      .replace(":personId", hill.personId)
      .replace(":changeId", "any-change")
      .replace(":slug", "kayal-trails")
      .replace("*rest", "bookings")
      .replace(
        /:id(?=\/|$)/,
        path.startsWith("/api/admin/providers") ? hill.providerId : path.includes("/reviews/") ? hill.reviewId : hill.packageId,
      );
  // A whole valid package, so the only reason left to refuse a write is whose it is, or who asks.
  const validPackage = () => ({
    ...adminDraft({ providerName: "Hill Routes", meshId: "H-1", packageCode: "HILL-2" }),
    departures: [{ date: "2027-01-10", seatsTotal: 9, seatsLeft: 1, priceAdult: "" }],
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
    const before = await snapshot(ctx.database);
    const forged = FORGED(hill);
    const hillVersion = (
      await ctx.database.rows<{ updated_at: string | Date }>(sql`SELECT updated_at FROM packages WHERE id = ${hill.packageId}`)
    )[0]!.updated_at;
    const version = new Date(hillVersion).toISOString();
    const query = `?providerId=${hill.providerId}&personId=${hill.personId}&version=${version}`;
    // The same claims in other shapes: ids as lists (the other provider's beside the partner's own),
    // and under prototype keys, which JSON and a query keep as plain keys.
    const shapesQuery = `?providerId=${hill.providerId}&providerId=${kayal.providerId}&id[]=${hill.packageId}&__proto__[providerId]=${hill.providerId}&version=${version}`;
    const inShapes = (body: Record<string, unknown>) =>
      JSON.stringify({
        ...body,
        providerId: [hill.providerId, kayal.providerId],
        packageId: [hill.packageId, kayal.packageId],
        personId: [hill.personId],
        id: [hill.packageId, kayal.packageId],
      }).replace(/^\{/, `{"__proto__":${JSON.stringify(forged)},"constructor":{"prototype":${JSON.stringify(forged)}},`);
    let tried = 0;
    /** Each route's answer to the plain attempt, the other provider's ids in its path and forged fields in its body. */
    const plainly: Record<string, number> = {};
    const succeeded: string[] = [];
    const leaks = (text: string) =>
      text.includes(hill.packageId) || text.includes(hill.personId) || text.includes(hill.email) || text.includes("HILL-1");

    for (const route of [...partnerPaths, ...adminPaths]) {
      const [method, path] = route.split(" ") as [string, string];
      // Signing out is walked last; the sign-in and link routes are walked with forged fields but no valid secret.
      if (route === "DELETE /api/partner/session") continue;
      const body = {
        // Creating one's own package is no cross-provider request: the create gets the forged
        // fields alone here, and a whole forged package in package-workflow.test.ts.
        ...(route === "POST /api/partner/packages" ? {} : validPackage()),
        ...forged,
        // What the review link, reply and places routes read, valid, so only whose it is can refuse them.
        packageId: hill.packageId,
        travellerName: "Ravi Menon",
        travelMonth: "2025-10",
        reply: "Thank you for travelling with us.",
        places: ["munnar"],
        token: "x".repeat(43),
        password: "guess-guess",
        currentPassword: "guess-guess",
        newPassword: "owned-by-hill",
      };
      const attempts: [string, Parameters<typeof partner.call>[2]][] =
        method === "GET"
          ? [
              [fill(path), {}],
              [fill(path) + query, {}],
              [fill(path) + shapesQuery, {}],
            ]
          : [
              [fill(path), { json: body }],
              [fill(path) + query, { json: body }],
              [fill(path), { body: inShapes(body), headers: { "content-type": "application/json" } }],
            ];
      for (const [url, init] of attempts) {
        const res = await partner.call(method, url, init);
        if (init === attempts[0]![1]) plainly[route] = res.status;
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

    expect(await snapshot(ctx.database)).toEqual(before);
    expect(succeeded).toEqual([]);
    // Another provider's package, review or verification change is not found; an own-scope write with
    // forged fields is refused for them (403) or for its missing or wrong secret; a partner on an admin route is 403.
    expect(Object.fromEntries(Object.entries(plainly).filter(([route]) => route.includes("/api/partner/")))).toEqual({
      "DELETE /api/partner/packages/:id": 404,
      "DELETE /api/partner/profile/verification": 404,
      "GET /api/partner/insight": 200,
      "GET /api/partner/insight/:table.csv": 404,
      "GET /api/partner/insight/chart.svg": 200,
      "GET /api/partner/packages": 200,
      "GET /api/partner/packages/:id": 404,
      "GET /api/partner/packages/:id/places": 404,
      "GET /api/partner/people": 200,
      "GET /api/partner/profile": 200,
      "GET /api/partner/review-invitations": 200,
      "GET /api/partner/reviews": 200,
      "GET /api/partner/session": 200,
      "POST /api/partner/invitation": 404,
      "POST /api/partner/join": 404,
      "POST /api/partner/packages": 400,
      "POST /api/partner/packages/:id/archive": 404,
      "POST /api/partner/packages/:id/pause": 404,
      "POST /api/partner/packages/:id/resume": 404,
      "POST /api/partner/packages/:id/submit": 404,
      "POST /api/partner/packages/:id/withdraw": 404,
      "POST /api/partner/password": 400,
      "POST /api/partner/profile/verification": 403,
      "POST /api/partner/review-invitations": 400,
      // Held, not only wrong: the walk's three wrong current passwords from this address (the password change counts
      // them as failed sign-ins) used up its free failures before it reached the sign-in.
      "POST /api/partner/session": 429,
      "POST /api/partner/uploads": 400,
      "PUT /api/partner/packages/:id": 404,
      "PUT /api/partner/packages/:id/departures": 404,
      "PUT /api/partner/packages/:id/places": 404,
      "PUT /api/partner/profile": 403,
      "PUT /api/partner/reviews/:id/reply": 404,
    });
    // The admin's sign-in is open to anyone: the partner's forged e-mail and a guessed password are only wrong.
    expect(Object.entries(plainly).filter(([route, status]) => route.includes("/api/admin/") && status !== 403)).toEqual([
      ["POST /api/admin/session", 401],
    ]);
    // Figures for the record: every route plainly, with the other provider in the query, and in other shapes.
    expect(tried).toBe(3 * (partnerPaths.length - 1 + adminPaths.length));
    console.info(`partner isolation: ${tried} cross-provider requests tried, ${succeeded.length} succeeded`);

    expect((await partner.call("DELETE", `/api/partner/session${query}`, { json: forged })).status).toBe(204);
    expect((await partner.call("GET", "/api/partner/session")).status).toBe(401);
  });

  it("refuses every signed-in route and every OCTO route at the door: signed out, a forged cookie, the other role, a revoked person, a suspended provider, another site; nothing changes", async () => {
    // A person whose access the admin revoked and a provider the admin suspended, each with a session
    // row that outlived it (another instance, a race): the gate reads their standing on every request.
    const ravi = await joinedPartner(ctx.app, ctx.client, kayal.providerId, "ravi@kayal.example", "ravi-partner-1");
    const raviId = (ravi.invited.data.item as { id: string }).id;
    expect((await ctx.client.call("POST", `/api/admin/providers/${kayal.providerId}/people/${raviId}/revoke`)).status).toBe(200);
    const coast = await providerWithPartner(ctx.app, ctx.client, {
      name: "Coast Stays",
      meshId: "C-1",
      packageCode: "COAST-1",
      email: "mira@coast.example",
      password: "coast-partner-1",
    });
    expect(
      (await ctx.client.call("POST", `/api/admin/providers/${coast.providerId}/status`, { json: { status: "Suspended" } })).status,
    ).toBe(200);
    const issued = await ctx.client.call("POST", "/api/admin/reseller-keys", { json: { name: "Lapsed Reseller" } });
    expect((await ctx.client.call("POST", `/api/admin/reseller-keys/${(issued.data.item as { id: string }).id}/revoke`)).status).toBe(200);
    const [asha] = await ctx.database.rows<{ id: string }>(sql`SELECT id FROM partner_people WHERE email = 'asha@kayal.example'`);
    const sessionOf = async (email: string, personId: string) =>
      `kt_partner=${await createSession(ctx.database, { role: "partner", email, partnerPersonId: personId })}`;
    const partnerCookie = await sessionOf("asha@kayal.example", asha!.id);
    const adminCookie = ctx.client.cookie!;
    const NOBODY = "A".repeat(43);

    // The routes open to the signed out: signing in, and an invitation link's own two.
    const open = ["POST /api/partner/session", "POST /api/partner/invitation", "POST /api/partner/join", "POST /api/admin/session"];
    const signedIn = [...servedRoutes(ctx.app.services, "/api/partner/"), ...servedRoutes(ctx.app.services, "/api/admin/")].filter(
      (route) => !open.includes(route),
    );
    // `router.all` is listed as "_ALL" and the key door, mounted with `use`, as "USE": the door answers
    // both before any method matters.
    const octo = servedRoutes(ctx.app.services, "/octo/").map((route) => route.replace(/^(_ALL|USE) /, "GET "));
    expect(octo).toEqual([
      "GET /octo/:slug/capabilities",
      "GET /octo/:slug/products",
      "GET /octo/:slug/products/:id",
      "GET /octo/:slug/supplier",
      "POST /octo/:slug/availability/calendar",
      "GET /octo/:slug",
      "GET /octo/:slug/*rest",
    ]);

    const wrongRole = { status: 403, error: AUTH_MESSAGES.wrongRole };
    const notSignedIn = { status: 401, error: AUTH_MESSAGES.notSignedIn };
    const crossSite = { status: 403, error: CROSS_SITE_MESSAGE };
    const suspended = {
      status: 403,
      error: partnerRefusal("providerSuspended", { contact: ctx.app.services.config.contact.email }).message,
    };
    /** Each caller: its headers for a route (a fresh session row where the gate deletes it), and the answer every route must give. */
    const callers: {
      name: string;
      applies: (route: string) => boolean;
      headers: (route: string) => Promise<Record<string, string>>;
      expected: { status: number; error: string };
    }[] = [
      { name: "signed out", applies: () => true, headers: async () => ({}), expected: notSignedIn },
      {
        name: "a forged cookie",
        applies: () => true,
        headers: async (route) => ({ cookie: `${route.includes("/api/admin/") ? "kt_admin" : "kt_partner"}=${NOBODY}` }),
        expected: notSignedIn,
      },
      {
        name: "the admin",
        applies: (r) => r.includes("/api/partner/"),
        headers: async () => ({ cookie: adminCookie }),
        expected: wrongRole,
      },
      {
        name: "a partner",
        applies: (r) => r.includes("/api/admin/"),
        headers: async () => ({ cookie: partnerCookie }),
        expected: wrongRole,
      },
      {
        name: "one role's token under the other's cookie name",
        applies: () => true,
        headers: async (r) => ({
          cookie: r.includes("/api/admin/") ? `kt_admin=${partnerCookie.split("=")[1]}` : `kt_partner=${adminCookie.split("=")[1]}`,
        }),
        expected: notSignedIn,
      },
      {
        name: "a revoked person",
        applies: (r) => r.includes("/api/partner/"),
        headers: async () => ({ cookie: await sessionOf("ravi@kayal.example", raviId) }),
        expected: notSignedIn,
      },
      {
        name: "a suspended provider's person",
        applies: (r) => r.includes("/api/partner/"),
        headers: async () => ({ cookie: await sessionOf("mira@coast.example", coast.personId) }),
        expected: suspended,
      },
      // Its own session from another site, from a sandboxed frame or a redirect (Origin: null), and
      // with no Origin at all (the client's "").
      ...["https://evil.example", "null", ""].map((origin) => ({
        name: `its own session with Origin "${origin}"`,
        applies: (r: string) => !r.startsWith("GET "),
        headers: async (r: string) => ({ cookie: r.includes("/api/admin/") ? adminCookie : partnerCookie, origin }),
        expected: crossSite,
      })),
    ];

    const before = await snapshot(ctx.database);
    const wrong: string[] = [];
    let tried = 0;
    for (const route of signedIn) {
      const [method, path] = route.split(" ") as [string, string];
      for (const caller of callers.filter((c) => c.applies(route))) {
        const headers = await caller.headers(route);
        const res = await adminClient(ctx.app).call(method, fill(path), {
          headers,
          ...(method === "GET" ? {} : { json: { ...validPackage(), ...FORGED(hill) } }),
        });
        tried++;
        if (res.status !== caller.expected.status || res.data?.error !== caller.expected.error)
          wrong.push(`${route} as ${caller.name} -> ${res.status} ${JSON.stringify(res.data).slice(0, 120)}`);
      }
    }
    // OCTO takes a reseller's key, never a session: no key, a guessed one, a revoked one, or a cookie of either role.
    // OCTO refuses with 400: UNAUTHORIZED when no key is sent, FORBIDDEN for a key that is not valid.
    const keyless = { status: 400, error: "UNAUTHORIZED" };
    const badKey = { status: 400, error: "FORBIDDEN" };
    for (const route of octo) {
      const [method, path] = route.split(" ") as [string, string];
      for (const [headers, expected] of [
        [{}, keyless],
        [{ authorization: `Bearer ktr_${NOBODY}` }, badKey],
        [{ authorization: `Bearer ${String(issued.data.key)}` }, badKey],
        [{ cookie: adminCookie }, keyless],
        [{ cookie: partnerCookie }, keyless],
      ] as [Record<string, string>, typeof keyless][]) {
        const res = await adminClient(ctx.app).call(method, fill(path), {
          headers,
          ...(method === "GET" ? {} : { json: { productId: hill.packageId, optionId: "DEFAULT" } }),
        });
        tried++;
        if (res.status !== expected.status || res.data?.error !== expected.error)
          wrong.push(`${route} with ${JSON.stringify(headers)} -> ${res.status} ${JSON.stringify(res.data).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(ctx.database)).toEqual(before);
    // The partner's and the admin's own sessions are still good: the refusals above ended neither.
    expect((await adminClient(ctx.app).call("GET", "/api/partner/session", { headers: { cookie: partnerCookie } })).status).toBe(200);
    expect((await ctx.client.call("GET", "/api/admin/session")).status).toBe(200);
    console.info(`signed-in doors: ${tried} requests refused as expected`);
  });
  it("writes in its own scope take the provider and the person from the session, whatever fields the request forges", async () => {
    const partnerOf = (name: string, meshId: string, email: string) =>
      providerWithPartner(ctx.app, ctx.client, { name, meshId, packageCode: `${meshId}-1`, email, password: `${meshId}-partner-1` });
    const lake = await partnerOf("Lake Stays", "L-1", "nila@lake.example");
    const peak = await partnerOf("Peak Walks", "P-1", "tom@peak.example");
    const link = await ctx.client.call("POST", "/api/admin/review-invitations", {
      json: { packageId: lake.packageId, travellerName: "Priya Nair", travelMonth: "2025-10" },
    });
    const reviewId = await approvedReview(ctx.app, ctx.client, String(link.data.url), {
      overall: 5,
      body: "Quiet lake, a warm welcome and fresh fish every night.",
    });
    // Peak's ids, the admin's role and admin-only values, beside the fields each route reads.
    const forged = {
      ...FORGED({ providerId: peak.providerId, personId: peak.personId, email: "tom@peak.example" }),
      packageId: peak.packageId,
    };
    /** Everything of Peak's a Lake request could reach: its person, provider, package, places, review links and the audit naming it. */
    const peakRows = async () => [
      await ctx.database.rows(sql`SELECT * FROM partner_people WHERE provider_id = ${peak.providerId}`),
      await ctx.database.rows(sql`SELECT * FROM providers WHERE id = ${peak.providerId}`),
      await ctx.database.rows(sql`SELECT * FROM packages WHERE provider_id = ${peak.providerId}`),
      await ctx.database.rows(sql`SELECT * FROM package_places WHERE package_id = ${peak.packageId} ORDER BY place_slug`),
      await ctx.database.rows(sql`SELECT * FROM package_departures WHERE package_id = ${peak.packageId} ORDER BY 1`),
      await ctx.database.rows(sql`SELECT * FROM review_invitations WHERE package_id = ${peak.packageId}`),
      await ctx.database.rows(sql`SELECT * FROM audit_log WHERE provider_id = ${peak.providerId} ORDER BY id`),
    ];
    const peakBefore = await peakRows();
    // Sign-ins and the password change from an address of their own: the walk's wrong passwords from this host's slow
    // them down.
    const ELSEWHERE = { "x-forwarded-for": "192.0.2.44" };
    /** A new client's sign-in with `email` and `password` from there: its status. */
    const signInStatus = async (email: string, password: string) =>
      (await adminClient(ctx.app).call("POST", "/api/partner/session", { json: { email, password }, headers: ELSEWHERE })).status;

    // Signing in: the forged role and ids beside the right e-mail and password make a partner session of Lake's person.
    const nila = adminClient(ctx.app);
    const signIn = await nila.call("POST", "/api/partner/session", {
      json: { ...forged, email: "nila@lake.example", password: "L-1-partner-1" },
      headers: ELSEWHERE,
    });
    expect(signIn.status).toBe(200);
    expect(nila.cookie).toMatch(/^kt_partner=/);
    expect((await nila.call("GET", "/api/partner/session")).data).toMatchObject({
      email: "nila@lake.example",
      provider: { slug: "lake-stays" },
    });
    expect((await nila.call("GET", "/api/admin/session")).status).toBe(403);
    expect(await ctx.database.rows(sql`SELECT DISTINCT role, partner_person_id FROM sessions WHERE email = 'nila@lake.example'`)).toEqual([
      { role: "partner", partner_person_id: lake.personId },
    ]);

    // The password changed is the session's person's, not the one the body names.
    const changed = await nila.call("POST", "/api/partner/password", {
      json: { ...forged, currentPassword: "L-1-partner-1", newPassword: "lake-partner-2" },
      headers: ELSEWHERE,
    });
    expect(changed.status).toBe(200);
    expect(await signInStatus("tom@peak.example", "P-1-partner-1")).toBe(200);
    expect(await signInStatus("nila@lake.example", "lake-partner-2")).toBe(200);

    // A review link for its own package: the package is the one named by `packageId`, so a forged one is
    // refused above (the walk); here its own, with a chosen id and token that are not taken.
    const invitation = await nila.call("POST", "/api/partner/review-invitations", {
      json: {
        ...forged,
        id: "chosen-id",
        token: "A".repeat(43),
        packageId: lake.packageId,
        travellerName: "Ravi Menon",
        travelMonth: "2025-10",
      },
    });
    expect(invitation.status).toBe(201);
    expect(
      await ctx.database.rows(
        sql`SELECT package_id, id = 'chosen-id' AS chosen_id FROM review_invitations WHERE id = ${String(invitation.data.id)}`,
      ),
    ).toEqual([{ package_id: lake.packageId, chosen_id: false }]);

    // A reply to its own review: only the reply is written, not the status, rating, text or package the body forges.
    const reply = await nila.call("PUT", `/api/partner/reviews/${reviewId}/reply`, {
      json: { ...forged, reply: "Thank you, Priya!", status: "Rejected", overall: 1, body: "Forged text", rejectionReason: "x" },
    });
    expect(reply.status).toBe(200);
    expect(
      await ctx.database.rows(sql`SELECT package_id, status, overall, body, reply, rejection_reason FROM reviews WHERE id = ${reviewId}`),
    ).toEqual([
      {
        package_id: lake.packageId,
        status: "Approved",
        overall: 5,
        body: "Quiet lake, a warm welcome and fresh fish every night.",
        reply: "Thank you, Priya!",
        rejection_reason: "",
      },
    ]);

    // Its own package's places and departures: the package is the path's, whatever id the body names.
    const places = await nila.call("PUT", `/api/partner/packages/${lake.packageId}/places`, {
      json: { ...forged, id: peak.packageId, places: ["munnar"] },
    });
    expect(places.data).toEqual({ slugs: ["munnar"], chosen: true, archived: [] });
    const version = String((await nila.call("GET", `/api/partner/packages/${lake.packageId}`)).data.version);
    const departures = await nila.call("PUT", `/api/partner/packages/${lake.packageId}/departures?version=${version}`, {
      json: { ...forged, id: peak.packageId, departures: [{ date: "2027-01-10", seatsTotal: 9, seatsLeft: 4, priceAdult: "" }] },
    });
    expect(departures.status).toBe(200);
    expect(
      await ctx.database.rows(
        sql`SELECT id, provider_id, jsonb_array_length(departures::jsonb) AS departures FROM packages WHERE id = ${lake.packageId}`,
      ),
    ).toEqual([{ id: lake.packageId, provider_id: lake.providerId, departures: 1 }]);

    expect(await peakRows()).toEqual(peakBefore);
  });
});
