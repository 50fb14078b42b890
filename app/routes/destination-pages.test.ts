import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMMAND_LINE } from "../../server/audit/audit-log";
import { adminClient, joinedPartner, adminDraft } from "../../server/admin/testing/admin-test-app";
import { seedDemoCatalogue } from "../../server/catalogue/demo-seed";
import { DEMO_PICKER_CURRENCIES } from "../../server/testing/demo-currencies";
import { testDatabases } from "../../server/testing/databases";
import { usePageApp } from "../../server/testing/page-app";

/** The JSON-LD blocks of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, "g"))].map((m) => m[0]);

describe.each(testDatabases().slice(0, 1))("destination pages on $name", ({ open }) => {
  const ctx = usePageApp(open, { responseCache: true, clientDir: true, env: { APP_TIMEZONE: "Asia/Kolkata" } }, (app) =>
    seedDemoCatalogue(app.services),
  );

  const get = async (path: string) => {
    const res = await fetch(`${ctx.app.baseUrl}${path}`);
    return { status: res.status, html: await res.text() };
  };

  it("a district's page lists its bookable packages, its places, breadcrumbs, canonical, hreflang and the JSON-LD chain", async () => {
    const { status, html } = await get("/destinations/india/kerala/idukki");
    expect(status).toBe(200);
    expect(html).toContain("<h1");
    for (const title of ["Munnar Tea Trails &amp; Misty Peaks", "Thekkady Spice &amp; Wildlife Escape", "Kerala Grand Family Tour"])
      expect(html).toContain(title);
    expect(html).not.toContain("Monsoon Munnar Special"); // Expired
    expect(html).toContain('href="/destinations/india/kerala/idukki/munnar"');
    expect(html).toMatch(/aria-current="page"[^>]*>Idukki</);
    expect(links(html, "canonical")).toEqual([expect.stringContaining(`href="${ctx.app.origin}/destinations/india/kerala/idukki"`)]);
    const alternates = links(html, "alternate").join("\n");
    for (const lang of ["en-IN", "ml-IN", "hi-IN", "ar", "x-default"]) expect(alternates).toContain(`hrefLang="${lang}"`);
    expect(alternates).toContain(`${ctx.app.origin}/ar/destinations/india/kerala/idukki`);
    expect(html).not.toContain('name="robots"');
    const [ld] = jsonLd(html).filter((b) => b["@type"] === "TouristDestination");
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "TouristDestination",
      name: "Idukki",
      url: `${ctx.app.origin}/destinations/india/kerala/idukki`,
      containedInPlace: {
        "@type": "State",
        name: "Kerala",
        url: `${ctx.app.origin}/destinations/india/kerala`,
        containedInPlace: { "@type": "Country", name: "India", url: `${ctx.app.origin}/destinations/india` },
      },
    });
  });

  it("Kerala's page takes in the Munnar packages; sorts come from the listing's", async () => {
    const { html } = await get("/destinations/india/kerala?sort=price-asc");
    expect(html).toContain("Munnar Tea Trails &amp; Misty Peaks");
    expect(html).toMatch(/<option value="price-asc" selected="">/);
  });

  it("the Arabic page reads right to left with Arabic names, its canonical and JSON-LD in Arabic", async () => {
    const { status, html } = await get("/ar/destinations/india/kerala/idukki/munnar");
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(html).toContain("مونار");
    expect(html).toContain("كيرالا");
    expect(links(html, "canonical")[0]).toContain(`${ctx.app.origin}/ar/destinations/india/kerala/idukki/munnar`);
    const [ld] = jsonLd(html).filter((b) => b["@type"] === "TouristDestination");
    expect(ld.name).toBe("مونار");
    expect(ld.containedInPlace.containedInPlace.containedInPlace).toMatchObject({ "@type": "Country", name: "الهند" });
  });

  it("the Malayalam page names its place standing alone in its headings", async () => {
    const { html } = await get("/ml/destinations/india/kerala/idukki");
    expect(html).toMatch(/<h2 id="destination-packages"[^>]*><bdi>ഇടുക്കി<\/bdi>: പാക്കേജുകൾ<\/h2>/);
    expect(html).toMatch(/<h2 id="destination-inside"[^>]*><bdi>ഇടുക്കി<\/bdi>: ഉള്ളിലുള്ള സ്ഥലങ്ങൾ<\/h2>/);
    expect(html).toContain('<meta name="description" content="ഇടുക്കി: ബുക്ക് ചെയ്യാവുന്ന 4 പാക്കേജുകൾ. ');
  });

  it("lists the places inside in the alphabetical order of the page's language", async () => {
    const inside = (html: string) => {
      const start = html.indexOf('<section aria-labelledby="destination-inside"');
      return [...html.slice(start, html.indexOf("</section>", start)).matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    };
    expect(inside((await get("/destinations/india/kerala/idukki")).html)).toEqual(["Marayoor", "Munnar", "Thekkady"]);
    expect(inside((await get("/hi/destinations/india/kerala/idukki")).html)).toEqual(["तेक्कडी", "मरयूर", "मुन्नार"]);
    expect(inside((await get("/ar/destinations/india/kerala/idukki")).html)).toEqual(["ثيكادي", "مارايور", "مونار"]);
  });

  it("marks the English name of a place with none in the page's language, wherever the page shows it", async () => {
    const admin = adminClient(ctx.app);
    expect((await admin.signIn()).status).toBe(200);
    expect((await admin.call("POST", "/api/admin/places", { json: { parent: "kollam", nameEn: "Munroe Island" } })).status).toBe(201);
    const island = (await get("/ar/destinations/india/kerala/kollam/munroe-island")).html;
    expect(island).toMatch(/<h1 [^>]*lang="en-IN" dir="ltr"[^>]*>Munroe Island<\/h1>/);
    expect(island).toMatch(/<span aria-current="page" [^>]*lang="en-IN" dir="ltr"[^>]*>Munroe Island<\/span>/);
    expect(island).toContain('<bdi lang="en-IN" dir="ltr">Munroe Island</bdi>');
    expect(island).toMatch(/<h1 [^>]*>Munroe Island/);
    const kollam = (await get("/ar/destinations/india/kerala/kollam")).html;
    expect(kollam).toMatch(/<a [^>]*lang="en-IN" dir="ltr"[^>]*>Munroe Island<\/a>/);
    expect(kollam).toMatch(/<h1 class="[^"]*">كولام<\/h1>/);
    // An English page marks nothing.
    expect((await get("/destinations/india/kerala/kollam/munroe-island")).html).not.toContain('lang="en-IN" dir="ltr">Munroe Island');
  });

  it("a place with nothing bookable answers 200 'nothing here yet' with noindex and no alternates", async () => {
    const { status, html } = await get("/destinations/india/tamil-nadu");
    expect(status).toBe(200);
    expect(html).toContain("Nothing here yet");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(links(html, "alternate")).toEqual([]);
    // Not a dead end on a phone: the panel itself leads to the place it lies in and to the maps.
    const panel = html.slice(html.indexOf("Nothing here yet"), html.indexOf("</div>", html.indexOf("Nothing here yet")));
    expect(panel).toMatch(/<a [^>]*href="\/destinations\/india"[^>]*>the places around it<\/a>/);
    expect(panel).toMatch(/<a [^>]*href="\/destinations"[^>]*>every destination<\/a>/);
    const gulf = await get("/ar/destinations/bahrain");
    expect(gulf.html).toMatch(/<a [^>]*href="\/ar\/destinations"[^>]*>الأماكن القريبة منها<\/a>/);
    expect(gulf.html).toMatch(/<a [^>]*href="\/ar\/destinations"[^>]*>كل الوجهات<\/a>/);
  });

  it("the listing's destination filter orders each level by the names of the page's language", async () => {
    // The options under Kerala's district of Idukki and the countries past India, without counts.
    const options = async (path: string) => {
      const html = (await get(path)).html;
      const start = html.indexOf('name="destination"');
      const select = html.slice(start, html.indexOf("</select>", start));
      return [...select.matchAll(/<option value="([^"]+)">([^<]*)<\/option>/g)].map((m) => [m[1]!, m[2]!.replace(/ \(\d+\)$/, "").trim()]);
    };
    const pick = (list: string[][], slugs: string[]) => list.filter(([slug]) => slugs.includes(slug!)).map(([, name]) => name);
    const idukki = ["munnar", "thekkady"];
    const countries = ["india", "oman", "united-arab-emirates"];
    const ml = await options("/ml/packages");
    expect(pick(ml, idukki)).toEqual(["തേക്കടി", "മൂന്നാർ"]);
    expect(pick(ml, countries)).toEqual(["ഇന്ത്യ", "ഒമാൻ", "യുണൈറ്റഡ് അറബ് എമിറൈറ്റ്‌സ്"]);
    const ar = await options("/ar/packages");
    expect(pick(ar, idukki)).toEqual(["ثيكادي", "مونار"]);
    expect(pick(ar, countries)).toEqual(["الهند", "الإمارات العربية المتحدة", "عمان"]);
    const en = await options("/packages");
    expect(pick(en, idukki)).toEqual(["Munnar", "Thekkady"]);
    expect(pick(en, countries)).toEqual(["India", "Oman", "United Arab Emirates"]);
  });

  it("an unknown place, a skipped level or a wrong parent is a 404", async () => {
    for (const path of [
      "/destinations/india/atlantis",
      "/destinations/india/idukki",
      "/destinations/kerala",
      "/destinations/india/goa/munnar",
      "/ml/destinations/oman/dubai",
      "/destinations/India/Atlantis/",
      "/ar/destinations/india//idukki",
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it("another spelling of a place's URL answers 301 to its one URL, keeping the language and the query", async () => {
    const moved = async (path: string) => {
      const res = await fetch(`${ctx.app.baseUrl}${path}`, { redirect: "manual" });
      return { status: res.status, location: res.headers.get("location") };
    };
    const to = (location: string) => ({ status: 301, location });
    expect(await moved("/destinations/India/Kerala")).toEqual(to("/destinations/india/kerala"));
    expect(await moved("/destinations/india/kerala/")).toEqual(to("/destinations/india/kerala"));
    expect(await moved("/destinations/india//kerala")).toEqual(to("/destinations/india/kerala"));
    expect(await moved("/ml/destinations/INDIA/kerala/idukki/?sort=price-asc")).toEqual(
      to("/ml/destinations/india/kerala/idukki?sort=price-asc"),
    );
    expect(await moved("/ar/destinations//india/Kerala//?sort=price-asc&page=2")).toEqual(
      to("/ar/destinations/india/kerala?sort=price-asc&page=2"),
    );
    // The URL itself is the page, and so is its data for a navigation in the browser (the sort form's).
    expect((await get("/ml/destinations/india/kerala/idukki?sort=price-asc")).status).toBe(200);
    expect((await moved("/ml/destinations/india/kerala/idukki.data?sort=price-asc")).status).toBe(200);
  });

  it("the sitemap lists destination pages with packages in every language, not the empty ones", async () => {
    const { html: xml } = await get("/sitemap.xml");
    expect(xml).toContain(`<loc>${ctx.app.origin}/destinations</loc>`);
    expect(xml).toContain(`<loc>${ctx.app.origin}/destinations/india/kerala/idukki/munnar</loc>`);
    expect(xml).toContain(`<loc>${ctx.app.origin}/hi/destinations/united-arab-emirates/dubai</loc>`);
    expect(xml).toContain(`<loc>${ctx.app.origin}/ar/destinations/india/goa</loc>`);
    expect(xml).toContain(`<loc>${ctx.app.origin}/destinations/oman/ad-dakhiliyah</loc>`);
    expect(xml).not.toContain("/destinations/india/tamil-nadu<");
  });

  it("a numbered file of the sitemap is cached as the sitemap is: an hour, an ETag, 304 when unchanged", async () => {
    for (const path of ["/sitemap.xml", "/sitemap.xml?part=1"]) {
      const first = await fetch(`${ctx.app.baseUrl}${path}`);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toBe("public, max-age=3600");
      await first.text();
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^W\/"/);
      const again = await fetch(`${ctx.app.baseUrl}${path}`, { headers: { "if-none-match": etag! } });
      expect(again.status, path).toBe(304);
    }
    expect((await get("/sitemap.xml?part=2")).status).toBe(404);
  });

  it("the home page and /destinations carry the tile maps: each tile a link to its page, and the plain list", async () => {
    for (const path of ["/", "/destinations"]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(html).toContain('aria-label="Idukki, IDK: 4 packages"');
      expect(html).toMatch(/<a aria-label="Idukki, IDK: 4 packages"[^>]*href="\/destinations\/india\/kerala\/idukki"/);
      expect(html).toContain('aria-label="Goa, GA: 1 package"');
      expect(html).toContain('aria-label="Tamil Nadu, TN: no packages yet"');
      expect(html).toContain('aria-label="Oman, OM: 2 packages"');
      // Label in name: each tile's name holds the code it shows, outside brackets (which axe drops).
      const tiles = [...html.matchAll(/<a aria-label="([^"]*)"[^>]*><rect[^>]*><\/rect><text[^>]*>([^<]*)<\/text>/g)];
      expect(tiles.length, path).toBe(56);
      for (const [, name, shown] of tiles) expect(name, path).toContain(`, ${shown}: `);
    }
    // What the maps add to the home page: the whole section, legend, three maps and their lists (ADR 110).
    for (const path of ["/", "/ar"]) {
      const { html } = await get(path);
      const start = html.indexOf('<section aria-labelledby="destinations-heading"');
      const section = html.slice(start, html.indexOf('<section aria-labelledby="trust-heading"', start));
      const bytes = Buffer.byteLength(section);
      console.log(`${path} map section: ${bytes} bytes, ${gzipSync(section).length} gzip`);
      expect(bytes, path).toBeLessThanOrEqual(30 * 1024);
    }
  });

  it("a partner links its own package to a place through its API, and the place's page lists it once approved", async () => {
    const admin = adminClient(ctx.app);
    expect((await admin.signIn()).status).toBe(200);
    const provider = await admin.call("POST", "/api/admin/providers", { json: { name: "Pink City Trails", meshId: "PC-1" } });
    const providerId = (provider.data.item as { id: string }).id;
    const { client: partner } = await joinedPartner(ctx.app, admin, providerId, "meera@pinkcity.example", "pink-city-partner-1");

    const title = "Amber Fort and the Old City Bazaars";
    const draft = adminDraft({ title, packageCode: "PC-101", destinations: "Amber Fort, the old city", district: "outside-kerala" });
    const created = await partner.call("POST", "/api/partner/packages", { json: { ...draft, bookingOpeningDate: "2026-01-01" } });
    expect(created.status).toBe(201);
    const id = (created.data.item as { id: string }).id;
    const places = `/api/partner/packages/${id}/places`;
    // Its text names no place: nothing derived; the partner chooses Jaipur among the existing places.
    expect((await partner.call("GET", places)).data).toEqual({ slugs: [], chosen: false, archived: [] });
    expect(await partner.call("PUT", places, { json: { places: ["jaipur"] } })).toMatchObject({
      status: 200,
      data: { slugs: ["jaipur"], chosen: true },
    });
    // Existing places only, its own packages only, and never the admin's places API.
    expect((await partner.call("PUT", places, { json: { places: ["amber"] } })).status).toBe(400);
    expect(
      (await partner.call("PUT", "/api/partner/packages/demo-munnar-tea-trails/places", { json: { places: ["jaipur"] } })).status,
    ).toBe(404);
    expect((await partner.call("GET", "/api/partner/packages/demo-munnar-tea-trails/places")).status).toBe(404);
    expect((await partner.call("POST", "/api/admin/places", { json: { parent: "rajasthan", nameEn: "Amber" } })).status).toBe(403);

    const jaipur = "/destinations/india/rajasthan/jaipur";
    expect((await get(jaipur)).html).toContain("Nothing here yet");
    const { version } = (await partner.call("GET", `/api/partner/packages/${id}`)).data as { version: string };
    expect((await partner.call("POST", `/api/partner/packages/${id}/submit?version=${encodeURIComponent(version)}`)).status).toBe(200);
    expect((await get(jaipur)).html).toContain("Nothing here yet");
    const queued = ((await admin.call("GET", "/api/admin/review-queue")).data.items as { packageId: string; version: string }[]).find(
      (q) => q.packageId === id,
    )!;
    expect((await admin.call("POST", `/api/admin/review-queue/${id}/approve?version=${encodeURIComponent(queued.version)}`)).status).toBe(
      200,
    );
    const page = await get(jaipur);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Nothing here yet");
    expect(page.html).toContain(title);
  });

  it("shows the introduction in the page's language where written, else the English one marked as English", async () => {
    await ctx.app.services.places.setIntro("wayanad", "Forests, caves and waterfalls.", "en", COMMAND_LINE);
    await ctx.app.services.places.setIntro("wayanad", "കാടുകളും ഗുഹകളും വെള്ളച്ചാട്ടങ്ങളും.", "ml", COMMAND_LINE);
    const ml = await get("/ml/destinations/india/kerala/wayanad");
    expect(ml.html).toContain('<p lang="ml-IN" dir="ltr" class="mt-4');
    expect(ml.html).toContain("കാടുകളും ഗുഹകളും വെള്ളച്ചാട്ടങ്ങളും.");
    const ar = await get("/ar/destinations/india/kerala/wayanad");
    expect(ar.html).toMatch(/<p lang="en-IN" dir="ltr" class="mt-4[^"]*">Forests, caves and waterfalls\.<\/p>/);
    expect((await get("/destinations/india/kerala/wayanad")).html).toContain(">Forests, caves and waterfalls.</p>");
  });

  it("the demo seed's exchange rates put the currency picker on a fresh demo's pages", async () => {
    const { html } = await get("/");
    const picker = /<select[^>]*name="currency"[^>]*>(.*?)<\/select>/s.exec(html);
    expect(picker, "no currency picker").not.toBeNull();
    expect([...picker![1]!.matchAll(/<option value="([A-Z]{3})"/g)].map((m) => m[1])).toEqual(DEMO_PICKER_CURRENCIES);
  });
});
