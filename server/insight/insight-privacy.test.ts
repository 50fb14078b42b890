import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminClient, joinedPartner, adminDraft } from "../admin/testing/admin-test-app";
import { oneTestDatabase } from "../testing/databases";
import { usePageApp } from "../testing/page-app";
import { addDays, todayIn } from "../../domain/dates";

/**
 * Counting through the real app (React Router's pages, the shared response cache, the admin and
 * partner APIs) over HTTP: a booking walk leaves none of its personal values in the tables and
 * exactly its counts on the admin's screen; an admin session adds nothing; a partner reads only
 * its own provider's counts; a tagged link answered from the cache still counts its campaign.
 */
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Asha) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// The walk's personal values, put wherever a careless counter could pick them up.
const NAME = "Asha Menon";
const PHONE = "9876543210";
const EMAIL = "asha.menon@example.com";
const ADDRESS = "203.0.113.77";

const INSIGHT_TABLES = [
  "insight_events",
  "insight_daily",
  "insight_daily_visitors",
  "insight_site_daily",
  "insight_daily_keys",
  "insight_windows",
  "insight_rollups",
  "insight_gaps",
];

/** The booking walk's totals, as the first test counts it: one visitor, five pages, three of them the package's. */
const WALK_TOTALS = {
  visitors: 1,
  pageViews: 5,
  packageViews: 3,
  dialogs: 1,
  paymentSteps: 1,
  handoffs: 1,
  shares: 1,
  pdfDownloads: 0,
  favourites: 1,
  compares: 0,
};

describe.each(oneTestDatabase())("counting through the app on $name", ({ open }) => {
  let admin: ReturnType<typeof adminClient>;
  let partner: ReturnType<typeof adminClient>;
  const ids = { kayal: "", hill: "", kayalProvider: "", hillProvider: "" };

  const ctx = usePageApp(
    open,
    // Behind one proxy, so the walk's address is the one the proxy names (and must not be stored).
    { responseCache: true, clientDir: true, env: { TRUST_PROXY: "1", APP_TIMEZONE: "Asia/Kolkata" } },
    async (app) => {
      admin = adminClient(app);
      expect((await admin.signIn()).status).toBe(200);
      const provider = async (name: string, meshId: string) =>
        ((await admin.call("POST", "/api/admin/providers", { json: { name, meshId } })).data.item as { id: string }).id;
      const pkg = async (providerName: string, meshId: string, packageCode: string, title: string) => {
        const made = await admin.call("POST", "/api/admin/packages", { json: adminDraft({ providerName, meshId, packageCode, title }) });
        return (made.data.item as { id: string }).id;
      };
      ids.kayalProvider = await provider("Kayal Trails", "K-1");
      ids.hillProvider = await provider("Hill Routes", "H-1");
      ids.kayal = await pkg("Kayal Trails", "K-1", "KAYAL-1", "Kayal Houseboat");
      ids.hill = await pkg("Hill Routes", "H-1", "HILL-1", "Hill Tea Trails");
      ({ client: partner } = await joinedPartner(app, admin, ids.kayalProvider, "ravi@kayal.example", "kayal-partner-1"));
    },
  );

  const traveller = (path: string, headers: Record<string, string> = {}) =>
    fetch(ctx.app.baseUrl + path, { redirect: "manual", headers: { "user-agent": BROWSER, "x-forwarded-for": ADDRESS, ...headers } });
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(ctx.app.baseUrl + "/api/v1/events", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "user-agent": BROWSER, "x-forwarded-for": ADDRESS, "content-type": "text/plain;charset=UTF-8", ...headers },
    });

  async function dump(): Promise<string> {
    const parts: unknown[] = [];
    for (const table of INSIGHT_TABLES) parts.push(await ctx.database.rows(sql`SELECT * FROM ${sql.identifier(table)}`));
    return JSON.stringify(parts);
  }

  it("a booking walk is counted exactly, and none of its personal values is stored", async () => {
    const personal = `name=${encodeURIComponent(NAME)}&phone=${PHONE}&email=${encodeURIComponent(EMAIL)}`;
    const referer = `https://mail.example.org/inbox?to=${encodeURIComponent(EMAIL)}&phone=${PHONE}`;
    expect(
      (await traveller(`/?utm_source=Newsletter&utm_medium=email&utm_campaign=${encodeURIComponent(EMAIL)}`, { referer })).status,
    ).toBe(200);
    expect((await traveller(`/packages?${personal}`)).status).toBe(200);
    const first = await traveller(`/package/${ids.kayal}?${personal}`);
    expect(first.status).toBe(200);
    // The same page again is a hit of the response cache: counted all the same.
    const again = await traveller(`/package/${ids.kayal}?${personal}`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    // A client navigation's data, and a prefetch that is no view.
    expect((await traveller(`/package/${ids.kayal}.data`)).status).toBe(200);
    expect((await traveller(`/package/${ids.hill}.data`, { "sec-purpose": "prefetch" })).status).toBe(200);
    const actions = ["book_opened", "payment_step", "whatsapp_book", "share", "favourite_added"];
    for (const event of actions) expect((await beacon({ event, package: ids.kayal, language: "en", currency: "INR" })).status).toBe(204);
    // What the booking form holds never travels in a beacon: such a beacon is refused whole.
    const forged = await beacon({ event: "whatsapp_book", package: ids.kayal, language: "en", name: NAME, phone: PHONE, email: EMAIL });
    expect(forged.status).toBe(400);

    const report = await admin.call("GET", "/api/admin/insight?days=7");
    expect(report.status).toBe(200);
    const data = report.data as unknown as {
      totals: Record<string, number>;
      breakdowns: Record<string, { key: string; label: string; views: number; dialogs: number; paymentSteps: number; handoffs: number }[]>;
      daily: { day: string; visitors: number; packageViews: number; dialogs: number; handoffs: number }[];
    };
    expect(data.totals).toEqual(WALK_TOTALS);
    expect(data.daily.at(-1)).toEqual({ day: todayIn("Asia/Kolkata"), visitors: 1, packageViews: 3, dialogs: 1, handoffs: 1 });
    expect(data.breakdowns.packages).toEqual([
      { key: ids.kayal, label: "Kayal Houseboat", views: 3, dialogs: 1, paymentSteps: 1, handoffs: 1 },
    ]);
    expect(data.breakdowns.categories).toEqual([
      { key: "adventure-trips", label: "adventure-trips", views: 3, dialogs: 1, paymentSteps: 1, handoffs: 1 },
    ]);
    expect(data.breakdowns.providers).toEqual([
      { key: ids.kayalProvider, label: "Kayal Trails", views: 3, dialogs: 1, paymentSteps: 1, handoffs: 1 },
    ]);
    // The campaign named an e-mail address: it is dropped; the visitor's source is theirs for the day.
    expect(data.breakdowns.sources).toEqual([
      { key: "newsletter / email", label: "newsletter / email", views: 5, dialogs: 1, paymentSteps: 1, handoffs: 1 },
    ]);
    expect(data.breakdowns.devices).toEqual([{ key: "phone", label: "phone", views: 5, dialogs: 1, paymentSteps: 1, handoffs: 1 }]);

    const stored = await dump();
    for (const value of [
      NAME,
      "Asha",
      PHONE,
      EMAIL,
      "asha.menon",
      ADDRESS,
      "127.0.0.1",
      BROWSER,
      "Pixel",
      "mail.example.org/inbox",
      "utm_campaign=",
      "?",
    ])
      expect(stored, value).not.toContain(value);
    expect(stored).toContain("mail.example.org");
  });

  it("the daily CSV leaves the days before counting began empty, never 0", async () => {
    // Counting began with the booking walk of the first test: today is the first counted day.
    const today = todayIn("Asia/Kolkata");
    const csv = await admin.call("GET", "/api/admin/insight/daily.csv?days=7");
    expect(csv.status).toBe(200);
    const uncounted = [6, 5, 4, 3, 2, 1].map((back) => `${addDays(today, -back)},,,,\r\n`).join("");
    expect(csv.data).toBe(`day,visitors,package_views,dialogs,handoffs\r\n${uncounted}${today},1,3,1,1\r\n`);
  });

  it("an admin session, a bot, DNT and GPC add nothing", async () => {
    const before = await dump();
    await admin.call("GET", `/package/${ids.kayal}`, { headers: { "user-agent": OTHER_BROWSER } });
    await admin.call("POST", "/api/v1/events", {
      body: JSON.stringify({ event: "share", language: "en" }),
      headers: { "user-agent": OTHER_BROWSER },
    });
    await traveller(`/package/${ids.kayal}`, { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" });
    await traveller(`/package/${ids.kayal}`, { dnt: "1" });
    await traveller(`/package/${ids.kayal}`, { "sec-gpc": "1" });
    await beacon({ event: "whatsapp_book", language: "en" }, { dnt: "1" });
    await ctx.app.services.insight.flush();
    await ctx.app.services.insight.store.rollUp(todayIn("Asia/Kolkata"));
    const after = await dump();
    // Only the roll-up's time moved.
    const withoutRollTimes = (s: string) => s.replace(/"rolled_at":"[^"]*"/g, "");
    expect(withoutRollTimes(after)).toBe(withoutRollTimes(before));
  });

  it("a partner reads its own provider's counts and never another's", async () => {
    // Another traveller looks at the other provider's package and books.
    const other = { "user-agent": OTHER_BROWSER, "x-forwarded-for": "198.51.100.9" };
    await traveller(`/package/${ids.hill}`, other);
    await beacon({ event: "whatsapp_enquire", package: ids.hill, language: "ar" }, other);
    await traveller(`/provider/hill-routes`, other);

    const own = await partner.call("GET", `/api/partner/insight?days=7&providerId=${ids.hillProvider}`, {
      headers: { "x-provider-id": ids.hillProvider },
    });
    expect(own.status).toBe(200);
    const data = own.data as unknown as { totals: Record<string, number>; breakdowns: Record<string, { key: string }[]> };
    // The booking walk of the first test, less its home and listing views (pages of no provider).
    expect(data.totals).toEqual({ ...WALK_TOTALS, pageViews: 3 });
    expect(data.breakdowns.packages!.map((r) => r.key)).toEqual([ids.kayal]);
    expect(data.breakdowns.providers).toBeUndefined();
    const text = JSON.stringify(own.data);
    for (const leak of [ids.hill, ids.hillProvider, "Hill"]) expect(text).not.toContain(leak);

    const csv = await partner.call("GET", `/api/partner/insight/packages.csv?days=7&providerId=${ids.hillProvider}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // A generated id may start with "-", which the CSV neutralises like any cell a spreadsheet
    // would read as a formula (a leading apostrophe).
    const idCell = ids.kayal.startsWith("-") ? `'${ids.kayal}` : ids.kayal;
    expect(csv.data).toBe(`key,label,views,dialogs,payment_steps,handoffs\r\n${idCell},Kayal Houseboat,3,1,1,1\r\n`);
    // A UTF-8 byte-order mark first, or Excel garbles a Malayalam, Hindi or Arabic label.
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await partner.call("GET", "/api/partner/insight/providers.csv?days=7")).status).toBe(404);
    const chart = await partner.call("GET", "/api/partner/insight/chart.svg?days=7&lang=ar&title=x");
    expect(chart.status).toBe(200);
    expect(chart.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    // Arabic reads right to left: the first day's point stands at the right end of the plot.
    expect(String(chart.data)).toContain('<path d="M596,');
    expect(String((await partner.call("GET", "/api/partner/insight/chart.svg?days=7&title=x")).data)).toContain('<path d="M44,');
    // The days are named in the screen's language (a Malayalam month), in English for a code that is not one.
    const dayLabels = (svg: unknown) =>
      [...String(svg).matchAll(/text-anchor="middle" fill="#475569">([^<]+)</g)].map((m) => m[1]).join(" ");
    expect(dayLabels((await partner.call("GET", "/api/partner/insight/chart.svg?days=7&lang=ml")).data)).toMatch(/[\u0D00-\u0D7F]/);
    expect(dayLabels((await partner.call("GET", "/api/partner/insight/chart.svg?days=7&lang=<x>")).data)).toMatch(
      /^\d{1,2} [A-Z][a-z]{2}( |$)/,
    );
    // The narrow chart for a phone: its own provider's counts still, whatever provider is forged.
    // The count axis tells the tops apart: one visitor and one hand-off a day at most for the
    // partner, two of each on the site's chart.
    const countAxis = (svg: unknown) => [...String(svg).matchAll(/text-anchor="(?:start|end)" fill="#475569">([^<]+)</g)].map((m) => m[1]);
    const narrow = await partner.call("GET", `/api/partner/insight/chart.svg?days=7&lang=ar&width=320&providerId=${ids.hillProvider}`, {
      headers: { "x-provider-id": ids.hillProvider },
    });
    expect(narrow.status).toBe(200);
    expect(narrow.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(String(narrow.data)).toContain('viewBox="0 0 320 240" width="320" height="240"');
    // Right to left on the narrow chart too: the first day at the right end of its plot.
    expect(String(narrow.data)).toContain('<path d="M276,');
    expect(countAxis(narrow.data)).toEqual(["0", "1"]);
    expect(narrow.data).toBe((await partner.call("GET", "/api/partner/insight/chart.svg?days=7&lang=ar&width=320")).data);
    const siteNarrow = await admin.call("GET", "/api/admin/insight/chart.svg?days=7&lang=ar&width=320");
    expect(countAxis(siteNarrow.data)).toEqual(["0", "1", "2"]);
    // Served as the wide one is: the same headers but for the body's length.
    const wide = await partner.call("GET", "/api/partner/insight/chart.svg?days=7&lang=ar&width=640");
    expect(String(wide.data)).toContain('viewBox="0 0 640 240" width="640" height="240"');
    const headersOf = (r: { headers: Headers }) =>
      [...r.headers].filter(([name]) => !["content-length", "date", "etag", "x-request-id"].includes(name));
    expect(headersOf(narrow)).toEqual(headersOf(wide));
    // Any other width is refused with one line, for the partner and the admin alike.
    for (const bad of ["300", "320px", "abc", "", "320&width=640"]) {
      const refused = await partner.call("GET", `/api/partner/insight/chart.svg?days=7&width=${bad}`);
      expect([refused.status, refused.data]).toEqual([400, { error: "width must be one of 640, 320." }]);
    }
    expect((await admin.call("GET", "/api/admin/insight/chart.svg?days=7&width=1280")).data).toEqual({
      error: "width must be one of 640, 320.",
    });
    // Not signed in: nothing.
    expect((await fetch(ctx.app.baseUrl + "/api/partner/insight/chart.svg?days=7&width=320")).status).toBe(401);
    expect((await fetch(ctx.app.baseUrl + "/api/partner/insight?days=7")).status).toBe(401);
    expect((await partner.call("GET", "/api/admin/insight?days=7")).status).toBe(403);

    // The admin sees both providers.
    const site = await admin.call("GET", "/api/admin/insight?days=7");
    const siteData = site.data as unknown as { breakdowns: Record<string, { key: string; views: number; handoffs: number }[]> };
    expect(siteData.breakdowns.providers!.map((r) => [r.key, r.views, r.handoffs])).toEqual([
      [ids.kayalProvider, 3, 1],
      [ids.hillProvider, 2, 1],
    ]);
  });

  it("a tagged link is served from the cache like any other, and still counts its own campaign", async () => {
    const visitor = { "user-agent": OTHER_BROWSER, "x-forwarded-for": "192.0.2.44" };
    const first = await traveller(`/package/${ids.hill}?utm_source=whatsapp&utm_campaign=monsoon&fbclid=IwAR0a`, visitor);
    const second = await traveller(`/package/${ids.hill}?utm_source=instagram&utm_campaign=diwali&fbclid=IwAR0b`, visitor);
    expect([first.status, second.status, second.headers.get("x-cache")]).toEqual([200, 200, "HIT"]);
    await ctx.app.services.insight.flush();
    const counted = await ctx.database.rows<{ utm_source: string; utm_campaign: string }>(
      sql`SELECT utm_source, utm_campaign FROM insight_events WHERE event = 'page_view' AND utm_source IN ('whatsapp', 'instagram')`,
    );
    expect(counted.map((r) => `${r.utm_source}/${r.utm_campaign}`).sort()).toEqual(["instagram/diwali", "whatsapp/monsoon"]);
  });

  it("answers a bad period with one line and its code, for a page to say it in its language", async () => {
    expect((await admin.call("GET", "/api/admin/insight?days=8")).data).toEqual({
      error: "Choose 7, 30, 90 days (days=7, 30, 90).",
      code: "insightPeriod.days",
    });
    expect((await admin.call("GET", "/api/admin/insight?from=2026-11-10&to=2026-11-01")).data).toEqual({
      error: "The start date (from) must not be after the end date (to).",
      code: "insightPeriod.fromAfterTo",
    });
    expect((await admin.call("GET", "/api/admin/insight?from=1999-12-01&to=2000-01-02")).data).toEqual({
      error: "The start date (from) must not be before 2000-01-01.",
      code: "insightPeriod.beforeEarliest",
      params: { earliest: "2000-01-01" },
    });
    // A year the date input takes: once an outage answer (the query's dates overflowed), now the line.
    const farOff = await admin.call("GET", "/api/admin/insight?from=9999-12-01&to=9999-12-31");
    expect(farOff.status).toBe(400);
    expect(farOff.data.error).toMatch(/^The end date \(to\) must not be after today \(\d{4}-\d{2}-\d{2}\)\.$/);
  });
});
