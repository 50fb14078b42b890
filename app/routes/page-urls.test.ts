import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminTestApp } from "../../server/admin/testing/admin-test-app";
import { packageFixture } from "../../server/catalogue/package-fixture";
import type { Database } from "../../server/db/client";
import { oneTestDatabase } from "../../server/testing/databases";
import { startPageApp } from "../../server/testing/page-app";

/** The `<link>` tags of a page with one `rel`. */
const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, "g"))].map((m) => m[0]);
const hrefOf = (tag: string | undefined) => tag?.match(/href="([^"]*)"/)?.[1];
const alternate = (html: string, lang: string) => hrefOf(links(html, "alternate").find((t) => t.includes(`hrefLang="${lang}"`)));
const ogUrl = (html: string) => html.match(/<meta property="og:url" content="([^"]*)"/)?.[1];

// Far enough ahead that the package stays bookable for years of test runs.
const WINDOW = { bookingOpeningDate: "2026-01-01", bookingClosingDate: "2035-12-31" } as const;

describe.each(oneTestDatabase())("a page's own URL in its language on $name", ({ open }) => {
  let database: Database;
  let app: AdminTestApp;

  beforeAll(async () => {
    database = await open();
    app = await startPageApp(database);
    await app.services.catalogue.insertMany([{ id: "munnar-tea", ...packageFixture({ ...WINDOW, title: "Munnar Tea Trails" }) }]);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const page = async (path: string) => {
    const res = await fetch(`${app.baseUrl}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("the Malayalam compare page names itself once prefixed, with the English page as its en-IN alternate", async () => {
    const html = await page("/ml/compare?ids=munnar-tea");
    expect(hrefOf(links(html, "canonical")[0])).toBe(`${app.origin}/ml/compare?ids=munnar-tea`);
    expect(ogUrl(html)).toBe(`${app.origin}/ml/compare?ids=munnar-tea`);
    expect(alternate(html, "en-IN")).toBe(`${app.origin}/compare?ids=munnar-tea`);
    expect(alternate(html, "ar")).toBe(`${app.origin}/ar/compare?ids=munnar-tea`);
    expect(alternate(html, "x-default")).toBe(`${app.origin}/compare?ids=munnar-tea`);
  });
});
