import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyPackageDraft, type PackageDraft } from "../../domain/package-validation";
import { adminClient, joinedPartner, useAdminApp } from "../admin/testing/admin-test-app";
import { solidImage } from "../images/test-images";
import { oneTestDatabase } from "../testing/databases";

type Client = ReturnType<typeof adminClient>;

function draft(title: string, bannerImage: string): PackageDraft {
  return {
    ...emptyPackageDraft(),
    title,
    packageCode: "UP-1",
    startingLocation: "Munnar",
    destinations: "Munnar",
    district: "idukki",
    categories: ["adventure-trips"],
    originalPriceAdult: "8999",
    bannerImage,
    description: "Two nights in a tea-estate resort.",
    bookingOpeningDate: "2026-12-01",
    bookingClosingDate: "2027-02-28",
  };
}

async function upload(client: Client, path: string, extraFields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("kind", "banner");
  for (const [name, value] of Object.entries(extraFields)) form.set(name, value);
  form.set("file", new Blob([await solidImage(1200, 675)]), "tea.jpg");
  return client.call("POST", path, { body: form });
}

describe.each(oneTestDatabase())("partners' uploads on $name", ({ open }) => {
  // A quota of 1 MB, so the test can reach it.
  const ctx = useAdminApp(open, { signIn: true, env: { PARTNER_UPLOAD_QUOTA_MB: "1" } });
  const people: Record<string, { providerId: string; client: Client }> = {};

  beforeAll(async () => {
    for (const [name, meshId, email] of [
      ["Kayal Uploads", "KU-1", "asha@kayal.example"],
      ["Hill Uploads", "HU-1", "ravi@hill.example"],
    ] as const) {
      const providerId = ((await ctx.client.call("POST", "/api/admin/providers", { json: { name, meshId } })).data.item as { id: string })
        .id;
      const { client } = await joinedPartner(ctx.app, ctx.client, providerId, email, "partner-pass-1");
      people[meshId] = { providerId, client };
    }
  });

  it("records who uploaded a file; another provider's partner cannot put it in a package, and nothing is written", async () => {
    const kayal = people["KU-1"]!;
    const hill = people["HU-1"]!;
    // Form fields naming the other provider and a package are not the upload's: the session says whose it is.
    const uploaded = await upload(kayal.client, "/api/partner/uploads", { providerId: hill.providerId, packageId: "hill-package" });
    expect(uploaded.status).toBe(201);
    const url = String(uploaded.data.url);
    const [record] = await ctx.database.rows<{ provider_id: string | null; package_id: string | null }>(
      sql`SELECT provider_id, package_id FROM uploaded_files WHERE url = ${url}`,
    );
    expect(record).toEqual({ provider_id: kayal.providerId, package_id: null });

    const before = await ctx.database.rows(sql`SELECT id FROM packages ORDER BY id`);
    const stolen = await hill.client.call("POST", "/api/partner/packages", { json: draft("Borrowed banner", url) });
    expect(stolen).toMatchObject({
      status: 400,
      data: { field: "bannerImage", error: "Banner image was not uploaded from your account. Please upload the file again." },
    });
    expect(await ctx.database.rows(sql`SELECT id FROM packages ORDER BY id`)).toEqual(before);
    expect((await ctx.database.rows(sql`SELECT package_id FROM uploaded_files WHERE url = ${url}`))[0]).toEqual({ package_id: null });

    // Its own provider's person may use it.
    expect((await kayal.client.call("POST", "/api/partner/packages", { json: draft("Own banner", url) })).status).toBe(201);
  });

  it("takes no web address for a partner's pictures: the site shows only its own files, so one would be a broken image", async () => {
    const kayal = people["KU-1"]!;
    const rows = async () => [
      await ctx.database.rows(sql`SELECT id, banner_image FROM packages ORDER BY id`),
      await ctx.database.rows(sql`SELECT id, logo FROM providers ORDER BY id`),
    ];
    const before = await rows();
    const outside = "https://images.example/tea.jpg";
    expect(await kayal.client.call("POST", "/api/partner/packages", { json: draft("Outside banner", outside) })).toMatchObject({
      status: 400,
      data: {
        field: "bannerImage",
        error: "Banner image is not a file uploaded here. Please upload it again.",
        code: "files.notUploadedHere",
      },
    });
    expect(await kayal.client.call("PUT", "/api/partner/profile", { json: { logo: outside } })).toMatchObject({
      status: 400,
      data: { field: "logo", code: "files.notUploadedHere" },
    });
    expect(await rows()).toEqual(before);
    // The admin's own saves keep a web address as imports do.
    const admins = await ctx.client.call("POST", "/api/admin/packages", {
      json: { ...draft("Imported banner", outside), providerName: "Kayal Uploads", meshId: "KU-1", packageCode: "UP-9" },
    });
    expect(admins.status).toBe(201);
  });

  it("refuses an upload past the provider's quota with a clear message; other providers and the admin are not held back", async () => {
    const kayal = people["KU-1"]!;
    // What Kayal's people uploaded before: with the banner of the test before, just under 1 MB in all.
    await ctx.database.rows(sql`
      INSERT INTO uploaded_files (key, url, kind, content_type, bytes, provider_id)
      VALUES ('images/old_banner.jpg', '/uploads/images/old_banner.jpg', 'image', 'image/jpeg', 1048000, ${kayal.providerId})`);
    const count = async () => (await ctx.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploaded_files`))[0]!.n;
    const files = await count();
    const refused = await upload(kayal.client, "/api/partner/uploads");
    expect(refused).toMatchObject({
      status: 413,
      data: {
        error: "Your uploads have reached 1 MB, this account's limit. Remove photos or PDFs that no package uses, or ask us for more room.",
      },
    });
    expect(await count()).toBe(files);
    expect((await upload(people["HU-1"]!.client, "/api/partner/uploads")).status).toBe(201);
    const admin = await upload(ctx.client, "/api/admin/uploads");
    expect(admin.status).toBe(201);
    expect((await ctx.database.rows(sql`SELECT provider_id FROM uploaded_files WHERE url = ${String(admin.data.url)}`))[0]).toEqual({
      provider_id: null,
    });
  });
});
