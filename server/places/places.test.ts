import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { getTableColumns, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "../../domain/dates";
import { SEED_PLACES } from "../../domain/place-data";
import { indexPlaces, placeChain } from "../../domain/places";
import { parseConfig } from "../config";
import { pgliteMigrationConnection } from "../db/client";
import { applyMigrations } from "../db/migrations";
import * as schema from "../db/schema";
import { demoPackages } from "../catalogue/demo-catalogue";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { packageToRow } from "../catalogue/package-row";
import { oneTestDatabase } from "../testing/databases";
import { migrationsBefore } from "../testing/migration-folders";
import { useServices } from "../testing/services";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });

/**
 * What every demo package is linked to, written out: derived from its destinations (migration
 * 0015), or chosen in demo-catalogue.json (the Oman tour, by governorate).
 */
const DEMO_LINKS: Record<string, string[]> = {
  "demo-abu-dhabi-dubai-explorer": ["abu-dhabi", "dubai"],
  "demo-alleppey-houseboat-classic": ["punnamada"],
  "demo-athirappilly-waterfalls-day": ["athirappilly"],
  "demo-bekal-fort-beach": ["bekal"],
  "demo-chembra-peak-trek": ["chembra-peak"],
  "demo-closed-nehru-trophy-boat-race": ["punnamada"],
  "demo-closed-thrissur-pooram": ["thrissur"],
  "demo-coorg-coffee-estate": ["coorg"],
  "demo-draft-silent-valley-trek": ["silent-valley"],
  "demo-dubai-city-lights": ["dubai"],
  "demo-dubai-desert-hatta": ["dubai"],
  "demo-expired-monsoon-munnar": ["munnar"],
  "demo-fort-kochi-heritage-walk": ["fort-kochi"],
  "demo-goa-beaches-old-goa": ["goa"],
  "demo-guruvayur-temple-circuit": ["guruvayur"],
  "demo-jaisalmer-desert-camp": ["jaisalmer"],
  "demo-jatayu-earth-center": ["jatayu-earths-center"],
  "demo-kerala-arts-trail": ["cheruthuruthy", "kannur"],
  "demo-kerala-grand-family-tour": ["alappuzha", "kovalam", "munnar", "thekkady"],
  "demo-kollam-alleppey-ferry": ["alappuzha", "kollam"],
  "demo-kovalam-ayurveda-week": ["kovalam"],
  "demo-kumarakom-honeymoon-villa": ["alappuzha", "kumarakom"],
  "demo-kumarakom-lake-retreat": ["kumarakom"],
  "demo-lakshadweep-island-cruise": ["agatti"],
  "demo-lastminute-alleppey-tonight": ["punnamada"],
  "demo-lastminute-ended-athirappilly": ["athirappilly"],
  "demo-lastminute-kovalam-spa": ["kovalam"],
  "demo-lastminute-munnar-tomorrow": ["munnar"],
  "demo-lastminute-varkala-sunset": ["varkala"],
  "demo-lastminute-wayanad-camp": ["vythiri"],
  "demo-munnar-tea-trails": ["munnar"],
  "demo-muscat-coastal-getaway": ["muscat"],
  "demo-muscat-nizwa-wahiba": ["ad-dakhiliyah", "muscat", "north-ash-sharqiyah"],
  "demo-nelliyampathy-budget-break": ["nelliyampathy"],
  "demo-paused-marayoor-sandalwood": ["marayoor"],
  "demo-ponmudi-hill-camp": ["ponmudi"],
  "demo-sabarimala-pilgrimage": ["sabarimala"],
  "demo-thekkady-spice-wildlife": ["thekkady"],
  "demo-vagamon-paragliding": ["vagamon"],
  "demo-varkala-cliff-yoga": ["varkala"],
  "demo-wayanad-forest-escape": ["chembra-peak", "vythiri"],
};

describe.each(oneTestDatabase())("places on $name", (database) => {
  const ctx = useServices(database.open, config);

  it("seeds 7 countries, 85 states, 14 districts and 34 places, row for row as domain/place-data.ts", async () => {
    const rows = await ctx.database.db.select().from(schema.places).orderBy(schema.places.slug);
    const per = (level: string) => rows.filter((r) => r.level === level).length;
    expect([per("country"), per("state"), per("district"), per("place")]).toEqual([7, 85, 14, 34]);
    const index = indexPlaces(SEED_PLACES);
    const expected = SEED_PLACES.map((p) => ({
      slug: p.slug,
      parent: p.parent,
      level: p.level,
      code: p.code,
      nameEn: p.names.en,
      nameMl: p.names.ml,
      nameHi: p.names.hi,
      nameAr: p.names.ar,
      aliases: [...p.aliases],
      ancestors: placeChain(index, p.slug).map((c) => c.slug),
      // Every seeded place is in use.
      archivedAt: null,
    })).sort((a, b) => (a.slug < b.slug ? -1 : 1));
    expect(rows.map(({ intro: _i, introTranslations: _t, createdAt: _c, ...r }) => r)).toEqual(expected);
    expect(rows.find((r) => r.slug === "munnar")!.ancestors).toEqual(["india", "kerala", "idukki", "munnar"]);
  });

  it("links every demo package to a place when the demo catalogue is seeded, and follows a change of destinations", async () => {
    await seedDemoCatalogue(ctx.services);
    const links = await ctx.database.rows<{ id: string; slugs: string[] }>(
      sql`SELECT p.id, coalesce(array_agg(pp.place_slug ORDER BY pp.place_slug) FILTER (WHERE pp.place_slug IS NOT NULL), '{}') AS slugs
          FROM packages p LEFT JOIN package_places pp ON pp.package_id = p.id GROUP BY p.id`,
    );
    expect(links).toHaveLength(41);
    expect(links.filter((l) => l.slugs.length === 0).map((l) => l.id)).toEqual([]);
    const byId = Object.fromEntries(links.map((l) => [l.id, l.slugs]));
    expect(byId).toEqual(DEMO_LINKS);

    await ctx.database.db.execute(
      sql`UPDATE packages SET destinations = 'Jaisalmer, Rajasthan', main_places = '{}', district = 'outside-kerala' WHERE id = 'demo-dubai-city-lights'`,
    );
    const [moved] = await ctx.database.rows<{ slugs: string[] }>(
      sql`SELECT array_agg(place_slug) AS slugs FROM package_places WHERE package_id = 'demo-dubai-city-lights'`,
    );
    expect(moved!.slugs).toEqual(["jaisalmer"]);
  });

  it("re-derives, of the packages one statement updates, only those whose district, destinations or main places changed", async () => {
    await seedDemoCatalogue(ctx.services);
    const run = (statement: string) => ctx.database.db.execute(sql.raw(statement));
    const linksOf = async (id: string) =>
      (
        await ctx.database.rows<{ place_slug: string }>(
          sql`SELECT place_slug FROM package_places WHERE package_id = ${id} ORDER BY place_slug`,
        )
      ).map((r) => r.place_slug);
    // A district with no value (rows saved before districts); set to no value again below, no change.
    await run("UPDATE packages SET district = NULL WHERE id = 'demo-goa-beaches-old-goa'");
    // Two packages lose their links by hand: deriving them again would give the links back.
    await run("DELETE FROM package_places WHERE package_id IN ('demo-munnar-tea-trails', 'demo-goa-beaches-old-goa')");
    await run(`UPDATE packages SET
        title = title || ' (updated)',
        district = CASE WHEN id = 'demo-goa-beaches-old-goa' THEN NULL ELSE district END,
        destinations = CASE WHEN id = 'demo-dubai-city-lights' THEN 'Jaisalmer, Rajasthan' ELSE destinations END,
        main_places = CASE WHEN id = 'demo-dubai-city-lights' THEN '{}' ELSE main_places END
      WHERE id IN ('demo-dubai-city-lights', 'demo-munnar-tea-trails', 'demo-goa-beaches-old-goa')`);
    expect(await linksOf("demo-dubai-city-lights")).toEqual(["jaisalmer"]);
    expect(await linksOf("demo-munnar-tea-trails")).toEqual([]);
    expect(await linksOf("demo-goa-beaches-old-goa")).toEqual([]);
  });

  it("falls back to the nearest place in use above the archived places a package names; a restore or a rename re-derives it", async () => {
    await seedDemoCatalogue(ctx.services);
    const JAISALMER = "demo-jaisalmer-desert-camp"; // main places "Jaisalmer", "Sam", "Kuldhara"; outside Kerala
    const run = (statement: string) => ctx.database.db.execute(sql.raw(statement));
    const linksOf = async () =>
      (
        await ctx.database.rows<{ place_slug: string }>(
          sql`SELECT place_slug FROM package_places WHERE package_id = ${JAISALMER} AND derived ORDER BY place_slug`,
        )
      ).map((r) => r.place_slug);
    expect(await linksOf()).toEqual(["jaisalmer"]);
    await run("UPDATE places SET archived_at = now() WHERE slug = 'jaisalmer'");
    expect(await linksOf()).toEqual(["rajasthan"]);
    // Rajasthan archived too, with every place inside it: the country.
    await run("UPDATE places SET archived_at = now() WHERE slug IN ('jaipur', 'udaipur')");
    await run("UPDATE places SET archived_at = now() WHERE slug = 'rajasthan'");
    expect(await linksOf()).toEqual(["india"]);
    // Its text names a place inside Rajasthan, not Rajasthan itself: the restore finds it all the same.
    await run("UPDATE places SET archived_at = NULL WHERE slug = 'rajasthan'");
    expect(await linksOf()).toEqual(["rajasthan"]);
    // Renamed while archived, Jaisalmer is named by no text: the package has no place to fall back from.
    await run("UPDATE places SET name_en = 'Jaisalmeer' WHERE slug = 'jaisalmer'");
    expect(await linksOf()).toEqual([]);
    await run("UPDATE places SET name_en = 'Jaisalmer' WHERE slug = 'jaisalmer'");
    expect(await linksOf()).toEqual(["rajasthan"]);
    await run("UPDATE places SET archived_at = NULL WHERE slug = 'jaisalmer'");
    expect(await linksOf()).toEqual(["jaisalmer"]);
  });

  it("links no package by another name without Latin letters or digits, which no package text can say", async () => {
    await seedDemoCatalogue(ctx.services);
    const admin = { role: "admin", email: "admin@example.com" } as const;
    const ooty = { en: "Ooty", ml: "ഊട്ടി", hi: "ऊटी", ar: "أوتي" };
    // Its name in Malayalam as another name too, which a search may find it by.
    expect((await ctx.services.places.rename("ooty", ooty, admin, ["Udhagamandalam", "ഊട്ടി"])).ok).toBe(true);
    // A package that lists no main places, its text said only in its destinations.
    await ctx.database.db.execute(
      sql`UPDATE packages SET destinations = 'Coorg, Karnataka', main_places = '{}', district = 'outside-kerala' WHERE id = 'demo-dubai-city-lights'`,
    );
    const linked = async (where: ReturnType<typeof sql>) =>
      await ctx.database.rows<{ id: string; slug: string }>(
        sql`SELECT package_id AS id, place_slug AS slug FROM package_places WHERE ${where} ORDER BY 1, 2`,
      );
    expect(await linked(sql`package_id = 'demo-dubai-city-lights'`)).toEqual([{ id: "demo-dubai-city-lights", slug: "coorg" }]);
    expect(await linked(sql`place_slug = 'ooty'`)).toEqual([]);
  });
});

/**
 * A PGlite database migrated up to the migration `tag` (not applied), holding today's demo packages
 * as the release before it wrote them; `before` runs then, and the rest of the migrations after,
 * `tag` the first of them (later ones follow it); `after` reads the result in the same database.
 */
async function upgradeWithPackages(tag: string, before: (client: PGlite) => Promise<void>, after: (client: PGlite) => Promise<void>) {
  const folder = migrationsBefore(tag);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await applyMigrations(pgliteMigrationConnection(client), folder);

    const today = todayIn(config.timeZone);
    const rows = demoPackages(today).map((p) =>
      packageToRow(p, { id: p.id, createdAt: `${today}T00:00:00Z`, updatedAt: `${today}T00:00:00Z` }),
    );
    // Only the columns a package row had then: later migrations may add more.
    const have = new Set(
      (
        await client.query<{ name: string }>("SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'packages'")
      ).rows.map((r) => r.name),
    );
    const columns = getTableColumns(schema.packages);
    const keys = Object.keys(rows[0]!).filter((k) => k in columns && have.has(columns[k as keyof typeof columns].name));
    const names = keys.map((k) => `"${columns[k as keyof typeof columns].name}"`).join(", ");
    const records = rows.map((r) => Object.fromEntries(keys.map((k) => [columns[k as keyof typeof columns].name, r[k as keyof typeof r]])));
    await client.query(`INSERT INTO packages (${names}) SELECT ${names} FROM json_populate_recordset(NULL::packages, $1::json)`, [
      JSON.stringify(records),
    ]);
    await before(client);

    fs.cpSync("drizzle", folder, { recursive: true });
    const applied = await applyMigrations(pgliteMigrationConnection(client), folder);
    expect(applied[0]).toBe(tag);
    await after(client);
  } finally {
    await client.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe("migration 0015 on a database that already has packages", () => {
  it("links every package that existed before it, from its district and destination text", async () => {
    await upgradeWithPackages(
      "0015_places",
      async () => {},
      async (client) => {
        const unlinked = await client.query<{ id: string }>(
          "SELECT id FROM packages p WHERE NOT EXISTS (SELECT 1 FROM package_places pp WHERE pp.package_id = p.id)",
        );
        expect(unlinked.rows).toEqual([]);
        const munnar = await client.query<{ place_slug: string }>(
          "SELECT place_slug FROM package_places WHERE package_id = 'demo-munnar-tea-trails'",
        );
        expect(munnar.rows).toEqual([{ place_slug: "munnar" }]);
      },
    );
  });
});

/** A package's place links, as a migration left them. */
const links = async (client: PGlite, id: string) =>
  (
    await client.query<{ place_slug: string; derived: boolean }>(
      "SELECT place_slug, derived FROM package_places WHERE package_id = $1 ORDER BY place_slug",
      [id],
    )
  ).rows;

/** A package's places and every place above them, as a migration left them. */
const placePath = async (client: PGlite, id: string) =>
  (await client.query<{ place_path: string[] }>("SELECT place_path FROM packages WHERE id = $1", [id])).rows[0]!.place_path;

/** SQL giving package `id` the one place `slug`, chosen by someone, as the release before wrote it. */
const chosenLink = (id: string, slug: string) => `
  DELETE FROM package_places WHERE package_id = '${id}';
  INSERT INTO package_places (package_id, place_slug, derived) VALUES ('${id}', '${slug}', false);`;

describe("migration 0027 on a database with a place archived before it", () => {
  it("takes the derived links to the archived place away, and keeps the chosen ones", async () => {
    await upgradeWithPackages(
      "0027_place_derivation_skips_archived",
      async (client) => {
        await client.exec(`${chosenLink("demo-varkala-cliff-yoga", "varkala")}
          UPDATE places SET archived_at = now() WHERE slug = 'varkala';`);
        // The release before kept the derived link.
        expect(await links(client, "demo-lastminute-varkala-sunset")).toEqual([{ place_slug: "varkala", derived: true }]);
      },
      async (client) => {
        expect(await links(client, "demo-lastminute-varkala-sunset")).toEqual([{ place_slug: "thiruvananthapuram", derived: true }]);
        expect(await links(client, "demo-varkala-cliff-yoga")).toEqual([{ place_slug: "varkala", derived: false }]);
        expect(await placePath(client, "demo-lastminute-varkala-sunset")).toEqual(["india", "kerala", "thiruvananthapuram"]);
      },
    );
  });
});

describe("migration 0028 on a database with a place renamed before it", () => {
  it("derives again the packages linked by the place's old name, and keeps the chosen links", async () => {
    await upgradeWithPackages(
      "0028_rename_rederives_place_links",
      async (client) => {
        await client.exec(`${chosenLink("demo-kumarakom-honeymoon-villa", "kumarakom")}
          UPDATE places SET name_en = 'Kumarakam' WHERE slug = 'kumarakom';`);
        // The release before kept the link its text made under the old name.
        expect(await links(client, "demo-kumarakom-lake-retreat")).toEqual([{ place_slug: "kumarakom", derived: true }]);
      },
      async (client) => {
        expect(await links(client, "demo-kumarakom-lake-retreat")).toEqual([{ place_slug: "kottayam", derived: true }]);
        expect(await links(client, "demo-kumarakom-honeymoon-villa")).toEqual([{ place_slug: "kumarakom", derived: false }]);
        // From now on a rename re-derives in its own statement.
        await client.exec("UPDATE places SET name_en = 'Kumarakom' WHERE slug = 'kumarakom'");
        expect(await links(client, "demo-kumarakom-lake-retreat")).toEqual([{ place_slug: "kumarakom", derived: true }]);
      },
    );
  });
});

describe("migration 0029 on a database with a district archived before it", () => {
  it("links the packages based there that named no place in use to the state, and keeps the chosen links", async () => {
    await upgradeWithPackages(
      "0029_derived_place_falls_back_to_live_ancestor",
      async (client) => {
        await client.exec(`${chosenLink("demo-kerala-arts-trail", "kasaragod")}
          UPDATE places SET archived_at = now() WHERE slug = 'bekal';
          UPDATE places SET archived_at = now() WHERE slug = 'kasaragod';`);
        // The release before linked it to no place.
        expect(await links(client, "demo-bekal-fort-beach")).toEqual([]);
      },
      async (client) => {
        expect(await links(client, "demo-bekal-fort-beach")).toEqual([{ place_slug: "kerala", derived: true }]);
        expect(await placePath(client, "demo-bekal-fort-beach")).toEqual(["india", "kerala"]);
        expect(await links(client, "demo-kerala-arts-trail")).toEqual([{ place_slug: "kasaragod", derived: false }]);
        // From now on a restore links it back in its own statement.
        await client.exec("UPDATE places SET archived_at = NULL WHERE slug = 'kasaragod'");
        expect(await links(client, "demo-bekal-fort-beach")).toEqual([{ place_slug: "kasaragod", derived: true }]);
      },
    );
  });
});

describe("migration 0034 on a database with a place called by a name without Latin letters before it", () => {
  it("derives again the packages that name linked, and keeps the chosen links", async () => {
    await upgradeWithPackages(
      "0034_a_name_without_latin_letters_links_no_package",
      async (client) => {
        await client.exec(`${chosenLink("demo-kumarakom-honeymoon-villa", "ooty")}
          UPDATE places SET aliases = ARRAY['Udhagamandalam', 'ഊട്ടി'] WHERE slug = 'ooty';
          UPDATE packages SET destinations = 'Coorg, Karnataka', main_places = '{}', district = 'outside-kerala'
          WHERE id = 'demo-dubai-city-lights';`);
        // The release before linked it to Ooty as well, by the Malayalam name.
        expect(await links(client, "demo-dubai-city-lights")).toEqual([
          { place_slug: "coorg", derived: true },
          { place_slug: "ooty", derived: true },
        ]);
      },
      async (client) => {
        expect(await links(client, "demo-dubai-city-lights")).toEqual([{ place_slug: "coorg", derived: true }]);
        expect(await links(client, "demo-kumarakom-honeymoon-villa")).toEqual([{ place_slug: "ooty", derived: false }]);
      },
    );
  });
});
