import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, adminDraft, approvedReview, providerWithPartner, useAdminApp } from "../admin/testing/admin-test-app";
import type { Database } from "../db/client";
import { openMemoryPglite } from "../testing/databases";
import { enc, encodedValue, jsonValue, junkText, packageLike, unstorableText } from "../testing/fuzz-arbitraries";
import { servedRoutes } from "../testing/served-routes";

/**
 * Property-based fuzz of the partner API: every route under /api/partner/ (read from the routers the
 * shell mounts, so a new route is fuzzed without being listed), called with a signed-in partner's
 * session, random and forged ids in its path, random queries (another provider's ids and versions
 * among them) and random bodies (JSON, package-shaped JSON with another provider's fields, broken
 * JSON, other content types). No answer may be a 5xx or carry a stack trace, and after every write
 * accepted and every route's requests the other provider's rows (its record, packages, departures, places, workflow, reviews, review
 * links, people, invitations, sessions, verification changes, files and audit rows) hash the same.
 * Over real HTTP on loopback against the real app on PGlite. A fixed seed in CI; PARTNER_FUZZ_RUNS
 * (per route) and FUZZ_SEED widen it locally.
 */
const RUNS_PER_ROUTE = Number(process.env.PARTNER_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);

/**
 * One provider's rows, as a count and a hash per table: what no request of another provider's
 * person may change. One query, so it can run after every request.
 */
async function rowsOfProvider(database: Database, providerId: string): Promise<Record<string, string>> {
  const summary = (from: ReturnType<typeof sql>) =>
    sql`(SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') FROM ${from})`;
  const own = sql`(SELECT id FROM packages WHERE provider_id = ${providerId})`;
  const people = sql`(SELECT id FROM partner_people WHERE provider_id = ${providerId})`;
  const [row] = await database.rows<Record<string, string>>(sql`SELECT
    ${summary(sql`providers t WHERE id = ${providerId}`)} AS providers,
    ${summary(sql`packages t WHERE provider_id = ${providerId}`)} AS packages,
    ${summary(sql`package_departures t WHERE package_id IN ${own}`)} AS package_departures,
    ${summary(sql`package_places t WHERE package_id IN ${own}`)} AS package_places,
    ${summary(sql`package_workflow t WHERE provider_id = ${providerId} OR package_id IN ${own}`)} AS package_workflow,
    ${summary(sql`reviews t WHERE package_id IN ${own}`)} AS reviews,
    ${summary(sql`review_invitations t WHERE package_id IN ${own}`)} AS review_invitations,
    ${summary(sql`partner_people t WHERE provider_id = ${providerId}`)} AS partner_people,
    ${summary(sql`partner_invitations t WHERE person_id IN ${people}`)} AS partner_invitations,
    ${summary(sql`sessions t WHERE partner_person_id IN ${people}`)} AS sessions,
    ${summary(sql`provider_changes t WHERE provider_id = ${providerId}`)} AS provider_changes,
    ${summary(sql`uploaded_files t WHERE provider_id = ${providerId} OR package_id IN ${own}`)} AS uploaded_files,
    ${summary(sql`audit_log t WHERE provider_id = ${providerId}`)} AS audit_log`);
  return row!;
}

/** What an answer must never show: a stack frame, a source path, a module path. */
const STACK_TRACE = /\bat \S+ \(|\bat (?:file:|node:|\/)\S+:\d+|node_modules\/|\/server\/\S+\.ts\b|\bError: [^"]*\\n\s+at /;

describe("fuzz: the partner API never answers 5xx, never shows a stack trace, never changes another provider's rows", () => {
  const ctx = useAdminApp(() => openMemoryPglite(), { signIn: true });
  const hill = { providerId: "", packageId: "", draftId: "", personId: "", reviewId: "", changeId: "", version: "" };
  const kayal = { providerId: "", packageId: "" };
  let partner: ReturnType<typeof adminClient>;
  let routes: string[] = [];

  /** A provider with a live package and one person signed in to the portal. */
  const withPartner = (name: string, meshId: string, email: string) =>
    providerWithPartner(ctx.app, ctx.client, { name, meshId, packageCode: `${meshId}-1`, email, password: `${meshId}-partner-password` });

  beforeAll(async () => {
    const k = await withPartner("Kayal Trails", "K-1", "asha@kayal.example");
    Object.assign(kayal, { providerId: k.providerId, packageId: k.packageId });
    partner = k.client;
    const h = await withPartner("Hill Routes", "H-1", "ben@hill.example");
    Object.assign(hill, { providerId: h.providerId, packageId: h.packageId, personId: h.personId });

    // The other provider has something of every kind: a draft in review, a review link, an
    // approved review, a verification change waiting.
    const draft = (await h.client.call("POST", "/api/partner/packages", { json: adminDraft({ title: "Hill draft", packageCode: "H-2" }) }))
      .data.item as { id: string; updatedAt: string };
    hill.draftId = draft.id;
    expect((await h.client.call("POST", `/api/partner/packages/${draft.id}/submit?version=${draft.updatedAt}`)).status).toBe(200);
    const link = await h.client.call("POST", "/api/partner/review-invitations", {
      json: { packageId: hill.packageId, travellerName: "Priya Nair", travelMonth: "2026-10" },
    });
    expect(link.status).toBe(201);
    hill.reviewId = await approvedReview(ctx.app, ctx.client, String(link.data.url), {
      overall: 5,
      body: "Lovely walk through the tea estates, kind guide and great food.",
    });
    const change = await h.client.call("POST", "/api/partner/profile/verification", { json: { legalName: "Hill Routes LLP" } });
    expect(change.status).toBe(201);
    hill.changeId = (change.data.item as { id: string }).id;
    const [live] = await ctx.database.rows<{ updated_at: string | Date }>(
      sql`SELECT updated_at FROM packages WHERE id = ${hill.packageId}`,
    );
    hill.version = new Date(live!.updated_at).toISOString();

    // Signing out ends the fuzzer's own session (partner-isolation.test.ts walks it).
    routes = servedRoutes(ctx.app.services, "/api/partner/").filter((route) => route !== "DELETE /api/partner/session");
  });

  it(`sends ${RUNS_PER_ROUTE} generated requests to every partner route (seed ${SEED}): no 5xx, no stack trace, the other provider unchanged`, async () => {
    expect(routes.length).toBeGreaterThanOrEqual(29);
    const ids = [kayal.packageId, hill.packageId, hill.draftId, hill.reviewId, hill.personId, hill.changeId, hill.providerId, "missing-id"];
    const segment = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 2, arbitrary: junkText }).map(enc);
    const forged = fc.record(
      {
        providerId: fc.constantFrom(hill.providerId, kayal.providerId),
        provider_id: fc.constant(hill.providerId),
        providerName: fc.constant("Hill Routes"),
        meshId: fc.constant("H-1"),
        packageId: fc.constantFrom(hill.packageId, hill.draftId),
        reviewId: fc.constant(hill.reviewId),
        personId: fc.constant(hill.personId),
        id: fc.constantFrom(...ids),
        status: fc.constantFrom("Active", "Verified", "Approved"),
        role: fc.constant("admin"),
        featured: fc.boolean(),
        email: fc.constantFrom("ben@hill.example", "ben\u0000@hill.example"),
        // Free text of the profile and review links, now and then what PostgreSQL cannot store.
        description: fc.oneof(junkText, unstorableText),
        travellerName: fc.oneof(junkText, unstorableText),
      },
      { requiredKeys: [] },
    );
    // Usually the other provider's current version: a forged request then fails only for whose it is.
    const versionValue = fc.oneof(
      { weight: 3, arbitrary: fc.constant(hill.version) },
      { weight: 1, arbitrary: fc.constant(new Date().toISOString()) },
      { weight: 1, arbitrary: encodedValue },
    );
    const query = fc
      .tuple(
        fc.option(versionValue, { freq: 3 }),
        fc.array(
          fc.tuple(
            fc.constantFrom("providerId", "packageId", "id", "page", "from", "to", "status", "q"),
            fc.oneof(versionValue, fc.constantFrom(...ids).map(enc)),
          ),
          { maxLength: 3 },
        ),
      )
      .map(([version, pairs]) => {
        const all = version === null ? pairs : [["version", version] as const, ...pairs];
        return all.length ? "?" + all.map(([k, v]) => `${k}=${v}`).join("&") : "";
      });
    const body = fc.oneof(
      { weight: 3, arbitrary: fc.tuple(packageLike, forged).map(([p, f]) => ({ json: { ...p, ...f } as unknown })) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(jsonValue, forged)
          .map(([v, f]) => ({ json: v && typeof v === "object" && !Array.isArray(v) ? { ...v, ...f } : v })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom("application/json", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded"),
            junkText,
          )
          .map(([type, text]) => ({ raw: text, type })),
      },
      { weight: 1, arbitrary: fc.constant({}) },
    );

    const before = await rowsOfProvider(ctx.database, hill.providerId);
    const sameRows = (now: Record<string, string>) => JSON.stringify(now) === JSON.stringify(before);
    const cookie = partner.cookie;
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      const request = fc.record({
        params: fc.array(segment, { minLength: 3, maxLength: 3 }),
        query,
        body,
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ params, query: q, body: b }) => {
            let n = 0;
            const url = path.replace(/:(\w+)/g, () => params[n++ % params.length]!) + q;
            // A cleared cookie (a refused sign-in may clear it) would fuzz the signed-out door only.
            partner.cookie = cookie;
            const init =
              method === "GET"
                ? {}
                : "raw" in b
                  ? { body: b.raw, headers: { "content-type": b.type } }
                  : "json" in b
                    ? { json: b.json }
                    : {};
            const res = await partner.call(method, url, init);
            sent++;
            const text = typeof res.data === "string" ? res.data : JSON.stringify(res.data ?? "");
            // The other provider's rows are hashed after every write that was accepted (and after each
            // route's requests, below): hashing after each of them all would triple the run's time.
            const problem =
              res.status >= 500
                ? `answered ${res.status}`
                : STACK_TRACE.test(text)
                  ? "showed a stack trace"
                  : method !== "GET" && res.status < 400 && !sameRows(await rowsOfProvider(ctx.database, hill.providerId))
                    ? "changed the other provider's rows"
                    : "";
            if (problem) failures.push(`${method} ${url} ${JSON.stringify(b).slice(0, 400)} ${problem}: ${text.slice(0, 400)}`);
            return problem === "";
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch((e: unknown) => {
          throw new Error(`${failures.join("\n")}\n${String(e).slice(0, 1500)}`);
        });
      expect(await rowsOfProvider(ctx.database, hill.providerId), `the other provider's rows after ${route}`).toEqual(before);
    }
    partner.cookie = cookie;
    // Still signed in as its own provider's person: the requests above ran with a live session.
    expect((await partner.call("GET", "/api/partner/session")).data).toMatchObject({ email: "asha@kayal.example" });
    expect(await rowsOfProvider(ctx.database, hill.providerId)).toEqual(before);
    expect(sent).toBe(routes.length * RUNS_PER_ROUTE);
    console.info(`partner fuzz: ${sent} requests over ${routes.length} routes, 0 answered 5xx (seed ${SEED})`);
  }, 60_000);
});
