import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { adminClient, adminDraft, joinedPartner } from "../admin/testing/admin-test-app";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { oneTestDatabase } from "../testing/databases";
import { usePageApp } from "../testing/page-app";
import type { Db } from "../db/client";
import { createPlaces, type Places } from "./place-service";

const VARKALA_PAGE = "/destinations/india/kerala/thiruvananthapuram/varkala";
const VARKALA_PACKAGE = "demo-lastminute-varkala-sunset";
/** Linked to Varkala by its text too, until the test chooses its places. */
const CHOSEN_VARKALA = "demo-varkala-cliff-yoga";

describe.each(oneTestDatabase())("the admin renames, archives and restores places on $name", ({ name, open }) => {
  // Pages through the shared response cache, as production serves them: a change must reach a cached page.
  const ctx = usePageApp(open, { responseCache: true, clientDir: true }, (app) => seedDemoCatalogue(app.services));
  let admin: ReturnType<typeof adminClient>;
  let partner: ReturnType<typeof adminClient>;
  let partnerPackage: string;

  beforeAll(async () => {
    admin = adminClient(ctx.app);
    expect((await admin.signIn()).status).toBe(200);
    const provider = await admin.call("POST", "/api/admin/providers", { json: { name: "Cliff Walks", meshId: "CW-1" } });
    const providerId = (provider.data.item as { id: string }).id;
    ({ client: partner } = await joinedPartner(ctx.app, admin, providerId, "anu@cliffwalks.example", "cliff-walks-partner-1"));
    const created = await partner.call("POST", "/api/partner/packages", {
      json: {
        ...adminDraft({ title: "Cliff Sunset Walk", packageCode: "CW-1", destinations: "Kovalam" }),
        bookingOpeningDate: "2026-01-01",
      },
    });
    expect(created.status).toBe(201);
    partnerPackage = (created.data.item as { id: string }).id;
  }, 180_000);

  const get = async (path: string) => {
    const res = await fetch(`${ctx.app.baseUrl}${path}`);
    return { status: res.status, text: await res.text() };
  };
  const row = async (slug: string) =>
    (
      await ctx.database.rows<{ name_en: string; name_ml: string; archived: boolean }>(
        sql`SELECT name_en, name_ml, archived_at IS NOT NULL AS archived FROM places WHERE slug = ${slug}`,
      )
    )[0];
  const audit = async (slug: string) =>
    (
      await ctx.database.rows<{ action: string; actor_email: string; changes: unknown }>(
        sql`SELECT action, actor_email, changes FROM audit_log WHERE entity = 'place' AND entity_id = ${slug} ORDER BY id`,
      )
    ).map((r) => ({ action: r.action, changes: r.changes }));
  const destinations = async () =>
    (
      (await (await fetch(`${ctx.app.baseUrl}/api/v1/destinations`)).json()) as {
        items: { slug: string; names: { en: string }; path: string }[];
      }
    ).items;

  it("renames a place under the same slug: its cached page, the list of destinations and the admin's list say the new names, audited", async () => {
    const page = "/destinations/india/kerala/idukki/marayoor";
    expect((await get(page)).text).toMatch(/<h1[^>]*>Marayoor<\/h1>/);
    const names = { en: "Marayur", ml: "മറയൂർ", hi: "मरयूर", ar: "مارايور" };
    const renamed = await admin.call("PUT", "/api/admin/places/marayoor/names", { json: { names: { ...names, en: "  Marayur " } } });
    expect(renamed).toMatchObject({ status: 200, data: { item: { slug: "marayoor", names, archived: false } } });
    const after = await get(page);
    expect(after.status).toBe(200);
    expect(after.text).toMatch(/<h1[^>]*>Marayur<\/h1>/);
    expect((await destinations()).find((p) => p.slug === "marayoor")).toMatchObject({
      names: { en: "Marayur" },
      path: "/destinations/india/kerala/idukki/marayoor",
    });
    expect(await audit("marayoor")).toEqual([
      {
        action: "rename",
        // The old English name kept among its other names, said in the same row.
        changes: {
          names: [{ en: "Marayoor", ml: "മറയൂർ", hi: "मरयूर", ar: "مارايور" }, names],
          aliases: [["Kanthalloor"], ["Kanthalloor", "Marayoor"]],
        },
      },
    ]);
    // Its own names again are no clash with itself.
    expect((await admin.call("PUT", "/api/admin/places/marayoor/names", { json: { names } })).status).toBe(200);
  });

  it("refuses an empty English name, a name a place beside it has, bad shapes and unknown places, changing nothing", async () => {
    const before = await row("munnar");
    const rename = (slug: string, names: unknown) => admin.call("PUT", `/api/admin/places/${slug}/names`, { json: { names } });
    expect(await rename("munnar", { en: "  ", ml: "മൂന്നാർ" })).toMatchObject({
      status: 400,
      data: { error: "The English name is required: it is shown wherever a language has none.", field: "names" },
    });
    expect(await rename("munnar", { en: "thekkady " })).toMatchObject({
      status: 409,
      data: { error: "Thekkady already lies in the same place with the English name “thekkady”: choose another name." },
    });
    expect(await rename("munnar", { en: "Moonar", ml: "തേക്കടി" })).toMatchObject({
      status: 409,
      data: { error: "Thekkady already lies in the same place with the Malayalam name “തേക്കടി”: choose another name." },
    });
    expect((await rename("munnar", { en: "x".repeat(81) })).status).toBe(400);
    expect((await rename("munnar", "Moonar")).status).toBe(400);
    expect((await rename("munnar", { en: "Moonar", hi: 3 })).status).toBe(400);
    expect(await rename("atlantis", { en: "Atlantis" })).toMatchObject({ status: 404, data: { error: "Place not found" } });
    expect((await admin.call("POST", "/api/admin/places/atlantis/archive")).status).toBe(404);
    expect((await admin.call("POST", "/api/admin/places/atlantis/restore")).status).toBe(404);
    expect(await row("munnar")).toEqual(before);
    expect(await audit("munnar")).toEqual([]);
  });

  it("adds a place by the rename's rule: no name a place beside it has, none over-long, nothing cut, nothing written", async () => {
    const add = (json: Record<string, unknown>) => admin.call("POST", "/api/admin/places", { json: { parent: "idukki", ...json } });
    const count = async () => (await ctx.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM places`))[0]!.n;
    const before = await count();
    // Another slug, a sibling's name: refused as a rename to it is.
    expect(await add({ nameEn: " thekkady", slug: "thekkady-2" })).toMatchObject({
      status: 409,
      data: { error: "Thekkady already lies in the same place with the English name “thekkady”: choose another name.", field: "names" },
    });
    expect(await add({ nameEn: "Moonar", nameMl: "തേക്കടി" })).toMatchObject({
      status: 409,
      data: { error: "Thekkady already lies in the same place with the Malayalam name “തേക്കടി”: choose another name." },
    });
    // The same name under the same slug says the name, not only the slug.
    expect(await add({ nameEn: "Munnar" })).toMatchObject({
      status: 409,
      data: { error: "Munnar already lies in the same place with the English name “Munnar”: choose another name." },
    });
    expect(await add({ nameEn: "x".repeat(81) })).toMatchObject({
      status: 400,
      data: { error: "The name in English is longer than 80 characters.", field: "names" },
    });
    expect(await add({ nameEn: "Moonar", nameAr: "ب".repeat(81) })).toMatchObject({
      status: 400,
      data: { error: "The name in Arabic is longer than 80 characters." },
    });
    expect(await add({ nameEn: "  " })).toMatchObject({
      status: 400,
      data: { error: "The English name is required: it is shown wherever a language has none." },
    });
    expect(await count()).toBe(before);
    expect(await audit("thekkady-2")).toEqual([]);
    expect(await audit("moonar")).toEqual([]);
    // A name a place elsewhere in the tree has is no clash.
    expect(await add({ nameEn: "Kollam Gate", nameMl: "കൊല്ലം" })).toMatchObject({ status: 201, data: { item: { slug: "kollam-gate" } } });
    // Out of the way again: Idukki's places in use are the demo's.
    expect((await admin.call("POST", "/api/admin/places/kollam-gate/archive")).status).toBe(200);
  });

  it("is the admin's alone: signed out 401, a partner 403, another site's origin 403, and nothing changes", async () => {
    const before = await row("kovalam");
    const anonymous = adminClient(ctx.app);
    const names = { names: { en: "Kovalam Beach" } };
    for (const client of [anonymous, partner]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.call("PUT", "/api/admin/places/kovalam/names", { json: names })).status).toBe(expected);
      expect((await client.call("POST", "/api/admin/places/kovalam/archive")).status).toBe(expected);
      expect((await client.call("POST", "/api/admin/places/kovalam/restore")).status).toBe(expected);
    }
    const forged = { headers: { origin: "https://evil.example" } };
    expect((await admin.call("PUT", "/api/admin/places/kovalam/names", { json: names, ...forged })).status).toBe(403);
    expect((await admin.call("POST", "/api/admin/places/kovalam/archive", forged)).status).toBe(403);
    expect(await row("kovalam")).toEqual(before);
    expect(await audit("kovalam")).toEqual([]);
  });

  const placesOf = async (packageId: string) => (await admin.call("GET", `/api/admin/packages/${packageId}/places`)).data;

  it("archives a place: gone from pickers, lists, pages, sitemap, the listing's filter and derived links, chosen links kept; a restore brings all back", async () => {
    expect((await get(VARKALA_PAGE)).status).toBe(200);
    // Derived from its text, and chosen by someone.
    expect(await placesOf(VARKALA_PACKAGE)).toEqual({ slugs: ["varkala"], chosen: false, archived: [] });
    expect((await admin.call("PUT", `/api/admin/packages/${CHOSEN_VARKALA}/places`, { json: { places: ["varkala"] } })).status).toBe(200);
    expect((await get("/sitemap.xml")).text).toContain(`${VARKALA_PAGE}</loc>`);
    expect((await get("/api/v1/packages?destination=varkala")).status).toBe(200);

    const archived = await admin.call("POST", "/api/admin/places/varkala/archive");
    expect(archived).toMatchObject({ status: 200, data: { item: { slug: "varkala", archived: true } } });
    // 404 like any unknown place (ADR 155), in every language, though the page was cached.
    for (const prefix of ["", "/ml", "/ar"]) expect((await get(`${prefix}${VARKALA_PAGE}`)).status, prefix).toBe(404);
    expect((await get("/sitemap.xml")).text).not.toContain("/varkala<");
    expect((await destinations()).map((p) => p.slug)).not.toContain("varkala");
    expect((await get("/api/v1/packages?destination=varkala")).status).toBe(400);
    expect((await get("/destinations/india/kerala/thiruvananthapuram")).text).not.toContain(`href="${VARKALA_PAGE}"`);
    // The admin still sees it, marked.
    const listed = ((await admin.call("GET", "/api/admin/places")).data.items as { slug: string; archived: boolean }[]).find(
      (p) => p.slug === "varkala",
    );
    expect(listed).toMatchObject({ archived: true });
    // Named for the editor, whose list of places leaves it out (ADR 155).
    const varkala = { slug: "varkala", parent: "thiruvananthapuram", names: { en: "Varkala", ml: "വർക്കല", hi: "वर्कला", ar: "فاركالا" } };
    // The chosen link stays, named for the editor, whose list of places leaves it out (ADR 155);
    // the derived one goes, the package derived again from its district as if its text named no place.
    expect(await placesOf(CHOSEN_VARKALA)).toEqual({ slugs: ["varkala"], chosen: true, archived: [varkala] });
    expect(await placesOf(VARKALA_PACKAGE)).toEqual({ slugs: ["thiruvananthapuram"], chosen: false, archived: [] });
    // Text naming it while it is archived links the package to the places in use it names only.
    await ctx.database.db.execute(sql`UPDATE packages SET destinations = 'Kovalam and Varkala' WHERE id = ${partnerPackage}`);
    expect(await placesOf(partnerPackage)).toEqual({ slugs: ["kovalam"], chosen: false, archived: [] });
    // No one chooses it afresh; a package linked to it keeps it while its other places change.
    expect(await partner.call("PUT", `/api/partner/packages/${partnerPackage}/places`, { json: { places: ["varkala"] } })).toMatchObject({
      status: 400,
      data: { error: "an archived place cannot be chosen: varkala" },
    });
    expect(
      (await admin.call("PUT", `/api/admin/packages/${CHOSEN_VARKALA}/places`, { json: { places: ["kovalam", "varkala"] } })).data,
    ).toEqual({
      slugs: ["kovalam", "varkala"],
      chosen: true,
      archived: [varkala],
    });
    expect(await admin.call("POST", "/api/admin/places", { json: { parent: "varkala", nameEn: "Papanasam" } })).toMatchObject({
      status: 409,
      data: { error: "Varkala is archived: restore it before adding places in it." },
    });
    // Archiving it again changes nothing and writes nothing.
    expect((await admin.call("POST", "/api/admin/places/varkala/archive")).status).toBe(200);

    const restored = await admin.call("POST", "/api/admin/places/varkala/restore");
    expect(restored).toMatchObject({ status: 200, data: { item: { slug: "varkala", archived: false } } });
    const page = await get(VARKALA_PAGE);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Varkala Sunset");
    expect((await get("/sitemap.xml")).text).toContain(`${VARKALA_PAGE}</loc>`);
    expect((await destinations()).map((p) => p.slug)).toContain("varkala");
    expect((await get("/api/v1/packages?destination=varkala")).status).toBe(200);
    // Every package whose text names it is linked to it again; the chosen links are as they were.
    expect(await placesOf(VARKALA_PACKAGE)).toEqual({ slugs: ["varkala"], chosen: false, archived: [] });
    expect(await placesOf(partnerPackage)).toEqual({ slugs: ["kovalam", "varkala"], chosen: false, archived: [] });
    expect(await placesOf(CHOSEN_VARKALA)).toEqual({ slugs: ["kovalam", "varkala"], chosen: true, archived: [] });
    expect(await audit("varkala")).toEqual([
      { action: "archive", changes: { archived: [false, true] } },
      { action: "restore", changes: { archived: [true, false] } },
    ]);
  });

  it("archives no place with places in use inside it, and restores none inside an archived one", async () => {
    expect(await admin.call("POST", "/api/admin/places/idukki/archive")).toMatchObject({
      status: 409,
      data: { error: "Idukki cannot be archived while places inside it are in use: archive Marayur, Munnar, Thekkady first." },
    });
    expect(await row("idukki")).toMatchObject({ archived: false });
    expect((await admin.call("POST", "/api/admin/places", { json: { parent: "ponmudi", nameEn: "Golden Valley" } })).status).toBe(201);
    expect((await admin.call("POST", "/api/admin/places/ponmudi/archive")).status).toBe(409);
    expect((await admin.call("POST", "/api/admin/places/golden-valley/archive")).status).toBe(200);
    expect((await admin.call("POST", "/api/admin/places/ponmudi/archive")).status).toBe(200);
    expect(await admin.call("POST", "/api/admin/places/golden-valley/restore")).toMatchObject({
      status: 409,
      data: { error: "Golden Valley lies in Ponmudi, which is archived: restore it first." },
    });
    expect(await row("golden-valley")).toMatchObject({ archived: true });
    expect((await admin.call("POST", "/api/admin/places/ponmudi/restore")).status).toBe(200);
    expect((await admin.call("POST", "/api/admin/places/golden-valley/restore")).status).toBe(200);
    expect((await get("/destinations/india/kerala/thiruvananthapuram/ponmudi/golden-valley")).status).toBe(200);
  });

  it("archives a district: a package based there whose text names no place in use falls back to its state; a restore links it back", async () => {
    const BEKAL = "demo-bekal-fort-beach"; // main places "Bekal", "Kasaragod", "Valiyaparamba"
    const kasaragod = { slug: "kasaragod", parent: "kerala", names: { en: "Kasaragod", ml: "കാസർഗോഡ്", hi: "कासरगोड", ar: "كاسارغود" } };
    const inKasaragod = async (title: string, packageCode: string, destinations: string) => {
      const made = await admin.call("POST", "/api/admin/packages", {
        json: adminDraft({ title, packageCode, destinations, location: "Kasaragod", district: "kasaragod" }),
      });
      expect(made.status, JSON.stringify(made.data)).toBe(201);
      return (made.data.item as { id: string }).id;
    };
    // Its text names no place: derived from its district.
    const based = await inKasaragod("Valiyaparamba Backwaters", "KS-1", "Valiyaparamba");
    const namesKannur = await inKasaragod("Theyyam Nights", "KS-2", "Valiyaparamba and Kannur");
    const chosen = await inKasaragod("Chandragiri Fort Walk", "KS-3", "Chandragiri");
    expect((await admin.call("PUT", `/api/admin/packages/${chosen}/places`, { json: { places: ["kasaragod"] } })).status).toBe(200);
    expect(await placesOf(based)).toEqual({ slugs: ["kasaragod"], chosen: false, archived: [] });
    expect(await placesOf(namesKannur)).toEqual({ slugs: ["kannur"], chosen: false, archived: [] });
    expect(await placesOf(BEKAL)).toEqual({ slugs: ["bekal"], chosen: false, archived: [] });
    const pathOf = async (id: string) =>
      (await ctx.database.rows<{ place_path: string[] }>(sql`SELECT place_path FROM packages WHERE id = ${id}`))[0]!.place_path;
    const inKerala = async () =>
      (
        (await (await fetch(`${ctx.app.baseUrl}/api/v1/packages?destination=kerala&pageSize=48`)).json()) as { items: { id: string }[] }
      ).items.map((p) => p.id);

    // Bekal first (a district is archived with no place in use inside it): its package's text names Kasaragod.
    expect((await admin.call("POST", "/api/admin/places/bekal/archive")).status).toBe(200);
    expect(await placesOf(BEKAL)).toEqual({ slugs: ["kasaragod"], chosen: false, archived: [] });
    expect((await admin.call("POST", "/api/admin/places/kasaragod/archive")).status).toBe(200);
    // Nothing in use left below Kerala that they name: each falls back to the nearest place in use
    // above what it names, and is still found under Kerala.
    expect(await placesOf(based)).toEqual({ slugs: ["kerala"], chosen: false, archived: [] });
    expect(await pathOf(based)).toEqual(["india", "kerala"]);
    expect(await placesOf(BEKAL)).toEqual({ slugs: ["kerala"], chosen: false, archived: [] });
    expect(await inKerala()).toContain(BEKAL);
    // A place in use its text names is kept, and a chosen link stays, archived.
    expect(await placesOf(namesKannur)).toEqual({ slugs: ["kannur"], chosen: false, archived: [] });
    expect(await placesOf(chosen)).toEqual({ slugs: ["kasaragod"], chosen: true, archived: [kasaragod] });

    expect((await admin.call("POST", "/api/admin/places/kasaragod/restore")).status).toBe(200);
    expect(await placesOf(based)).toEqual({ slugs: ["kasaragod"], chosen: false, archived: [] });
    expect(await pathOf(based)).toEqual(["india", "kasaragod", "kerala"]);
    expect(await placesOf(BEKAL)).toEqual({ slugs: ["kasaragod"], chosen: false, archived: [] });
    expect(await placesOf(namesKannur)).toEqual({ slugs: ["kannur"], chosen: false, archived: [] });
    expect(await placesOf(chosen)).toEqual({ slugs: ["kasaragod"], chosen: true, archived: [] });
    expect((await admin.call("POST", "/api/admin/places/bekal/restore")).status).toBe(200);
    expect(await placesOf(BEKAL)).toEqual({ slugs: ["bekal"], chosen: false, archived: [] });
  });

  it("renames a place: its old English name is kept as another name, so packages whose text says it stay; chosen links stay", async () => {
    const LAKE = "demo-kumarakom-lake-retreat"; // main places "Kumarakom", "Vembanad"
    const VILLA = "demo-kumarakom-honeymoon-villa"; // main places "Kumarakom", "Alleppey"
    const kumarakom = { en: "Kumarakom", ml: "കുമരകം", hi: "कुमारकोम", ar: "كوماراكوم" };
    const rename = async (en: string) =>
      expect((await admin.call("PUT", "/api/admin/places/kumarakom/names", { json: { names: { ...kumarakom, en } } })).status).toBe(200);
    expect(await placesOf(LAKE)).toEqual({ slugs: ["kumarakom"], chosen: false, archived: [] });
    expect((await admin.call("PUT", `/api/admin/packages/${VILLA}/places`, { json: { places: ["kumarakom"] } })).status).toBe(200);

    const aliases = async () =>
      (await ctx.database.rows<{ aliases: string[] }>(sql`SELECT aliases FROM places WHERE slug = 'kumarakom'`))[0]!.aliases;
    // No package's text says "Kumarakam", but the lake retreat's says "Kumarakom", kept as another name: it stays.
    await rename("Kumarakam");
    expect(await aliases()).toEqual(["Kumarakom"]);
    expect(await placesOf(LAKE)).toEqual({ slugs: ["kumarakom"], chosen: false, archived: [] });
    expect(await placesOf(VILLA)).toEqual({ slugs: ["kumarakom"], chosen: true, archived: [] });
    // The public page lists it under the new name.
    const listed = (await (await fetch(`${ctx.app.baseUrl}/api/v1/packages?destination=kumarakom`)).json()) as { items: { id: string }[] };
    expect(listed.items.map((p) => p.id)).toContain(LAKE);
    // Back to the first name: it leaves the other names, and a change of case alone adds none.
    await rename("Kumarakom");
    expect(await aliases()).toEqual(["Kumarakam"]);
    await rename("KUMARAKOM");
    expect(await aliases()).toEqual(["Kumarakam"]);
    expect(await placesOf(LAKE)).toEqual({ slugs: ["kumarakom"], chosen: false, archived: [] });
    expect(await placesOf(VILLA)).toEqual({ slugs: ["kumarakom"], chosen: true, archived: [] });
  });

  it("refuses a rename that would keep a twenty-first other name (the old English name), changing nothing", async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Punnamada Other ${i + 1}`);
    const punnamada = { en: "Punnamada", ml: "പുന്നമട", hi: "पुन्नमडा", ar: "بونامادا" };
    const save = (names: object, aliases?: unknown) => admin.call("PUT", "/api/admin/places/punnamada/names", { json: { names, aliases } });
    const stored = async () =>
      (
        await ctx.database.rows<{ name_en: string; aliases: string[] }>(sql`SELECT name_en, aliases FROM places WHERE slug = 'punnamada'`)
      )[0]!;
    expect((await save(punnamada, twenty)).status).toBe(200);

    expect(await save({ ...punnamada, en: "Punnamada Lake" })).toMatchObject({
      status: 400,
      data: {
        error:
          "A place keeps at most 20 other names, and a rename keeps the old English name “Punnamada” among them: remove one of them first.",
        field: "aliases",
      },
    });
    expect(await stored()).toEqual({ name_en: "Punnamada", aliases: twenty });
    // With one other name fewer in the same save, the rename goes through and keeps the old name.
    expect((await save({ ...punnamada, en: "Punnamada Lake" }, twenty.slice(1))).status).toBe(200);
    expect(await stored()).toEqual({ name_en: "Punnamada Lake", aliases: [...twenty.slice(1), "Punnamada"] });
    expect((await save(punnamada, [])).status).toBe(200);
  });

  it("edits a place's other names: a package whose text says one is linked, and unlinked when it goes; a name a place beside it has is refused", async () => {
    const LAKE = "demo-kumarakom-lake-retreat"; // main places "Kumarakom", "Vembanad"; no place is called Vembanad
    const punnamada = { en: "Punnamada", ml: "പുന്നമട", hi: "पुन्नमडा", ar: "بونامادا" };
    const save = (aliases: unknown, names: object = punnamada) =>
      admin.call("PUT", "/api/admin/places/punnamada/names", { json: { names, aliases } });
    const aliases = async () =>
      (await ctx.database.rows<{ aliases: string[] }>(sql`SELECT aliases FROM places WHERE slug = 'punnamada'`))[0]!.aliases;
    const before = await aliases();
    expect((await placesOf(LAKE)).slugs).not.toContain("punnamada");

    const saved = await save([" Vembanad ", "vembanad", "", ...before]);
    expect(saved.status).toBe(200);
    expect(await aliases()).toEqual(["Vembanad", ...before]);
    expect((await placesOf(LAKE)).slugs).toContain("punnamada");
    const listed = (await (await fetch(`${ctx.app.baseUrl}/api/v1/packages?destination=punnamada`)).json()) as { items: { id: string }[] };
    expect(listed.items.map((p) => p.id)).toContain(LAKE);
    // The admin's list shows them, to be edited again.
    const list = (await admin.call("GET", "/api/admin/places")).data.items as { slug: string; aliases: string[] }[];
    expect(list.find((p) => p.slug === "punnamada")!.aliases).toEqual(["Vembanad", ...before]);
    expect((await audit("punnamada")).at(-1)).toEqual({
      action: "rename",
      changes: { names: [punnamada, punnamada], aliases: [before, ["Vembanad", ...before]] },
    });

    // Marari lies beside it in Alappuzha: its name leads there alone. Nothing changes.
    expect(await save(["Vembanad", "marari"])).toMatchObject({
      status: 409,
      data: { error: "Marari, in the same place, is already called “marari”: a name can lead to one place only.", field: "aliases" },
    });
    expect(await save("Vembanad")).toMatchObject({ status: 400, data: { error: "aliases must be a list of text", field: "aliases" } });
    expect(await aliases()).toEqual(["Vembanad", ...before]);

    // Names saved without a list keep the other names; an empty list removes them, and the package leaves.
    expect((await save(undefined)).status).toBe(200);
    expect(await aliases()).toEqual(["Vembanad", ...before]);
    expect((await save(before)).status).toBe(200);
    expect(await aliases()).toEqual(before);
    expect((await placesOf(LAKE)).slugs).not.toContain("punnamada");
  });

  /**
   * A rename by the service's own code that has succeeded inside a transaction the test holds open,
   * with its locks, until `release`; `done` settles when the transaction has committed.
   */
  const heldRename = async (slug: string, nameEn: string) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let renamed: Awaited<ReturnType<Places["rename"]>> | undefined;
    // This database's services, with the held transaction as their handle.
    const within = (tx: Db) => createPlaces({ database: { ...ctx.database, db: tx }, timeZone: "Asia/Kolkata" });
    const done = ctx.database.db.transaction(async (tx) => {
      renamed = await within(tx).rename(slug, { en: nameEn }, { role: "admin", email: "first@example.com" });
      await held;
    });
    // A test that fails while it holds the transaction still ends it: the next test's writes, and the
    // file's closing of the database, would otherwise wait on its locks until their time ran out.
    onTestFinished(async () => {
      release();
      await done.catch(() => undefined);
    });
    await expect.poll(() => renamed, { timeout: 10_000 }).toMatchObject({ ok: true });
    return { release, done };
  };

  // Only PostgreSQL runs two transactions at once: PGlite's one connection would wait for itself.
  it.skipIf(name !== "postgres")(
    "renames two places beside each other to one name at once: the second waits for the first and is refused",
    async () => {
      // The first rename runs the service's own code, inside a transaction the test holds open.
      const { release, done: firstDone } = await heldRename("munnar", "Devikulam");

      const second = admin.call("PUT", "/api/admin/places/thekkady/names", { json: { names: { en: "devikulam " } } });
      // Waiting at the siblings' lock, before its check: a write waits later anyway, for the
      // catalogue version the first one bumped, by which time its check would have passed. (How
      // long the request takes to get there depends on the machine: the test waits for the wait.)
      const waiting = sql`SELECT query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      const queries = async () => (await ctx.database.rows<{ query: string }>(waiting)).map((r) => r.query);
      await expect.poll(queries, { timeout: 30_000 }).toHaveLength(1);
      expect((await queries())[0]).toMatch(/^select .* from "places" where "places"."slug" = \$1 for update$/);
      const settled = (p: Promise<unknown>) => p.then(() => "answered");
      expect(await Promise.race([settled(second), new Promise((r) => setTimeout(() => r("waiting"), 200))])).toBe("waiting");

      release();
      await firstDone;
      expect(await second).toMatchObject({
        status: 409,
        data: { error: "Devikulam already lies in the same place with the English name “devikulam”: choose another name.", field: "names" },
      });
      expect(await row("munnar")).toMatchObject({ name_en: "Devikulam" });
      expect(await row("thekkady")).toMatchObject({ name_en: "Thekkady" });
      expect((await audit("thekkady")).filter((a) => a.action === "rename")).toEqual([]);
    },
  );

  it.skipIf(name !== "postgres")(
    "archives a place while a place inside it is being restored: both lock the parent first, so the restore waits and is refused, no deadlock",
    async () => {
      const add = async (parent: string, nameEn: string) =>
        expect((await admin.call("POST", "/api/admin/places", { json: { parent, nameEn } })).status).toBe(201);
      await add("kottayam", "Race Hill");
      await add("race-hill", "Race Hill Top");
      await add("race-hill", "Race Hill Path");
      for (const slug of ["race-hill-top", "race-hill-path"])
        expect((await admin.call("POST", `/api/admin/places/${slug}/archive`)).status).toBe(200);

      // A rename beside them, held open, holds Race Hill's row (the lock every write of a name inside it takes first).
      const { release, done: firstDone } = await heldRename("race-hill-path", "Race Hill Trail");

      // The archive of Race Hill asks first, then the restore of a place inside it: both wait.
      const waiting = async () =>
        (
          await ctx.database.rows<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        )[0]!.n;
      const archive = admin.call("POST", "/api/admin/places/race-hill/archive");
      await expect.poll(waiting, { timeout: 30_000 }).toBe(1);
      const restore = admin.call("POST", "/api/admin/places/race-hill-top/restore");
      await expect.poll(waiting, { timeout: 30_000 }).toBe(2);

      // Locking the place before its parent, the restore would hold Race Hill Top while the archive,
      // holding Race Hill, waits for it among Race Hill's children: a deadlock, one of them aborted.
      release();
      await firstDone;
      expect(await archive).toMatchObject({ status: 200, data: { item: { slug: "race-hill", archived: true } } });
      expect(await restore).toMatchObject({
        status: 409,
        data: { error: "Race Hill Top lies in Race Hill, which is archived: restore it first." },
      });
      expect(await row("race-hill")).toMatchObject({ archived: true });
      expect(await row("race-hill-top")).toMatchObject({ archived: true });
      expect(await row("race-hill-path")).toMatchObject({ name_en: "Race Hill Trail", archived: true });
    },
  );

  it("adds a place: the packages whose text names it are linked to it at once, those whose places were chosen are not", async () => {
    const BEKAL = "demo-bekal-fort-beach"; // main places "Bekal", "Kasaragod", "Valiyaparamba"; no place Valiyaparamba yet
    const before = await placesOf(BEKAL);
    expect(before.slugs).not.toContain("valiyaparamba");
    const chosen = await admin.call("POST", "/api/admin/packages", {
      json: adminDraft({ title: "Valiyaparamba Backwater Day", packageCode: "VB-1", destinations: "Valiyaparamba", district: "kasaragod" }),
    });
    expect(chosen.status, JSON.stringify(chosen.data)).toBe(201);
    const chosenId = (chosen.data.item as { id: string }).id;
    expect((await admin.call("PUT", `/api/admin/packages/${chosenId}/places`, { json: { places: ["kasaragod"] } })).status).toBe(200);

    expect((await admin.call("POST", "/api/admin/places", { json: { parent: "kasaragod", nameEn: "Valiyaparamba" } })).status).toBe(201);
    expect((await placesOf(BEKAL)).slugs).toContain("valiyaparamba");
    expect(await placesOf(chosenId)).toEqual({ slugs: ["kasaragod"], chosen: true, archived: [] });
    const page = await get("/destinations/india/kerala/kasaragod/valiyaparamba");
    expect(page.status).toBe(200);
    expect(page.text).toContain(`/package/${BEKAL}`);
  });
});
