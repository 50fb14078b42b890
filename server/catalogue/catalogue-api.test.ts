import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "../../domain/dates";
import type { TravelPackage } from "../../domain/package";
import { packageFixture } from "./package-fixture";
import type { ListingPage } from "./listing-search";
import type { PackageInput } from "./package-row";
import { parseConfig } from "../config";
import { createLogger } from "../logger";
import { createServices } from "../services";
import { oneTestDatabase, testDatabases } from "../testing/databases";
import { listenLocally } from "../testing/listen-locally";
import { usePublicApi } from "../testing/public-api";
import { createApp } from "../http/create-app";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const today = todayIn(config.timeZone);
const day = (n: number) => addDays(today, n);

/** Visible packages, newest first (pkg-01 is the newest). */
const visible: (PackageInput & { id: string })[] = [
  {
    id: "pkg-01",
    ...packageFixture({
      title: "Munnar Tea Trails",
      destinations: "Munnar, Thekkady",
      startingLocation: "Kochi",
      location: "Idukki",
      mainPlaces: ["Top Station"],
      attractions: ["Mattupetty Dam"],
      categories: ["weekend-trips", "family-tours"],
      originalPriceAdult: 1_000_000,
      durationDays: 3,
      bookingOpeningDate: day(-5),
      bookingClosingDate: day(30),
    }),
  },
  {
    id: "pkg-02",
    ...packageFixture({
      title: "Backwater Houseboat Escape",
      destinations: "Alappuzha",
      startingLocation: "Kottayam",
      location: "Kuttanad",
      mainPlaces: ["Punnamada Lake"],
      attractions: ["Vembanad Lake"],
      categories: ["honeymoon-packages"],
      originalPriceAdult: 3_000_000,
      hasOffer: true,
      offerPriceAdult: 2_500_000,
      durationDays: 4,
    }),
  },
  {
    id: "pkg-03",
    ...packageFixture({
      title: "Jungle Camp",
      destinations: "Wayanad",
      startingLocation: "Kozhikode",
      location: "Kalpetta",
      mainPlaces: ["Edakkal Caves"],
      attractions: ["Banasura Sagar"],
      categories: ["camping", "adventure-trips"],
      originalPriceAdult: 999_999,
      durationDays: 7,
      bookingOpeningDate: day(10),
      bookingClosingDate: day(40),
    }),
  },
  {
    id: "pkg-04",
    ...packageFixture({
      title: "Cliff Retreat",
      destinations: "Varkala",
      startingLocation: "Thiruvananthapuram",
      location: "North Cliff",
      mainPlaces: [],
      attractions: ["Papanasam Beach"],
      categories: ["wellness-resorts"],
      originalPriceAdult: 2_500_001,
      durationDays: 8,
      bookingOpeningDate: day(-10),
      bookingClosingDate: today,
    }),
  },
  {
    id: "pkg-05",
    ...packageFixture({
      title: "Temple Circuit",
      destinations: "Guruvayur",
      startingLocation: "Thrissur",
      location: "Thrissur",
      mainPlaces: [],
      attractions: [],
      categories: ["spiritual-journey"],
      originalPriceAdult: 10_000_001,
      durationDays: 14,
    }),
  },
  {
    id: "pkg-06",
    ...packageFixture({
      title: "Desert Safari",
      destinations: "Dubai",
      startingLocation: "Kochi Airport",
      location: "UAE",
      mainPlaces: [],
      attractions: [],
      categories: ["international-packages"],
      currency: "USD",
      originalPriceAdult: 100_000,
      durationDays: 15,
    }),
  },
  {
    id: "pkg-07",
    ...packageFixture({
      title: "Kumarakom Last Call",
      destinations: "Kumarakom",
      startingLocation: "Kottayam Town",
      location: "Kumarakom",
      mainPlaces: [],
      attractions: [],
      categories: ["last-minute-deals"],
      originalPriceAdult: 5_000_000,
      durationDays: 2,
      endDate: day(2),
    }),
  },
  {
    id: "pkg-08",
    ...packageFixture({
      title: "Athirappilly Flash Deal",
      destinations: "Athirappilly",
      startingLocation: "Chalakudy",
      location: "Thrissur",
      mainPlaces: [],
      attractions: [],
      categories: ["last-minute-deals"],
      originalPriceAdult: 10_000_000,
      durationDays: 1,
      endDate: day(1),
    }),
  },
  {
    id: "pkg-09",
    ...packageFixture({
      title: "Kerala 100% Experience",
      destinations: "Vagamon",
      startingLocation: "Pala",
      location: "Idukki",
      mainPlaces: [],
      attractions: [],
      categories: ["last-minute-deals"],
      originalPriceAdult: 400_000,
      durationDays: 2,
      endDate: null,
    }),
  },
  {
    id: "pkg-10",
    ...packageFixture({
      title: "Ponmudi Hills",
      destinations: "Ponmudi",
      startingLocation: "Nedumangad",
      location: "Ponmudi",
      mainPlaces: [],
      attractions: [],
      categories: ["last-minute-deals"],
      originalPriceAdult: 450_000,
      durationDays: 1,
      endDate: day(-1),
    }),
  },
];
const hidden: (PackageInput & { id: string })[] = [
  {
    id: "hid-draft",
    ...packageFixture({ title: "Hidden Munnar Draft", status: "Draft", categories: ["last-minute-deals"], endDate: day(1) }),
  },
  { id: "hid-paused", ...packageFixture({ title: "Hidden Munnar Paused", status: "Paused" }) },
  { id: "hid-expired", ...packageFixture({ title: "Hidden Munnar Expired", status: "Expired" }) },
  {
    id: "hid-closed",
    ...packageFixture({
      title: "Hidden Munnar Closed",
      categories: ["last-minute-deals"],
      endDate: day(1),
      bookingOpeningDate: day(-30),
      bookingClosingDate: day(-1),
    }),
  },
];
const ALL_VISIBLE = visible.map((p) => p.id);

describe.each(oneTestDatabase())("public JSON API on $name", ({ open }) => {
  const ctx = usePublicApi(open, config, (services) => {
    // pkg-09 and pkg-10 share a timestamp: the id decides their order.
    const stamp = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, 100 - Math.min(i, 8))).toISOString();
    return services.catalogue.insertMany([...visible.map((p, i) => ({ ...p, createdAt: stamp(i) })), ...hidden]);
  });

  async function list(qs: string) {
    const res = await fetch(`${ctx.base}/api/v1/packages?${qs}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as ListingPage<TravelPackage>;
    return { ...body, ids: body.items.map((p) => p.id) };
  }
  const ids = async (qs: string) => (await list(`${qs}&pageSize=48`)).ids;

  it("lists visible packages newest first with counts and a short public cache", async () => {
    const res = await fetch(`${ctx.base}/api/v1/packages`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30, s-maxage=30, stale-while-revalidate=60");
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await list("");
    expect(body).toMatchObject({ matched: 10, total: 10, page: 1, pageSize: 12 });
    expect(body.ids).toEqual(ALL_VISIBLE);
  });

  it("hides Draft, Paused, Expired and closed packages; a package closing today is still listed", async () => {
    expect(await ids("search=hidden")).toEqual([]);
    expect(await ids("search=munnar")).toEqual(["pkg-01"]);
    expect(await ids("search=cliff")).toEqual(["pkg-04"]);
  });

  it("searches each of the six fields, case-insensitively", async () => {
    expect(await ids("search=HOUSEBOAT")).toEqual(["pkg-02"]); // title
    expect(await ids("search=thekkady")).toEqual(["pkg-01"]); // destinations
    expect(await ids("search=KoZhIkOdE")).toEqual(["pkg-03"]); // starting location
    expect(await ids("search=north%20cliff")).toEqual(["pkg-04"]); // location
    expect(await ids("search=edakkal")).toEqual(["pkg-03"]); // main places
    expect(await ids("search=papanasam")).toEqual(["pkg-04"]); // attractions
    // Kottayam is also a place (ADR 108): pkg-09 goes to Vagamon, which lies in it.
    expect(await ids("search=kottayam")).toEqual(["pkg-02", "pkg-07", "pkg-09"]);
    expect(await ids("search=  top   station ")).toEqual(["pkg-01"]);
  });

  it("matches % and _ literally and never spans two fields", async () => {
    expect(await ids("search=100%25")).toEqual(["pkg-09"]);
    expect(await ids("search=%25")).toEqual(["pkg-09"]);
    expect(await ids("search=_")).toEqual([]);
    expect(await ids("search=%5C")).toEqual([]);
    expect(await ids("search=%5C%25")).toEqual([]);
    // No field contains "trails munnar"; the typo fallback then offers close matches, marked as such.
    expect(await list("search=trails%20munnar")).toMatchObject({ similar: true, ids: ["pkg-01"] });
    expect(await ids("search=nowhere")).toEqual([]);
  });

  it("filters by any of the chosen categories", async () => {
    expect(await ids("categories=camping")).toEqual(["pkg-03"]);
    expect(await ids("categories=camping,family-tours")).toEqual(["pkg-01", "pkg-03"]);
    expect(await ids("categories=last-minute-deals")).toEqual(["pkg-07", "pkg-08", "pkg-09", "pkg-10"]);
    expect(await ids("categories=cruise-trips")).toEqual([]);
  });

  it("applies the category text rule: the first label containing the text", async () => {
    expect(await ids("category=camp")).toEqual(["pkg-03"]);
    expect(await ids("category=Packages")).toEqual(["pkg-06"]); // International Packages comes first
    expect(await ids("category=Budget%20Friendly")).toEqual([]);
    expect(await ids("category=no%20such%20category")).toEqual(ALL_VISIBLE);
  });

  it("filters by price range on the offer price when there is one, bounds as documented, INR only without a USD rate", async () => {
    expect(await ids("price=under-10000")).toEqual(["pkg-03", "pkg-09", "pkg-10"]);
    expect(await ids("price=10000-25000")).toEqual(["pkg-01", "pkg-02"]);
    expect(await ids("price=25000-50000")).toEqual(["pkg-04", "pkg-07"]);
    expect(await ids("price=50000-100000")).toEqual(["pkg-08"]);
    expect(await ids("price=over-100000")).toEqual(["pkg-05"]);
  });

  it("counts the dollar package in the rupee range its price converts to at the admin's rate", async () => {
    // $1,000 × 83.5 = ₹83,500; at 120 it is ₹1,20,000.
    await ctx.services.exchangeRates.save({ rates: { USD: "83.5" } });
    expect(await ids("price=50000-100000")).toEqual(["pkg-06", "pkg-08"]);
    expect(await ids("price=over-100000")).toEqual(["pkg-05"]);
    await ctx.services.exchangeRates.save({ rates: { USD: "120" } });
    expect(await ids("price=50000-100000")).toEqual(["pkg-08"]);
    expect(await ids("price=over-100000")).toEqual(["pkg-05", "pkg-06"]);
    await ctx.services.exchangeRates.save({ rates: {} });
    expect(await ids("price=over-100000")).toEqual(["pkg-05"]);
  });

  it("filters by duration range with inclusive bounds", async () => {
    expect(await ids("duration=1-3")).toEqual(["pkg-01", "pkg-07", "pkg-08", "pkg-09", "pkg-10"]);
    expect(await ids("duration=4-7")).toEqual(["pkg-02", "pkg-03"]);
    expect(await ids("duration=8-14")).toEqual(["pkg-04", "pkg-05"]);
    expect(await ids("duration=15-plus")).toEqual(["pkg-06"]);
  });

  it("filters by booking date: opening and closing include it; packages without both dates drop out", async () => {
    expect(await ids(`date=${today}`)).toEqual(["pkg-01", "pkg-04"]);
    expect(await ids(`date=${day(10)}`)).toEqual(["pkg-01", "pkg-03"]);
    expect(await ids(`date=${day(30)}`)).toEqual(["pkg-01", "pkg-03"]);
    expect(await ids(`date=${day(31)}`)).toEqual(["pkg-03"]);
    expect(await ids(`date=${day(41)}`)).toEqual([]);
  });

  it("combines filters and reports matched against the unfiltered total", async () => {
    const body = await list(`search=kottayam&categories=last-minute-deals,honeymoon-packages&price=25000-50000&duration=1-3`);
    expect(body.ids).toEqual(["pkg-07"]);
    expect(body).toMatchObject({ matched: 1, total: 10 });
    const none = await list(`categories=camping&date=${today}`);
    expect(none).toMatchObject({ ids: [], matched: 0, total: 10 });
    const lastMinuteUnder = await list("categories=last-minute-deals&price=under-10000&pageSize=1");
    expect(lastMinuteUnder).toMatchObject({ ids: ["pkg-09"], matched: 2, total: 10, pageSize: 1 });
  });

  it("pages in a stable order, ties broken by id", async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await list(`pageSize=3&page=${page}`));
    expect(pages.flatMap((p) => p.ids)).toEqual(ALL_VISIBLE);
    expect(pages.map((p) => p.ids.length)).toEqual([3, 3, 3, 1]);
    expect(pages.every((p) => p.matched === 10 && p.total === 10)).toBe(true);
    expect((await list("pageSize=3&page=99")).ids).toEqual([]);
  });

  it.each([
    ["price=cheap", "price must be one of under-10000, 10000-25000, 25000-50000, 50000-100000, over-100000"],
    ["duration=forever", "duration must be one of 1-3, 4-7, 8-14, 15-plus"],
    ["date=2026-13-01", "date must be a real date written YYYY-MM-DD, e.g. 2026-12-24"],
    ["page=0", "page must be a whole number from 1 to 100000"],
    ["pageSize=100", "pageSize must be a whole number from 1 to 48"],
    [`search=${"x".repeat(101)}`, "search must be at most 100 characters"],
    ["categories=beach", "categories must be a comma-separated list of: "],
  ])("answers 400 for %s", async (qs, message) => {
    const res = await fetch(`${ctx.base}/api/v1/packages?${qs}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { error: string };
    expect(body.error.startsWith(message)).toBe(true);
  });

  it("serves one package; Draft and unknown ids are 404, Paused and closed ones are shown", async () => {
    const res = await fetch(`${ctx.base}/api/v1/packages/pkg-02`);
    expect(res.status).toBe(200);
    const pkg = (await res.json()) as TravelPackage;
    expect(pkg).toMatchObject({ id: "pkg-02", title: "Backwater Houseboat Escape", offerPercentage: 17, offerPriceAdult: 2_500_000 });
    for (const id of ["hid-paused", "hid-expired", "hid-closed"])
      expect((await fetch(`${ctx.base}/api/v1/packages/${id}`)).status).toBe(200);
    for (const id of ["hid-draft", "nope", "%E2%82%AC"]) {
      const missing = await fetch(`${ctx.base}/api/v1/packages/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Package not found" });
    }
  });

  it("lists last-minute deals by end date, undated last, hiding Draft and closed ones", async () => {
    const res = await fetch(`${ctx.base}/api/v1/last-minute`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30, s-maxage=30, stale-while-revalidate=60");
    const body = (await res.json()) as { items: TravelPackage[] };
    expect(body.items.map((p) => p.id)).toEqual(["pkg-10", "pkg-08", "pkg-07", "pkg-09"]);
  });
});

describe.each(testDatabases())("public JSON API when $name fails", ({ open }) => {
  it("answers 503 with a message, not a stack trace", async () => {
    const database = await open();
    const services = createServices(config, database, createLogger("silent"));
    const { server, base } = await listenLocally(createApp({ services }));
    await database.close();
    try {
      for (const path of ["/api/v1/packages", "/api/v1/packages/x", "/api/v1/last-minute"]) {
        const res = await fetch(`${base}${path}`);
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ error: "We can't reach our catalogue right now. Please try again in a moment." });
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
