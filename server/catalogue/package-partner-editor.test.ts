import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyPackageDraft, packageToDraft, type PackageDraft } from "../../domain/package-validation";
import type { TravelPackage } from "../../domain/package";
import { adminClient, joinedPartner, adminDraft, useAdminApp } from "../admin/testing/admin-test-app";
import type { Database } from "../db/client";
import { solidImage } from "../images/test-images";
import { readFreshCatalogueVersion } from "../cache/catalogue-version";
import { oneTestDatabase } from "../testing/databases";

type Client = ReturnType<typeof adminClient>;
type View = { item: TravelPackage; proposed: TravelPackage | null; state: string; version: string };

/** What the shared editor sends for a new package: the empty draft, filled in as a person would. */
function editorDraft(overrides: Partial<PackageDraft>): PackageDraft {
  return {
    ...emptyPackageDraft(),
    title: "Tea estate walk",
    packageCode: "KAYAL-E1",
    startingLocation: "Munnar",
    destinations: "Munnar",
    district: "idukki",
    categories: ["adventure-trips"],
    originalPriceAdult: "8999",
    bannerImage: "/assets/packages/chembra-peak-trek.w1600.webp",
    description: "Two nights in a tea-estate resort.",
    bookingOpeningDate: "2026-12-01",
    bookingClosingDate: "2027-02-28",
    ...overrides,
  };
}

/** Another provider, the admin's fields, and ids a forged request might carry (mass assignment). */
const FORGED = {
  providerName: "Hill Routes",
  meshId: "H-1",
  featured: true,
  status: "Active",
  providerId: "forged-provider",
  provider_id: "forged-provider",
  id: "forged-id",
  ratingCount: 99,
  verification: "Verified",
  demo: true,
  createdBy: "admin@example.com",
  // The review's own bookkeeping: what a revision is measured from, and where it stands.
  base: { title: "Forged base" },
  proposed: { title: "Forged proposal" },
  reviewKind: "new",
  reviewState: "approved",
  wentLiveAt: null,
};

/** The rows a partner's editor may touch, as they stand. */
async function rowsOf(database: Database, id: string) {
  return JSON.stringify([
    await database.rows(sql`SELECT * FROM packages WHERE id = ${id}`),
    await database.rows(sql`SELECT * FROM package_workflow WHERE package_id = ${id}`),
    await database.rows(sql`SELECT * FROM audit_log WHERE entity_id = ${id} ORDER BY id`),
    await database.rows(sql`SELECT * FROM providers ORDER BY id`),
  ]);
}

describe.each(oneTestDatabase())("the partner's package editor, through its API, on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  let kayal = "";
  let hillRoutes = "";
  let partner: Client;

  const view = async (id: string) => (await partner.call("GET", `/api/partner/packages/${id}`)).data as unknown as View;
  const row = async (id: string) =>
    (
      await ctx.database.rows<Record<string, unknown>>(
        sql`SELECT provider_id, provider_name, mesh_id, status, featured, title, rating_count FROM packages WHERE id = ${id}`,
      )
    )[0];

  /** The admin returns the package's revision with a reason; the partner's view of it after. */
  const returnedWith = async (id: string, reason: string) => {
    const queued = (await ctx.client.call("GET", `/api/admin/review-queue/${id}`)).data as { version: string };
    const returned = await ctx.client.call("POST", `/api/admin/review-queue/${id}/return?version=${queued.version}`, { json: { reason } });
    expect(returned.status).toBe(200);
    const v = await view(id);
    expect(v.state).toBe("live-change-returned");
    return v;
  };

  beforeAll(async () => {
    kayal = (
      (await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Kayal Trails", meshId: "K-1" } })).data.item as { id: string }
    ).id;
    hillRoutes = (
      (await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Hill Routes", meshId: "H-1" } })).data.item as { id: string }
    ).id;
    ({ client: partner } = await joinedPartner(ctx.app, ctx.client, kayal, "asha@kayal.example", "kayal-partner-1"));
  });

  it("creates and saves a draft as the editor sends it; forged admin fields change nothing", async () => {
    // A banner through the partner's upload endpoint (the admin's image pipeline), claimed by the save.
    const form = new FormData();
    form.set("kind", "banner");
    form.set("file", new Blob([await solidImage(1600, 900)]), "tea.jpg");
    const uploaded = await partner.call("POST", "/api/partner/uploads", { body: form });
    expect(uploaded.status).toBe(201);
    const banner = String(uploaded.data.url);

    const created = await partner.call("POST", "/api/partner/packages", { json: { ...editorDraft({ bannerImage: banner }), ...FORGED } });
    expect(created.status).toBe(201);
    const id = (created.data.item as { id: string }).id;
    expect(id).not.toBe("forged-id");
    expect(await row(id)).toEqual({
      provider_id: kayal,
      provider_name: "Kayal Trails",
      mesh_id: "K-1",
      status: "Draft",
      featured: false,
      title: "Tea estate walk",
      rating_count: 0,
    });

    // The same claims under prototype keys, which JSON keeps as own keys: a draft of its own all the same.
    const viaPrototype = await partner.call("POST", "/api/partner/packages", {
      body: JSON.stringify(editorDraft({ packageCode: "KAYAL-P1" })).replace(
        /^\{/,
        `{"__proto__":${JSON.stringify(FORGED)},"constructor":{"prototype":${JSON.stringify(FORGED)}},`,
      ),
      headers: { "content-type": "application/json" },
    });
    expect(viaPrototype.status).toBe(201);
    expect(await row((viaPrototype.data.item as { id: string }).id)).toMatchObject({
      provider_id: kayal,
      provider_name: "Kayal Trails",
      status: "Draft",
      featured: false,
      rating_count: 0,
    });
    expect(({} as Record<string, unknown>).providerId).toBeUndefined();

    // The editor opens it from the view and saves it back with a change and the same forged fields.
    let v = await view(id);
    expect(v.state).toBe("draft");
    const saved = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: { ...packageToDraft(v.item), title: "Tea estate walk, two nights", ...FORGED },
    });
    expect(saved.status).toBe(200);
    expect(await row(id)).toMatchObject({ provider_id: kayal, provider_name: "Kayal Trails", status: "Draft", featured: false });
    expect((await row(id))!.title).toBe("Tea estate walk, two nights");
    v = await view(id);
    expect(v.item.bannerImage).toBe(banner);

    // The same checks as the admin's: a draft without its required fields is refused, naming the field.
    const invalid = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: { ...packageToDraft(v.item), title: "" },
    });
    expect(invalid).toMatchObject({ status: 400, data: { field: "title" } });
    // Beside the English words, the rule's code and params, for the portal to say it in the partner's language.
    expect(invalid.data).toEqual({ error: "Package title is required.", field: "title", code: "titleRequired", params: {} });
    const tooLong = await partner.call("POST", "/api/partner/packages", { json: { ...packageToDraft(v.item), title: "x".repeat(201) } });
    expect(tooLong).toMatchObject({ status: 400 });
    expect(tooLong.data).toEqual({
      error: "Package title is too long (at most 200 characters).",
      field: "title",
      code: "tooLong",
      params: { field: "title", max: 200 },
    });
  });

  it("saves an edit of a live package as its revision: the live row stays as it was, the admin's fields stay the admin's", async () => {
    const made = await ctx.client.call("POST", "/api/admin/packages", {
      json: adminDraft({ providerName: "Kayal Trails", meshId: "K-1", title: "Lake lunch", packageCode: "KAYAL-E2", featured: true }),
    });
    const id = (made.data.item as { id: string }).id;
    const v = await view(id);
    expect(v.state).toBe("live");
    const liveBefore = JSON.stringify(
      await ctx.database.rows(sql`SELECT title, status, featured, provider_id FROM packages WHERE id = ${id}`),
    );

    const revised = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: { ...packageToDraft(v.item), title: "Lake lunch and sunset", ...FORGED, featured: false, status: "Paused" },
    });
    expect(revised.status).toBe(200);
    expect(JSON.stringify(await ctx.database.rows(sql`SELECT title, status, featured, provider_id FROM packages WHERE id = ${id}`))).toBe(
      liveBefore,
    );
    const after = await view(id);
    expect(after.state).toBe("live-change-in-review");
    expect(after.proposed).toMatchObject({
      title: "Lake lunch and sunset",
      providerName: "Kayal Trails",
      meshId: "K-1",
      featured: true,
      status: "Active",
    });
    // The editor reopens the revision, not the live version.
    expect(packageToDraft(after.proposed!).title).toBe("Lake lunch and sunset");
    // The revision is measured from the live row as the server read it, not from a base the request sent.
    const [workflow] = await ctx.database.rows(
      sql`SELECT provider_id, review_kind, review_state, base->>'title' AS base, proposed->>'title' AS proposed, went_live_at IS NOT NULL AS went_live
          FROM package_workflow WHERE package_id = ${id}`,
    );
    expect(workflow).toEqual({
      provider_id: kayal,
      review_kind: "revision",
      review_state: "in-review",
      base: "Lake lunch",
      proposed: "Lake lunch and sunset",
      went_live: true,
    });
  });

  it("applies a live package's changed departures at once when the editor saves it; only the rest waits for review", async () => {
    const departure = { date: "2027-01-10", seatsTotal: 12, seatsLeft: 12, priceAdult: "" };
    const made = await ctx.client.call("POST", "/api/admin/packages", {
      json: adminDraft({
        providerName: "Kayal Trails",
        meshId: "K-1",
        title: "Spice trail",
        packageCode: "KAYAL-E4",
        departures: [departure],
      }),
    });
    const id = (made.data.item as { id: string }).id;
    let v = await view(id);
    const publicDepartures = async () => ((await partner.call("GET", `/api/v1/packages/${id}`)).data as TravelPackage).departures;

    // Departures that break the departures' rules: 400 naming the field, nothing written.
    const rowsBefore = await rowsOf(ctx.database, id);
    const broken = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: { ...packageToDraft(v.item), title: "Spice trail by jeep", departures: [{ ...departure, seatsLeft: 13 }] },
    });
    expect(broken).toMatchObject({
      status: 400,
      data: { field: "departures", error: "Seats left cannot exceed seats in total.", code: "seatsLeftOverTotal", params: {} },
    });
    expect(await rowsOf(ctx.database, id)).toBe(rowsBefore);

    // Valid departures with a picture that was never uploaded here: refused after the departures were
    // checked, and the departures are not live either (a refusal saves nothing), nor the version moved.
    const notUploaded = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: {
        ...packageToDraft(v.item),
        departures: [{ ...departure, seatsLeft: 1 }],
        galleryImages: ["/uploads/images/1700000000000_gallery_0.w1600.webp"],
      },
    });
    expect(notUploaded).toMatchObject({ status: 400, data: { field: "galleryImages" } });
    expect(await rowsOf(ctx.database, id)).toBe(rowsBefore);

    // As the editor sends it: a new title (reviewed) and the seats changed plus a second date (live at once).
    const saved = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: {
        ...packageToDraft(v.item),
        title: "Spice trail by jeep",
        departures: [
          { ...departure, seatsLeft: 5 },
          { date: "2027-02-10", seatsTotal: 10, seatsLeft: 10, priceAdult: "15999" },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const expected = [
      { date: "2027-01-10", seatsTotal: 12, seatsLeft: 5, priceAdult: null },
      { date: "2027-02-10", seatsTotal: 10, seatsLeft: 10, priceAdult: 1599900 },
    ];
    expect(await publicDepartures()).toEqual(expected);
    // The answer says the departures went live and the rest waits for review, so the portal can tell the partner.
    expect(saved.data).toMatchObject({ departuresLive: true, revision: "sent" });
    v = await view(id);
    expect(v).toMatchObject({ state: "live-change-in-review", item: { title: "Spice trail" }, proposed: { title: "Spice trail by jeep" } });
    expect(v.proposed!.departures).toEqual(expected);
    const audit = await ctx.database.rows<{ action: string }>(sql`SELECT action FROM audit_log WHERE entity_id = ${id} ORDER BY id`);
    expect(audit.map((r) => r.action)).toEqual(["create", "departures", "revision"]);

    // Saving again with the same departures changes only the revision; approval keeps the departures.
    const again = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: { ...packageToDraft(v.proposed!), title: "Spice trail by open jeep" },
    });
    expect(again).toMatchObject({
      status: 200,
      data: { departuresLive: false, revision: "sent" },
    });
    const queued = await ctx.database.rows(sql`SELECT submitted_at, proposed FROM package_workflow WHERE package_id = ${id}`);

    // The revision reopened and saved with only the seats changed: they go live, and the answer says nothing new
    // was sent, the revision in review left as it was (its place in the queue kept), so the portal says it still waits.
    v = await view(id);
    const reopened = packageToDraft(v.proposed!);
    const seatsOnly = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: { ...reopened, departures: reopened.departures.map((d, i) => (i === 0 ? { ...d, seatsLeft: 4 } : d)) },
    });
    expect(seatsOnly).toMatchObject({
      status: 200,
      data: { departuresLive: true, revision: "waits" },
    });
    expected[0]!.seatsLeft = 4;
    expect(await publicDepartures()).toEqual(expected);
    expect(await ctx.database.rows(sql`SELECT submitted_at, proposed FROM package_workflow WHERE package_id = ${id}`)).toEqual(queued);
    const item = (await ctx.client.call("GET", `/api/admin/review-queue/${id}`)).data as { version: string };
    expect((await ctx.client.call("POST", `/api/admin/review-queue/${id}/approve?version=${item.version}`)).status).toBe(200);
    expect((await partner.call("GET", `/api/v1/packages/${id}`)).data).toMatchObject({
      title: "Spice trail by open jeep",
      departures: expected,
    });
  });

  it("a save that changes nothing writes nothing: a draft, a live package (no revision), a revision in review; a returned one is resubmitted", async () => {
    const departure = { date: "2027-03-10", seatsTotal: 8, seatsLeft: 8, priceAdult: "" };
    const unchanged = async (id: string) => ({
      rows: await rowsOf(ctx.database, id),
      catalogue: await readFreshCatalogueVersion(ctx.database),
    });
    const save = (id: string, json: unknown, version: string) =>
      partner.call("PUT", `/api/partner/packages/${id}?version=${version}`, { json });

    // A draft, as the editor reopens and saves it.
    const draft = await partner.call("POST", "/api/partner/packages", {
      json: editorDraft({ packageCode: "KAYAL-E5", departures: [{ ...departure, seatsTotal: "8", seatsLeft: "8" }] }),
    });
    expect(draft.status).toBe(201);
    let v = await view((draft.data.item as TravelPackage).id);
    let before = await unchanged(v.item.id);
    const draftSave = await save(v.item.id, packageToDraft(v.item), v.version);
    expect(draftSave).toMatchObject({
      status: 200,
      data: { item: v.item, departuresLive: false, revision: "none" },
    });
    expect(await unchanged(v.item.id)).toEqual(before);

    // A live package: no revision is made, nothing is written.
    const made = await ctx.client.call("POST", "/api/admin/packages", {
      json: adminDraft({
        providerName: "Kayal Trails",
        meshId: "K-1",
        title: "Still lake",
        packageCode: "KAYAL-E6",
        departures: [departure],
      }),
    });
    const id = (made.data.item as TravelPackage).id;
    v = await view(id);
    before = await unchanged(id);
    const liveSave = await save(id, packageToDraft(v.item), v.version);
    // The answer says so: nothing went live, nothing was withdrawn, nothing waits for review.
    expect(liveSave).toMatchObject({
      status: 200,
      data: { item: v.item, departuresLive: false, revision: "none" },
    });
    expect(await unchanged(id)).toEqual(before);
    expect((await view(id)).state).toBe("live");

    // Only the departures changed: they go live at once, and no revision is made of the rest.
    const seats = await save(id, { ...packageToDraft(v.item), departures: [{ ...departure, seatsLeft: 3 }] }, v.version);
    expect(seats).toMatchObject({
      status: 200,
      data: { departuresLive: true, revision: "none" },
    });
    v = await view(id);
    expect(v).toMatchObject({ state: "live", proposed: null, item: { departures: [{ seatsLeft: 3 }] } });
    const stored = sql`SELECT review_kind, review_state, proposed, base FROM package_workflow WHERE package_id = ${id}`;
    expect(await ctx.database.rows(stored)).toEqual([{ review_kind: null, review_state: null, proposed: null, base: null }]);
    const actions = await ctx.database.rows<{ action: string }>(sql`SELECT action FROM audit_log WHERE entity_id = ${id} ORDER BY id`);
    expect(actions.map((r) => r.action)).toEqual(["create", "departures"]);

    // The stored package from a stale version: refused as ever.
    const changed = await save(id, { ...packageToDraft(v.item), title: "Still lake at dawn" }, v.version);
    expect(changed).toMatchObject({
      status: 200,
      data: { departuresLive: false, revision: "sent" },
    });
    const stale = await save(id, packageToDraft(v.item), v.version);
    expect(stale).toMatchObject({ status: 409, data: { code: "packageReview.changedElsewhere" } });

    // The revision now in review, saved again as the editor reopens it: it keeps its place in the queue.
    v = await view(id);
    expect(v.state).toBe("live-change-in-review");
    before = await unchanged(id);
    const again = await save(id, packageToDraft(v.proposed!), v.version);
    expect(again).toMatchObject({
      status: 200,
      data: { item: v.item, departuresLive: false, revision: "waits" },
    });
    expect(await unchanged(id)).toEqual(before);

    // Returned, then saved unchanged: that is how the partner sends it back to review.
    v = await returnedWith(id, "Please add a photo of the boat at dawn.");
    const resubmitted = await save(id, packageToDraft(v.proposed!), v.version);
    expect(resubmitted).toMatchObject({
      status: 200,
      data: { departuresLive: false, revision: "sent" },
    });
    expect((await view(id)).state).toBe("live-change-in-review");
  });

  it("a save that undoes every change of a waiting revision withdraws it, as Withdraw does; the live package stays as it was", async () => {
    const made = await ctx.client.call("POST", "/api/admin/packages", {
      json: adminDraft({ providerName: "Kayal Trails", meshId: "K-1", title: "Houseboat night", packageCode: "KAYAL-E7", featured: true }),
    });
    const id = (made.data.item as TravelPackage).id;
    const save = (json: unknown, version: string) => partner.call("PUT", `/api/partner/packages/${id}?version=${version}`, { json });
    const liveRow = () => ctx.database.rows(sql`SELECT * FROM packages WHERE id = ${id}`);
    const audit = async () =>
      (
        await ctx.database.rows<{ action: string; changes: unknown }>(
          sql`SELECT action, changes FROM audit_log WHERE entity_id = ${id} ORDER BY id`,
        )
      ).map((r) => ({ action: r.action, changes: r.changes ?? {} }));
    const queued = async () =>
      ((await ctx.client.call("GET", "/api/admin/review-queue")).data.items as { packageId: string }[]).some((i) => i.packageId === id);
    let v = await view(id);
    const live = v.item;
    const publicBefore = (await partner.call("GET", `/api/v1/packages/${id}`)).data;

    // An edit: a revision waits in the admin's queue.
    const edited = await save({ ...packageToDraft(live), title: "Houseboat night on the lake" }, v.version);
    expect(edited).toMatchObject({
      status: 200,
      data: { departuresLive: false, revision: "sent" },
    });
    v = await view(id);
    expect(v).toMatchObject({ state: "live-change-in-review", proposed: { title: "Houseboat night on the lake" } });
    expect(await queued()).toBe(true);

    // The editor reopens the revision and the partner puts the title back, with forged fields beside it.
    const liveBefore = (await liveRow())[0] as Record<string, unknown>;
    const undone = await save({ ...packageToDraft(v.proposed!), title: "Houseboat night", ...FORGED }, v.version);
    expect(undone).toMatchObject({
      status: 200,
      data: {
        departuresLive: false,
        revision: "withdrawn",
        item: { title: "Houseboat night" },
      },
    });
    v = await view(id);
    expect(v).toMatchObject({ state: "live", proposed: null, review: null });
    expect(await queued()).toBe(false);
    // The answer's version is the one the package now has: the portal goes on from it.
    expect((undone.data.item as TravelPackage).updatedAt).toBe(v.version);
    // The live package: every field as it was (the version moves on, as after a withdrawal); the public answer the same.
    const liveAfter = (await liveRow())[0] as Record<string, unknown>;
    expect({ ...liveAfter, updated_at: null }).toEqual({ ...liveBefore, updated_at: null });
    expect({ ...(await partner.call("GET", `/api/v1/packages/${id}`)).data, updatedAt: null }).toEqual({
      ...publicBefore,
      updatedAt: null,
    });
    // Audited as a withdrawal, with no changes: no row claims that the package changed.
    expect(await audit()).toEqual([
      { action: "create", changes: expect.any(Object) },
      { action: "revision", changes: { title: ["Houseboat night", "Houseboat night on the lake"] } },
      { action: "withdraw-revision", changes: {} },
    ]);
    const workflow = await ctx.database.rows(
      sql`SELECT review_kind, review_state, proposed, base FROM package_workflow WHERE package_id = ${id}`,
    );
    expect(workflow).toEqual([{ review_kind: null, review_state: null, proposed: null, base: null }]);

    // Saved again as it is: nothing waits and nothing is written (ADR 159).
    const rowsBefore = await rowsOf(ctx.database, id);
    const again = await save(packageToDraft(v.item), v.version);
    expect(again).toMatchObject({
      status: 200,
      data: { departuresLive: false, revision: "none" },
    });
    expect(await rowsOf(ctx.database, id)).toBe(rowsBefore);

    // A returned revision put back to the live package is withdrawn too: there is nothing to send back to review.
    expect((await save({ ...packageToDraft(v.item), title: "Houseboat night, Alleppey" }, v.version)).status).toBe(200);
    v = await returnedWith(id, "Say which lake.");
    const undoneReturned = await save({ ...packageToDraft(v.proposed!), title: "Houseboat night" }, v.version);
    expect(undoneReturned).toMatchObject({ status: 200, data: { revision: "withdrawn" } });
    expect(await view(id)).toMatchObject({ state: "live", proposed: null, review: null });
    expect((await audit()).map((r) => r.action).slice(-1)).toEqual(["withdraw-revision"]);
  });

  it("another provider's waiting revision: a save that would undo it is not found, whatever it carries; the revision still waits", async () => {
    const made = await ctx.client.call("POST", "/api/admin/packages", {
      json: adminDraft({ providerName: "Hill Routes", meshId: "H-1", title: "Ridge walk", packageCode: "HILL-E2" }),
    });
    const hill = made.data.item as TravelPackage;
    const { client: hillPartner } = await joinedPartner(ctx.app, ctx.client, hillRoutes, "ravi@hill.example", "hill-partner-1");
    const revised = await hillPartner.call("PUT", `/api/partner/packages/${hill.id}?version=${hill.updatedAt}`, {
      json: { ...packageToDraft(hill), title: "Ridge walk at dawn" },
    });
    expect(revised.status).toBe(200);
    const version = (revised.data.item as TravelPackage).updatedAt;
    const before = await rowsOf(ctx.database, hill.id);

    const attempts = await Promise.all([
      partner.call("PUT", `/api/partner/packages/${hill.id}?version=${version}`, { json: packageToDraft(hill) }),
      partner.call("PUT", `/api/partner/packages/${hill.id}?version=${version}`, {
        json: { ...packageToDraft(hill), ...FORGED, providerName: "Kayal Trails", meshId: "K-1", providerId: kayal },
      }),
    ]);
    expect(attempts.map((r) => r.status)).toEqual([404, 404]);
    expect(attempts.map((r) => r.data)).toEqual([{ error: "Package not found" }, { error: "Package not found" }]);
    expect(await rowsOf(ctx.database, hill.id)).toBe(before);
    const [workflow] = await ctx.database.rows(
      sql`SELECT review_state, proposed->>'title' AS proposed FROM package_workflow WHERE package_id = ${hill.id}`,
    );
    expect(workflow).toEqual({ review_state: "in-review", proposed: "Ridge walk at dawn" });
  });

  it("another provider's package: not found to read or save, whatever the request carries; nothing in the database changes", async () => {
    const made = await ctx.client.call("POST", "/api/admin/packages", {
      json: adminDraft({ providerName: "Hill Routes", meshId: "H-1", packageCode: "HILL-E1", status: "Draft" }),
    });
    const hill = made.data.item as TravelPackage;
    const before = await rowsOf(ctx.database, hill.id);

    expect((await partner.call("GET", `/api/partner/packages/${hill.id}`)).status).toBe(404);
    const attempts = [
      partner.call("PUT", `/api/partner/packages/${hill.id}?version=${hill.updatedAt}`, {
        json: { ...packageToDraft(hill), title: "Owned" },
      }),
      partner.call("PUT", `/api/partner/packages/${hill.id}?version=${hill.updatedAt}`, {
        json: { ...packageToDraft(hill), ...FORGED, providerName: "Kayal Trails", meshId: "K-1" },
      }),
      // A create that names the other provider's package: a new draft of its own, never theirs.
      partner.call("POST", `/api/partner/packages?id=${hill.id}`, { json: { ...editorDraft({ packageCode: "KAYAL-E3" }), id: hill.id } }),
    ];
    const [put1, put2, create] = await Promise.all(attempts);
    expect([put1!.status, put2!.status]).toEqual([404, 404]);
    expect(JSON.stringify(put1!.data)).not.toContain("HILL-E1");
    expect(create!.status).toBe(201);
    expect((create!.data.item as { id: string }).id).not.toBe(hill.id);
    expect(await rowsOf(ctx.database, hill.id)).toBe(before);
  });
});
