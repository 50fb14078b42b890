import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, joinedPartner, startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import type { Database } from "../db/client";
import { oneTestDatabase } from "../testing/databases";

const PKG = "demo-munnar-tea-trails";

describe.each(oneTestDatabase())("the admin's places API on $name", ({ open }) => {
  let database: Database;
  let app: AdminTestApp;
  let admin: ReturnType<typeof adminClient>;
  let partner: ReturnType<typeof adminClient>;

  beforeAll(async () => {
    database = await open();
    app = await startAdminApp(database);
    await seedDemoCatalogue(app.services);
    admin = adminClient(app);
    expect((await admin.signIn()).status).toBe(200);
    const provider = await admin.call("POST", "/api/admin/providers", { json: { name: "Kayal Trails", meshId: "K-1" } });
    const providerId = (provider.data.item as { id: string }).id;
    ({ client: partner } = await joinedPartner(app, admin, providerId, "ravi@kayal.example", "kayal-partner-1"));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const links = async () =>
    (await database.rows<{ s: string }>(sql`SELECT place_slug AS s FROM package_places WHERE package_id = ${PKG} ORDER BY 1`)).map(
      (r) => r.s,
    );

  const placeAudit = (slug: string) =>
    database.rows<{ action: string; actor_email: string; changes: unknown }>(
      sql`SELECT action, actor_email, changes FROM audit_log WHERE entity = 'place' AND entity_id = ${slug} ORDER BY id`,
    );

  it("reads a package's derived places, chooses others, and gives them back to the derivation, audited", async () => {
    expect((await admin.call("GET", `/api/admin/packages/${PKG}/places`)).data).toEqual({ slugs: ["munnar"], chosen: false, archived: [] });
    const chosen = await admin.call("PUT", `/api/admin/packages/${PKG}/places`, { json: { places: ["munnar", "thekkady", "munnar"] } });
    expect(chosen).toMatchObject({ status: 200, data: { slugs: ["munnar", "thekkady"], chosen: true } });
    // A chosen package keeps its places when its text changes.
    await database.db.execute(sql`UPDATE packages SET destinations = 'Goa', main_places = '{}' WHERE id = ${PKG}`);
    expect(await links()).toEqual(["munnar", "thekkady"]);
    const back = await admin.call("PUT", `/api/admin/packages/${PKG}/places`, { json: { places: [] } });
    expect(back).toMatchObject({ status: 200, data: { slugs: ["goa"], chosen: false } });
    const audit = await database.rows<{ action: string; actor_email: string }>(
      sql`SELECT action, actor_email FROM audit_log WHERE entity = 'package' AND entity_id = ${PKG} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["places chosen", "places derived"]);
  });

  it("refuses unknown places, bad shapes and unknown packages, changing nothing", async () => {
    const before = await links();
    expect(await admin.call("PUT", `/api/admin/packages/${PKG}/places`, { json: { places: ["atlantis"] } })).toMatchObject({
      status: 400,
      data: { error: "not a known place: atlantis" },
    });
    expect((await admin.call("PUT", `/api/admin/packages/${PKG}/places`, { json: { places: "munnar" } })).status).toBe(400);
    expect((await admin.call("PUT", `/api/admin/packages/${PKG}/places`, { json: { places: Array(13).fill("munnar") } })).status).toBe(400);
    expect((await admin.call("PUT", "/api/admin/packages/no-such-package/places", { json: { places: ["munnar"] } })).status).toBe(404);
    expect((await admin.call("GET", "/api/admin/packages/no-such-package/places")).status).toBe(404);
    expect(await links()).toEqual(before);
  });

  it("is the admin's alone: no session 401, a partner 403, another site's origin 403, and nothing changes", async () => {
    const before = await links();
    const anonymous = adminClient(app);
    expect((await anonymous.call("PUT", `/api/admin/packages/${PKG}/places`, { json: { places: ["kovalam"] } })).status).toBe(401);
    expect((await partner.call("PUT", `/api/admin/packages/${PKG}/places`, { json: { places: ["kovalam"] } })).status).toBe(403);
    expect((await partner.call("POST", "/api/admin/places", { json: { parent: "goa", nameEn: "Palolem" } })).status).toBe(403);
    const forged = await admin.call("PUT", `/api/admin/packages/${PKG}/places`, {
      json: { places: ["kovalam"] },
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(await links()).toEqual(before);
    // A destination page's introduction too.
    const intro = { json: { intro: "Hijacked." } };
    expect((await anonymous.call("PUT", "/api/admin/places/goa/intro", intro)).status).toBe(401);
    expect((await partner.call("PUT", "/api/admin/places/goa/intro", intro)).status).toBe(403);
    expect((await admin.call("PUT", "/api/admin/places/goa/intro", { ...intro, headers: { origin: "https://evil.example" } })).status).toBe(
      403,
    );
    expect(await database.rows(sql`SELECT intro FROM places WHERE slug = 'goa'`)).toEqual([{ intro: "" }]);
    expect(await placeAudit("goa")).toEqual([]);
  });

  it("adds a place below another, unique by slug, and writes a destination page's introduction", async () => {
    const added = await admin.call("POST", "/api/admin/places", {
      json: { parent: "goa", nameEn: "Palolem", nameMl: "പാലോലെം", nameHi: "पालोलेम", nameAr: "بالوليم" },
    });
    expect(added).toMatchObject({
      status: 201,
      data: { item: { slug: "palolem", parent: "goa", level: "place", names: { ar: "بالوليم" } } },
    });
    const [row] = await database.rows<{ ancestors: string[] }>(sql`SELECT ancestors FROM places WHERE slug = 'palolem'`);
    expect(row!.ancestors).toEqual(["india", "goa", "palolem"]);
    expect((await admin.call("POST", "/api/admin/places", { json: { parent: "goa", nameEn: "Palolem" } })).status).toBe(409);
    expect((await admin.call("POST", "/api/admin/places", { json: { parent: "atlantis", nameEn: "Nowhere" } })).status).toBe(400);
    expect((await admin.call("POST", "/api/admin/places", { json: { parent: "goa", nameEn: "" } })).status).toBe(400);
    // A slug given is taken whole or refused, never cut to one nobody typed.
    const longSlug = await admin.call("POST", "/api/admin/places", { json: { parent: "goa", nameEn: "Agonda", slug: "a".repeat(61) } });
    expect(longSlug).toMatchObject({ status: 400, data: { error: "slug must be lower-case letters, digits and hyphens" } });
    expect(await database.rows(sql`SELECT slug FROM places WHERE slug LIKE 'aaaa%'`)).toEqual([]);
    // The admin's screen asks for no slug: a name whose slug another place has gets its parent's
    // beside it, then a number; a name no slug can be made from is refused saying why.
    const anotherPalolem = await admin.call("POST", "/api/admin/places", { json: { parent: "kerala", nameEn: "Palolem" } });
    expect(anotherPalolem).toMatchObject({ status: 201, data: { item: { slug: "palolem-kerala", parent: "kerala" } } });
    const third = await admin.call("POST", "/api/admin/places", { json: { parent: "kerala", level: "place", nameEn: "Palolem " } });
    expect(third.status).toBe(409);
    const inIdukki = await admin.call("POST", "/api/admin/places", { json: { parent: "idukki", nameEn: "Palolem" } });
    expect(inIdukki).toMatchObject({ status: 201, data: { item: { slug: "palolem-idukki" } } });
    const malayalamOnly = await admin.call("POST", "/api/admin/places", { json: { parent: "idukki", nameEn: "ഇടുക്കി ഡാം" } });
    expect(malayalamOnly).toMatchObject({
      status: 400,
      data: {
        error: "The English name needs Latin letters or digits: the place's web address is made from it (Idukki, not ഇടുക്കി).",
        field: "names",
      },
    });
    expect(await database.rows(sql`SELECT slug FROM places WHERE name_en = 'ഇടുക്കി ഡാം'`)).toEqual([]);
    // Never beside or above its parent: a state inside a town, a district inside a district.
    for (const [parent, level] of [
      ["munnar", "state"],
      ["idukki", "district"],
      ["kerala", "state"],
    ]) {
      const refused = await admin.call("POST", "/api/admin/places", { json: { parent, level, nameEn: "Misfiled" } });
      expect(refused, `${level} in ${parent}`).toMatchObject({ status: 400, data: { error: expect.stringContaining("cannot lie in") } });
    }
    expect((await admin.call("POST", "/api/admin/places", { json: { parent: "fort-kochi", nameEn: "Princess Street" } })).status).toBe(201);
    expect(await admin.call("PUT", "/api/admin/places/idukki/intro", { json: { intro: "  Tea hills and the Periyar.  " } })).toMatchObject({
      status: 200,
      data: { intro: "Tea hills and the Periyar." },
    });
    // Per language: Malayalam beside the English, removed again by an empty text; an unknown language refused.
    const ml = "തേയിലക്കുന്നുകളും പെരിയാറും.";
    expect(await admin.call("PUT", "/api/admin/places/idukki/intro", { json: { intro: ml, language: "ml" } })).toMatchObject({
      status: 200,
      data: { slug: "idukki", language: "ml", intro: ml },
    });
    const idukki = async () =>
      ((await admin.call("GET", "/api/admin/places")).data.items as { slug: string }[]).find((p) => p.slug === "idukki");
    expect(await idukki()).toEqual({
      slug: "idukki",
      parent: "kerala",
      level: "district",
      names: { en: "Idukki", ml: "ഇടുക്കി", hi: "इडुक्की", ar: "إدوكي" },
      aliases: [],
      intros: { en: "Tea hills and the Periyar.", ml, hi: "", ar: "" },
      path: "/destinations/india/kerala/idukki",
      archived: false,
    });
    expect((await admin.call("PUT", "/api/admin/places/idukki/intro", { json: { intro: "", language: "ml" } })).status).toBe(200);
    expect(await idukki()).toMatchObject({ intros: { en: "Tea hills and the Periyar.", ml: "" } });
    expect((await admin.call("PUT", "/api/admin/places/idukki/intro", { json: { intro: "x", language: "fr" } })).status).toBe(400);
    expect((await partner.call("GET", "/api/admin/places")).status).toBe(403);
    expect((await admin.call("PUT", "/api/admin/places/atlantis/intro", { json: { intro: "x" } })).status).toBe(404);
    expect((await admin.call("PUT", "/api/admin/places/idukki/intro", { json: { intro: 5 } })).status).toBe(400);
    // Each write that changed the text is one audit row, the admin's, with the text before and after; the same text again writes nothing.
    expect((await admin.call("PUT", "/api/admin/places/idukki/intro", { json: { intro: "Tea hills and the Periyar." } })).status).toBe(200);
    expect(await placeAudit("idukki")).toEqual([
      { action: "intro", actor_email: "admin@example.com", changes: { "intro.en": ["", "Tea hills and the Periyar."] } },
      { action: "intro", actor_email: "admin@example.com", changes: { "intro.ml": ["", ml] } },
      { action: "intro", actor_email: "admin@example.com", changes: { "intro.ml": [ml, ""] } },
    ]);
  });
});
