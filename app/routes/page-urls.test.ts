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

// Far enough ahead that the package stays bookable for years of test runs.
const WINDOW = { bookingOpeningDate: "2026-01-01", bookingClosingDate: "2035-12-31" } as const;

describe.each(oneTestDatabase())("a page's own URL in its language on $name", ({ open }) => {
  const ctx = usePageApp(open, {}, async (app) => {
    const provider = validateProvider({ name: "Green Hills Travels", meshId: "MESH-001" }, "2026-11-26");
    if (!provider.ok) throw new Error(provider.error);
    expect((await app.services.providers.create(provider.value)).ok).toBe(true);
    await app.services.catalogue.insertMany([
      {
        id: "munnar-tea",
        ...packageFixture({ ...WINDOW, title: "Munnar Tea Trails", providerName: "Green Hills Travels", meshId: "MESH-001" }),
      },
    ]);
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

  it("a translated package page's JSON-LD names that page, not the English one, as its url and its offer's", async () => {
    const html = await page("/hi/package/munnar-tea");
    const [trip] = jsonLd(html);
    expect(trip).toMatchObject({
      url: `${ctx.app.origin}/hi/package/munnar-tea`,
      offers: { url: `${ctx.app.origin}/hi/package/munnar-tea` },
    });
    expect(hrefOf(links(html, "canonical")[0])).toBe(`${ctx.app.origin}/hi/package/munnar-tea`);
  });

  it("a translated provider page's JSON-LD names that page as its url", async () => {
    const html = await page("/ar/provider/green-hills-travels");
    const [agency] = jsonLd(html);
    expect(agency).toMatchObject({ "@type": "TravelAgency", url: `${ctx.app.origin}/ar/provider/green-hills-travels` });
    expect(hrefOf(links(html, "canonical")[0])).toBe(`${ctx.app.origin}/ar/provider/green-hills-travels`);
  });
});
