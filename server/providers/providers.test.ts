import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { emptyListingQuery } from "../../domain/listing-query";
import { adminClient, startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";
import { packageFixture } from "../catalogue/package-fixture";
import type { Database } from "../db/client";
import { oneTestDatabase } from "../testing/databases";
import { deletePackage, OPEN_BOOKING, savePackage } from "../testing/package-writes";

const ON = "2026-12-01";

describe.each(oneTestDatabase())("providers on $name", ({ open, name }) => {
  let database: Database;
  let app: AdminTestApp;
  let client: ReturnType<typeof adminClient>;

  beforeAll(async () => {
    database = await open();
    app = await startAdminApp(database);
    client = adminClient(app);
    expect((await client.signIn()).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM packages`);
    await database.db.execute(sql`DELETE FROM providers`);
  });

  const ids = async () => (await app.services.catalogue.search(emptyListingQuery(), ON)).items.map((p) => p.id).sort();

  it("turns the flat provider fields into one provider per name + MESH id on every save", async () => {
    const { catalogue } = app.services;
    await catalogue.insertMany([
      { ...packageFixture({ providerName: "Lake Lines", meshId: "M-1", location: "Alappuzha" }), id: "a" },
      { ...packageFixture({ providerName: "Lake Lines", meshId: "M-1" }), id: "b" },
      { ...packageFixture({ providerName: "Lake Lines", meshId: "M-2" }), id: "c" },
      { ...packageFixture({ providerName: "", meshId: "" }), id: "d" },
    ]);
    const list = await app.services.providers.listAll();
    expect(list.map((p) => [p.name, p.meshId, p.slug, p.status, p.packageCount, p.baseLocation])).toEqual([
      ["Lake Lines", "M-1", "lake-lines", "Unverified", 2, "Alappuzha"],
      ["Lake Lines", "M-2", "lake-lines-2", "Unverified", 1, "Idukki"],
    ]);
    expect((await catalogue.getVisiblePackage("a"))!.provider).toEqual({
      slug: "lake-lines",
      name: "Lake Lines",
      verified: false,
      verifiedOn: null,
      checks: [],
      checksDone: [],
      enquiryWhatsapp: null,
    });
    expect((await catalogue.getVisiblePackage("d"))!.provider).toBeNull();
    // A later save with another MESH id moves the package to that provider.
    await savePackage(app.services.packages, "c", packageFixture({ ...OPEN_BOOKING, providerName: "Lake Lines", meshId: "M-1" }));
    expect((await catalogue.getVisiblePackage("c"))!.provider!.slug).toBe("lake-lines");
  });

  it("migrates existing packages: the migration's statement links rows saved before providers existed", async () => {
    await database.db.execute(sql`ALTER TABLE packages DISABLE TRIGGER packages_link_provider`);
    await app.services.catalogue.insertMany([
      { ...packageFixture({ providerName: "Old Tours", meshId: "X" }), id: "old-1" },
      { ...packageFixture({ providerName: "Old Tours", meshId: "X" }), id: "old-2" },
    ]);
    await database.db.execute(sql`ALTER TABLE packages ENABLE TRIGGER packages_link_provider`);
    expect((await app.services.catalogue.getVisiblePackage("old-1"))!.provider).toBeNull();
    // The last statement of drizzle/0003_providers_and_reviews.sql:
    await database.db.execute(sql`UPDATE packages SET provider_name = btrim(provider_name) WHERE provider_id IS NULL`);
    const list = await app.services.providers.listAll();
    expect(list.map((p) => [p.name, p.packageCount])).toEqual([["Old Tours", 2]]);
  });

  it("admin verifies with checks, the badge data follows, and reference numbers stay private", async () => {
    await app.services.catalogue.insertMany([{ ...packageFixture({ providerName: "Green Hills Travels", meshId: "MESH-001" }), id: "g1" }]);
    const [provider] = await app.services.providers.listAll();
    const saved = await client.call("PUT", `/api/admin/providers/${provider!.id}`, {
      json: {
        name: "Green Hills Travels",
        meshId: "MESH-001",
        slug: "green-hills",
        district: "idukki",
        whatsappNumber: "+91 98470 12345",
        status: "Verified",
        verifiedOn: "2026-11-02",
        checks: [
          { id: "gst-registration", reference: "32ABCDE1234F1Z5", checkedOn: "2026-10-30" },
          { id: "office-visited", reference: "", checkedOn: "2026-11-02" },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.item).toMatchObject({
      slug: "green-hills",
      status: "Verified",
      verifiedOn: "2026-11-02",
      whatsappNumber: "919847012345",
    });
    const pkg = await fetch(`${app.baseUrl}/api/v1/packages/g1`).then((r) => r.json());
    expect(pkg.provider).toEqual({
      slug: "green-hills",
      name: "Green Hills Travels",
      verified: true,
      verifiedOn: "2026-11-02",
      checks: ["GST registration", "Office visited"],
      checksDone: [
        { label: "GST registration", checkedOn: "2026-10-30" },
        { label: "Office visited", checkedOn: "2026-11-02" },
      ],
      enquiryWhatsapp: "919847012345",
    });
    expect(pkg.rating).toBeNull();
    const page = await fetch(`${app.baseUrl}/api/v1/providers/green-hills`);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).not.toContain("32ABCDE1234F1Z5");
    expect(JSON.parse(body)).toMatchObject({
      slug: "green-hills",
      verified: true,
      district: "idukki",
      rating: null,
      packages: [{ id: "g1" }],
    });

    const unverified = await client.call("POST", `/api/admin/providers/${provider!.id}/status`, { json: { status: "Unverified" } });
    expect(unverified.data.item).toMatchObject({ status: "Unverified", verifiedOn: null });
    expect((await app.services.catalogue.getVisiblePackage("g1"))!.provider).toMatchObject({
      verified: false,
      verifiedOn: null,
      checks: [],
      enquiryWhatsapp: null,
    });
  });

  it("lists in the sitemap only providers with a package the listing shows: not one whose packages' booking has closed", async () => {
    await app.services.catalogue.insertMany([
      { ...packageFixture({ providerName: "Open Tours", meshId: "O", bookingClosingDate: "2026-12-31" }), id: "o1" },
      { ...packageFixture({ providerName: "Closed Tours", meshId: "C", bookingClosingDate: "2026-11-30" }), id: "c1" },
      { ...packageFixture({ providerName: "Paused Tours", meshId: "P", status: "Paused" }), id: "p1" },
    ]);
    expect((await app.services.providers.sitemapEntries(ON)).map((e) => e.slug)).toEqual(["open-tours"]);
    // On its last booking day Closed Tours was still listed.
    expect((await app.services.providers.sitemapEntries("2026-11-30")).map((e) => e.slug)).toEqual(["closed-tours", "open-tours"]);
  });

  it("suspending hides the provider's packages from every public answer at once; un-suspending restores them", async () => {
    const { catalogue, providers } = app.services;
    await catalogue.insertMany([
      {
        ...packageFixture({ providerName: "Shady Tours", meshId: "S", categories: ["last-minute-deals"], endDate: "2026-12-10" }),
        id: "s1",
      },
      { ...packageFixture({ providerName: "Shady Tours", meshId: "S" }), id: "s2" },
      { ...packageFixture({ providerName: "Good Tours", meshId: "G" }), id: "g1" },
    ]);
    const shady = (await providers.listAll()).find((p) => p.name === "Shady Tours")!;
    expect(await ids()).toEqual(["g1", "s1", "s2"]);

    const suspended = await client.call("POST", `/api/admin/providers/${shady.id}/status`, { json: { status: "Suspended" } });
    expect(suspended.status).toBe(200);
    expect(await ids()).toEqual(["g1"]);
    expect((await catalogue.search(emptyListingQuery(), ON)).total).toBe(1);
    expect(await catalogue.lastMinute(ON)).toEqual([]);
    expect(await catalogue.getVisiblePackage("s1")).toBeNull();
    expect((await catalogue.getMany(["s1", "g1"])).map((p) => p.id)).toEqual(["g1"]);
    expect((await catalogue.sitemapEntries(ON)).map((e) => e.id)).toEqual(["g1"]);
    expect((await providers.sitemapEntries(ON)).map((e) => e.slug)).toEqual(["good-tours"]);
    expect((await fetch(`${app.baseUrl}/api/v1/packages/s2`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/v1/providers/shady-tours`)).status).toBe(404);
    // Nothing is deleted: the admin still sees every package.
    expect((await catalogue.listAll()).map((p) => p.id).sort()).toEqual(["g1", "s1", "s2"]);
    // A save of a suspended provider's package keeps it hidden.
    await savePackage(
      app.services.packages,
      "s2",
      packageFixture({ ...OPEN_BOOKING, providerName: "Shady Tours", meshId: "S", title: "Edited" }),
    );
    expect(await ids()).toEqual(["g1"]);

    await client.call("POST", `/api/admin/providers/${shady.id}/status`, { json: { status: "Unverified" } });
    expect(await ids()).toEqual(["g1", "s1", "s2"]);
    expect((await catalogue.lastMinute(ON)).map((p) => p.id)).toEqual(["s1"]);
  });

  it("renaming a provider carries its packages (export keeps the flat fields in step)", async () => {
    await app.services.catalogue.insertMany([{ ...packageFixture({ providerName: "Old Name", meshId: "N" }), id: "r1" }]);
    const [p] = await app.services.providers.listAll();
    const renamed = await client.call("PUT", `/api/admin/providers/${p!.id}`, {
      json: { name: "New Name", meshId: "N-2", slug: "old-name" },
    });
    expect(renamed.status).toBe(200);
    const pkg = await app.services.catalogue.getVisiblePackage("r1");
    expect([pkg!.providerName, pkg!.meshId, pkg!.provider!.name]).toEqual(["New Name", "N-2", "New Name"]);
    expect(await app.services.providers.listAll()).toHaveLength(1);
  });

  it("keeps what the server owns: an add or an edit naming another provider's id, a demo flag or dates changes only its own record", async () => {
    const kayal = (await client.call("POST", "/api/admin/providers", { json: { name: "Kayal Trails", meshId: "K-1" } })).data.item as {
      id: string;
    };
    const kayalRow = sql`SELECT * FROM providers WHERE id = ${kayal.id}`;
    const before = await database.rows(kayalRow);
    const owned = {
      id: kayal.id,
      isDemo: true,
      is_demo: true,
      createdAt: "2020-01-01T00:00:00.000Z",
      updatedAt: "2020-01-01T00:00:00.000Z",
    };
    const added = await client.call("POST", "/api/admin/providers", { json: { name: "Hill Routes", meshId: "H-1", ...owned } });
    expect(added.status).toBe(201);
    const hill = added.data.item as { id: string };
    expect(hill.id).not.toBe(kayal.id);
    const edited = await client.call("PUT", `/api/admin/providers/${hill.id}`, {
      json: { name: "Hill Routes", meshId: "H-2", slug: "hill-routes", ...owned },
    });
    expect(edited.status).toBe(200);
    expect(await database.rows(kayalRow)).toEqual(before);
    const rows = await database.rows(
      sql`SELECT mesh_id, is_demo, created_at > now() - interval '1 hour' AS created_now FROM providers WHERE id = ${hill.id}`,
    );
    expect(rows).toEqual([{ mesh_id: "H-2", is_demo: false, created_now: true }]);
  });

  it("refuses bad input with the field named, and clashes with a message", async () => {
    const first = await client.call("POST", "/api/admin/providers", { json: { name: "Kayal Trails", meshId: "K" } });
    expect(first.status).toBe(201);
    expect(first.data.item).toMatchObject({ slug: "kayal-trails", status: "Unverified", isDemo: false });
    const cases: [unknown, string, string][] = [
      [{ name: "  " }, "Provider name is required.", "name"],
      [
        { name: "X", slug: "Bad Slug" },
        "URL name may use lower-case letters, digits and single hyphens (e.g. green-hills-travels).",
        "slug",
      ],
      [
        { name: "X", district: "Goa" },
        expect.stringContaining("District must be one of thiruvananthapuram, kollam") as unknown as string,
        "district",
      ],
      [
        { name: "X", whatsappNumber: "12" },
        "WhatsApp number must be a whole number with its country code, e.g. 919876543210.",
        "whatsappNumber",
      ],
      [{ name: "X", status: "Verified" }, "A Verified provider needs at least one check done.", "checks"],
      [{ name: "X", checks: [{ id: "horoscope" }] }, expect.stringContaining("Checks must be from:") as unknown as string, "checks"],
      [
        { name: "X", yearEstablished: "1850" },
        expect.stringContaining("Year established must be a year from 1900 to") as unknown as string,
        "yearEstablished",
      ],
      [{ name: "Other", slug: "kayal-trails" }, "Another provider already uses this URL name.", "slug"],
      [{ name: "Kayal Trails", meshId: "K", slug: "kayal-2" }, "Another provider already has this name and MESH ID.", "name"],
    ];
    for (const [json, error, field] of cases) {
      const r = await client.call("POST", "/api/admin/providers", { json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.data).toEqual({ error, field });
    }
    const status = await client.call("POST", `/api/admin/providers/${(first.data.item as { id: string }).id}/status`, {
      json: { status: "Gone" },
    });
    expect(status.data).toEqual({ error: "status must be one of Unverified, Verified, Suspended", field: "status" });
    expect((await client.call("PUT", "/api/admin/providers/nope", { json: { name: "Y" } })).status).toBe(404);
  });

  it("refuses every provider endpoint without a session (401) and cross-site (403)", async () => {
    const anonymous = adminClient(app);
    for (const [method, url] of [
      ["GET", "/api/admin/providers"],
      ["POST", "/api/admin/providers"],
      ["PUT", "/api/admin/providers/x"],
      ["POST", "/api/admin/providers/x/status"],
      ["DELETE", "/api/admin/providers/x"],
    ] as const) {
      expect((await anonymous.call(method, url, { json: method === "GET" ? undefined : { name: "Z" } })).status, `${method} ${url}`).toBe(
        401,
      );
      if (method !== "GET") {
        const crossSite = await client.call(method, url, { json: { name: "Z" }, headers: { origin: "https://evil.example" } });
        expect(crossSite.status, `${method} ${url} cross-site`).toBe(403);
      }
    }
  });

  it("removes only a provider without packages", async () => {
    await app.services.catalogue.insertMany([{ ...packageFixture({ providerName: "Busy", meshId: "B" }), id: "b1" }]);
    const [busy] = await app.services.providers.listAll();
    expect(await client.call("DELETE", `/api/admin/providers/${busy!.id}`)).toMatchObject({
      status: 400,
      data: { error: "This provider still has 1 package; move or delete them first." },
    });
    await deletePackage(app.services.packages, "b1");
    expect((await client.call("POST", `/api/admin/providers/${busy!.id}/people`, { json: { email: "asha@busy.example" } })).status).toBe(
      201,
    );
    expect((await client.call("DELETE", `/api/admin/providers/${busy!.id}`)).status).toBe(204);
    // Its history's last row says what went, and who removed it; the person went with it.
    const history = await client.call("GET", `/api/admin/audit?scope=provider&id=${busy!.id}`);
    expect((history.data.items as { entity: string; action: string }[]).map((r) => `${r.entity}:${r.action}`)).toEqual([
      "provider:delete",
      "partner-person:invited",
      "package:delete",
    ]);
    expect((history.data.items as Record<string, unknown>[])[0]).toMatchObject({
      actorRole: "admin",
      actorEmail: "admin@example.com",
      changes: { provider: ["Busy (B)", null], people: ["asha@busy.example", null] },
    });
    expect(await database.rows(sql`SELECT email FROM partner_people WHERE email = 'asha@busy.example'`)).toEqual([]);
  });

  // Only PostgreSQL runs two transactions at once: PGlite's one connection would wait for itself.
  it.skipIf(name !== "postgres")(
    "Verify waits for a change of the provider in flight, and is refused when that change took its last check away",
    async () => {
      const made = await client.call("POST", "/api/admin/providers", { json: { name: "Lake Ferries", meshId: "LF-1" } });
      const id = (made.data.item as { id: string }).id;
      const withCheck = await client.call("PUT", `/api/admin/providers/${id}`, {
        json: { name: "Lake Ferries", meshId: "LF-1", checks: [{ id: "gst-registration", reference: "32ABCDE1234F1Z5" }] },
      });
      expect(withCheck.status).toBe(200);

      // Another write takes the check away, in a transaction the test holds open.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const rowLocked = new Promise<void>((resolve) => (locked = resolve));
      const other = database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE providers SET checks = '[]'::jsonb WHERE id = ${id}`);
        locked();
        await held;
      });
      onTestFinished(async () => {
        release();
        await other.catch(() => undefined);
      });
      await rowLocked;

      const verify = client.call("POST", `/api/admin/providers/${id}/status`, { json: { status: "Verified" } });
      // It waits at the provider's row (how long the request takes to get there depends on the machine).
      const waiting = sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      await expect.poll(async () => (await database.rows<{ n: number }>(waiting))[0]!.n, { timeout: 30_000 }).toBe(1);
      release();
      await other;
      expect(await verify).toMatchObject({
        status: 400,
        data: { error: "A Verified provider needs at least one check done.", field: "checks" },
      });
      expect(await database.rows(sql`SELECT status, checks FROM providers WHERE id = ${id}`)).toEqual([
        { status: "Unverified", checks: [] },
      ]);
    },
  );
});
