import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, adminDraft, startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";
import { openDatabase, type Database } from "../db/client";
import { openFreshPostgres } from "../testing/databases";

/**
 * Two instances of the app on one PostgreSQL database (the scale-out setup), each with its own connection pool and response cache
 * (ADR 031): sessions, the sign-in throttle and catalogue changes are shared through the database, not per process.
 */
const url = process.env.TEST_DATABASE_URL;

if (!url) console.warn("two-instances.test.ts skipped: PostgreSQL is not reachable (TEST_DATABASE_URL is not set)");

describe.skipIf(!url)("two instances on one PostgreSQL database (skipped without TEST_DATABASE_URL)", () => {
  let dbA: Database & { url: string };
  let dbB: Database;
  let a: AdminTestApp;
  let b: AdminTestApp;

  beforeAll(async () => {
    dbA = await openFreshPostgres(url!);
    dbB = await openDatabase({ databaseUrl: dbA.url, dataDir: "", poolSize: 4 });
    const env = { DATABASE_URL: dbA.url, TRUST_PROXY: "1" };
    a = await startAdminApp(dbA, { env, responseCache: true });
    b = await startAdminApp(dbB, { env, responseCache: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbB?.close();
    await dbA?.close();
  });

  it("a session made on A works on B, and signing out on A ends it on B", async () => {
    const onA = adminClient(a);
    expect((await onA.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, { "x-forwarded-for": "192.0.2.1" })).status).toBe(200);
    const onB = adminClient(b);
    onB.cookie = onA.cookie;
    expect((await onB.call("GET", "/api/admin/session")).status).toBe(200);
    expect((await onA.call("DELETE", "/api/admin/session")).status).toBeLessThan(300);
    expect((await onB.call("GET", "/api/admin/session")).status).toBe(401);
  });

  it("counts sign-in failures on A and on B together: the sixth try from one address is refused on either", async () => {
    const from = { "x-forwarded-for": "203.0.113.9" };
    const onA = adminClient(a);
    const onB = adminClient(b);
    for (let i = 0; i < 3; i++) expect((await onA.signIn(ADMIN_EMAIL, "wrong", from)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await onB.signIn(ADMIN_EMAIL, "wrong", from)).status).toBe(401);
    expect((await onA.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from)).status).toBe(429);
    expect((await onB.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from)).status).toBe(429);
  });

  it("shows a package saved on A in B's API within a second, though B had cached the listing before", async () => {
    const before = await fetch(`${b.baseUrl}/api/v1/packages?search=Kumarakom`);
    expect(before.status).toBe(200);
    expect(((await before.json()) as { items: unknown[] }).items).toEqual([]);
    // Cached on B now (a second identical request is served from B's cache).
    await fetch(`${b.baseUrl}/api/v1/packages?search=Kumarakom`);

    const onA = adminClient(a);
    expect((await onA.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, { "x-forwarded-for": "192.0.2.2" })).status).toBe(200);
    const saved = await onA.call("POST", "/api/admin/packages", { json: activePackage("Kumarakom Lake Stay") });
    expect(saved.status, JSON.stringify(saved.data)).toBe(201);
    const savedAt = Date.now();
    let titles: string[] = [];
    while (Date.now() - savedAt < 1_000) {
      const res = await fetch(`${b.baseUrl}/api/v1/packages?search=Kumarakom`);
      titles = ((await res.json()) as { items: { title: string }[] }).items.map((p) => p.title);
      if (titles.length) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(titles).toEqual(["Kumarakom Lake Stay"]);
  });

  it("converts at rates saved on A in B within a second, though B had read the old rates just before", async () => {
    const onA = adminClient(a);
    expect((await onA.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, { "x-forwarded-for": "192.0.2.3" })).status).toBe(200);
    const onB = adminClient(b);
    onB.cookie = onA.cookie;
    expect((await onA.call("PUT", "/api/admin/exchange-rates", { json: { rates: { AED: "22.50" } } })).status).toBe(200);
    // B reads them now and would keep them for 30 s (RATES_CACHE_MS).
    const seen = async () => ((await onB.call("GET", "/api/admin/exchange-rates")).data as { rates: Record<string, number> }).rates;
    await vi.waitFor(async () => expect(await seen()).toEqual({ AED: 22.5 }), { timeout: 1_000, interval: 50 });

    expect((await onA.call("PUT", "/api/admin/exchange-rates", { json: { rates: { AED: "23.10", USD: "84.00" } } })).status).toBe(200);
    const savedAt = Date.now();
    let rates = await seen();
    while (rates.AED !== 23.1 && Date.now() - savedAt < 1_000) {
      await new Promise((r) => setTimeout(r, 50));
      rates = await seen();
    }
    expect(rates).toEqual({ AED: 23.1, USD: 84 });
  });
});

function activePackage(title: string) {
  return adminDraft({
    title,
    packageCode: "KT-300",
    meshId: "MESH-300",
    location: "Kumarakom",
    destinations: "Kumarakom",
    description: "Lake nights.",
    bookingOpeningDate: "2026-11-01",
    district: "kottayam",
  });
}
