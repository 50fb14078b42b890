import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { oneTestDatabase } from "../testing/databases";
import { usePublicApi } from "../testing/public-api";
import { seedDemoCatalogue } from "../catalogue/demo-seed";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });

// The demo catalogue's bookable packages in Idukki and at Munnar, written out (Expired and
// Paused ones there are not listed).
const MUNNAR = ["demo-kerala-grand-family-tour", "demo-lastminute-munnar-tomorrow", "demo-munnar-tea-trails"];
const IDUKKI = [...MUNNAR, "demo-thekkady-spice-wildlife"].sort();
const OUTSIDE_KERALA = [
  "demo-abu-dhabi-dubai-explorer",
  "demo-coorg-coffee-estate",
  "demo-dubai-city-lights",
  "demo-dubai-desert-hatta",
  "demo-goa-beaches-old-goa",
  "demo-jaisalmer-desert-camp",
  "demo-muscat-coastal-getaway",
  "demo-muscat-nizwa-wahiba",
];
const UAE = ["demo-abu-dhabi-dubai-explorer", "demo-dubai-city-lights", "demo-dubai-desert-hatta"];

describe.each(oneTestDatabase())("finding by place on $name", ({ open }) => {
  const ctx = usePublicApi(open, config, seedDemoCatalogue);

  async function found(qs: string): Promise<{ ids: string[]; matched: number; total: number }> {
    const res = await fetch(`${ctx.base}/api/v1/packages?${qs}&pageSize=48`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { items: { id: string }[]; matched: number; total: number };
    return { ids: body.items.map((p) => p.id).sort(), matched: body.matched, total: body.total };
  }

  it("filters by a place at every level: a place, its district, its state (all inside), its country", async () => {
    expect((await found("destination=munnar")).ids).toEqual(MUNNAR);
    expect((await found("destination=idukki")).ids).toEqual(IDUKKI);
    const kerala = await found("destination=kerala");
    expect(kerala.ids).toEqual(expect.arrayContaining(IDUKKI));
    expect(kerala.ids).not.toContain("demo-dubai-city-lights");
    // Everything bookable is in Kerala but the five Gulf packages, the Lakshadweep cruise and the
    // Coorg, Goa and Jaisalmer trips.
    expect(kerala.matched).toBe(kerala.total - 9);
    expect((await found("destination=india")).matched).toBe(kerala.total - 5);
    expect((await found("destination=united-arab-emirates")).ids).toEqual(UAE);
    expect((await found("destination=dubai")).ids).toEqual(UAE);
    expect((await found("destination=Muscat")).ids).toEqual(["demo-muscat-coastal-getaway", "demo-muscat-nizwa-wahiba"]);
    // The Oman tour's places were chosen by governorate (demo-catalogue.json).
    expect((await found("destination=ad-dakhiliyah")).ids).toEqual(["demo-muscat-nizwa-wahiba"]);
    expect((await found("destination=goa")).ids).toEqual(["demo-goa-beaches-old-goa"]);
    expect((await found("destination=karnataka")).ids).toEqual(["demo-coorg-coffee-estate"]);
    expect((await found("destination=rajasthan")).ids).toEqual(["demo-jaisalmer-desert-camp"]);
    expect((await found("destination=tamil-nadu")).ids).toEqual([]);
  });

  it("keeps old district links working", async () => {
    expect((await found("district=idukki")).ids).toEqual(IDUKKI);
    expect((await found("district=outside-kerala")).ids).toEqual(OUTSIDE_KERALA);
  });

  it("answers 400 naming the parameter for an unknown or malformed destination, never cached", async () => {
    const unknown = await fetch(`${ctx.base}/api/v1/packages?destination=atlantis`);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("cache-control")).toBe("no-store");
    expect(await unknown.json()).toEqual({ error: 'destination "atlantis" is not a known place (see GET /api/v1/destinations)' });
    const malformed = await fetch(`${ctx.base}/api/v1/packages?destination=${encodeURIComponent("../kerala")}`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toMatch(/^destination must be a place's slug/);
  });

  it("finds Munnar's packages by its name in Malayalam, Hindi, Arabic and English", async () => {
    for (const name of ["മൂന്നാർ", "मुन्नार", "مونار"]) expect((await found(`search=${encodeURIComponent(name)}`)).ids, name).toEqual(MUNNAR);
    // The English name was always in the search text; the Expired and Paused ones stay hidden.
    expect((await found("search=munnar")).ids).toEqual(MUNNAR);
    // A state's name in Malayalam takes in everything inside it.
    expect((await found(`search=${encodeURIComponent("കേരളം")}`)).matched).toBe((await found("destination=kerala")).matched);
  });

  it("lists the places with bookable packages counted inside each, and each place's page", async () => {
    const res = await fetch(`${ctx.base}/api/v1/destinations`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { slug: string; packages: number; path: string; names: { ml: string } }[] };
    const bySlug = new Map(items.map((p) => [p.slug, p]));
    expect(items).toHaveLength(140);
    expect(bySlug.get("munnar")).toMatchObject({ packages: 3, path: "/destinations/india/kerala/idukki/munnar", names: { ml: "മൂന്നാർ" } });
    expect(bySlug.get("idukki")).toMatchObject({ packages: 4, path: "/destinations/india/kerala/idukki" });
    expect(bySlug.get("united-arab-emirates")!.packages).toBe(3);
    expect(bySlug.get("oman")!.packages).toBe(2);
    expect(bySlug.get("goa")!.packages).toBe(1);
    expect(bySlug.get("tamil-nadu")!.packages).toBe(0);
    expect(bySlug.get("kerala")!.packages).toBe((await found("destination=kerala")).matched);
  });

  it("a change to places or links moves the catalogue version, so cached answers are dropped", async () => {
    const version = async () =>
      (await ctx.database.rows<{ version: string }>(sql`SELECT version::text FROM catalogue_version`))[0]!.version;
    const before = await version();
    const chosen = await ctx.services.places.chooseLinks("demo-munnar-tea-trails", ["munnar", "goa"], {
      role: "admin",
      email: "admin@example.com",
    });
    expect(chosen.ok).toBe(true);
    const afterLink = await version();
    expect(afterLink).not.toBe(before);
    await ctx.database.db.execute(sql`UPDATE places SET intro = 'Beaches.' WHERE slug = 'goa'`);
    expect(await version()).not.toBe(afterLink);
    expect((await found("destination=goa")).ids).toEqual(["demo-goa-beaches-old-goa", "demo-munnar-tea-trails"]);
  });

  it("a place the admin adds is a destination and is found by its names from the next search on", async () => {
    const admin = { role: "admin", email: "admin@example.com" } as const;
    // Asked before it exists: the places this process knows are read again after the write.
    expect((await fetch(`${ctx.base}/api/v1/packages?destination=kakkadampoyil`)).status).toBe(400);
    expect((await found(`search=${encodeURIComponent("കക്കാടംപൊയിൽ")}`)).ids).toEqual([]);
    const added = await ctx.services.places.addPlace(
      { nameEn: "Kakkadampoyil", nameMl: "കക്കാടംപൊയിൽ", nameAr: "كاكادامبويل", parent: "kerala" },
      admin,
    );
    expect(added.ok).toBe(true);
    expect((await ctx.services.places.chooseLinks("demo-munnar-tea-trails", ["munnar", "kakkadampoyil"], admin)).ok).toBe(true);
    expect((await found("destination=kakkadampoyil")).ids).toEqual(["demo-munnar-tea-trails"]);
    for (const name of ["കക്കാടംപൊയിൽ", " كاكادامبويل ", "KAKKADAMPOYIL"])
      expect((await found(`search=${encodeURIComponent(name)}`)).ids, name).toEqual(["demo-munnar-tea-trails"]);
  });
});
