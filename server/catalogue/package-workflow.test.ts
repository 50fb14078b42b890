import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_CHANGED_ELSEWHERE } from "../../domain/package";
import { PACKAGE_REVIEW_MESSAGES } from "../../domain/package-review";
import { adminClient, joinedPartner, adminDraft, useAdminApp } from "../admin/testing/admin-test-app";
import { oneTestDatabase } from "../testing/databases";
import { packageFixture } from "./package-fixture";

type Client = ReturnType<typeof adminClient>;
type View = {
  item: { id: string; title: string; status: string; featured: boolean; departures: { seatsLeft: number }[]; updatedAt: string };
  proposed: { title: string } | null;
  review: { kind: string; state: string; reason: string; reasonFields: string[] } | null;
  state: string;
  mayDelete: boolean;
  version: string;
};

const DEPARTURE = { date: "2027-01-10", seatsTotal: 12, seatsLeft: 12, priceAdult: "" };

describe.each(oneTestDatabase())("a partner's packages go live only through the admin's review on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  let kayal = "";
  let partner: Client;
  let secondAdmin: Client;

  const view = async (id: string) => (await partner.call("GET", `/api/partner/packages/${id}`)).data as unknown as View;
  // The buttons the portal's list shows for a package: what the server will let the partner do.
  const listedActions = async (id: string) =>
    ((await partner.call("GET", "/api/partner/packages")).data.items as { id: string; actions: string[] }[]).find((p) => p.id === id)
      ?.actions;
  const publicPackage = (id: string) => partner.call("GET", `/api/v1/packages/${id}`);
  /** The admin's form for a package of Kayal Trails, the partner's provider. */
  const kayalDraft = (fields: Record<string, unknown>) => adminDraft({ providerName: "Kayal Trails", meshId: "K-1", ...fields });
  /** A package of Kayal Trails the admin made, live at once: its id. */
  const liveKayalPackage = async (fields: Record<string, unknown>) => {
    const made = await ctx.client.call("POST", "/api/admin/packages", { json: kayalDraft(fields) });
    return (made.data.item as { id: string }).id;
  };
  /** The partner sends a revision of a live package (every field, as its editor does); the admin then edits the live package itself while it waits. */
  const revisionThenAdminEdit = async (id: string, partnerFields: Record<string, unknown>, adminFields: Record<string, unknown>) => {
    const revised = await partner.call("PUT", `/api/partner/packages/${id}?version=${(await view(id)).version}`, {
      json: adminDraft(partnerFields),
    });
    expect(revised.status).toBe(200);
    const live = (await view(id)).item;
    const edited = await ctx.client.call("PUT", `/api/admin/packages/${id}?version=${encodeURIComponent(live.updatedAt)}`, {
      json: kayalDraft(adminFields),
    });
    expect(edited.status).toBe(200);
  };
  const auditActions = async (id: string) =>
    (
      await ctx.database.rows<{ action: string; actor_role: string; actor_email: string }>(
        sql`SELECT action, actor_role, actor_email FROM audit_log WHERE entity = 'package' AND entity_id = ${id} ORDER BY id`,
      )
    ).map((r) => `${r.actor_role}:${r.actor_email}:${r.action}`);

  beforeAll(async () => {
    const made = await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Kayal Trails", meshId: "K-1" } });
    kayal = (made.data.item as { id: string }).id;
    await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Hill Routes", meshId: "H-1" } });
    ({ client: partner } = await joinedPartner(ctx.app, ctx.client, kayal, "asha@kayal.example", "kayal-partner-1"));
    secondAdmin = adminClient(ctx.app);
    expect((await secondAdmin.signIn()).status).toBe(200);
  });

  it("creates a draft of its own provider whatever the request carries; submit, return with a reason, fix, approve, public", async () => {
    const created = await partner.call("POST", "/api/partner/packages", {
      json: adminDraft({
        title: "Kayal sunrise",
        packageCode: "KAYAL-7",
        departures: [DEPARTURE],
        // Forged: another provider, the admin's fields, ids and counters.
        providerName: "Hill Routes",
        meshId: "H-1",
        featured: true,
        status: "Active",
        id: "forged-id",
        providerId: "forged",
        ratingCount: 99,
        createdAt: "2020-01-01T00:00:00.000Z",
      }),
    });
    expect(created.status).toBe(201);
    const id = (created.data.item as { id: string }).id;
    expect(id).not.toBe("forged-id");
    const [row] = await ctx.database.rows<Record<string, unknown>>(
      sql`SELECT provider_id, provider_name, mesh_id, status, featured, rating_count FROM packages WHERE id = ${id}`,
    );
    expect(row).toEqual({
      provider_id: kayal,
      provider_name: "Kayal Trails",
      mesh_id: "K-1",
      status: "Draft",
      featured: false,
      rating_count: 0,
    });
    expect((await publicPackage(id)).status).toBe(404);

    let v = await view(id);
    expect(v).toMatchObject({ state: "draft", review: null, mayDelete: true });
    // Submitting needs the version loaded; an old one is refused, the current one sends it to review.
    expect((await partner.call("POST", `/api/partner/packages/${id}/submit`)).status).toBe(400);
    expect((await partner.call("POST", `/api/partner/packages/${id}/submit?version=2020-01-01T00:00:00.000Z`)).data).toEqual({
      error: PACKAGE_CHANGED_ELSEWHERE,
      code: "packageReview.changedElsewhere",
    });
    expect((await partner.call("POST", `/api/partner/packages/${id}/submit?version=${v.version}`)).status).toBe(200);
    v = await view(id);
    expect(v.state).toBe("in-review");
    expect(await listedActions(id)).toEqual(["withdraw", "delete"]);
    const whileInReview = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: adminDraft({ title: "x" }),
    });
    expect(whileInReview).toMatchObject({ status: 409, data: { error: PACKAGE_REVIEW_MESSAGES.inReview } });
    // Its departures are part of what is reviewed: not changed apart from it either.
    const departuresInReview = await partner.call("PUT", `/api/partner/packages/${id}/departures?version=${v.version}`, {
      json: { departures: [{ ...DEPARTURE, seatsLeft: 2 }] },
    });
    expect(departuresInReview).toMatchObject({
      status: 409,
      data: { error: "Departures of a package that is not live yet are saved with the package and reviewed with it." },
    });
    expect((await view(id)).item.departures).toEqual([{ date: "2027-01-10", seatsTotal: 12, seatsLeft: 12, priceAdult: null }]);
    expect((await publicPackage(id)).status).toBe(404);

    // The admin's queue, with its count.
    const queue = await ctx.client.call("GET", "/api/admin/review-queue");
    expect(queue.data).toMatchObject({
      total: 1,
      items: [{ packageId: id, title: "Kayal sunrise", providerName: "Kayal Trails", kind: "new" }],
    });
    expect((await ctx.client.call("GET", "/api/admin/review-queue/count")).data).toEqual({ total: 1 });
    const queued = (queue.data.items as { version: string }[])[0]!;

    // Returned with a reason about the banner: a short reason is refused; of two admins at once, the second is told.
    const tooShort = await ctx.client.call("POST", `/api/admin/review-queue/${id}/return?version=${queued.version}`, {
      json: { reason: "no" },
    });
    expect(tooShort).toMatchObject({ status: 400, data: { error: PACKAGE_REVIEW_MESSAGES.reasonRequired } });
    const reason = "The banner shows another company's logo; please use your own photo.";
    const [first, second] = await Promise.all([
      ctx.client.call("POST", `/api/admin/review-queue/${id}/return?version=${queued.version}`, {
        json: { reason, fields: ["bannerImage"] },
      }),
      secondAdmin.call("POST", `/api/admin/review-queue/${id}/approve?version=${queued.version}`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.data).toEqual({ error: PACKAGE_REVIEW_MESSAGES.reviewChangedElsewhere });
    if (second.status === 200) {
      // The approval won the race: nothing more to test on this path but that it is public.
      expect((await publicPackage(id)).status).toBe(200);
      return;
    }
    v = await view(id);
    expect(v).toMatchObject({ state: "returned", review: { state: "returned", reason, reasonFields: ["bannerImage"] } });
    expect((await ctx.client.call("GET", "/api/admin/review-queue/count")).data).toEqual({ total: 0 });

    // Fixed and submitted again; approved; public as Active.
    const fixed = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: adminDraft({
        title: "Kayal sunrise",
        packageCode: "KAYAL-7",
        bannerImage: "/assets/packages/kumarakom-sunset-canoe.w1600.webp",
        status: "Active",
      }),
    });
    expect(fixed.status).toBe(200);
    v = await view(id);
    expect(v.item.status).toBe("Draft");
    expect((await partner.call("POST", `/api/partner/packages/${id}/submit?version=${v.version}`)).status).toBe(200);
    const again = (await ctx.client.call("GET", `/api/admin/review-queue/${id}`)).data as { version: string };
    const approved = await ctx.client.call("POST", `/api/admin/review-queue/${id}/approve?version=${again.version}`);
    expect(approved.status).toBe(200);
    expect((await ctx.client.call("POST", `/api/admin/review-queue/${id}/approve?version=${again.version}`)).status).toBe(409);
    const pub = await publicPackage(id);
    expect(pub.status).toBe(200);
    expect(pub.data).toMatchObject({
      title: "Kayal sunrise",
      status: "Active",
      bannerImage: "/assets/packages/kumarakom-sunset-canoe.w1600.webp",
    });

    expect(await auditActions(id)).toEqual([
      "partner:asha@kayal.example:create",
      "partner:asha@kayal.example:submit",
      "admin:admin@example.com:return",
      "partner:asha@kayal.example:update",
      "partner:asha@kayal.example:submit",
      "admin:admin@example.com:approve",
    ]);
    const [returned] = await ctx.database.rows<{ changes: unknown; provider_id: string }>(
      sql`SELECT changes, provider_id FROM audit_log WHERE entity_id = ${id} AND action = 'return'`,
    );
    expect(returned).toEqual({ provider_id: kayal, changes: { reason: [null, reason], reasonFields: [null, ["bannerImage"]] } });
  });

  it("keeps a live package public while its one revision waits; seats go live at once; approval publishes the revision", async () => {
    const id = await liveKayalPackage({ title: "Lake lunch", packageCode: "KAYAL-8", featured: true, departures: [DEPARTURE] });
    let v = await view(id);
    expect(v).toMatchObject({ state: "live", mayDelete: false });
    expect(await listedActions(id)).toEqual(["pause", "archive"]);
    // Nothing waits for review: there is nothing to withdraw, whatever the request says.
    expect((await partner.call("POST", `/api/partner/packages/${id}/withdraw?version=${v.version}`)).status).toBe(409);

    // The change: a new title and price, plus forged admin fields that are dropped (the departures as they are live).
    const revised = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: adminDraft({
        departures: [DEPARTURE],
        title: "Lake lunch and sunset",
        packageCode: "KAYAL-8",
        originalPriceAdult: "14999",
        featured: false,
        status: "Paused",
      }),
    });
    expect(revised.status).toBe(200);
    v = await view(id);
    expect(v).toMatchObject({
      state: "live-change-in-review",
      item: { title: "Lake lunch", status: "Active" },
      proposed: { title: "Lake lunch and sunset" },
    });
    expect((await publicPackage(id)).data).toMatchObject({ title: "Lake lunch", originalPriceAdult: 1299900 });

    // Only one revision: a second edit replaces it.
    const replaced = await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: adminDraft({ title: "Lake lunch & sunset", packageCode: "KAYAL-8", originalPriceAdult: "14999", departures: [DEPARTURE] }),
    });
    expect(replaced.status).toBe(200);
    expect((await ctx.database.rows(sql`SELECT 1 FROM package_workflow WHERE package_id = ${id}`)).length).toBe(1);

    // The admin's comparison, field by field.
    const item = (await ctx.client.call("GET", `/api/admin/review-queue/${id}`)).data as {
      changes: { field: string; before: unknown; after: unknown }[];
      version: string;
    };
    expect(item.changes).toEqual([
      { field: "title", before: "Lake lunch", after: "Lake lunch & sunset" },
      { field: "originalPriceAdult", before: 1299900, after: 1499900 },
    ]);

    // Seats change while the revision waits: public at once, and the revision still waits.
    v = await view(id);
    const seats = await partner.call("PUT", `/api/partner/packages/${id}/departures?version=${v.version}`, {
      json: { departures: [{ ...DEPARTURE, seatsLeft: 3 }] },
    });
    expect(seats.status).toBe(200);
    expect(((await publicPackage(id)).data as { departures: { seatsLeft: number }[] }).departures[0]!.seatsLeft).toBe(3);
    const badSeats = await partner.call("PUT", `/api/partner/packages/${id}/departures?version=${(await view(id)).version}`, {
      json: { departures: [{ ...DEPARTURE, seatsLeft: 30 }] },
    });
    expect(badSeats.status).toBe(400);

    // The seat change does not void the admin's view of the revision; approval keeps the seats and the admin's fields.
    expect((await ctx.client.call("POST", `/api/admin/review-queue/${id}/approve?version=${item.version}`)).status).toBe(200);
    const pub = (await publicPackage(id)).data as {
      title: string;
      originalPriceAdult: number;
      featured: boolean;
      departures: { seatsLeft: number }[];
    };
    expect(pub).toMatchObject({ title: "Lake lunch & sunset", originalPriceAdult: 1499900, featured: true });
    expect(pub.departures[0]!.seatsLeft).toBe(3);
    expect((await view(id)).state).toBe("live");

    // A withdrawn revision leaves the live version as it is.
    v = await view(id);
    await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
      json: adminDraft({ title: "Withdrawn idea", packageCode: "KAYAL-8", departures: [{ ...DEPARTURE, seatsLeft: 3 }] }),
    });
    v = await view(id);
    expect((await partner.call("POST", `/api/partner/packages/${id}/withdraw?version=${v.version}`)).status).toBe(200);
    expect((await view(id)).state).toBe("live");
    expect((await publicPackage(id)).data).toMatchObject({ title: "Lake lunch & sunset" });

    // Pause and resume at once; archive instead of delete.
    for (const [action, status] of [
      ["pause", "Paused"],
      ["resume", "Active"],
    ] as const) {
      v = await view(id);
      expect((await partner.call("POST", `/api/partner/packages/${id}/${action}?version=${v.version}`)).status).toBe(200);
      expect((await publicPackage(id)).data).toMatchObject({ status });
    }
    v = await view(id);
    expect((await partner.call("POST", `/api/partner/packages/${id}/resume?version=${v.version}`)).data).toEqual({
      error: PACKAGE_REVIEW_MESSAGES.statusActionRefused("resume"),
      code: "packageReview.resumeRefused",
    });
    expect((await partner.call("DELETE", `/api/partner/packages/${id}?version=${v.version}`)).data).toEqual({
      error: PACKAGE_REVIEW_MESSAGES.cannotDelete,
      code: "packageReview.cannotDelete",
    });
    expect((await partner.call("POST", `/api/partner/packages/${id}/archive?version=${v.version}`)).status).toBe(200);
    expect((await view(id)).state).toBe("archived");
    // The editor's rule (partnerEditRefusal): an archived package is not saved, nothing is audited.
    v = await view(id);
    expect(
      await partner.call("PUT", `/api/partner/packages/${id}?version=${v.version}`, {
        json: adminDraft({ title: "Back from the archive", packageCode: "KAYAL-8" }),
      }),
    ).toMatchObject({ status: 409, data: { error: PACKAGE_REVIEW_MESSAGES.cannotChangeArchived } });
    // Nor are its places (ADR 117's picker): refused in the same words, the links as they were.
    const linksBefore = (await partner.call("GET", `/api/partner/packages/${id}/places`)).data;
    expect(await partner.call("PUT", `/api/partner/packages/${id}/places`, { json: { places: ["dubai"] } })).toMatchObject({
      status: 409,
      data: { error: "An archived package cannot be changed." },
    });
    expect((await partner.call("GET", `/api/partner/packages/${id}/places`)).data).toEqual(linksBefore);

    expect(await auditActions(id)).toEqual([
      "admin:admin@example.com:create",
      "partner:asha@kayal.example:revision",
      "partner:asha@kayal.example:revision",
      "partner:asha@kayal.example:departures",
      "admin:admin@example.com:approve-revision",
      "partner:asha@kayal.example:revision",
      "partner:asha@kayal.example:withdraw-revision",
      "partner:asha@kayal.example:pause",
      "partner:asha@kayal.example:resume",
      "partner:asha@kayal.example:archive",
    ]);
    const [approval] = await ctx.database.rows<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM audit_log WHERE entity_id = ${id} AND action = 'approve-revision'`,
    );
    expect(approval!.changes).toEqual({ title: ["Lake lunch", "Lake lunch & sunset"], originalPriceAdult: [1299900, 1499900] });
  });

  it("approving a revision applies only what the partner changed: the admin's edit of another field made meanwhile stays", async () => {
    const id = await liveKayalPackage({ title: "Kayal sunrise", packageCode: "KAYAL-10", description: "Houseboat nigths." });
    // The partner proposes a new title; the admin fixes the live description's typo while it waits.
    await revisionThenAdminEdit(
      id,
      { title: "Kayal sunrise cruise", packageCode: "KAYAL-10", description: "Houseboat nigths." },
      { title: "Kayal sunrise", packageCode: "KAYAL-10", description: "Houseboat nights." },
    );

    // What the admin is shown, and what the partner goes on editing, is the title over the fixed live version.
    const item = (await ctx.client.call("GET", `/api/admin/review-queue/${id}`)).data as { changes: unknown[]; version: string };
    expect(item.changes).toEqual([{ field: "title", before: "Kayal sunrise", after: "Kayal sunrise cruise" }]);
    expect((await view(id)).proposed).toMatchObject({ title: "Kayal sunrise cruise", description: "Houseboat nights." });

    expect((await ctx.client.call("POST", `/api/admin/review-queue/${id}/approve?version=${item.version}`)).status).toBe(200);
    expect((await publicPackage(id)).data).toMatchObject({ title: "Kayal sunrise cruise", description: "Houseboat nights." });
    const [approval] = await ctx.database.rows<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM audit_log WHERE entity_id = ${id} AND action = 'approve-revision'`,
    );
    expect(approval!.changes).toEqual({ title: ["Kayal sunrise", "Kayal sunrise cruise"] });
  });

  it("an approval that would put live a package failing its checks is refused, and changes nothing: the change and the admin's edit since do not fit", async () => {
    const id = await liveKayalPackage({ title: "Kayal lanes", packageCode: "KAYAL-11" });
    expect((await view(id)).item).toMatchObject({ bookingOpeningDate: "2026-12-01", bookingClosingDate: "2027-01-31" });
    // The partner ends bookings earlier (fine against the live opening date); meanwhile the admin
    // opens them later (fine against the live closing date).
    await revisionThenAdminEdit(
      id,
      { title: "Kayal lanes", packageCode: "KAYAL-11", bookingClosingDate: "2027-01-15" },
      { title: "Kayal lanes", packageCode: "KAYAL-11", bookingOpeningDate: "2027-01-20" },
    );

    // Together they would close bookings before they open.
    const item = (await ctx.client.call("GET", `/api/admin/review-queue/${id}`)).data as { version: string };
    const rows = async () =>
      JSON.stringify([
        await ctx.database.rows(sql`SELECT * FROM packages WHERE id = ${id}`),
        await ctx.database.rows(sql`SELECT * FROM package_workflow WHERE package_id = ${id}`),
        await ctx.database.rows(sql`SELECT * FROM audit_log WHERE entity_id = ${id} ORDER BY id`),
      ]);
    const before = await rows();
    const approved = await ctx.client.call("POST", `/api/admin/review-queue/${id}/approve?version=${item.version}`);
    expect(approved).toMatchObject({
      status: 409,
      data: {
        error:
          "Approving this now would save a package that fails its checks: Booking closing date must be on or after the booking opening date. The live package was edited since the change was sent; edit it again, or return the change with a reason.",
      },
    });
    expect(await rows()).toBe(before);
    expect((await publicPackage(id)).data).toMatchObject({ bookingOpeningDate: "2027-01-20", bookingClosingDate: "2027-01-31" });
    // The admin can still return it with a reason, as the answer says.
    const returned = await ctx.client.call("POST", `/api/admin/review-queue/${id}/return?version=${item.version}`, {
      json: { reason: "Bookings now open on 20 January: end them after that.", fields: ["bookingClosingDate"] },
    });
    expect(returned.status).toBe(200);
  });

  it("a package the admin paused is the admin's to resume; one the partner paused is the partner's", async () => {
    const id = await liveKayalPackage({ title: "Backwater sunset", packageCode: "KAYAL-11" });
    const adminSets = async (status: string) => {
      const live = (await view(id)).item;
      const res = await ctx.client.call("PUT", `/api/admin/packages/${id}?version=${encodeURIComponent(live.updatedAt)}`, {
        json: kayalDraft({ title: "Backwater sunset", packageCode: "KAYAL-11", status }),
      });
      expect(res.status).toBe(200);
    };
    const listed = async () =>
      ((await partner.call("GET", "/api/partner/packages")).data.items as { id: string; actions: string[]; pausedByAdmin: boolean }[]).find(
        (p) => p.id === id,
      );

    await adminSets("Paused");
    expect(await listed()).toMatchObject({ actions: ["archive"], pausedByAdmin: true });
    const v = await view(id);
    expect(await partner.call("POST", `/api/partner/packages/${id}/resume?version=${v.version}`)).toMatchObject({
      status: 409,
      data: { error: "The admin paused this package; only the admin can resume it." },
    });
    expect((await view(id)).item).toMatchObject({ status: "Paused", updatedAt: v.version });

    // The admin resumes it; the partner's own pause is the partner's to lift.
    await adminSets("Active");
    expect((await partner.call("POST", `/api/partner/packages/${id}/pause?version=${(await view(id)).version}`)).status).toBe(200);
    expect(await listed()).toMatchObject({ actions: ["resume", "archive"], pausedByAdmin: false });
    expect((await partner.call("POST", `/api/partner/packages/${id}/resume?version=${(await view(id)).version}`)).status).toBe(200);
    expect((await publicPackage(id)).data).toMatchObject({ status: "Active" });
  });

  it("a package paused by the operator (the demo seed, a command-line import) is not the partner's to resume either", async () => {
    // Stored as the seed and `cli import` store packages: Paused, no status change of the partner's.
    const [id] = await ctx.app.services.catalogue.insertMany([
      {
        id: "kayal-imported-paused",
        ...packageFixture({
          title: "Imported Paused Cruise",
          providerName: "Kayal Trails",
          meshId: "K-1",
          packageCode: "KAYAL-12",
          status: "Paused",
        }),
      },
    ]);
    const listed = ((await partner.call("GET", "/api/partner/packages")).data.items as Record<string, unknown>[]).find((p) => p.id === id);
    expect(listed).toMatchObject({ actions: ["archive"], pausedByAdmin: true });
    const v = await view(id!);
    expect(await partner.call("POST", `/api/partner/packages/${id}/resume?version=${v.version}`)).toMatchObject({
      status: 409,
      data: { error: "The admin paused this package; only the admin can resume it." },
    });
    expect((await view(id!)).item).toMatchObject({ status: "Paused", updatedAt: v.version });
    expect((await publicPackage(id!)).status).toBe(200);
    const listing = (await partner.call("GET", "/api/v1/packages?search=Imported%20Paused%20Cruise")).data.items as { id: string }[];
    expect(listing.map((p) => p.id)).not.toContain(id);
  });

  it("deletes only a package that never went live; the partner and the admin acting at once: one wins, the other is told", async () => {
    const created = await partner.call("POST", "/api/partner/packages", {
      json: adminDraft({ title: "Short-lived", packageCode: "KAYAL-9" }),
    });
    const id = (created.data.item as { id: string }).id;
    let v = await view(id);
    expect((await partner.call("POST", `/api/partner/packages/${id}/submit?version=${v.version}`)).status).toBe(200);
    v = await view(id);
    const queued = (await ctx.client.call("GET", `/api/admin/review-queue/${id}`)).data as { version: string };
    const [withdraw, approve] = await Promise.all([
      partner.call("POST", `/api/partner/packages/${id}/withdraw?version=${v.version}`),
      ctx.client.call("POST", `/api/admin/review-queue/${id}/approve?version=${queued.version}`),
    ]);
    expect([withdraw.status, approve.status].sort()).toEqual([200, 409]);
    v = await view(id);
    if (approve.status === 200) {
      expect(v.state).toBe("live");
      expect((await partner.call("DELETE", `/api/partner/packages/${id}?version=${v.version}`)).status).toBe(409);
    } else {
      expect(v.state).toBe("draft");
      expect((await partner.call("DELETE", `/api/partner/packages/${id}?version=${v.version}`)).status).toBe(204);
      expect(await auditActions(id)).toEqual([
        "partner:asha@kayal.example:create",
        "partner:asha@kayal.example:submit",
        "partner:asha@kayal.example:withdraw",
        "partner:asha@kayal.example:delete",
      ]);
    }
  });

  it("shows the admin what a new package fills in, field by field, with the values the partner wrote; an empty field is left out", async () => {
    const created = await partner.call("POST", "/api/partner/packages", {
      json: adminDraft({
        title: "Kayal night fishing",
        packageCode: "KAYAL-12",
        originalPriceAdult: "8500",
        originalPriceChild: "4250.50",
        description: "Cast nets with the fishermen of Kainakary after dark.",
        highlights: ["Night on the lake", "Fresh karimeen for breakfast"],
        galleryImages: ["/assets/packages/fort-kochi-nets.w1600.webp"],
        itinerary: [{ title: "Evening", description: "Boat from the jetty.", overnight: "Kainakary", meals: ["dinner"] }],
        inclusions: ["Boat", "Guide"],
        exclusions: [],
        cancellationPolicy: "",
        customizationOptions: { Food: [] },
        departures: [DEPARTURE],
      }),
    });
    expect(created.status).toBe(201);
    const id = (created.data.item as { id: string }).id;
    expect((await partner.call("POST", `/api/partner/packages/${id}/submit?version=${(await view(id)).version}`)).status).toBe(200);

    const item = (await ctx.client.call("GET", `/api/admin/review-queue/${id}`)).data as {
      review: { kind: string };
      changes: unknown[];
      submitted: { field: string; value: unknown }[];
    };
    expect(item.review.kind).toBe("new");
    expect(item.changes).toEqual([]);
    // Each field as the partner wrote it (the order and the defaults are the domain's unit test's).
    const submitted = Object.fromEntries(item.submitted.map((f) => [f.field, f.value]));
    expect(submitted).toMatchObject({
      title: "Kayal night fishing",
      packageCode: "KAYAL-12",
      originalPriceAdult: 850000,
      originalPriceChild: 425050,
      hasOffer: false,
      description: "Cast nets with the fishermen of Kainakary after dark.",
      highlights: ["Night on the lake", "Fresh karimeen for breakfast"],
      galleryImages: ["/assets/packages/fort-kochi-nets.w1600.webp"],
      itinerary: [{ title: "Evening", description: "Boat from the jetty.", overnight: "Kainakary", meals: ["dinner"] }],
      inclusions: ["Boat", "Guide"],
    });
    expect(item.submitted.map((f) => f.field).slice(0, 3)).toEqual(["title", "packageCode", "location"]);
    // Left empty: not offered to the admin (nor the fields the admin sets, nor the departures).
    for (const absent of [
      "exclusions",
      "cancellationPolicy",
      "customizationOptions",
      "pdfFile",
      "endDate",
      "offerPriceAdult",
      "mainPlaces",
    ])
      expect(submitted).not.toHaveProperty(absent);
    for (const notReviewed of ["providerName", "status", "featured", "departures"]) expect(submitted).not.toHaveProperty(notReviewed);

    // A revision is compared instead: nothing listed as submitted.
    const live = await liveKayalPackage({ title: "Kayal dawn", packageCode: "KAYAL-13" });
    const revised = await partner.call("PUT", `/api/partner/packages/${live}?version=${(await view(live)).version}`, {
      json: adminDraft({ title: "Kayal dawn and tea", packageCode: "KAYAL-13" }),
    });
    expect(revised.status).toBe(200);
    const revision = (await ctx.client.call("GET", `/api/admin/review-queue/${live}`)).data as { changes: unknown[]; submitted: unknown[] };
    expect(revision).toMatchObject({ changes: [{ field: "title", before: "Kayal dawn", after: "Kayal dawn and tea" }], submitted: [] });
  });
});
