import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { testDatabases } from "../testing/databases";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, startAdminApp, useAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";
import { hashesStarted, hashPassword } from "./password-hash";

// One proxy hop in front (TRUST_PROXY=1): X-Forwarded-For names the client, so one test process plays many addresses.
const from = (ip: string) => ({ "x-forwarded-for": ip });

describe.each(testDatabases())("sign-in under attack on $name", ({ open }) => {
  const ctx = useAdminApp(open, { env: { TRUST_PROXY: "1" } });
  beforeEach(async () => {
    await ctx.database.db.execute(sql`DELETE FROM login_attempts`);
  });

  it("lets at most 5 of 100 parallel wrong passwords from one address reach the hash; the rest get 429", async () => {
    const before = hashesStarted();
    const client = adminClient(ctx.app);
    const answers = await Promise.all(Array.from({ length: 100 }, () => client.signIn(ADMIN_EMAIL, "wrong-password", from("203.0.113.7"))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect(hashesStarted() - before).toBe(5);
    const throttled = answers.find((a) => a.status === 429)!;
    expect(throttled.data.error).toMatch(/^Too many attempts, try again in (14|15) minutes$/);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it("lets the admin in from their own address while a stranger keeps failing from another", async () => {
    const stranger = adminClient(ctx.app);
    const admin = adminClient(ctx.app);
    let stop = false;
    const strangerStatuses: number[] = [];
    const attack = (async () => {
      while (!stop)
        strangerStatuses.push((await stranger.signIn(ADMIN_EMAIL, "guess-" + strangerStatuses.length, from("198.51.100.66"))).status);
    })();
    // Wait until the stranger's address is locked, then sign in as the admin while it keeps going.
    while (!strangerStatuses.includes(429)) await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    const res = await admin.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("192.0.2.10"));
    const tookMs = Date.now() - started;
    stop = true;
    await attack;
    expect(res.status).toBe(200);
    expect(tookMs).toBeLessThan(60_000);
    expect(strangerStatuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(strangerStatuses.slice(5).every((s) => s === 429)).toBe(true);
  });

  it("under a spread-out attack on the admin e-mail, holds each address to one try a minute: the admin waits at most a minute", async () => {
    const strangers = adminClient(ctx.app);
    for (let i = 0; i < 12; i++) {
      expect((await strangers.signIn(ADMIN_EMAIL, "guess", from(`198.51.100.${i + 1}`))).status).toBe(401);
    }
    // A thirteenth address: its first try is heard at once…
    const admin = adminClient(ctx.app);
    const typo = await admin.signIn(ADMIN_EMAIL, "typo in the password", from("192.0.2.20"));
    expect(typo.status).toBe(401);
    // …the next within the minute is held back, for no more than a minute.
    const held = await admin.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("192.0.2.20"));
    expect(held.status).toBe(429);
    expect(held.data.error).toBe("Too many attempts, try again in 1 minute");
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(held.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // A minute later (the attempt moved back in time), the admin gets in despite the attack.
    await ctx.database.db.execute(sql`UPDATE login_attempts SET at = at - interval '61 seconds' WHERE ip = '192.0.2.20'`);
    expect((await admin.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("192.0.2.20"))).status).toBe(200);
  });

  it("pays for the hash for another e-mail too, and answers it like a wrong password", async () => {
    const client = adminClient(ctx.app);
    const before = hashesStarted();
    const other = await client.signIn("someone@example.com", ADMIN_PASSWORD, from("192.0.2.30"));
    const wrong = await client.signIn(ADMIN_EMAIL, "wrong-password", from("192.0.2.31"));
    expect(hashesStarted() - before).toBe(2);
    expect(other.status).toBe(wrong.status);
    expect(other.data).toEqual(wrong.data);
    expect(other.status).toBe(401);
  });

  it("an address locked for guessing other e-mails locks only itself", async () => {
    const client = adminClient(ctx.app);
    for (let i = 0; i < 6; i++) await client.signIn(`user${i}@example.com`, "wrong-password", from("203.0.113.99"));
    expect((await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("203.0.113.99"))).status).toBe(429);
    expect((await adminClient(ctx.app).signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("203.0.113.100"))).status).toBe(200);
  });
});

describe.each([
  { trustProxy: "1", label: "a hop count" },
  { trustProxy: "127.0.0.1", label: "the proxy's address" },
])("TRUST_PROXY as $label", ({ trustProxy }) => {
  const ctx = useAdminApp(() => testDatabases()[0]!.open(), { env: { TRUST_PROXY: trustProxy } });

  it("takes the address the trusted proxy saw, so a forged X-Forwarded-For does not escape the limit", async () => {
    const client = adminClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // The client forges a new first hop each time; the proxy appends the address it really saw.
      statuses.push((await client.signIn(ADMIN_EMAIL, "wrong-password", from(`10.9.8.${i}, 203.0.113.5`))).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("sign-in when the password checks are saturated", () => {
  let database: Database;
  let app: AdminTestApp;

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    // A costlier hash than the other tests, so the checks overlap and the queue fills.
    const hash = await hashPassword(ADMIN_PASSWORD, { N: 2 ** 15, r: 8, p: 1 });
    app = await startAdminApp(database, { env: { TRUST_PROXY: "1", ADMIN_PASSWORD_HASH: hash } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers 503 with Retry-After beyond the small queue, and such attempts do not count", async () => {
    const client = adminClient(app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => client.signIn(`user${i}@example.com`, "wrong-password", from(`203.0.113.${i + 1}`))),
    );
    const busy = answers.filter((a) => a.status === 503);
    const refused = answers.filter((a) => a.status === 401);
    expect(busy.length + refused.length).toBe(40);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers.get("retry-after")).toBe("5");
    expect(busy[0]!.data).toEqual({ error: "Sign-in is busy right now. Please try again in a few seconds." });
    const [row] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM login_attempts`);
    expect(Number(row!.n)).toBe(refused.length);
    // Once the burst is over, the admin gets in.
    expect((await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("192.0.2.50"))).status).toBe(200);
  });
});
