import { describe, expect, it } from "vitest";
import { SITEMAP_URL_LIMIT, sitemapXml, type SitemapInput } from "./sitemap";

const origin = "https://trips.example";
const pages = [
  { path: "/" },
  { path: "/packages" },
  { path: "/package/p1", lastmod: "2026-11-01" },
  { path: "/provider/a&b", lastmod: "2026-11-02" },
];
const input: Omit<SitemapInput, "part"> = { origin, languages: ["en", "ml", "hi", "ar"], pages };

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
/** Every URL of the site in order, as one file lists them. */
const ALL = [
  ...["", "/ml", "/hi", "/ar"].flatMap((prefix) => [
    `${origin}${prefix || "/"}`,
    `${origin}${prefix}/packages`,
    `${origin}${prefix}/package/p1`,
    `${origin}${prefix}/provider/a&amp;b`,
  ]),
];

describe("sitemapXml", () => {
  it("is the limit of sitemaps.org", () => expect(SITEMAP_URL_LIMIT).toBe(50_000));

  it("is one urlset while every URL fits one file, to the limit exactly", () => {
    for (const limit of [16, 50_000]) {
      const xml = sitemapXml({ ...input, part: null, limit })!;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(
        true,
      );
      expect(xml.endsWith("</urlset>\n")).toBe(true);
      expect(locs(xml)).toEqual(["https://trips.example/", ...ALL.slice(1)]);
      expect(xml).toContain("<url><loc>https://trips.example/ml/package/p1</loc><lastmod>2026-11-01</lastmod></url>");
      expect(xml).toContain("<url><loc>https://trips.example/ar/packages</loc></url>");
      // The only file is also part 1.
      expect(sitemapXml({ ...input, part: "1", limit })).toBe(xml);
      expect(sitemapXml({ ...input, part: "2", limit })).toBeNull();
    }
  });

  it("past the limit is an index of numbered files that list every URL once, in order", () => {
    const index = sitemapXml({ ...input, part: null, limit: 5 })!;
    expect(index).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        [1, 2, 3, 4].map((n) => `  <sitemap><loc>https://trips.example/sitemap.xml?part=${n}</loc></sitemap>\n`).join("") +
        "</sitemapindex>\n",
    );
    const parts = [1, 2, 3, 4].map((n) => sitemapXml({ ...input, part: String(n), limit: 5 })!);
    expect(parts.map((xml) => locs(xml).length)).toEqual([5, 5, 5, 1]);
    for (const xml of parts) expect(xml).toMatch(/^<\?xml[^>]*>\n<urlset [^>]*>\n( {2}<url>.*<\/url>\n)+<\/urlset>\n$/);
    expect(parts.flatMap(locs)).toEqual(locs(sitemapXml({ ...input, part: null })!));
    // One URL over the limit makes two files.
    expect(locs(sitemapXml({ ...input, part: null, limit: 15 })!)).toEqual(
      [1, 2].map((n) => `https://trips.example/sitemap.xml?part=${n}`),
    );
  });

  it("has no part but those the index names, each written one way", () => {
    for (const part of ["0", "5", "-1", "01", "1.0", " 1", "x", "", "1e1", "9999999999"]) {
      expect(sitemapXml({ ...input, part, limit: 5 }), part).toBeNull();
    }
  });
});
