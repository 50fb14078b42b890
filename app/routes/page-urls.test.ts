import { describe, expect, it } from "vitest";
import { validateProvider } from "../../domain/providers";
import { packageFixture } from "../../server/catalogue/package-fixture";
import { oneTestDatabase } from "../../server/testing/databases";
import { usePageApp } from "../../server/testing/page-app";

/** The JSON-LD blocks of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
/** The `<link>` tags of a page with one `rel`. */
const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, "g"))].map((m) => m[0]);
const hrefOf = (tag: string | undefined) => tag?.match(/href="([^"]*)"/)?.[1];
const alternate = (html: string, lang: string) => hrefOf(links(html, "alternate").find((t) => t.includes(`hrefLang="${lang}"`)));
const ogUrl = (html: string) => html.match(/<meta property="og:url" content="([^"]*)"/)?.[1];
/** What a browser without JavaScript is shown of a page: its `<noscript>` blocks' text. */
const noscriptTexts = (html: string) => [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));

// Far enough ahead that the package stays bookable for years of test runs.
const WINDOW = { bookingOpeningDate: "2026-01-01", bookingClosingDate: "2035-12-31" } as const;

/**
 * Pages in a language other than English: the URL each names as its own, and the words on it
 * written in another language than the page's, marked as such. One app for both (starting one
 * takes most of a file's time). The second package's title is written in Arabic as well; its
 * destinations (the provider's own words, never translated) are English.
 */
describe.each(oneTestDatabase())("pages in their language on $name", ({ open }) => {
  let token = "";
  const ctx = usePageApp(open, {}, async (app) => {
    const provider = validateProvider(
      {
        name: "Green Hills Travels",
        meshId: "MESH-001",
        description: "Tea country trips since 1998.",
        baseLocation: "Munnar",
        district: "idukki",
      },
      "2026-11-26",
    );
    if (!provider.ok) throw new Error(provider.error);
    expect((await app.services.providers.create(provider.value)).ok).toBe(true);
    const alleppey = validateProvider(
      { name: "Lakeside Holidays", meshId: "MESH-002", baseLocation: "Alleppey", district: "alappuzha" },
      "2026-11-26",
    );
    if (!alleppey.ok) throw new Error(alleppey.error);
    expect((await app.services.providers.create(alleppey.value)).ok).toBe(true);
    // A base location that goes on to name its own district and state.
    const highRange = validateProvider(
      { name: "High Range Stays", meshId: "MESH-003", baseLocation: "Munnar, Idukki, Kerala", district: "idukki" },
      "2026-11-26",
    );
    if (!highRange.ok) throw new Error(highRange.error);
    expect((await app.services.providers.create(highRange.value)).ok).toBe(true);
    await app.services.catalogue.insertMany([
      {
        id: "munnar-tea",
        ...packageFixture({ ...WINDOW, title: "Munnar Tea Trails", providerName: "Green Hills Travels", meshId: "MESH-001" }),
      },
      {
        id: "houseboat",
        ...packageFixture({
          ...WINDOW,
          title: "Houseboat Nights",
          destinations: "Alleppey, Kumarakom",
          providerName: "Green Hills Travels",
          meshId: "MESH-001",
          translations: { ar: { title: "ليالي القارب", description: "" } },
        }),
      },
      {
        id: "old-spice-route",
        ...packageFixture({
          ...WINDOW,
          title: "Old Spice Route",
          providerName: "Green Hills Travels",
          meshId: "MESH-001",
          status: "Archived",
        }),
      },
    ]);
    const invited = await app.services.reviews.createInvitation(
      { packageId: "houseboat", travellerName: "Priya Nair", travelMonth: "2026-10", phone: "" },
      { origin: app.origin },
    );
    if (!invited.ok) throw new Error(invited.error);
    token = invited.invitation.url.replace("/review/", "");
  });

  const page = async (path: string) => {
    const res = await fetch(`${ctx.app.baseUrl}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("the Malayalam compare page names itself once prefixed, with the English page as its en-IN alternate", async () => {
    const html = await page("/ml/compare?ids=munnar-tea");
    expect(hrefOf(links(html, "canonical")[0])).toBe(`${ctx.app.origin}/ml/compare?ids=munnar-tea`);
    expect(ogUrl(html)).toBe(`${ctx.app.origin}/ml/compare?ids=munnar-tea`);
    expect(alternate(html, "en-IN")).toBe(`${ctx.app.origin}/compare?ids=munnar-tea`);
    expect(alternate(html, "ar")).toBe(`${ctx.app.origin}/ar/compare?ids=munnar-tea`);
    expect(alternate(html, "x-default")).toBe(`${ctx.app.origin}/compare?ids=munnar-tea`);
  });

  it("the compare page's description lists its titles as the page's language joins a list", async () => {
    const description = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description(await page("/compare?ids=munnar-tea,houseboat"))).toBe(
      "Compare Munnar Tea Trails and Houseboat Nights side by side.",
    );
    expect(description(await page("/ar/compare?ids=munnar-tea,houseboat"))).toBe("قارن بين Munnar Tea Trails وليالي القارب جنباً إلى جنب.");
  });

  it("a translated package page's JSON-LD names that page, not the English one, as its url and its offer's", async () => {
    const html = await page("/hi/package/munnar-tea");
    const [trip] = jsonLd(html);
    expect(trip).toMatchObject({
      url: `${ctx.app.origin}/hi/package/munnar-tea`,
      offers: { url: `${ctx.app.origin}/hi/package/munnar-tea` },
    });
    expect(hrefOf(links(html, "canonical")[0])).toBe(`${ctx.app.origin}/hi/package/munnar-tea`);
  });

  it("an archived package's page stays for its old links, but asks not to be indexed and offers nothing for sale", async () => {
    const html = await page("/package/old-spice-route");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(jsonLd(html)[0]).toMatchObject({ offers: { availability: "https://schema.org/Discontinued" } });
    // A live package's page is indexed and on sale.
    const live = await page("/package/munnar-tea");
    expect(live).not.toContain('name="robots"');
    expect(jsonLd(live)[0]).toMatchObject({ offers: { availability: "https://schema.org/InStock" } });
  });

  it("a translated provider page's JSON-LD names that page as its url", async () => {
    const html = await page("/ar/provider/green-hills-travels");
    const [agency] = jsonLd(html);
    expect(agency).toMatchObject({ "@type": "TravelAgency", url: `${ctx.app.origin}/ar/provider/green-hills-travels` });
    expect(hrefOf(links(html, "canonical")[0])).toBe(`${ctx.app.origin}/ar/provider/green-hills-travels`);
  });

  it("the provider page names its district in the page's language, after its base location as that language writes the pair", async () => {
    // The base location is the provider's own words, isolated; the district is the page's.
    const based = (html: string) =>
      html.match(/<span>((?:(?!<\/?span).)*<bdi>Munnar<\/bdi>(?:(?!<\/?span).)*)<\/span>/)?.[1]?.replace(/<!-- -->/g, "");
    expect(based(await page("/provider/green-hills-travels"))).toBe("Based in <bdi>Munnar</bdi>, Idukki");
    expect(based(await page("/ar/provider/green-hills-travels"))).toBe("مقرّه في <bdi>Munnar</bdi>، إدوكي");
    expect(based(await page("/ml/provider/green-hills-travels"))).toBe("ആസ്ഥാനം: <bdi>Munnar</bdi>, ഇടുക്കി");
    expect(based(await page("/hi/provider/green-hills-travels"))).toBe("<bdi>Munnar</bdi>, इडुक्की में स्थित");
  });

  it("a base location that only names the district (an old spelling too) is not said twice: the district alone, in the page's language", async () => {
    const based = (html: string) => html.match(/<span>((?:(?!<\/?span).)*(?:Alappuzha|ألابوزا)(?:(?!<\/?span).)*)<\/span>/)?.[1];
    expect(based(await page("/provider/lakeside-holidays"))).toBe("Based in Alappuzha");
    expect(based(await page("/ar/provider/lakeside-holidays"))).toBe("مقرّه في ألابوزا");
  });

  it("a base location that goes on to name its district and state says each place once, on the page and in its JSON-LD address", async () => {
    const based = (html: string) =>
      html.match(/<span>((?:(?!<\/?span).)*<bdi>Munnar[^<]*<\/bdi>(?:(?!<\/?span).)*)<\/span>/)?.[1]?.replace(/<!-- -->/g, "");
    const en = await page("/provider/high-range-stays");
    expect(based(en)).toBe("Based in <bdi>Munnar</bdi>, Idukki");
    expect(jsonLd(en)[0]).toMatchObject({
      address: { "@type": "PostalAddress", addressLocality: "Munnar", addressRegion: "Idukki, Kerala", addressCountry: "IN" },
    });
    expect(based(await page("/ar/provider/high-range-stays"))).toBe("مقرّه في <bdi>Munnar</bdi>، إدوكي");
  });

  it("a provider based outside Kerala is based in its town, not 'Dubai, Outside Kerala'", async () => {
    const gulf = validateProvider(
      { name: "Gulf Desert Tours", meshId: "MESH-009", baseLocation: "Dubai", district: "outside-kerala" },
      "2026-11-26",
    );
    if (!gulf.ok) throw new Error(gulf.error);
    expect((await ctx.app.services.providers.create(gulf.value)).ok).toBe(true);
    const based = (html: string) =>
      html.match(/<span>((?:(?!<\/?span).)*<bdi>Dubai<\/bdi>(?:(?!<\/?span).)*)<\/span>/)?.[1]?.replace(/<!-- -->/g, "");
    expect(based(await page("/provider/gulf-desert-tours"))).toBe("Based in <bdi>Dubai</bdi>");
    expect(based(await page("/ar/provider/gulf-desert-tours"))).toBe("مقرّه في <bdi>Dubai</bdi>");
  });

  it("a listing card marks its English destinations on an Arabic page, and nothing on an English one", async () => {
    const ar = await page("/ar/packages");
    expect(ar).toContain('<span lang="en-IN" dir="ltr">Alleppey, Kumarakom</span>');
    expect(ar).toContain(">ليالي القارب</span>");
    const en = await page("/packages");
    expect(en).toContain("<span>Alleppey, Kumarakom</span>");
  });

  it("the provider's own words keep their direction on an Arabic page: its name isolated, its description and the package's location marked", async () => {
    const provider = await page("/ar/provider/green-hills-travels");
    expect(provider).toMatch(/<h1 class="[^"]*"><bdi>Green Hills Travels<\/bdi><\/h1>/);
    // And inside the page's own sentences: the heading of its description and of its packages.
    expect(provider.match(/<bdi>Green Hills Travels<\/bdi>/g)).toHaveLength(3);
    expect(provider).toMatch(/<p dir="auto" class="[^"]*">Tea country trips since 1998\.<\/p>/);
    const pkg = await page("/ar/package/munnar-tea");
    expect(pkg).toMatch(/<dd class="font-semibold text-slate-900" lang="en-IN" dir="ltr">Idukki<\/dd>/);
    // The site's e-mail address in the "write to us" sentence, in its own order.
    expect(pkg).toMatch(/<bdi>[^<@]+@[^<]+<\/bdi>/);
    expect(pkg).toContain("<bdi>Green Hills Travels</bdi>");
  });

  it("the review page names the package in its language where translated, else in English marked as such", async () => {
    // Arabic has its own title: the page's words, unmarked; the destinations stay English.
    const ar = await page(`/ar/review/${token}`);
    expect(ar).toContain('<p class="font-semibold text-slate-900">ليالي القارب</p>');
    expect(ar).toContain('<span lang="en-IN" dir="ltr">Alleppey, Kumarakom</span>');
    // Malayalam has none: the English title, marked as English.
    const ml = await page(`/ml/review/${token}`);
    expect(ml).toContain('<p class="font-semibold text-slate-900" lang="en-IN" dir="ltr">Houseboat Nights</p>');
    // An English page marks nothing.
    const en = await page(`/review/${token}`);
    expect(en).toContain('<p class="font-semibold text-slate-900">Houseboat Nights</p>');
    expect(en).toContain("<span>Alleppey, Kumarakom</span>");
  });

  it("the partner portal tells a browser without JavaScript that it needs it, in the page's language, and hides its 'checking' status there", async () => {
    const en = await page("/partner");
    expect(noscriptTexts(en)).toContain(
      "The partner portal needs JavaScript. Turn it on in your browser&#x27;s settings, then reload this page.",
    );
    expect(en).toMatch(/<div class="noscript:hidden"><p role="status"[^>]*>Checking your session…<\/p><\/div>/);
    expect(noscriptTexts(await page("/ar/partner/join"))).toContain(
      "تحتاج بوابة الشركاء إلى JavaScript. فعّلها في إعدادات متصفحك، ثم أعد تحميل هذه الصفحة.",
    );
  });

  it("the admin panel tells a browser without JavaScript that it needs it", async () => {
    const html = await page(ctx.app.services.config.adminPath);
    expect(noscriptTexts(html)).toContain(
      "The admin panel needs JavaScript. Turn it on in your browser&#x27;s settings, then reload this page.",
    );
    expect(html).toMatch(/<div class="noscript:hidden"><p role="status"[^>]*>Loading admin panel...<\/p><\/div>/);
  });
});
