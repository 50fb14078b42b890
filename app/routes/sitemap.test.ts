import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageFixture } from "../../server/catalogue/package-fixture";
import { parseConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { createLogger } from "../../server/logger";
import { createServices, type Services } from "../../server/services";
import { oneTestDatabase } from "../../server/testing/databases";
import { loader, SITEMAP_PAGES, sitemapResponse } from "./sitemap[.]xml";

type Args = Parameters<typeof loader>[0];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

// The split itself is domain/sitemap.test.ts's; this is the route: what it reads, which part the
// query asks for, the answer's headers. `sitemapResponse` takes the per-file limit the loader
// leaves at SITEMAP_URL_LIMIT, so a small one splits a few packages.
describe.each(oneTestDatabase())("/sitemap.xml on $name", ({ open }) => {
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_BASE_URL: "https://trips.example" });
  let database: Database;
  let services: Services;
  let ids: string[];
  beforeAll(async () => {
    database = await open();
    services = createServices(config, database, createLogger("silent"));
    ids = await services.catalogue.insertMany(
      ["One", "Two", "Three"].map((title) =>
        packageFixture({ status: "Active", title: `Sitemap ${title}`, bookingClosingDate: "2099-01-01" }),
      ),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  const args = (path: string) =>
    ({ request: new Request(`http://x${path}`), context: { services, cspNonce: "" }, params: {} }) as unknown as Args;
  const read = async (response: Response) => ({
    status: response.status,
    type: response.headers.get("content-type"),
    body: await response.text(),
  });

  it("is one file while the site fits one, its URLs in every language, cached for an hour", async () => {
    const response = await loader(args("/sitemap.xml"));
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const { status, type, body } = await read(response);
    expect([status, type]).toEqual([200, "application/xml; charset=utf-8"]);
    expect(body).toContain("<urlset ");
    const urls = locs(body);
    expect(new Set(urls).size).toBe(urls.length);
    for (const page of SITEMAP_PAGES) expect(urls).toContain(`https://trips.example/ml${page === "/" ? "" : page}`);
    for (const id of ids)
      for (const prefix of ["", "/ml", "/hi", "/ar"]) expect(urls).toContain(`https://trips.example${prefix}/package/${id}`);
    expect((await read(await loader(args("/sitemap.xml?part=1")))).body).toBe(body);
    expect((await loader(args("/sitemap.xml?part=2"))).status).toBe(404);
  });

  it("past the per-file limit is an index whose numbered files, each within the limit, list every URL once", async () => {
    const whole = locs((await read(await loader(args("/sitemap.xml")))).body);
    const limit = 10;
    const index = await read(await sitemapResponse(args("/sitemap.xml"), limit));
    expect([index.status, index.type]).toEqual([200, "application/xml; charset=utf-8"]);
    expect(index.body).toContain("<sitemapindex ");
    const files = locs(index.body);
    expect(files).toEqual(
      Array.from({ length: Math.ceil(whole.length / limit) }, (_, i) => `https://trips.example/sitemap.xml?part=${i + 1}`),
    );
    const parts: string[][] = [];
    for (const file of files) {
      const response = await sitemapResponse(args(file.replace("https://trips.example", "")), limit);
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      const part = await read(response);
      expect(part.status).toBe(200);
      parts.push(locs(part.body));
    }
    expect(parts.every((urls) => urls.length > 0 && urls.length <= limit)).toBe(true);
    expect(parts.flat()).toEqual(whole);
    expect((await sitemapResponse(args(`/sitemap.xml?part=${files.length + 1}`), limit)).status).toBe(404);
  });
});
