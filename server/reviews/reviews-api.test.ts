import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useAdminApp } from "../admin/testing/admin-test-app";
import { packageFixture } from "../catalogue/package-fixture";
import { decompressionBombPng, solidImage } from "../images/test-images";
import { emptyTables, oneTestDatabase } from "../testing/databases";
import { imageWorkCounts } from "../images/image-pipeline";
import { CLAIM_SECONDS, hashReviewToken } from "./review-invitations";

const BODY = "Lovely houseboat, kind crew and great food all along the backwaters.";
const MONTH = "2026-10";

describe.each(oneTestDatabase())("reviews on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  const api = (path: string, init?: RequestInit) => fetch(ctx.app.baseUrl + path, init);
  const json = async (res: Response) => ({ status: res.status, data: (await res.json()) as Record<string, unknown> & { error?: string } });

  beforeEach(async () => {
    const { database, app } = ctx;
    await emptyTables(database, ["reviews", "review_invitations", "review_attempts", "uploaded_files", "packages", "providers"]);
    const open = { bookingOpeningDate: "2020-01-01", bookingClosingDate: "2099-12-31" };
    await app.services.catalogue.insertMany([
      { ...packageFixture({ ...open, title: "Backwater Escape", providerName: "Lake Lines", meshId: "L-1" }), id: "pkg-a" },
      { ...packageFixture({ ...open, title: "Tea Trails", providerName: "Green Hills", meshId: "G-1" }), id: "pkg-b" },
      { ...packageFixture({ ...open, title: "Beach Days", providerName: "Green Hills", meshId: "G-1" }), id: "pkg-c" },
    ]);
  });

  async function invite(packageId = "pkg-a", extra: Record<string, unknown> = {}) {
    const res = await ctx.client.call("POST", "/api/admin/review-invitations", {
      json: { packageId, travellerName: "priya  Nair", travelMonth: MONTH, ...extra },
    });
    expect(res.status).toBe(201);
    const url = res.data.url as string;
    return { ...res.data, token: url.replace("/review/", "") } as {
      id: string;
      url: string;
      whatsappUrl: string;
      expiresAt: string;
      token: string;
    };
  }

  const submit = (token: string, fields: Record<string, unknown>) =>
    api(`/api/v1/review-invitations/${token}/review`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ body: BODY, consent: "on", ...fields }),
    });

  const submitForm = (token: string, fields: Record<string, string>, photos: Blob[] = []) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ body: BODY, consent: "on", ...fields })) form.set(k, v);
    photos.forEach((p, i) => form.append("photos", p, `photo${i}.jpg`));
    return api(`/api/v1/review-invitations/${token}/review`, { method: "POST", body: form });
  };

  /** The listing's packages for a query: each id with its rating, and how many matched. */
  async function listed(query: string) {
    const { data } = await json(await api(`/api/v1/packages?${query}`));
    return { ratings: (data.items as { id: string; rating: unknown }[]).map((p) => [p.id, p.rating]), matched: data.matched };
  }

  async function pendingIds() {
    const res = await ctx.client.call("GET", "/api/admin/reviews?status=Pending");
    return (res.data.items as { id: string }[]).map((r) => r.id);
  }

  it("invitation → submit → pending hidden → approve → rating, distribution, listing and sort", async () => {
    const inv = await invite("pkg-a", { phone: "+91 98470 12345" });
    expect(inv.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(inv.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919847012345\?text=/);
    expect(decodeURIComponent(inv.whatsappUrl.split("text=")[1]!)).toContain(`${ctx.app.baseUrl}/review/${inv.token}`);
    expect(decodeURIComponent(inv.whatsappUrl)).toContain(
      'Hello Priya, thank you for travelling with us on "Backwater Escape" (October 2026).',
    );
    // Only the hash is kept.
    const stored = await ctx.database.rows<{ token_hash: string }>(sql`SELECT token_hash FROM review_invitations`);
    expect(stored).toEqual([{ token_hash: hashReviewToken(inv.token) }]);
    expect(JSON.stringify(stored)).not.toContain(inv.token);
    const days = (Date.parse(inv.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(60);

    const page = await json(await api(`/api/v1/review-invitations/${inv.token}`));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ firstName: "Priya", travelMonth: MONTH, package: { id: "pkg-a", title: "Backwater Escape" } });

    const sent = await json(
      await submit(inv.token, { overall: "5", value: "4", guide: "", title: "Great <b>trip</b>", body: `${BODY} <a href="x">link</a>` }),
    );
    expect(sent).toEqual({
      status: 201,
      data: { id: expect.any(String), message: "Thank you! Your review will appear once we have checked it." },
    });

    // Pending: not shown, not counted.
    expect((await json(await api("/api/v1/packages/pkg-a/reviews"))).data).toMatchObject({ rating: null, items: [], total: 0 });
    expect((await json(await api("/api/v1/packages/pkg-a"))).data.rating).toBeNull();

    const second = await invite("pkg-a");
    await submit(second.token, { overall: 4 });
    const third = await invite("pkg-a");
    await submit(third.token, { overall: 2 });
    const other = await invite("pkg-b");
    await submit(other.token, { overall: 5 });
    const ids = await pendingIds();
    expect(ids).toHaveLength(4);
    for (const id of ids) expect((await ctx.client.call("POST", `/api/admin/reviews/${id}/approve`)).status).toBe(200);
    // Approving twice counts once.
    expect((await ctx.client.call("POST", `/api/admin/reviews/${sent.data.id}/approve`)).status).toBe(200);

    const list = await json(await api("/api/v1/packages/pkg-a/reviews"));
    expect(list.status).toBe(200);
    expect(list.data.rating).toEqual({ average: 3.7, count: 3 });
    expect(list.data.total).toBe(3);
    expect(list.data.distribution).toEqual([
      { stars: 5, count: 1, percent: 33 },
      { stars: 4, count: 1, percent: 33 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 1, percent: 33 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    const items = list.data.items as Record<string, unknown>[];
    expect(items.map((r) => r.overall)).toEqual([2, 4, 5]); // newest first
    expect(items[2]).toEqual({
      id: sent.data.id,
      firstName: "Priya",
      travelMonth: MONTH,
      overall: 5,
      subRatings: { value: 4 },
      title: "Great <b>trip</b>",
      body: `${BODY} <a href="x">link</a>`,
      photos: [],
      reply: null,
      submittedAt: expect.any(String),
    });

    expect((await json(await api("/api/v1/packages/pkg-a"))).data.rating).toEqual({ average: 3.7, count: 3 });
    expect((await listed("sort=rating")).ratings).toEqual([
      ["pkg-b", { average: 5, count: 1 }],
      ["pkg-a", { average: 3.7, count: 3 }],
      ["pkg-c", null],
    ]);
    expect(await listed("minRating=4")).toEqual({ ratings: [["pkg-b", { average: 5, count: 1 }]], matched: 1 });
    expect((await listed("minRating=3&sort=rating")).ratings.map(([id]) => id)).toEqual(["pkg-b", "pkg-a"]);
    // The provider page sums its packages.
    expect((await json(await api("/api/v1/providers/green-hills"))).data.rating).toEqual({ average: 5, count: 1 });
  });

  it("the average a card shows decides '4★ & up': a mean of 3.95 shows 4.0 and is in, one of 3.947 shows 3.9 and is out", async () => {
    // pkg-b: nineteen fours and a three (79/20 = 3.95); pkg-c: eighteen fours and a three (75/19 = 3.947).
    const stars: Record<string, number[]> = { "pkg-b": [...Array<number>(19).fill(4), 3], "pkg-c": [...Array<number>(18).fill(4), 3] };
    for (const [packageId, overalls] of Object.entries(stars)) {
      for (const overall of overalls) {
        // Each traveller sends from an address of their own; here one address sends all 39, so
        // its record of submissions (10 an hour) is cleared before each.
        await emptyTables(ctx.database, ["review_attempts"]);
        expect((await submit((await invite(packageId)).token, { overall })).status).toBe(201);
      }
    }
    // The queue is read a page at a time.
    for (let ids = await pendingIds(); ids.length > 0; ids = await pendingIds()) {
      for (const id of ids) expect((await ctx.client.call("POST", `/api/admin/reviews/${id}/approve`)).status).toBe(200);
    }
    expect((await listed("sort=rating")).ratings).toEqual([
      ["pkg-b", { average: 4, count: 20 }],
      ["pkg-c", { average: 3.9, count: 19 }],
      ["pkg-a", null],
    ]);
    expect(await listed("minRating=4")).toEqual({ ratings: [["pkg-b", { average: 4, count: 20 }]], matched: 1 });
  });

  it("rejects with an internal reason, takes an approved review out of the rating, and keeps one reply", async () => {
    const inv = await invite();
    const { data } = await json(await submit(inv.token, { overall: 4 }));
    const id = data.id as string;
    expect((await ctx.client.call("POST", `/api/admin/reviews/${id}/approve`)).status).toBe(200);
    expect((await json(await api("/api/v1/packages/pkg-a/reviews"))).data.rating).toEqual({ average: 4, count: 1 });

    const reply = await ctx.client.call("PUT", `/api/admin/reviews/${id}/reply`, {
      json: { reply: "  Thank you, Priya!\r\nCome back soon. " },
    });
    expect(reply.status).toBe(200);
    expect(reply.data.item).toMatchObject({ reply: "Thank you, Priya!\nCome back soon.", repliedAt: expect.any(String) });
    const again = await ctx.client.call("PUT", `/api/admin/reviews/${id}/reply`, { json: { reply: "Another" } });
    expect(again).toMatchObject({ status: 409, data: { error: "This review already has a provider reply." } });
    const shown = (await json(await api("/api/v1/packages/pkg-a/reviews"))).data.items as { reply: unknown }[];
    expect(shown[0]!.reply).toEqual({ text: "Thank you, Priya!\nCome back soon.", repliedAt: expect.any(String) });

    expect(await ctx.client.call("POST", `/api/admin/reviews/${id}/reject`, { json: { reason: " " } })).toMatchObject({
      status: 400,
      data: { error: "Give a reason for rejecting (kept internal).", field: "reason" },
    });
    const rejected = await ctx.client.call("POST", `/api/admin/reviews/${id}/reject`, { json: { reason: "Mentions a phone number" } });
    expect(rejected.status).toBe(200);
    expect(rejected.data.item).toMatchObject({
      status: "Rejected",
      rejectionReason: "Mentions a phone number",
      travellerName: "priya Nair",
    });
    const after = await api("/api/v1/packages/pkg-a/reviews");
    const text = await after.text();
    expect(JSON.parse(text)).toMatchObject({ rating: null, items: [], total: 0 });
    expect(text).not.toContain("Mentions a phone number");
    const [row] = await ctx.database.rows<{ rating_count: number; rating_sum: number }>(
      sql`SELECT rating_count, rating_sum FROM packages WHERE id = 'pkg-a'`,
    );
    expect(row).toEqual({ rating_count: 0, rating_sum: 0 });
    expect((await ctx.client.call("GET", "/api/admin/reviews?status=Rejected")).data.total).toBe(1);
    expect((await ctx.client.call("POST", "/api/admin/reviews/nope/approve")).data).toEqual({ error: "Review not found" });
  });

  it("answers used, expired and unknown links plainly", async () => {
    const inv = await invite();
    expect((await submit(inv.token, { overall: 5 })).status).toBe(201);
    expect(await json(await api(`/api/v1/review-invitations/${inv.token}`))).toEqual({
      status: 410,
      data: { error: "This review link has already been used.", status: "used" },
    });
    expect(await json(await submit(inv.token, { overall: 5 }))).toEqual({
      status: 410,
      data: { error: "This review link has already been used.", status: "used" },
    });

    const old = await ctx.app.services.reviews.createInvitation(
      { packageId: "pkg-a", travellerName: "Old Timer", travelMonth: "2026-01", phone: "" },
      { origin: "http://x", now: new Date(Date.now() - 61 * 86_400_000) },
    );
    const oldToken = old.ok ? old.invitation.url.replace("/review/", "") : "";
    expect(await json(await api(`/api/v1/review-invitations/${oldToken}`))).toEqual({
      status: 410,
      data: { error: "This review link has expired.", status: "expired" },
    });
    expect((await submit(oldToken, { overall: 5 })).status).toBe(410);

    for (const token of ["A".repeat(43), "short", "x".repeat(300)]) {
      expect(await json(await api(`/api/v1/review-invitations/${token}`))).toEqual({
        status: 404,
        data: { error: "This review link is not valid.", status: "unknown" },
      });
    }
    expect((await submit("A".repeat(43), { overall: 5 })).status).toBe(404);

    const invitations = await ctx.client.call("GET", "/api/admin/review-invitations");
    expect((invitations.data.items as { travellerName: string; status: string }[]).map((i) => [i.travellerName, i.status])).toEqual([
      ["priya Nair", "used"],
      ["Old Timer", "expired"],
    ]);
    const fresh = await invite();
    expect(
      ((await ctx.client.call("GET", "/api/admin/review-invitations")).data.items as { id: string; status: string }[])[0],
    ).toMatchObject({
      id: fresh.id,
      status: "open",
    });
    const count = await ctx.database.rows<{ n: unknown }>(sql`SELECT count(*) AS n FROM reviews`);
    expect(Number(count[0]!.n)).toBe(1);
  });

  it("a link's review is the link's: fields naming another package, a status, a reply or an id are not taken, by the API or the page's form", async () => {
    const forged = {
      overall: 5,
      packageId: "pkg-b",
      package_id: "pkg-b",
      invitationId: "someone-else",
      id: "forged-id",
      status: "Approved",
      reply: "Thank you!",
      isDemo: true,
      firstName: "Admin",
      travelMonth: "2020-01",
      submittedAt: "2020-01-01T00:00:00.000Z",
    };
    const viaApi = await invite("pkg-a");
    // A prototype key carries the same claims; JSON keeps it as an own key the form reader must not follow.
    const raw = JSON.stringify({ body: BODY, consent: "on", ...forged }).replace(
      /^\{/,
      '{"__proto__":{"status":"Approved","packageId":"pkg-b"},',
    );
    const sent = await api(`/api/v1/review-invitations/${viaApi.token}/review`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw,
    });
    expect(sent.status).toBe(201);
    // The page's own form (ADR 043), posted as a browser without JavaScript would, with the same claims.
    const viaPage = await invite("pkg-a");
    const form = new FormData();
    for (const [k, v] of Object.entries({ body: BODY, consent: "on", ...forged })) form.set(k, String(v));
    form.set("__proto__", "Approved");
    form.set("constructor", "pkg-b");
    await api(`/review/${viaPage.token}`, { method: "POST", body: form });

    const rows = await ctx.database.rows(
      sql`SELECT package_id, invitation_id, status, reply, is_demo, first_name, travel_month, overall, id = 'forged-id' AS forged_id
          FROM reviews ORDER BY submitted_at`,
    );
    expect(rows).toEqual(
      [viaApi, viaPage].map((link) => ({
        package_id: "pkg-a",
        invitation_id: link.id,
        status: "Pending",
        reply: "",
        is_demo: false,
        first_name: "Priya",
        travel_month: MONTH,
        overall: 5,
        forged_id: false,
      })),
    );
  });

  it("stores one review of two parallel submits (double click, two tabs)", async () => {
    const inv = await invite();
    const answers = await Promise.all([
      submit(inv.token, { overall: 5 }),
      submit(inv.token, { overall: 4 }),
      submitForm(inv.token, { overall: "3" }, [new Blob([await solidImage(800, 600)])]),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 410, 410]);
    for (const a of answers.filter((x) => x.status === 410)) {
      expect(await a.json()).toEqual({ error: "This review link has already been used.", status: "used" });
    }
    const rows = await ctx.database.rows<{ n: unknown }>(sql`SELECT count(*) AS n FROM reviews`);
    expect(Number(rows[0]!.n)).toBe(1);
    // A losing photo is not left behind: every stored review photo belongs to the stored review.
    const [review] = await ctx.database.rows<{ photos: string[] }>(sql`SELECT photos FROM reviews`);
    const files = await ctx.database.rows<{ url: string }>(sql`SELECT url FROM uploaded_files WHERE key LIKE '%review_photo%'`);
    expect(files.map((f) => f.url)).toEqual(review!.photos);
  });

  it("claims the link before photos are processed: of eight parallel submits with photos, one runs the image pipeline", async () => {
    const inv = await invite();
    const photos = await Promise.all([solidImage(1600, 1200), solidImage(1200, 1600, "png")]);
    const before = imageWorkCounts();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        submitForm(
          inv.token,
          { overall: String((i % 5) + 1) },
          photos.map((p) => new Blob([p])),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410, 410, 410, 410, 410, 410, 410]);
    const after = imageWorkCounts();
    // The two photos of the one submission that holds the link, and never two images at once.
    expect(after.started - before.started).toBe(2);
    expect(after.peak).toBe(1);
    const rows = await ctx.database.rows<{ n: unknown }>(sql`SELECT count(*) AS n FROM reviews`);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("gives the link back when a photo is refused after the claim, so the traveller can send it again", async () => {
    const inv = await invite();
    const refused = await json(await submitForm(inv.token, { overall: "5" }, [new Blob(["not an image"])]));
    expect(refused).toEqual({
      status: 400,
      data: { error: "Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF).", field: "photos" },
    });
    expect(await ctx.database.rows(sql`SELECT used_at FROM review_invitations`)).toEqual([{ used_at: null }]);
    expect((await submitForm(inv.token, { overall: "5" })).status).toBe(201);
  });

  it("a claim abandoned for CLAIM_SECONDS without a review (the process stopped) opens the link again; a young one does not", async () => {
    const inv = await invite();
    const young = new Date(Date.now() - 60_000).toISOString();
    await ctx.database.db.execute(sql`UPDATE review_invitations SET used_at = ${young}`);
    expect((await submit(inv.token, { overall: 5 })).status).toBe(410);
    const old = new Date(Date.now() - (CLAIM_SECONDS + 60) * 1000).toISOString();
    await ctx.database.db.execute(sql`UPDATE review_invitations SET used_at = ${old}`);
    expect((await api(`/api/v1/review-invitations/${inv.token}`)).status).toBe(200);
    expect((await submit(inv.token, { overall: 5 })).status).toBe(201);
    // Once its review is stored, the link stays used however old the time.
    await ctx.database.db.execute(sql`UPDATE review_invitations SET used_at = ${old}`);
    expect((await submit(inv.token, { overall: 4 })).status).toBe(410);
  });

  it("checks every field with the domain's messages, and names the parameter on bad listing input", async () => {
    const inv = await invite();
    const bad = await json(await submit(inv.token, { overall: "", value: "9", title: "t".repeat(81), body: "Too short", consent: "" }));
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual([
      { field: "overall", message: "Choose an overall rating from 1 to 5 stars." },
      { field: "value", message: "Value rating must be from 1 to 5 stars." },
      { field: "title", message: "The title can be at most 80 characters." },
      { field: "body", message: "Please write at least 30 characters about your trip (you wrote 9)." },
      { field: "consent", message: "Please agree that we may publish your first name and travel month with your review." },
    ]);
    expect(bad.data.error).toBe("Choose an overall rating from 1 to 5 stars.");
    const long = await json(await submit(inv.token, { overall: 5, body: "a".repeat(2001) }));
    expect(long.data.errors).toEqual([{ field: "body", message: "Your review can be at most 2,000 characters (you wrote 2,001)." }]);
    // Nothing was used up by refused submissions.
    expect((await api(`/api/v1/review-invitations/${inv.token}`)).status).toBe(200);

    for (const [query, error] of [
      ["minRating=0", "minRating must be a whole number from 1 to 5"],
      ["minRating=4.5", "minRating must be a whole number from 1 to 5"],
      ["minRating=six", "minRating must be a whole number from 1 to 5"],
      ["sort=stars", "sort must be one of recommended, price-asc, price-desc, duration, departure, newest, rating"],
    ]) {
      expect(await json(await api(`/api/v1/packages?${query}`))).toEqual({ status: 400, data: { error } });
    }
    for (const page of ["0", "-1", "abc", "1.5", "10001"]) {
      expect(await json(await api(`/api/v1/packages/pkg-a/reviews?page=${page}`))).toEqual({
        status: 400,
        data: { error: "page must be a whole number from 1 to 10000" },
      });
    }
    expect(await json(await api("/api/v1/packages/nope/reviews"))).toEqual({ status: 404, data: { error: "Package not found" } });
    expect((await ctx.client.call("GET", "/api/admin/reviews?status=Maybe")).data).toEqual({
      error: "status must be one of Pending, Approved, Rejected",
      field: "status",
    });
  });

  it("validates invitations", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ packageId: "" }, "packageId", "Choose the package the traveller went on."],
      [{ packageId: "missing" }, "packageId", "Choose the package the traveller went on."],
      [{ travellerName: "  " }, "travellerName", "Traveller name is required."],
      [{ travellerName: "x".repeat(101) }, "travellerName", "Traveller name can be at most 100 characters."],
      [{ travelMonth: "2026-13" }, "travelMonth", "Travel month must be a month written YYYY-MM, not in the future."],
      [{ travelMonth: "2999-01" }, "travelMonth", "Travel month must be a month written YYYY-MM, not in the future."],
      [{ phone: "12345" }, "phone", "Phone must be a whole number with its country code, e.g. 919876543210."],
      [{ phone: "98470 12345" }, "phone", "Add the country code to the phone number: 91 for India, e.g. 91 98765 43210."],
      // Ids as lists or numbers are no package.
      [{ packageId: ["pkg-a", "pkg-b"] }, "packageId", "Choose the package the traveller went on."],
      [{ packageId: 1 }, "packageId", "Choose the package the traveller went on."],
    ];
    for (const [override, field, error] of cases) {
      const res = await ctx.client.call("POST", "/api/admin/review-invitations", {
        json: { packageId: "pkg-a", travellerName: "Priya", travelMonth: MONTH, ...override },
      });
      expect([res.status, res.data]).toEqual([400, { error, field }]);
    }
    const noPhone = await invite();
    expect(noPhone.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\?text=/);
    // What the server owns of a link (its id, token, expiry, use) is not taken from the request.
    const forged = await invite("pkg-a", {
      id: "chosen-id",
      token: "A".repeat(43),
      tokenHash: "chosen-hash",
      expiresAt: "2099-01-01T00:00:00.000Z",
      usedAt: "2020-01-01T00:00:00.000Z",
      isDemo: true,
    });
    expect(forged.id).not.toBe("chosen-id");
    expect(forged.token).not.toBe("A".repeat(43));
    const rows = await ctx.database.rows(
      sql`SELECT token_hash = 'chosen-hash' AS chosen_hash, used_at, is_demo, expires_at < now() + interval '61 days' AS usual_expiry
          FROM review_invitations WHERE id = ${forged.id}`,
    );
    expect(rows).toEqual([{ chosen_hash: false, used_at: null, is_demo: false, usual_expiry: true }]);
  });

  it("refuses admin endpoints without a session (401) and cross-site mutations (403)", async () => {
    const anonymous = [
      ["GET", "/api/admin/review-invitations"],
      ["POST", "/api/admin/review-invitations"],
      ["GET", "/api/admin/reviews"],
      ["POST", "/api/admin/reviews/x/approve"],
      ["POST", "/api/admin/reviews/x/reject"],
      ["PUT", "/api/admin/reviews/x/reply"],
    ];
    for (const [method, path] of anonymous) {
      const res = await api(path!, {
        method,
        headers: { "content-type": "application/json", origin: ctx.app.origin },
        body: method === "GET" ? undefined : "{}",
      });
      expect([path, res.status, await res.json()]).toEqual([path, 401, { error: "Not signed in." }]);
    }
    for (const [method, path] of anonymous.filter(([m]) => m !== "GET")) {
      const res = await ctx.client.call(method!, path!, { json: {}, headers: { origin: "https://evil.example" } });
      expect([path, res.status, res.data]).toEqual([path, 403, { error: "Cross-site request refused." }]);
    }
  });

  it("runs photos through the upload pipeline: re-encoded, at most 4, images only", async () => {
    const inv = await invite();
    const photo = new Blob([await solidImage(1200, 800)]);
    const tooMany = await json(await submitForm(inv.token, { overall: "5" }, [photo, photo, photo, photo, photo]));
    expect(tooMany).toEqual({ status: 400, data: { error: "You can add up to 4 photos.", field: "photos" } });
    const notImage = await json(await submitForm(inv.token, { overall: "5" }, [photo, new Blob(["not an image"])]));
    expect(notImage).toEqual({
      status: 400,
      data: { error: "Photo 2: Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF).", field: "photos" },
    });
    const bomb = await json(await submitForm(inv.token, { overall: "5" }, [new Blob([decompressionBombPng(20000)])]));
    expect(bomb).toEqual({ status: 400, data: { error: "Image is too large: at most 40 megapixels are allowed.", field: "photos" } });
    // Nothing stored by refused submissions.
    expect(await ctx.database.rows(sql`SELECT key FROM uploaded_files WHERE key LIKE '%review_photo%'`)).toEqual([]);

    const ok = await json(await submitForm(inv.token, { overall: "5" }, [photo, new Blob([await solidImage(600, 400, "png")])]));
    expect(ok.status).toBe(201);
    const [review] = await ctx.database.rows<{ photos: string[] }>(sql`SELECT photos FROM reviews`);
    expect(review!.photos).toHaveLength(2);
    expect(review!.photos[0]).toMatch(/_review_photo_0\.w1200\.webp$/);
    expect(review!.photos[1]).toMatch(/_review_photo_1\.w600\.webp$/);
    const files = await ctx.database.rows<{ package_id: string }>(
      sql`SELECT package_id FROM uploaded_files WHERE key LIKE '%review_photo%'`,
    );
    expect(files).toEqual([{ package_id: "pkg-a" }, { package_id: "pkg-a" }]);
    const served = await api(review!.photos[0]!.replace(ctx.app.baseUrl, ""));
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/webp"]);
  });

  it("limits submissions per IP: the eleventh in an hour gets 429", async () => {
    for (let i = 0; i < 10; i++) expect((await submit("B".repeat(43), { overall: 5 })).status).toBe(404);
    const res = await submit("B".repeat(43), { overall: 5 });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await res.json()).toEqual({ error: "Too many review submissions from your network. Please try again in an hour." });
    // Reading a link is not limited.
    const inv = await invite();
    expect((await api(`/api/v1/review-invitations/${inv.token}`)).status).toBe(200);
  });

  it("hides a suspended provider's reviews with its packages", async () => {
    const inv = await invite("pkg-b");
    const { data } = await json(await submit(inv.token, { overall: 5 }));
    await ctx.client.call("POST", `/api/admin/reviews/${data.id}/approve`);
    expect((await api("/api/v1/packages/pkg-b/reviews")).status).toBe(200);
    const provider = (await ctx.app.services.providers.listAll()).find((p) => p.name === "Green Hills")!;
    expect((await ctx.client.call("POST", `/api/admin/providers/${provider.id}/status`, { json: { status: "Suspended" } })).status).toBe(
      200,
    );
    expect(await json(await api("/api/v1/packages/pkg-b/reviews"))).toEqual({ status: 404, data: { error: "Package not found" } });
    expect(((await json(await api("/api/v1/packages?sort=rating"))).data.items as { id: string }[]).map((p) => p.id)).toEqual(["pkg-a"]);
    await ctx.client.call("POST", `/api/admin/providers/${provider.id}/status`, { json: { status: "Unverified" } });
    expect((await json(await api("/api/v1/packages/pkg-b/reviews"))).data.rating).toEqual({ average: 5, count: 1 });
  });
});
