import fs from "node:fs";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../auth/sessions";
import { DEMO_PDF } from "../images/test-images";
import { oneTestDatabase, testDatabases } from "../testing/databases";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, useAdminApp } from "./testing/admin-test-app";

/** Every /api/admin endpoint but sign-in, with a body that would be accepted if signed in. */
const PROTECTED: { method: string; path: string; json?: unknown; form?: boolean }[] = [
  { method: "GET", path: "/api/admin/session" },
  { method: "DELETE", path: "/api/admin/session" },
  { method: "GET", path: "/api/admin/packages" },
  { method: "POST", path: "/api/admin/packages", json: { title: "x" } },
  { method: "PUT", path: "/api/admin/packages/some-id", json: { title: "x" } },
  { method: "DELETE", path: "/api/admin/packages/some-id" },
  { method: "POST", path: "/api/admin/uploads", form: true },
];

function requestInit(endpoint: (typeof PROTECTED)[number]) {
  if (endpoint.form) {
    const form = new FormData();
    form.set("kind", "pdf");
    form.set("file", new Blob([fs.readFileSync(DEMO_PDF)]), "a.pdf");
    return { body: form };
  }
  return endpoint.json === undefined ? {} : { json: endpoint.json };
}

describe.each(oneTestDatabase())("admin sessions on $name", ({ open }) => {
  const ctx = useAdminApp(open);
  beforeEach(async () => {
    await ctx.database.db.execute(sql`DELETE FROM login_attempts`);
    await ctx.database.db.execute(sql`DELETE FROM sessions`);
  });

  it("signs in the admin: 200 with the email, an httpOnly SameSite=Lax cookie, and no-store", async () => {
    const client = adminClient(ctx.app);
    const res = await client.signIn(" Admin@Example.com ");
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ email: ADMIN_EMAIL });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^kt_admin=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect((await client.call("GET", "/api/admin/session")).data).toEqual({ email: ADMIN_EMAIL });
    // Only the token's hash is stored.
    const token = client.cookie!.split("=")[1]!;
    const rows = await ctx.database.rows<{ token_hash: string }>(sql`SELECT token_hash FROM sessions`);
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
  });

  it("refuses a wrong password with 401 and the spec's message, and sets no cookie", async () => {
    const client = adminClient(ctx.app);
    const res = await client.signIn(ADMIN_EMAIL, "not the password");
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ error: "Failed to sign in: Invalid email or password." });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers any other e-mail exactly like a wrong password: 401, the same message, no session", async () => {
    const client = adminClient(ctx.app);
    for (const password of [ADMIN_PASSWORD, "whatever-password"]) {
      const res = await client.signIn("someone@example.com", password);
      expect(res.status).toBe(401);
      expect(res.data).toEqual({ error: "Failed to sign in: Invalid email or password." });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const rows = await ctx.database.rows(sql`SELECT 1 FROM sessions`);
    expect(rows).toHaveLength(0);
  });

  it.each([
    ["no body", undefined],
    ["an array", []],
    ["a missing password", { email: ADMIN_EMAIL }],
    ["a number as email", { email: 5, password: "x" }],
    ["empty strings", { email: "", password: "" }],
  ])("answers 400 with a clear message for %s", async (_label, json) => {
    const res = await adminClient(ctx.app).call("POST", "/api/admin/session", json === undefined ? {} : { json });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error: "Enter your email and password." });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await adminClient(ctx.app).call("POST", "/api/admin/session", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error).toBe("The request body must be valid JSON.");
  });

  it.each(["null", "42", '"admin@example.com"', "true"])("answers 400 asking for an object for the JSON body %s", async (body) => {
    const res = await adminClient(ctx.app).call("POST", "/api/admin/session", { body, headers: { "content-type": "application/json" } });
    expect([res.status, res.data]).toEqual([400, { error: "The request body must be a JSON object." }]);
  });

  it("throttles after 5 failures from one IP across e-mails, counting through the API", async () => {
    const client = adminClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await client.signIn(`user${i}@example.com`, "wrong-password")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.data.error).toMatch(/^Too many attempts, try again in (14|15) minutes$/);
  });

  it("counts minutes until the oldest counted failure leaves the window (at least 1)", async () => {
    const ages = [14.5, 10, 9, 8, 7];
    for (const minutes of ages) {
      await ctx.database.db.execute(
        sql`INSERT INTO login_attempts (email, ip, succeeded, at) VALUES (${ADMIN_EMAIL}, '127.0.0.1', false, now() - make_interval(secs => ${minutes * 60}))`,
      );
    }
    const res = await adminClient(ctx.app).signIn();
    expect(res.status).toBe(429);
    expect(res.data.error).toBe("Too many attempts, try again in 1 minute");
    // Failures older than 15 minutes do not count.
    await ctx.database.db.execute(
      sql`UPDATE login_attempts SET at = now() - interval '16 minutes' WHERE at < now() - interval '14 minutes'`,
    );
    expect((await adminClient(ctx.app).signIn()).status).toBe(200);
  });

  it("gives a new token at every sign-in and ends the one the browser had", async () => {
    const client = adminClient(ctx.app);
    await client.signIn();
    const first = client.cookie;
    await client.signIn();
    const second = client.cookie;
    expect(second).not.toBe(first);
    const withOld = await fetch(`${ctx.app.baseUrl}/api/admin/session`, { headers: { cookie: first! } });
    expect(withOld.status).toBe(401);
    expect((await client.call("GET", "/api/admin/session")).status).toBe(200);
  });

  it("ends a session idle for more than 2 hours", async () => {
    const client = adminClient(ctx.app);
    await client.signIn();
    await ctx.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '2 hours 1 minute'`);
    expect((await client.call("GET", "/api/admin/session")).status).toBe(401);
  });

  it("slides the idle timeout on use but never past 12 hours from sign-in", async () => {
    const client = adminClient(ctx.app);
    await client.signIn();
    await ctx.database.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '90 minutes', created_at = now() - interval '11 hours 50 minutes'`,
    );
    expect((await client.call("GET", "/api/admin/session")).status).toBe(200);
    const [row] = await ctx.database.rows<{ left_ms: number }>(
      sql`SELECT (extract(epoch FROM expires_at - now()) * 1000)::float8 AS left_ms FROM sessions`,
    );
    expect(Number(row!.left_ms)).toBeLessThanOrEqual(10 * 60 * 1000 + 5000);
    await ctx.database.db.execute(sql`UPDATE sessions SET created_at = now() - interval '12 hours 1 minute', last_seen_at = now()`);
    expect((await client.call("GET", "/api/admin/session")).status).toBe(401);
  });

  it("signs out: 204, the row is deleted, the cookie is cleared and no longer works", async () => {
    const client = adminClient(ctx.app);
    await client.signIn();
    const cookie = client.cookie!;
    const res = await client.call("DELETE", "/api/admin/session");
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/kt_admin=;.*Expires=Thu, 01 Jan 1970/);
    expect(await ctx.database.rows(sql`SELECT 1 FROM sessions`)).toHaveLength(0);
    expect((await client.call("GET", "/api/admin/packages", { headers: { cookie } })).status).toBe(401);
  });

  it("cleans expired session rows at the next sign-in", async () => {
    await adminClient(ctx.app).signIn();
    await ctx.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    await adminClient(ctx.app).signIn();
    expect(await ctx.database.rows(sql`SELECT 1 FROM sessions`)).toHaveLength(1);
  });

  describe("every protected endpoint", () => {
    it.each(PROTECTED)("$method $path answers 401 without a session, with a forged and with an expired cookie", async (endpoint) => {
      const client = adminClient(ctx.app);
      const none = await client.call(endpoint.method, endpoint.path, requestInit(endpoint));
      expect(none.status).toBe(401);
      expect(none.data).toEqual({ error: "Not signed in." });
      expect(none.headers.get("cache-control")).toBe("no-store");

      const forged = await client.call(endpoint.method, endpoint.path, {
        ...requestInit(endpoint),
        headers: { cookie: "kt_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      });
      expect(forged.status).toBe(401);

      const signedIn = adminClient(ctx.app);
      await signedIn.signIn();
      await ctx.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
      const expired = await signedIn.call(endpoint.method, endpoint.path, requestInit(endpoint));
      expect(expired.status).toBe(401);
    });

    it.each(PROTECTED.filter((e) => e.method !== "GET"))(
      "$method $path refuses another site's Origin with 403 even when signed in",
      async (endpoint) => {
        const client = adminClient(ctx.app);
        await client.signIn();
        const res = await client.call(endpoint.method, endpoint.path, {
          ...requestInit(endpoint),
          headers: { origin: "https://evil.example" },
        });
        expect(res.status).toBe(403);
        expect(res.data).toEqual({ error: "Cross-site request refused." });
        const missing = await client.call(endpoint.method, endpoint.path, { ...requestInit(endpoint), headers: { origin: "" } });
        expect(missing.status).toBe(403);
      },
    );
  });

  it("refuses a cross-site sign-in and a mutation with a session cookie but no Origin", async () => {
    const client = adminClient(ctx.app);
    const crossSite = await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, { origin: "http://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.data.error).toBe("Cross-site request refused.");
    expect((await client.signIn()).status).toBe(200);
    const res = await fetch(`${ctx.app.baseUrl}/api/admin/session`, { method: "DELETE", headers: { cookie: client.cookie! } });
    expect(res.status).toBe(403);
    // Same host, the request's own origin: accepted.
    expect((await client.call("DELETE", "/api/admin/session", { headers: { origin: ctx.app.baseUrl } })).status).toBe(204);
  });
});

describe("admin sessions behind PUBLIC_BASE_URL=https://…", () => {
  const ctx = useAdminApp(() => testDatabases()[0]!.open(), { env: { PUBLIC_BASE_URL: "https://trips.example.in" } });

  it("uses a __Host- cookie with Secure and accepts mutations only from the configured origin", async () => {
    const wrongHost = adminClient(ctx.app);
    const refused = await wrongHost.signIn();
    expect(refused.status).toBe(403);
    expect(refused.data.error).toBe("Cross-site request refused.");

    const client = adminClient({ baseUrl: ctx.app.baseUrl, origin: "https://trips.example.in" });
    const res = await client.signIn();
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-kt_admin=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect((await client.call("GET", "/api/admin/session")).status).toBe(200);
    // The plain-HTTP cookie name means nothing here.
    const plain = await fetch(`${ctx.app.baseUrl}/api/admin/session`, {
      headers: { cookie: client.cookie!.replace("__Host-kt_admin", "kt_admin") },
    });
    expect(plain.status).toBe(401);
  });
});
