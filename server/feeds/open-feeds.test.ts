import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { zAvailabilityCalendar, zBaseError, zErrorInvalidUnitId, zProduct, zSupplier } from "@octocloud/types/dist/models/zod.gen";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";
import { packageFixture } from "../catalogue/package-fixture";
import type { Database } from "../db/client";
import { resellerKeys } from "../db/schema";
import * as feedCommand from "../cli/commands/feed-things-to-do";
import { oneTestDatabase } from "../testing/databases";

// Far enough ahead that the departures stay upcoming for years of test runs.
const WINDOW = { bookingOpeningDate: "2026-01-01", bookingClosingDate: "2035-12-31" } as const;
const BOTH = { "Octo-Capabilities": "octo/content, octo/pricing" };
/** A calendar request's dates, which OCTO requires; the departures of kayal-day fall in them. */
const DATES = { localDateStart: "2034-01-10", localDateEnd: "2034-01-12" } as const;

describe.each(oneTestDatabase())("the OCTO API on $name", ({ open }) => {
  let database: Database;
  let app: AdminTestApp;
  let admin: ReturnType<typeof adminClient>;
  let key = "";

  const octo = (path: string, init: { key?: string | null; headers?: Record<string, string>; body?: unknown } = {}) =>
    fetch(`${app.baseUrl}/octo${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      headers: {
        ...(init.key === null ? {} : { authorization: `Bearer ${init.key ?? key}` }),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    });

  /** The calendar of a product's one option over `dates`, for `units` when given: answered 200, each day checked against OCTO's shape. */
  const calendarDays = async (
    productId: string,
    dates: { localDateStart: string; localDateEnd: string },
    { units, headers }: { units?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const answer = await octo("/kayal-cruises/availability/calendar", {
      headers,
      body: { productId, optionId: "DEFAULT", ...dates, units },
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as unknown[]).map((d) => zAvailabilityCalendar.parse(d));
  };

  beforeAll(async () => {
    database = await open();
    app = await startAdminApp(database);
    admin = adminClient(app);
    expect((await admin.signIn()).status).toBe(200);
    const provider = (name: string, meshId: string, status: "Verified" | "Unverified") =>
      admin.call("POST", "/api/admin/providers", {
        json: {
          name,
          meshId,
          status,
          description: "Backwater cruises from Alappuzha.",
          email: "hello@kayal.example",
          whatsappNumber: "+91 98470 12345",
          baseLocation: "Alappuzha",
          ...(status === "Verified"
            ? { verifiedOn: "2026-11-02", checks: [{ id: "office-visited", reference: "", checkedOn: "2026-11-02" }] }
            : {}),
        },
      });
    expect((await provider("Kayal Cruises", "MESH-K1", "Verified")).status).toBe(201);
    expect((await provider("Hill Walks", "MESH-H1", "Unverified")).status).toBe(201);
    const own = { providerName: "Kayal Cruises", meshId: "MESH-K1", ...WINDOW };
    await app.services.catalogue.insertMany([
      {
        id: "kayal-day",
        ...packageFixture({
          ...own,
          title: "Kayal Day Cruise",
          packageCode: "KC-1",
          // WebP renditions of the site's own (the demo's), and one held elsewhere.
          bannerImage: "/assets/packages/alleppey-houseboat.w1600.webp",
          galleryImages: ["/assets/packages/kumarakom-sunset-canoe.w960.webp", "https://images.example.org/elsewhere.w960.webp"],
          originalPriceAdult: 400_000,
          originalPriceChild: 250_000,
          hasOffer: true,
          offerPriceAdult: 350_000,
          offerPercentage: 13,
          durationDays: 1,
          durationNights: 0,
          minGroupSize: 2,
          maxGroupSize: 12,
          inclusions: ["Lunch on board"],
          exclusions: ["Transfers"],
          cancellationPolicy: "Full refund up to 7 days before.",
          departures: [
            { date: "2034-01-10", seatsTotal: 20, seatsLeft: 12, priceAdult: null },
            { date: "2034-01-11", seatsTotal: 20, seatsLeft: 3, priceAdult: 380_000 },
            { date: "2034-01-12", seatsTotal: 20, seatsLeft: 0, priceAdult: null },
            // LIMITED is under half the seats left (OCTO), not a number of seats: four of four is
            // AVAILABLE, eight of twenty LIMITED.
            { date: "2034-01-13", seatsTotal: 4, seatsLeft: 4, priceAdult: null },
            { date: "2034-01-14", seatsTotal: 20, seatsLeft: 8, priceAdult: null },
          ],
        }),
      },
      { id: "kayal-free", ...packageFixture({ ...own, title: "Kayal Free Date", packageCode: "KC-2" }) },
      { id: "kayal-draft", ...packageFixture({ ...own, title: "Kayal Draft", status: "Draft" }) },
      { id: "hill-walk", ...packageFixture({ providerName: "Hill Walks", meshId: "MESH-H1", ...WINDOW }) },
    ]);
    const issued = await admin.call("POST", "/api/admin/reseller-keys", { json: { name: "Backwater Resellers Ltd" } });
    expect(issued.status).toBe(201);
    key = String(issued.data.key);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers the supplier in OCTO's shape, only with a live key", async () => {
    const answer = await octo("/kayal-cruises/supplier");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const supplier = zSupplier.parse(await answer.json());
    const bare = {
      id: "kayal-cruises",
      name: "Kayal Cruises",
      endpoint: `${app.baseUrl}/octo/kayal-cruises`,
      contact: {
        website: `${app.baseUrl}/provider/kayal-cruises`,
        email: "hello@kayal.example",
        telephone: "+919847012345",
        address: "Alappuzha",
      },
    };
    expect(supplier).toEqual(bare);
    // The description and the logo are octo/content's fields: sent when a request asks for it.
    const withContent = await octo("/kayal-cruises/supplier", { headers: { "octo-capabilities": "octo/content" } });
    expect(zSupplier.parse(await withContent.json())).toEqual({
      ...bare,
      shortDescription: "Backwater cruises from Alappuzha.",
      media: [],
    });
    // OCTO answers every refusal 400: UNAUTHORIZED when no key is sent, FORBIDDEN for a key that is
    // not valid (unknown, or revoked: the last test).
    for (const [refused, error] of [
      [await octo("/kayal-cruises/supplier", { key: null }), "UNAUTHORIZED"],
      [await octo("/kayal-cruises/supplier", { key: null, headers: { authorization: "Basic a2F5YWw6Y3J1aXNl" } }), "UNAUTHORIZED"],
      [await octo("/kayal-cruises/supplier", { key: "ktr_guessed" }), "FORBIDDEN"],
    ] as const) {
      expect(refused.status, error).toBe(400);
      expect(zBaseError.parse(await refused.json()).error).toBe(error);
    }
  });

  it("lists a verified provider's bookable packages with content and pricing; drafts and other providers' are not there", async () => {
    const answer = await octo("/kayal-cruises/products", { headers: BOTH });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("octo-capabilities")).toBe("octo/content, octo/pricing");
    // octo/content requires Content-Language (the language of the content fields) and
    // Available-Languages (every language the content is served in): English, the catalogue's source.
    expect([answer.headers.get("content-language"), answer.headers.get("available-languages")]).toEqual(["en", "en"]);
    const products = (await answer.json()) as unknown[];
    const parsed = products.map((p) => zProduct.parse(p));
    expect(parsed.map((p) => p.id).sort()).toEqual(["kayal-day", "kayal-free"]);
    const day = parsed.find((p) => p.id === "kayal-day")!;
    expect(day).toMatchObject({ reference: "KC-1", title: "Kayal Day Cruise", defaultCurrency: "INR", pricingPer: "UNIT" });
    expect(day.options[0]!.restrictions).toEqual({ minUnits: 2, maxUnits: 12 });
    // The offer price, in paise.
    expect(day.options[0]!.units.map((u) => [u.id, u.type, u.pricingFrom?.[0]?.retail])).toEqual([
      ["adult", "ADULT", 350_000],
      ["child", "CHILD", 250_000],
    ]);
    // A child is booked with an adult (the booking form counts one adult at least): OCTO's accompaniedBy.
    expect(day.options[0]!.units.map((u) => [u.id, u.restrictions.accompaniedBy])).toEqual([
      ["adult", []],
      ["child", ["adult"]],
    ]);
    expect(day.features).toEqual(
      expect.arrayContaining([
        { shortDescription: "Lunch on board", type: "INCLUSION" },
        { shortDescription: "Transfers", type: "EXCLUSION" },
        { shortDescription: "Full refund up to 7 days before.", type: "CANCELLATION_TERM" },
      ]),
    );
    // OCTO names JPEG and PNG only: our WebP pictures are listed by their JPEG copies, which are
    // JPEG; a WebP held elsewhere is left out; a path that is not one of our pictures is a 404.
    const copy = (name: string) => `${app.baseUrl}/media/jpeg/assets/packages/${name}.jpg`;
    expect(day.media).toEqual([
      {
        src: copy("alleppey-houseboat.w1600"),
        type: "image/jpeg",
        rel: "COVER",
        title: "Kayal Day Cruise",
        caption: null,
        copyright: null,
      },
      {
        src: copy("kumarakom-sunset-canoe.w960"),
        type: "image/jpeg",
        rel: "GALLERY",
        title: "Kayal Day Cruise",
        caption: null,
        copyright: null,
      },
    ]);
    const jpeg = await fetch(day.media![0]!.src);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const picture = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([picture.format, picture.width]).toEqual(["jpeg", 1600]);
    for (const missing of [
      "/media/jpeg/assets/packages/nope.w960.jpg",
      "/media/jpeg/assets/..%2f..%2fpackage.json.jpg",
      "/media/jpeg/etc/passwd.jpg",
    ])
      expect((await fetch(`${app.baseUrl}${missing}`)).status, missing).toBe(404);
    // Without capabilities: neither text nor prices, nor the content's language headers.
    const bareAnswer = await octo("/kayal-cruises/products/kayal-day");
    expect([bareAnswer.headers.get("content-language"), bareAnswer.headers.get("available-languages")]).toEqual([null, null]);
    const bare = zProduct.parse(await bareAnswer.json());
    expect(bare.title).toBeUndefined();
    expect(bare.options[0]!.units[0]!.pricingFrom).toBeUndefined();
    // An unverified provider has no OCTO supplier; a draft or another provider's package is no product here.
    // Not found (404), said with one of OCTO's own error codes, which a reseller's client knows.
    const noSupplier = await octo("/hill-walks/products");
    expect([noSupplier.status, zBaseError.parse(await noSupplier.json()).error]).toEqual([404, "BAD_REQUEST"]);
    for (const id of ["kayal-draft", "hill-walk", "nope"]) {
      const refused = await octo(`/kayal-cruises/products/${id}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: "INVALID_PRODUCT_ID", productId: id });
    }
  });

  it("gives the availability calendar from the departures: AVAILABLE, LIMITED, SOLD_OUT and CLOSED with vacancies", async () => {
    const days = await calendarDays("kayal-day", { localDateStart: "2034-01-09", localDateEnd: "2034-01-12" }, { headers: BOTH });
    const seats = (d: (typeof days)[number]) => [d.localDate, d.status, d.available, d.vacancies, d.capacity];
    // Prices per unit (the product's pricingPer UNIT): adult retail, child retail.
    const retail = (d: (typeof days)[number]) => d.unitPricingFrom?.map((u) => [u.unitId, u.retail]);
    expect(days.map((d) => [...seats(d), retail(d)])).toEqual([
      [
        "2034-01-09",
        "CLOSED",
        false,
        null,
        null,
        [
          ["adult", 350_000],
          ["child", 250_000],
        ],
      ],
      [
        "2034-01-10",
        "AVAILABLE",
        true,
        12,
        20,
        [
          ["adult", 350_000],
          ["child", 250_000],
        ],
      ],
      [
        "2034-01-11",
        "LIMITED",
        true,
        3,
        20,
        [
          ["adult", 380_000],
          ["child", 250_000],
        ],
      ],
      [
        "2034-01-12",
        "SOLD_OUT",
        false,
        0,
        20,
        [
          ["adult", 350_000],
          ["child", 250_000],
        ],
      ],
    ]);
    expect(days[1]!.unitPricingFrom![0]).toEqual({
      unitId: "adult",
      original: 400_000,
      retail: 350_000,
      net: null,
      currency: "INR",
      currencyPrecision: 2,
      // Its prices include GST (5%): 5/105 of each.
      includedTaxes: [{ name: "GST", original: 19_048, retail: 16_667, net: null }],
    });
    expect(days.some((d) => d.pricingFrom !== undefined)).toBe(false);
    const byHalf = await calendarDays("kayal-day", { localDateStart: "2034-01-13", localDateEnd: "2034-01-14" });
    expect(byHalf.map(seats)).toEqual([
      ["2034-01-13", "AVAILABLE", true, 4, 4],
      ["2034-01-14", "LIMITED", true, 8, 20],
    ]);
    // A package without departures is open every day of its booking window, seats not counted:
    // OCTO's FREESALE, with no vacancies or capacity to give.
    const free = await calendarDays("kayal-free", { localDateStart: "2035-12-30", localDateEnd: "2036-01-01" });
    expect(free.map(seats)).toEqual([
      ["2035-12-30", "FREESALE", true, null, null],
      ["2035-12-31", "FREESALE", true, null, null],
      ["2036-01-01", "CLOSED", false, null, null],
    ]);
  });

  it("answers the calendar for the units a request names: a departure with too few seats left is SOLD_OUT for them", async () => {
    const calendar = async (units: unknown) =>
      (await calendarDays("kayal-day", DATES, { units })).map((d) => [d.status, d.available, d.vacancies]);
    // Three seats left on the 11th: two adults and a child fit, four adults do not.
    expect(
      await calendar([
        { id: "adult", quantity: 2 },
        { id: "child", quantity: 1 },
      ]),
    ).toEqual([
      ["AVAILABLE", true, 12],
      ["LIMITED", true, 3],
      ["SOLD_OUT", false, 0],
    ]);
    expect(await calendar([{ id: "adult", quantity: 4 }])).toEqual([
      ["AVAILABLE", true, 12],
      ["SOLD_OUT", false, 3],
      ["SOLD_OUT", false, 0],
    ]);
    expect(await calendar([{ id: "adult", quantity: 13 }])).toEqual([
      ["SOLD_OUT", false, 12],
      ["SOLD_OUT", false, 3],
      ["SOLD_OUT", false, 0],
    ]);
    // A unit the product does not sell is OCTO's INVALID_UNIT_ID, naming it.
    const senior = await octo("/kayal-cruises/availability/calendar", {
      body: { productId: "kayal-day", optionId: "DEFAULT", ...DATES, units: [{ id: "senior", quantity: 1 }] },
    });
    expect(senior.status).toBe(400);
    expect(zErrorInvalidUnitId.parse(await senior.json())).toMatchObject({ error: "INVALID_UNIT_ID", unitId: "senior" });
  });

  it("refuses bad calendar requests with OCTO's errors, never a 500", async () => {
    const cases: [unknown, number, string][] = [
      [{ optionId: "DEFAULT" }, 400, "BAD_REQUEST"],
      [{ productId: "hill-walk", optionId: "DEFAULT" }, 400, "INVALID_PRODUCT_ID"],
      [{ productId: "kayal-day", optionId: "OTHER" }, 400, "INVALID_OPTION_ID"],
      [{ productId: "kayal-day", optionId: "DEFAULT", localDateStart: "2034-02-30" }, 400, "BAD_REQUEST"],
      [{ productId: "kayal-day", optionId: "DEFAULT", localDateStart: "2034-01-10", localDateEnd: "2034-01-01" }, 400, "BAD_REQUEST"],
      [{ productId: "kayal-day", optionId: "DEFAULT", localDateStart: "2034-01-01", localDateEnd: "2035-06-01" }, 400, "BAD_REQUEST"],
      [{ productId: "kayal-day", optionId: "DEFAULT", ...DATES, units: { id: "adult", quantity: 2 } }, 400, "BAD_REQUEST"],
      [{ productId: "kayal-day", optionId: "DEFAULT", ...DATES, units: [{ id: "adult", quantity: -2 }] }, 400, "BAD_REQUEST"],
      // Both dates are required (OCTO's own validator asks without localDateStart and expects BAD_REQUEST).
      [{ productId: "kayal-day", optionId: "DEFAULT", localDateEnd: "2034-01-12" }, 400, "BAD_REQUEST"],
      [{ productId: "kayal-day", optionId: "DEFAULT", localDateStart: "2034-01-10" }, 400, "BAD_REQUEST"],
      // The last year a date can spell: once an outage answer (the day after 9999-12-31 is no date).
      [{ productId: "kayal-day", optionId: "DEFAULT", localDateStart: "9998-12-31", localDateEnd: "9999-12-31" }, 400, "BAD_REQUEST"],
      // Text PostgreSQL cannot hold: a NUL character, half of a surrogate pair.
      [{ productId: "kayal-day\u0000", optionId: "DEFAULT", ...DATES }, 400, "BAD_REQUEST"],
      [{ productId: "kayal-day", optionId: "DEFAULT\ud800", ...DATES }, 400, "BAD_REQUEST"],
    ];
    for (const [body, status, error] of cases) {
      const answer = await octo("/kayal-cruises/availability/calendar", { body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(zBaseError.parse(await answer.json()).error).toBe(error);
    }
    // A body that is not JSON is OCTO's BAD_REQUEST too, in its shape (error code and errorMessage).
    const notJson = await octo("/kayal-cruises/availability/calendar", { body: "{not json" });
    expect(notJson.status).toBe(400);
    expect(zBaseError.parse(await notJson.json()).error).toBe("BAD_REQUEST");
    // JSON, but not an object: said so, not called invalid JSON.
    const nullBody = await octo("/kayal-cruises/availability/calendar", { body: "null" });
    expect([nullBody.status, await nullBody.json()]).toEqual([
      400,
      { error: "BAD_REQUEST", errorMessage: "The request body must be a JSON object." },
    ]);
    const noEndpoint = await octo("/kayal-cruises/bookings");
    expect([noEndpoint.status, await noEndpoint.json()]).toEqual([404, { error: "BAD_REQUEST", errorMessage: "No such OCTO endpoint." }]);
  });

  it("a revoked key is refused at once; forged fields on issue are ignored; only the admin manages keys", async () => {
    const issued = await admin.call("POST", "/api/admin/reseller-keys", {
      json: { name: "Short-lived", id: "chosen-id", keyHash: "chosen-hash", revokedAt: null, keyStart: "ktr_AAAA" },
    });
    expect(issued.status).toBe(201);
    const item = issued.data.item as { id: string; keyStart: string };
    expect(item.id).not.toBe("chosen-id");
    const rows = await database.db.select().from(resellerKeys);
    expect(rows.some((r) => r.keyHash === "chosen-hash" || r.id === "chosen-id")).toBe(false);
    // Only the hash is stored: no row holds the key.
    expect(rows.some((r) => Object.values(r).includes(String(issued.data.key)))).toBe(false);
    expect(item.keyStart).toBe(String(issued.data.key).slice(0, 10));
    const listed = await admin.call("GET", "/api/admin/reseller-keys");
    expect(JSON.stringify(listed.data)).not.toContain(String(issued.data.key));

    expect((await octo("/kayal-cruises/supplier", { key: String(issued.data.key) })).status).toBe(200);
    expect((await admin.call("POST", `/api/admin/reseller-keys/${item.id}/revoke`)).status).toBe(200);
    const revoked = await octo("/kayal-cruises/supplier", { key: String(issued.data.key) });
    expect(revoked.status).toBe(400);
    expect(zBaseError.parse(await revoked.json()).error).toBe("FORBIDDEN");
    expect((await admin.call("POST", "/api/admin/reseller-keys/no-such-key/revoke")).status).toBe(404);
    expect((await admin.call("POST", "/api/admin/reseller-keys", { json: { name: "  " } })).status).toBe(400);

    // Without the admin's session nothing is listed, issued or revoked.
    const live = async () =>
      (await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM reseller_keys WHERE revoked_at IS NULL`))[0]!.n;
    expect(await live()).toBe(1);
    const stranger = adminClient(app);
    expect((await stranger.call("GET", "/api/admin/reseller-keys")).status).toBe(401);
    expect((await stranger.call("POST", "/api/admin/reseller-keys", { json: { name: "Mine" } })).status).toBe(401);
    const firstId = rows.find((r) => r.name === "Backwater Resellers Ltd")!.id;
    expect((await stranger.call("POST", `/api/admin/reseller-keys/${firstId}/revoke`)).status).toBe(401);
    expect(await live()).toBe(1);
    expect((await octo("/kayal-cruises/supplier")).status).toBe(200);
  });
});

describe.each(oneTestDatabase())("the OCTO API on $name while the database does not answer", ({ open }) => {
  it("answers OCTO's INTERNAL_SERVER_ERROR in its shape, with the outage's 503 and Retry-After", async () => {
    const database = await open();
    const app = await startAdminApp(database);
    await database.close();
    try {
      const answer = await fetch(`${app.baseUrl}/octo/kayal-cruises/supplier`, { headers: { authorization: "Bearer ktr_any" } });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).not.toBeNull();
      expect(zBaseError.parse(await answer.json()).error).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await app.close();
    }
  });
});

describe.each(oneTestDatabase())("the Things to do feed on $name", ({ open }) => {
  let database: Database;
  let app: AdminTestApp;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kt-feed-")), "things-to-do.json");

  beforeAll(async () => {
    database = await open();
    app = await startAdminApp(database, { env: { PUBLIC_BASE_URL: "https://trips.example" } });
    await app.services.catalogue.insertMany([
      {
        id: "munnar-2d",
        ...packageFixture({
          ...WINDOW,
          title: "Munnar Tea Weekend",
          description: "Two days among the tea estates.",
          originalPriceAdult: 1_250_050,
          durationDays: 2,
          durationNights: 1,
          inclusions: ["Breakfast"],
          cancellationPolicy: "Half refund up to 3 days before.",
        }),
      },
      { id: "munnar-draft", ...packageFixture({ ...WINDOW, status: "Draft" }) },
    ]);
    await database.rows(sql`
      INSERT INTO reviews (id, package_id, first_name, travel_month, overall, body, photos, status, submitted_at, is_demo)
      VALUES ('r1', 'munnar-2d', 'Asha', '2026-01', 5, 'A long enough review of the tea estate weekend.', ARRAY[]::text[], 'Pending', now(), false),
             ('r2', 'munnar-2d', 'Ravi', '2026-02', 4, 'Another long enough review of the tea estate weekend.', ARRAY[]::text[], 'Pending', now(), false)`);
    await app.services.reviews.approve("r1");
    await app.services.reviews.approve("r2");
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("writes every bookable package with the feed's required fields, its rating and cancellation policy", async () => {
    expect(await feedCommand.prepare([])).toBe(1);
    expect(await feedCommand.run([file], app.services)).toBe(0);
    const feed = JSON.parse(fs.readFileSync(file, "utf8")) as {
      feed_metadata: Record<string, unknown>;
      products: Record<string, unknown>[];
    };
    expect(feed.feed_metadata).toMatchObject({ shard_id: 0, total_shards_count: 1, processing_instruction: "PROCESS_AS_SNAPSHOT" });
    expect(typeof feed.feed_metadata.nonce).toBe("number");
    expect(feed.products).toEqual([
      {
        id: "munnar-2d",
        title: { localized_texts: [{ language_code: "en", text: "Munnar Tea Weekend" }] },
        description: { localized_texts: [{ language_code: "en", text: "Two days among the tea estates." }] },
        rating: { average_value: 4.5, rating_count: 2 },
        product_features: [
          { feature_type: "TEXT_FEATURE_INCLUSION", value: { localized_texts: [{ language_code: "en", text: "Breakfast" }] } },
        ],
        options: [
          {
            id: "DEFAULT",
            title: { localized_texts: [{ language_code: "en", text: "Munnar Tea Weekend" }] },
            landing_page: { url: "https://trips.example/package/munnar-2d" },
            price_options: [{ id: "adult", title: "Adult", price: { currency_code: "INR", units: 12_500, nanos: 500_000_000 } }],
            duration_sec: 172_800,
            option_features: [
              {
                feature_type: "TEXT_FEATURE_MUST_KNOW",
                value: { localized_texts: [{ language_code: "en", text: "Half refund up to 3 days before." }] },
              },
            ],
          },
        ],
      },
    ]);
  });
});
