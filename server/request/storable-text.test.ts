import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, adminDraft, providerWithPartner, useAdminApp } from "../admin/testing/admin-test-app";
import type { Database } from "../db/client";
import { oneTestDatabase } from "../testing/databases";
import { bodyRefusalIn, bodyRefusalText } from "./json-api";

const NUL = "\u0000";
const HALF_EMOJI = "\ud83d"; // the first half of 😀 (\ud83d\ude00) alone

/** Every row a refused request could have touched. */
async function snapshot(database: Database): Promise<string> {
  const parts: unknown[] = [];
  for (const table of ["providers", "packages", "review_invitations", "login_attempts", "sessions", "audit_log"])
    parts.push(await database.rows(sql`SELECT * FROM ${sql.identifier(table)} ORDER BY 1`));
  return JSON.stringify(parts);
}

describe("bodyRefusalIn", () => {
  const unstorable = (field: string) => ({ field, problem: "unstorable" });
  it("names the field whose text holds a NUL or an unpaired surrogate, at any depth, and passes whole emoji", () => {
    expect(bodyRefusalIn({ title: "Houseboat 😀 മൂന്നാർ", days: 3, tags: ["a", null] })).toBe(null);
    expect(bodyRefusalIn({ title: `Trip${NUL}` })).toEqual(unstorable("title"));
    expect(bodyRefusalIn({ itinerary: [{ day: 1, text: `ok${HALF_EMOJI}` }] })).toEqual(unstorable("text"));
    expect(bodyRefusalIn({ categories: ["ok", "\ude00"] })).toEqual(unstorable("categories"));
    expect(bodyRefusalIn({ [`ti${NUL}tle`]: "x" })).toEqual(unstorable("body"));
    expect(bodyRefusalIn(`${NUL}`)).toEqual(unstorable("body"));
  });

  it("refuses a body nested deeper than any form sends, saying so (not that it holds a NUL)", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = [deep];
    const refusal = bodyRefusalIn({ title: deep });
    expect(refusal).toEqual({ field: "body", problem: "tooDeep" });
    expect(bodyRefusalText(refusal!)).toBe("The request body nests deeper than 32 levels, which no form sends.");
    let shallow: unknown = "x";
    for (let i = 0; i < 30; i++) shallow = [shallow];
    expect(bodyRefusalIn({ title: shallow })).toBe(null);
  });
});

// PostgreSQL refuses both in text (a NUL) and in jsonb (an unpaired surrogate, the audit log's
// column): before the JSON APIs refused them these requests answered 500 with a stack in the log.
describe.each(oneTestDatabase())("text no field can hold, refused with 400 on every JSON API, on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  let partner: ReturnType<typeof adminClient>;
  let packageId = "";

  beforeAll(async () => {
    const k = await providerWithPartner(ctx.app, ctx.client, {
      name: "Kayal Trails",
      meshId: "K-1",
      packageCode: "KAYAL-1",
      email: "asha@kayal.example",
      password: "kayal-partner-password",
    });
    partner = k.client;
    packageId = k.packageId;
  });

  it("refuses them in sign-in, packages, profile and review links, naming the field and changing nothing", async () => {
    const before = await snapshot(ctx.database);
    const cases: [ReturnType<typeof adminClient>, string, string, Record<string, unknown>, string][] = [
      [adminClient(ctx.app), "POST", "/api/admin/session", { email: `admin${NUL}@example.com`, password: "x" }, "email"],
      [adminClient(ctx.app), "POST", "/api/partner/session", { email: `asha${HALF_EMOJI}@kayal.example`, password: "x" }, "email"],
      [ctx.client, "POST", "/api/admin/packages", adminDraft({ title: `Backwaters${NUL}`, packageCode: "NUL-1" }), "title"],
      [ctx.client, "PUT", `/api/admin/packages/${packageId}`, adminDraft({ title: `Backwaters ${HALF_EMOJI}` }), "title"],
      [partner, "POST", "/api/partner/packages", adminDraft({ title: `Hills${HALF_EMOJI}`, packageCode: "NUL-2" }), "title"],
      [partner, "PUT", "/api/partner/profile", { description: `Since 1998${NUL}` }, "description"],
      [
        partner,
        "POST",
        "/api/partner/review-invitations",
        { packageId, travellerName: `Priya${HALF_EMOJI}`, travelMonth: "2026-10" },
        "travellerName",
      ],
    ];
    for (const [client, method, path, json, field] of cases) {
      const answer = await client.call(method, path, { json });
      expect([path, answer.status, answer.data]).toEqual([
        path,
        400,
        { error: `${field} must not contain a NUL character or an unpaired surrogate (half of an emoji).` },
      ]);
    }
    let deep: unknown = "Since 1998";
    for (let i = 0; i < 40; i++) deep = { inner: deep };
    expect(await partner.call("PUT", "/api/partner/profile", { json: { description: deep } })).toMatchObject({
      status: 400,
      data: { error: "The request body nests deeper than 32 levels, which no form sends." },
    });
    const review = await fetch(`${ctx.app.baseUrl}/api/v1/review-invitations/some-token/review`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ overall: 5, body: `Lovely${NUL}`, consent: "on" }),
    });
    expect(review.status).toBe(400);
    expect(await snapshot(ctx.database)).toBe(before);
  });

  it("still takes whole emoji and every script the site is written in", async () => {
    const saved = await partner.call("PUT", "/api/partner/profile", {
      json: { description: "Family-run houseboats 🛶 ആലപ്പുഴ, since 1998." },
    });
    expect(saved.status).toBe(200);
    const [row] = await ctx.database.rows<{ description: string }>(sql`SELECT description FROM providers WHERE name = 'Kayal Trails'`);
    expect(row!.description).toBe("Family-run houseboats 🛶 ആലപ്പുഴ, since 1998.");
  });
});
