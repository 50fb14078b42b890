import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "../../domain/dates";
import { PROFILE_MESSAGES } from "../../domain/provider-profile";
import {
  adminClient,
  adminDraft,
  approvedReview,
  providerWithPartner,
  submittedReview,
  useAdminApp,
} from "../admin/testing/admin-test-app";
import type { Database } from "../db/client";
import { solidImage } from "../images/test-images";
import { testDatabases } from "../testing/databases";

type Client = ReturnType<typeof adminClient>;

/** The rows a refused request must leave as they were. */
async function snapshot(database: Database): Promise<string> {
  const parts: unknown[] = [];
  for (const table of ["providers", "provider_changes", "reviews", "review_invitations", "audit_log"])
    parts.push(await database.rows(sql`SELECT * FROM ${sql.identifier(table)} ORDER BY 1`));
  return JSON.stringify(parts);
}

// Fields a partner request might carry to reach another provider or an admin-only value.
const FORGED = (providerId: string) => ({ providerId, provider_id: providerId, status: "Verified", name: "Renamed", featured: true });

// On both databases: a partner's profile is saved in a transaction, and no browser journey saves one on PGlite (ADR 133).
describe.each(testDatabases())("a partner's reviews, review links and profile on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  const ids = { kayal: "", hill: "", kayalPkg: "", hillPkg: "", kayalReview: "", hillReview: "" };
  let kayal: Client;
  let hill: Client;

  /** A provider with one live package and one person signed in to the portal. */
  const withPartner = (name: string, meshId: string, packageCode: string, email: string) =>
    providerWithPartner(ctx.app, ctx.client, { name, meshId, packageCode, email, password: `${packageCode}-password` });

  /** An approved review of a package, through the admin's link and the traveller's form. */
  async function approvedReviewOf(packageId: string): Promise<string> {
    const invited = await ctx.client.call("POST", "/api/admin/review-invitations", {
      json: { packageId, travellerName: "Priya Nair", travelMonth: "2026-10" },
    });
    return approvedReview(ctx.app, ctx.client, String(invited.data.url), {
      overall: 5,
      body: "Lovely houseboat, kind crew and great food all along the backwaters.",
    });
  }

  beforeAll(async () => {
    const k = await withPartner("Kayal Trails", "K-1", "KAYAL-1", "asha@kayal.example");
    const h = await withPartner("Hill Routes", "H-1", "HILL-1", "ben@hill.example");
    Object.assign(ids, { kayal: k.providerId, hill: h.providerId, kayalPkg: k.packageId, hillPkg: h.packageId });
    kayal = k.client;
    hill = h.client;
    ids.kayalReview = await approvedReviewOf(ids.kayalPkg);
    ids.hillReview = await approvedReviewOf(ids.hillPkg);
  });

  it("makes review links for its own packages only, and lists only its own", async () => {
    const before = await snapshot(ctx.database);
    const refused = await kayal.call("POST", "/api/partner/review-invitations", {
      json: { packageId: ids.hillPkg, travellerName: "Ravi", travelMonth: "2026-10", ...FORGED(ids.hill) },
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      error: expect.stringContaining("package") as unknown,
      field: "packageId",
      code: "reviews.invitationPackageRequired",
    });
    expect(await snapshot(ctx.database)).toBe(before);

    const made = await kayal.call("POST", "/api/partner/review-invitations", {
      json: { packageId: ids.kayalPkg, travellerName: "Ravi Menon", travelMonth: "2026-10", phone: "+91 98470 12345" },
    });
    expect(made.status).toBe(201);
    expect(made.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919847012345\?text=/);
    const mine = await kayal.call("GET", `/api/partner/review-invitations?providerId=${ids.hill}`);
    expect((mine.data.items as { packageId: string }[]).map((i) => i.packageId)).toEqual([ids.kayalPkg, ids.kayalPkg]);
    expect(mine.data.total).toBe(2);
    const audit = await ctx.database.rows<{ actor_role: string; actor_email: string; provider_id: string; changes: unknown }>(
      sql`SELECT actor_role, actor_email, provider_id, changes FROM audit_log WHERE entity = 'review-invitation' AND entity_id = ${String(made.data.id)}`,
    );
    expect(audit).toEqual([
      {
        actor_role: "partner",
        actor_email: "asha@kayal.example",
        provider_id: ids.kayal,
        changes: { packageId: [null, ids.kayalPkg], travellerName: [null, "Ravi Menon"], travelMonth: [null, "2026-10"] },
      },
    ]);
  });

  it("replies once to its own provider's reviews; another provider's review is not found and unchanged", async () => {
    const list = await kayal.call("GET", "/api/partner/reviews");
    expect((list.data.items as { id: string }[]).map((r) => r.id)).toEqual([ids.kayalReview]);

    const before = await snapshot(ctx.database);
    const other = await kayal.call("PUT", `/api/partner/reviews/${ids.hillReview}/reply`, {
      json: { reply: "Thanks!", ...FORGED(ids.hill) },
    });
    expect(other.status).toBe(404);
    expect(await snapshot(ctx.database)).toBe(before);

    const reply = "Thank you, Priya! Do come back in the monsoon.";
    const own = await kayal.call("PUT", `/api/partner/reviews/${ids.kayalReview}/reply`, { json: { reply } });
    expect(own.status).toBe(200);
    expect((own.data.item as { reply: string }).reply).toBe(reply);
    expect((await kayal.call("PUT", `/api/partner/reviews/${ids.kayalReview}/reply`, { json: { reply: "Again" } })).status).toBe(409);
    // The public page of the package carries the reply.
    const page = (await (await fetch(`${ctx.app.baseUrl}/api/v1/packages/${ids.kayalPkg}/reviews`)).json()) as {
      items: { reply: { text: string } | null }[];
    };
    expect(page.items.map((r) => r.reply?.text)).toEqual([reply]);
    const audit = await ctx.database.rows<{ actor_email: string; action: string; changes: unknown }>(
      sql`SELECT actor_email, action, changes FROM audit_log WHERE entity = 'review' AND entity_id = ${ids.kayalReview} ORDER BY id`,
    );
    expect(audit).toEqual([
      { actor_email: "admin@example.com", action: "approved", changes: { status: ["Pending", "Approved"] } },
      { actor_email: "asha@kayal.example", action: "replied", changes: { reply: ["", reply] } },
    ]);
  });

  it("answers only a published review: one waiting for moderation or rejected is refused and unchanged; the reason stays internal", async () => {
    const link = async () =>
      String(
        (
          await kayal.call("POST", "/api/partner/review-invitations", {
            json: { packageId: ids.kayalPkg, travellerName: "Meera Das", travelMonth: "2026-10" },
          })
        ).data.url,
      );
    const review = { overall: 2, body: "The boat was late and the food was cold on both of the days." };
    const pending = await submittedReview(ctx.app, await link(), review);
    const rejected = await submittedReview(ctx.app, await link(), review);
    const reason = "Names a crew member";
    expect((await ctx.client.call("POST", `/api/admin/reviews/${rejected}/reject`, { json: { reason } })).status).toBe(200);

    const before = await snapshot(ctx.database);
    for (const id of [pending, rejected]) {
      const refused = await kayal.call("PUT", `/api/partner/reviews/${id}/reply`, { json: { reply: "Sorry to hear that." } });
      expect(refused).toMatchObject({
        status: 409,
        data: {
          error: "Only a published review can be answered: this one is waiting for moderation or was rejected.",
          code: "reviews.replyNotPublished",
        },
      });
    }
    // The admin's reply goes by the same rule.
    expect((await ctx.client.call("PUT", `/api/admin/reviews/${pending}/reply`, { json: { reply: "Sorry." } })).status).toBe(409);
    expect(await snapshot(ctx.database)).toBe(before);

    // The partner sees its rejected review, not the moderators' reason; the admin does.
    const mine = (await kayal.call("GET", "/api/partner/reviews?status=Rejected")).data.items as Record<string, unknown>[];
    expect(mine.map((r) => [r.id, r.status, Object.hasOwn(r, "rejectionReason")])).toEqual([[rejected, "Rejected", false]]);
    expect(JSON.stringify(mine)).not.toContain(reason);
    const admins = (await ctx.client.call("GET", "/api/admin/reviews?status=Rejected")).data.items as Record<string, unknown>[];
    expect(admins.find((r) => r.id === rejected)).toMatchObject({ rejectionReason: reason });
  });

  it("edits the public profile live; admin-only fields are refused and change nothing", async () => {
    const before = await snapshot(ctx.database);
    for (const body of [
      { description: "x", status: "Verified" },
      { description: "x", name: "Renamed" },
      { checks: [] },
      FORGED(ids.hill),
    ]) {
      const res = await kayal.call("PUT", `/api/partner/profile?providerId=${ids.hill}`, { json: body });
      expect(res.status).toBe(403);
    }
    expect((await kayal.call("PUT", "/api/partner/profile", { json: { whatsappNumber: "12" } })).data).toMatchObject({
      field: "whatsappNumber",
    });
    expect(await snapshot(ctx.database)).toBe(before);

    const saved = await kayal.call("PUT", "/api/partner/profile", {
      json: { description: "Family-run houseboats since 1998.", whatsappNumber: "+91 98470 00001", baseLocation: "Alappuzha" },
    });
    expect(saved.status).toBe(200);
    const publicPage = (await (await fetch(`${ctx.app.baseUrl}/api/v1/providers/kayal-trails`)).json()) as Record<string, unknown>;
    expect(publicPage).toMatchObject({ description: "Family-run houseboats since 1998.", baseLocation: "Alappuzha" });
    const audit = await ctx.database.rows<{ action: string; changes: unknown }>(
      sql`SELECT action, changes FROM audit_log WHERE entity = 'provider' AND entity_id = ${ids.kayal} AND actor_role = 'partner'`,
    );
    expect(audit).toEqual([
      {
        action: "profile-updated",
        changes: {
          description: ["", "Family-run houseboats since 1998."],
          whatsappNumber: ["", "919847000001"],
          baseLocation: ["", "Alappuzha"],
        },
      },
    ]);
    const hillRow = await ctx.database.rows<{ description: string }>(sql`SELECT description FROM providers WHERE id = ${ids.hill}`);
    expect(hillRow).toEqual([{ description: "" }]);
  });

  it("a save of the fields one person changed keeps what another changed meanwhile in another field", async () => {
    // The portal's form sends only the fields its person changed (liveProfileEdits): two people of
    // one provider with the profile open each put their own change live, neither undoes the other's.
    expect((await kayal.call("PUT", "/api/partner/profile", { json: { description: "Canoe trips at dawn." } })).status).toBe(200);
    expect((await kayal.call("PUT", "/api/partner/profile", { json: { baseLocation: "Kumarakom" } })).status).toBe(200);
    const live = (await kayal.call("GET", "/api/partner/profile")).data.item as { live: Record<string, unknown> };
    expect(live.live).toMatchObject({ description: "Canoe trips at dawn.", baseLocation: "Kumarakom" });
  });

  it("takes as a logo only an image its own provider's people uploaded; another provider's file or a web address is refused", async () => {
    const uploadBy = async (client: Client) => {
      const form = new FormData();
      form.set("kind", "banner");
      form.set("file", new Blob([await solidImage(800, 800)]), "logo.jpg");
      const res = await client.call("POST", "/api/partner/uploads", { body: form });
      expect(res.status).toBe(201);
      return String(res.data.url);
    };
    const hillFile = await uploadBy(hill);
    const before = await snapshot(ctx.database);
    const refused: [string, string][] = [
      [hillFile, "Logo was not uploaded from your account. Please upload the file again."],
      ["/uploads/made-up.webp", "Logo is not a file uploaded here. Please upload it again."],
      // The site shows only its own pictures: a web address would be a broken logo.
      ["https://images.example.org/kayal-logo.png", "Logo is not a file uploaded here. Please upload it again."],
      ["javascript:alert(1)", "Logo is not a file uploaded here. Please upload it again."],
    ];
    for (const [logo, error] of refused) {
      expect(await kayal.call("PUT", "/api/partner/profile", { json: { logo } }), logo).toMatchObject({
        status: 400,
        data: { error, field: "logo" },
      });
    }
    expect(await snapshot(ctx.database)).toBe(before);

    const ownFile = await uploadBy(kayal);
    for (const logo of [ownFile, null]) {
      expect((await kayal.call("PUT", "/api/partner/profile", { json: { logo } })).status, String(logo)).toBe(200);
      expect(await ctx.database.rows(sql`SELECT logo FROM providers WHERE id = ${ids.kayal}`)).toEqual([{ logo }]);
    }
  });

  it("keeps a verification change pending until the admin approves or returns it; a second decision is refused", async () => {
    const proposal = { legalName: "Kayal Trails Private Limited", references: { "tourism-registration": "KTDC/2026/114" } };
    const forged = await kayal.call("POST", "/api/partner/profile/verification", { json: { ...proposal, status: "Verified" } });
    expect(forged.status).toBe(403);
    const sent = await kayal.call("POST", "/api/partner/profile/verification", { json: proposal });
    expect(sent.status).toBe(201);
    const change = sent.data.item as { id: string; changes: unknown };
    expect(change.changes).toEqual({
      legalName: ["", "Kayal Trails Private Limited"],
      "reference:tourism-registration": ["", "KTDC/2026/114"],
    });
    expect((await kayal.call("POST", "/api/partner/profile/verification", { json: { legalName: "Other" } })).status).toBe(409);
    // Not live: the record keeps its values while the change waits.
    const waiting = await ctx.database.rows<{ legal_name: string; checks: unknown }>(
      sql`SELECT legal_name, checks FROM providers WHERE id = ${ids.kayal}`,
    );
    expect(waiting).toEqual([{ legal_name: "", checks: [] }]);

    // Another provider's person, and the admin under another provider's id, cannot decide or withdraw it.
    const before = await snapshot(ctx.database);
    expect((await hill.call("DELETE", "/api/partner/profile/verification")).status).toBe(404);
    expect((await ctx.client.call("POST", `/api/admin/providers/${ids.hill}/changes/${change.id}/approve`)).status).toBe(404);
    expect((await ctx.client.call("POST", `/api/admin/providers/${ids.kayal}/changes/${change.id}/return`, { json: {} })).status).toBe(400);
    expect(await snapshot(ctx.database)).toBe(before);

    // Two admins approve at once: one succeeds, the other is told it was decided.
    const both = await Promise.all([
      ctx.client.call("POST", `/api/admin/providers/${ids.kayal}/changes/${change.id}/approve`),
      ctx.client.call("POST", `/api/admin/providers/${ids.kayal}/changes/${change.id}/return`, { json: { reason: "Blurred scan" } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const decided = both.find((r) => r.status === 200)!.data.item as { status: string };
    const today = todayIn(ctx.app.services.config.timeZone);
    const [after] = await ctx.database.rows<{ legal_name: string; checks: unknown }>(
      sql`SELECT legal_name, checks FROM providers WHERE id = ${ids.kayal}`,
    );
    if (decided.status === "Approved") {
      expect(after).toEqual({
        legal_name: "Kayal Trails Private Limited",
        checks: [
          {
            id: "tourism-registration",
            reference: "KTDC/2026/114",
            checkedOn: today,
            expiresOn: addDays(`${Number(today.slice(0, 4)) + 2}${today.slice(4)}`, -1),
          },
        ],
      });
    } else {
      expect(after).toEqual({ legal_name: "", checks: [] });
      const profile = await kayal.call("GET", "/api/partner/profile");
      expect((profile.data.item as { change: unknown }).change).toMatchObject({ status: "Returned", reason: "Blurred scan" });
    }
    const audit = await ctx.database.rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity = 'provider-change' AND entity_id = ${change.id} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["submitted", decided.status === "Approved" ? "approved" : "returned"]);
  });

  it("never leaves a Verified provider with no check: removing its last number is refused when sent and when approved, and changes nothing", async () => {
    const lagoon = await withPartner("Lagoon Stays", "L-1", "LAGOON-1", "meera@lagoon.example");
    const admin = (path: string, json?: object) => ctx.client.call("POST", `/api/admin/providers/${lagoon.providerId}${path}`, { json });
    const removal = { references: { "tourism-registration": "" } };
    // One number, approved (a check made today), while the provider is not yet verified.
    const first = await lagoon.client.call("POST", "/api/partner/profile/verification", {
      json: { references: { "tourism-registration": "KTDC/2026/300" } },
    });
    expect((await admin(`/changes/${(first.data.item as { id: string }).id}/approve`)).status).toBe(200);

    // Not verified yet: taking the number back is a change like any other, sent for review.
    const sent = await lagoon.client.call("POST", "/api/partner/profile/verification", { json: removal });
    expect(sent.status).toBe(201);
    const pending = (sent.data.item as { id: string }).id;
    // Verified meanwhile, on that one check: approving the removal now would leave it with none.
    expect((await admin("/status", { status: "Verified" })).status).toBe(200);
    const before = await snapshot(ctx.database);
    const approve = await admin(`/changes/${pending}/approve`);
    expect(approve).toMatchObject({
      status: 409,
      data: {
        code: "profile.approvalLeavesNoCheck",
        error:
          "Approving this change would leave a Verified provider with no check done. Return it with a reason, or set the provider to Unverified first.",
      },
    });
    // Nothing of the approval stays: the change still waits, the provider keeps its check, no audit row.
    expect(await snapshot(ctx.database)).toBe(before);
    const profile = await lagoon.client.call("GET", "/api/partner/profile");
    expect((profile.data.item as { change: unknown }).change).toMatchObject({ id: pending, status: "Pending" });
    // The provider's own edits still save (the record still passes the provider rule).
    expect((await lagoon.client.call("PUT", "/api/partner/profile", { json: { description: "Lake-side cottages." } })).status).toBe(200);

    // Returned instead; sent again while verified, the removal is refused at once, in the partner's words.
    expect((await admin(`/changes/${pending}/return`, { reason: "You are verified on this number." })).status).toBe(200);
    const again = await snapshot(ctx.database);
    const refused = await lagoon.client.call("POST", "/api/partner/profile/verification", { json: removal });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        field: "references",
        code: "profile.keepOneCheck",
        error:
          "Your provider is verified on these numbers: keep at least one of them, or send the number that replaces it in the same change.",
      },
    });
    expect(await snapshot(ctx.database)).toBe(again);
    // Replacing the number in the same change is fine: the provider keeps a check.
    const replaced = await lagoon.client.call("POST", "/api/partner/profile/verification", {
      json: { references: { "tourism-registration": "KTDC/2026/301" } },
    });
    expect(replaced.status).toBe(201);
    // Taken back: the tests after this one count the changes waiting.
    expect((await lagoon.client.call("DELETE", "/api/partner/profile/verification")).status).toBe(200);
  });

  it("lists verification changes in the admin's one review queue with the packages, oldest first; approve and return from it", async () => {
    // Oldest first: a new package of Hill Routes, then Kayal's change, then Hill's.
    const created = await hill.call("POST", "/api/partner/packages", {
      json: adminDraft({ title: "Hill dawn walk", packageCode: "HILL-Q" }),
    });
    const pkg = created.data.item as { id: string; updatedAt: string };
    expect((await hill.call("POST", `/api/partner/packages/${pkg.id}/submit?version=${pkg.updatedAt}`)).status).toBe(200);
    const kayalChange = await kayal.call("POST", "/api/partner/profile/verification", {
      json: { references: { "bank-account": "KAYAL-ACCT-77" } },
    });
    expect(kayalChange.status).toBe(201);
    const hillChange = await hill.call("POST", "/api/partner/profile/verification", { json: { legalName: "Hill Routes LLP" } });
    expect(hillChange.status).toBe(201);
    const kayalId = (kayalChange.data.item as { id: string }).id;
    const hillId = (hillChange.data.item as { id: string }).id;

    const queue = await ctx.client.call("GET", "/api/admin/review-queue");
    expect(queue.status).toBe(200);
    const items = queue.data.items as { kind: string; submittedAt: string }[];
    expect(queue.data.total).toBe(3);
    expect(items).toEqual([
      expect.objectContaining({ kind: "new", packageId: pkg.id, title: "Hill dawn walk", providerName: "Hill Routes" }),
      {
        kind: "profile-change",
        changeId: kayalId,
        providerId: ids.kayal,
        providerName: "Kayal Trails",
        changes: { "reference:bank-account": ["", "KAYAL-ACCT-77"] },
        submittedAt: expect.any(String),
        submittedBy: "asha@kayal.example",
      },
      {
        kind: "profile-change",
        changeId: hillId,
        providerId: ids.hill,
        providerName: "Hill Routes",
        changes: { legalName: ["", "Hill Routes LLP"] },
        submittedAt: expect.any(String),
        submittedBy: "ben@hill.example",
      },
    ]);
    const times = items.map((i) => Date.parse(i.submittedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await ctx.client.call("GET", "/api/admin/review-queue/count")).data).toEqual({ total: 3 });

    // Decided from the queue's own item: the second decision of one change is told it came too late.
    const approve = `/api/admin/providers/${ids.kayal}/changes/${kayalId}/approve`;
    expect((await ctx.client.call("POST", approve)).status).toBe(200);
    expect(await ctx.client.call("POST", approve)).toMatchObject({ status: 409, data: { error: PROFILE_MESSAGES.changeDecided } });
    const returned = await ctx.client.call("POST", `/api/admin/providers/${ids.hill}/changes/${hillId}/return`, {
      json: { reason: "The registration certificate names another firm." },
    });
    expect(returned.status).toBe(200);
    const left = await ctx.client.call("GET", "/api/admin/review-queue");
    expect(left.data).toMatchObject({ total: 1, items: [{ kind: "new", packageId: pkg.id }] });
    expect((left.data.items as unknown[]).length).toBe(1);
    expect((await ctx.client.call("GET", "/api/admin/review-queue/count")).data).toEqual({ total: 1 });
    const [bank] = await ctx.database.rows<{ checks: { id: string; reference: string }[] }>(
      sql`SELECT checks FROM providers WHERE id = ${ids.kayal}`,
    );
    expect(bank!.checks.find((c) => c.id === "bank-account")?.reference).toBe("KAYAL-ACCT-77");
  });

  it("an expired check drops from the public page by itself; the partner sees how long each has left", async () => {
    const today = todayIn(ctx.app.services.config.timeZone);
    const save = (checks: unknown[]) =>
      ctx.client.call("PUT", `/api/admin/providers/${ids.hill}`, {
        json: { name: "Hill Routes", meshId: "H-1", status: "Verified", verifiedOn: "2024-01-10", checks },
      });
    const saved = await save([
      { id: "tourism-registration", reference: "T-1", checkedOn: "2024-01-10", expiresOn: addDays(today, -1) },
      { id: "gst-registration", reference: "G-1", checkedOn: "2024-02-01", expiresOn: addDays(today, 12) },
      { id: "office-visited", reference: "", checkedOn: "2024-03-05" },
    ]);
    expect(saved.status).toBe(200);
    const page = (await (await fetch(`${ctx.app.baseUrl}/api/v1/providers/hill-routes`)).json()) as Record<string, unknown>;
    expect(page.checks).toEqual(["GST registration", "Office visited"]);
    expect(page.checksDone).toEqual([
      { label: "GST registration", checkedOn: "2024-02-01" },
      { label: "Office visited", checkedOn: "2024-03-05" },
    ]);
    const profile = await hill.call("GET", "/api/partner/profile");
    const standing = (profile.data.item as { checks: { id: string; standing: unknown }[] }).checks.map((c) => [c.id, c.standing]);
    expect(standing).toEqual([
      ["tourism-registration", { state: "expired" }],
      ["gst-registration", { state: "expiring", daysLeft: 12 }],
      ["office-visited", { state: "valid" }],
    ]);
    // A check's date cannot be in the future, nor its expiry before it.
    expect((await save([{ id: "gst-registration", checkedOn: addDays(today, 1) }])).status).toBe(400);
    expect((await save([{ id: "gst-registration", checkedOn: "2024-02-01", expiresOn: "2024-01-01" }])).status).toBe(400);
  });
});
