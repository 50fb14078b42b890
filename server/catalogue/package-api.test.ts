import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LAST_MINUTE_SLUG } from "../../domain/categories";
import type { TravelPackage } from "../../domain/package";
import { packageToDraft } from "../../domain/package-validation";
import { SPEC_SAVE_CHECKS } from "../../domain/testing/save-checks";
import { DEMO_PDF, solidImage } from "../images/test-images";
import { readFreshCatalogueVersion } from "../cache/catalogue-version";
import { oneTestDatabase } from "../testing/databases";
import { adminDraft as draft, useAdminApp, withStorageDrivers } from "../admin/testing/admin-test-app";

const combos = withStorageDrivers(oneTestDatabase());

describe.each(combos)("admin packages on $name with $storage storage", ({ open, storage }) => {
  const ctx = useAdminApp(open, { storage, signIn: true });

  async function upload(kind: "banner" | "gallery" | "review" | "pdf", index?: number): Promise<{ url: string; key: string }> {
    const body = kind === "pdf" ? fs.readFileSync(DEMO_PDF) : await solidImage(1000, 600, "jpeg");
    const res = await ctx.client.upload(kind, new Blob([body]), kind === "pdf" ? "a.pdf" : "a.jpg", index);
    expect(res.status).toBe(201);
    return res.data as { url: string; key: string };
  }

  /** Keys of the stored objects behind an uploaded file (original and renditions). */
  async function objectKeysOf(key: string): Promise<string[]> {
    const [row] = await ctx.database.rows<{ variants: string[] }>(sql`SELECT variants FROM uploaded_files WHERE key = ${key}`);
    return [key, ...(row?.variants ?? [])];
  }

  async function exists(key: string) {
    return (await ctx.app.services.storage.get!(key)) !== null;
  }

  it("checks a draft in the spec's order and answers each of the ten messages with its field", async () => {
    const { url: banner } = await upload("banner");
    // All ten broken at once (blank, a zero price, no banner, a last-minute deal without an end
    // date): each fix reveals the next message, in order.
    const blank = (field: string) => (field === "bannerImage" ? null : field === "originalPriceAdult" ? "0" : "");
    const broken: Record<string, unknown> = {
      categories: [LAST_MINUTE_SLUG],
      ...Object.fromEntries(SPEC_SAVE_CHECKS.map(([field]) => [field, blank(field)])),
    };
    for (const [field, message, code] of SPEC_SAVE_CHECKS) {
      const res = await ctx.client.call("POST", "/api/admin/packages", { json: draft(broken) });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ error: message, field, code, params: {} });
      broken[field] = field === "bannerImage" ? banner : draft()[field];
    }
    const ok = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({ categories: [LAST_MINUTE_SLUG], endDate: "2027-01-15", bannerImage: banner }),
    });
    expect(ok.status).toBe(201);
  });

  it("saves the itinerary, inclusions, GST, policy, departures and featured flag, and answers a bad departure with its message", async () => {
    const content = {
      itinerary: [
        { title: "Board the houseboat", description: "Lunch on board.", overnight: "Houseboat, Alappuzha", meals: ["lunch", "dinner"] },
      ],
      inclusions: ["Houseboat stay", "All meals"],
      exclusions: ["Airfare"],
      gstIncluded: true,
      cancellationPolicy: "Free cancellation up to 7 days before.",
      departures: [{ date: "2026-12-14", seatsTotal: "12", seatsLeft: "4", priceAdult: "11999" }],
      featured: true,
    };
    const res = await ctx.client.call("POST", "/api/admin/packages", { json: draft(content) });
    expect(res.status).toBe(201);
    expect(res.data.item).toMatchObject({
      ...content,
      district: "alappuzha",
      departures: [{ date: "2026-12-14", seatsTotal: 12, seatsLeft: 4, priceAdult: 1_199_900 }],
    });
    const bad = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({ departures: [{ date: "2026-12-14", seatsTotal: "4", seatsLeft: "5", priceAdult: "" }] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ error: "Seats left cannot exceed seats in total.", field: "departures" });
  });

  it("saves the Malayalam, Hindi and Arabic title and description, and the public API returns them", async () => {
    const translations = {
      ml: { title: "ആലപ്പുഴ ഹൗസ്‌ബോട്ട്", description: "കായലിലൂടെ ഒരു രാത്രി." },
      ar: { title: "قارب منزلي في أليبي", description: "" },
    };
    const res = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({ status: "Active", translations: { ...translations, hi: { title: " ", description: "" } } }),
    });
    expect(res.status).toBe(201);
    const item = res.data.item as TravelPackage;
    expect(item.translations).toEqual(translations);
    const id = item.id;
    const pub = await ctx.client.call("GET", `/api/v1/packages/${id}`);
    expect(pub.status).toBe(200);
    expect((pub.data as TravelPackage).translations).toEqual(translations);
    const bad = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({ translations: { fr: { title: "Maison flottante", description: "" } } }),
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      error: "Translations are ml, hi, ar.",
      field: "translations",
      code: "unknownTranslationLanguage",
      params: { choices: "ml, hi, ar" },
    });
  });

  it("creates a package (201, minor units), attaches its uploads and lists every status newest first", async () => {
    const banner = await upload("banner");
    const pdf = await upload("pdf");
    const res = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({ title: "Draft one", status: "Draft", bannerImage: banner.url, pdfFile: pdf.url }),
    });
    expect(res.status).toBe(201);
    const item = res.data.item as TravelPackage;
    expect(item).toMatchObject({
      title: "Draft one",
      status: "Draft",
      originalPriceAdult: 1_299_900,
      bannerImage: banner.url,
      pdfFile: pdf.url,
    });
    const attached = await ctx.database.rows<{ key: string; package_id: string }>(
      sql`SELECT key, package_id FROM uploaded_files WHERE key IN (${banner.key}, ${pdf.key})`,
    );
    expect(attached.map((r) => r.package_id)).toEqual([item.id, item.id]);

    const list = await ctx.client.call("GET", "/api/admin/packages");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const items = list.data.items as TravelPackage[];
    expect(items[0]!.id).toBe(item.id);
    expect(items.some((p) => p.status === "Draft")).toBe(true);
  });

  it("refuses file URLs that are not ours or not recorded, and allows external addresses and bundled art", async () => {
    const prefix = storage === "local" ? "/uploads/" : `${ctx.s3Endpoint!}/kt-uploads/`;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { bannerImage: `${prefix}images/1700000000000_banner.w1600.webp` },
        "Banner image is not a file uploaded here. Please upload it again.",
        "bannerImage",
      ],
      [
        { galleryImages: [`${prefix}images/secret.jpg`] },
        "Gallery image is not a file uploaded here. Please upload it again.",
        "galleryImages",
      ],
      [{ pdfFile: "/uploads/../../etc/passwd" }, "PDF file must be an uploaded file or a web address (https://…).", "pdfFile"],
      [
        { googleReviewScreenshot: "/etc/passwd" },
        "Google review screenshot must be an uploaded file or a web address (https://…).",
        "googleReviewScreenshot",
      ],
      [{ bannerImage: "/pending-upload" }, "Banner image must be an uploaded file or a web address (https://…).", "bannerImage"],
    ];
    for (const [patch, error, field] of cases) {
      const res = await ctx.client.call("POST", "/api/admin/packages", { json: draft(patch) });
      expect(res.data).toEqual({ error, field });
      expect(res.status).toBe(400);
    }
    const image = await upload("banner");
    const wrongKind = await ctx.client.call("POST", "/api/admin/packages", { json: draft({ pdfFile: image.url }) });
    expect(wrongKind.data).toEqual({ error: "PDF file must be an uploaded PDF.", field: "pdfFile" });

    const fine = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({ bannerImage: "/assets/packages/alleppey-houseboat.w1600.webp", galleryImages: ["https://cdn.example.net/a.jpg"] }),
    });
    expect(fine.status).toBe(201);
  });

  it("refuses a file that already belongs to another package", async () => {
    const banner = await upload("banner");
    expect((await ctx.client.call("POST", "/api/admin/packages", { json: draft({ bannerImage: banner.url }) })).status).toBe(201);
    const res = await ctx.client.call("POST", "/api/admin/packages", { json: draft({ bannerImage: banner.url }) });
    expect(res.status).toBe(400);
    expect(res.data.error).toBe("Banner image belongs to another package. Please upload the file again for this one.");
  });

  it("on edit deletes a replaced banner's files only after the save succeeded", async () => {
    const oldBanner = await upload("banner");
    const gallery = await upload("gallery", 0);
    const created = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({ bannerImage: oldBanner.url, galleryImages: [gallery.url] }),
    });
    const id = (created.data.item as TravelPackage).id;
    const oldKeys = await objectKeysOf(oldBanner.key);
    expect(oldKeys).toHaveLength(4);

    const newBanner = await upload("banner");
    // A save refused by validation keeps everything.
    const refused = await ctx.client.call("PUT", `/api/admin/packages/${id}`, {
      json: draft({ title: "", bannerImage: newBanner.url, galleryImages: [gallery.url] }),
    });
    expect(refused.status).toBe(400);
    for (const key of oldKeys) expect(await exists(key)).toBe(true);

    // A save the database refuses keeps everything too.
    await ctx.database.db.execute(sql`ALTER TABLE packages ADD CONSTRAINT refuse_for_test CHECK (title <> 'Refused by the database')`);
    try {
      const failed = await ctx.client.call("PUT", `/api/admin/packages/${id}`, {
        json: draft({ title: "Refused by the database", bannerImage: newBanner.url, galleryImages: [gallery.url] }),
      });
      expect(failed.status).toBe(500);
      expect(failed.data).toEqual({ error: "Something went wrong. Please try again." });
    } finally {
      await ctx.database.db.execute(sql`ALTER TABLE packages DROP CONSTRAINT refuse_for_test`);
    }
    for (const key of oldKeys) expect(await exists(key)).toBe(true);

    const saved = await ctx.client.call("PUT", `/api/admin/packages/${id}`, {
      json: draft({ title: "Renamed", bannerImage: newBanner.url, galleryImages: [gallery.url] }),
    });
    expect(saved.status).toBe(200);
    expect(saved.data.item).toMatchObject({ id, title: "Renamed", bannerImage: newBanner.url });
    for (const key of oldKeys) expect(await exists(key)).toBe(false);
    expect(await ctx.database.rows(sql`SELECT 1 FROM uploaded_files WHERE key = ${oldBanner.key}`)).toHaveLength(0);
    for (const key of await objectKeysOf(newBanner.key)) expect(await exists(key)).toBe(true);
    for (const key of await objectKeysOf(gallery.key)) expect(await exists(key)).toBe(true);
    const [row] = await ctx.database.rows<{ package_id: string }>(sql`SELECT package_id FROM uploaded_files WHERE key = ${newBanner.key}`);
    expect(row!.package_id).toBe(id);
  });

  it("refuses a save made from a version that another save has replaced (409) and keeps the first save", async () => {
    const created = await ctx.client.call("POST", "/api/admin/packages", { json: draft() });
    const loaded = created.data.item as TravelPackage;
    const version = encodeURIComponent(loaded.updatedAt);

    // Two tabs loaded the same version; both save straight away (the same millisecond is fine).
    const first = await ctx.client.call("PUT", `/api/admin/packages/${loaded.id}?version=${version}`, {
      json: draft({ title: "First tab" }),
    });
    expect(first.status).toBe(200);
    const second = await ctx.client.call("PUT", `/api/admin/packages/${loaded.id}?version=${version}`, {
      json: draft({ title: "Second tab" }),
    });
    expect(second.status).toBe(409);
    expect(second.data).toEqual({ error: "This package was changed elsewhere; reload to see the latest version." });

    const [row] = await ctx.database.rows<{ title: string }>(sql`SELECT title FROM packages WHERE id = ${loaded.id}`);
    expect(row!.title).toBe("First tab");
    // After a reload the second tab's save goes through.
    const reloaded = (first.data.item as TravelPackage).updatedAt;
    expect(reloaded).not.toBe(loaded.updatedAt);
    const retried = await ctx.client.call("PUT", `/api/admin/packages/${loaded.id}?version=${encodeURIComponent(reloaded)}`, {
      json: draft({ title: "Second tab" }),
    });
    expect(retried.status).toBe(200);
    expect(retried.data.item).toMatchObject({ title: "Second tab" });
  });

  it("a save that changes nothing writes nothing (version, catalogue version, audit log kept); a changed field moves all three; a stale one is 409", async () => {
    const banner = await upload("banner");
    const gallery = await upload("gallery", 0);
    const pdf = await upload("pdf");
    // Every kind of stored value: uploaded files, lists, nested JSON (jsonb on PostgreSQL), departures, translations.
    const created = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({
        title: "Unchanged lake",
        packageCode: "KT-SAME",
        bannerImage: banner.url,
        galleryImages: [gallery.url],
        pdfFile: pdf.url,
        hasOffer: true,
        offerPriceAdult: "9999",
        categories: ["adventure-trips", "adventure-trips"],
        itinerary: [{ title: "Board", description: "Lunch on board.", overnight: "Houseboat", meals: ["lunch", "dinner"] }],
        inclusions: ["Houseboat stay"],
        customizationOptions: { Days: [{ name: "Extra day", price: "2500" }], Food: [{ name: "No dinner", price: "-500" }] },
        departures: [{ date: "2027-01-10", seatsTotal: "12", seatsLeft: "4", priceAdult: "11999" }],
        translations: { ml: { title: "കായൽ", description: "ഒരു രാത്രി." } },
      }),
    });
    expect(created.status).toBe(201);
    const loaded = created.data.item as TravelPackage;
    const put = (json: unknown, version: string) =>
      ctx.client.call("PUT", `/api/admin/packages/${loaded.id}?version=${encodeURIComponent(version)}`, { json });
    const stateOf = async () => ({
      catalogue: await readFreshCatalogueVersion(ctx.database),
      package: await ctx.database.rows(sql`SELECT * FROM packages WHERE id = ${loaded.id}`),
      audit: await ctx.database.rows(sql`SELECT id, action FROM audit_log WHERE entity_id = ${loaded.id} ORDER BY id`),
    });
    const unsaved = await stateOf();
    expect(unsaved.audit).toHaveLength(1);

    // As the editor sends it after opening the package and pressing Save: answered as any save, with the stored package.
    const same = await put(packageToDraft(loaded), loaded.updatedAt);
    expect(same.status).toBe(200);
    expect(same.data).toEqual({ item: loaded });
    expect(await stateOf()).toEqual(unsaved);

    // One field changed: the row, its version, the catalogue version and the audit log all move.
    const changed = await put({ ...packageToDraft(loaded), title: "Changed lake" }, loaded.updatedAt);
    expect(changed.status).toBe(200);
    const saved = changed.data.item as TravelPackage;
    expect(saved.title).toBe("Changed lake");
    expect(saved.updatedAt).not.toBe(loaded.updatedAt);
    const afterChange = await stateOf();
    expect(afterChange.catalogue).not.toBe(unsaved.catalogue);
    expect(afterChange.audit.map((r) => r.action)).toEqual(["create", "update"]);

    // The stored package again, from the version before the change: refused as ever, nothing written.
    const stale = await put(packageToDraft(saved), loaded.updatedAt);
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ error: "This package was changed elsewhere; reload to see the latest version." });
    expect(await stateOf()).toEqual(afterChange);
  });

  it("keeps what the server owns: a create or an edit naming another package's id, a provider id, counts or dates changes only its own row", async () => {
    const first = (await ctx.client.call("POST", "/api/admin/packages", { json: draft({ title: "First", packageCode: "OWN-1" }) })).data
      .item as TravelPackage;
    const firstRow = sql`SELECT * FROM packages WHERE id = ${first.id}`;
    const before = await ctx.database.rows(firstRow);
    const owned = {
      id: first.id,
      providerId: "forged-provider",
      provider_id: "forged-provider",
      ratingCount: 99,
      ratingSum: 495,
      createdAt: "2020-01-01T00:00:00.000Z",
      updatedAt: "2020-01-01T00:00:00.000Z",
    };
    const made = await ctx.client.call("POST", "/api/admin/packages", { json: draft({ title: "Second", packageCode: "OWN-2", ...owned }) });
    expect(made.status).toBe(201);
    const second = made.data.item as TravelPackage;
    expect(second.id).not.toBe(first.id);
    const edited = await ctx.client.call("PUT", `/api/admin/packages/${second.id}?version=${second.updatedAt}`, {
      json: draft({ title: "Second, edited", packageCode: "OWN-2", ...owned }),
    });
    expect(edited.status).toBe(200);
    expect(await ctx.database.rows(firstRow)).toEqual(before);
    const rows = await ctx.database.rows(
      sql`SELECT p.title, p.provider_id = pr.id AS own_provider, p.rating_count, p.rating_sum, p.created_at > now() - interval '1 hour' AS created_now
          FROM packages p JOIN providers pr ON pr.name = p.provider_name AND pr.mesh_id = p.mesh_id WHERE p.id = ${second.id}`,
    );
    expect(rows).toEqual([{ title: "Second, edited", own_provider: true, rating_count: 0, rating_sum: 0, created_now: true }]);
  });

  it("answers 404 'Package not found' for an unknown id on edit and delete", async () => {
    const put = await ctx.client.call("PUT", "/api/admin/packages/no-such-id", { json: draft() });
    expect(put.status).toBe(404);
    expect(put.data).toEqual({ error: "Package not found" });
    const del = await ctx.client.call("DELETE", "/api/admin/packages/no-such-id");
    expect(del.status).toBe(404);
    expect(del.data).toEqual({ error: "Package not found" });
  });

  it("deletes a package with all its files (banner, gallery, PDF, review screenshot, renditions)", async () => {
    const files = {
      banner: await upload("banner"),
      gallery: await upload("gallery", 0),
      pdf: await upload("pdf"),
      review: await upload("review"),
    };
    const created = await ctx.client.call("POST", "/api/admin/packages", {
      json: draft({
        bannerImage: files.banner.url,
        galleryImages: [files.gallery.url, "https://cdn.example.net/kept.jpg"],
        pdfFile: files.pdf.url,
        googleReviewScreenshot: files.review.url,
      }),
    });
    const id = (created.data.item as TravelPackage).id;
    const keys = (await Promise.all(Object.values(files).map((f) => objectKeysOf(f.key)))).flat();
    expect(keys).toHaveLength(4 + 4 + 1 + 4);
    for (const key of keys) expect(await exists(key)).toBe(true);

    const res = await ctx.client.call("DELETE", `/api/admin/packages/${id}`);
    expect(res.status).toBe(204);
    for (const key of keys) expect(await exists(key)).toBe(false);
    expect(await ctx.database.rows(sql`SELECT 1 FROM uploaded_files WHERE package_id = ${id}`)).toHaveLength(0);
    expect(await ctx.database.rows(sql`SELECT 1 FROM packages WHERE id = ${id}`)).toHaveLength(0);
  });
});
