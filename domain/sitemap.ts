import { languagePath, type SiteLanguage } from "./site-language";

/**
 * URLs one sitemap file may list (sitemaps.org: 50,000 URLs and 50 MB uncompressed). The URL
 * count is the bound that binds here: a line of ours is a few hundred bytes at most (an origin, a
 * language prefix, a package id or a provider's slug, a date), so 50,000 of them stay near 10 MB.
 */
export const SITEMAP_URL_LIMIT = 50_000;

/** The query parameter that names one numbered file of a sitemap index: `/sitemap.xml?part=2`. */
export const SITEMAP_PART_PARAM = "part";

/** One page of the site, unprefixed ('/package/abc'), with the date it last changed when known. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

export interface SitemapInput {
  /** The site's origin, written before every path. */
  origin: string;
  /** Every language the pages are listed in, in order; each page once in each (ADR 036). */
  languages: readonly SiteLanguage[];
  pages: readonly SitemapPage[];
  /** The `part` query parameter as sent, or null when there is none. */
  part: string | null;
  /** SITEMAP_URL_LIMIT; a test passes a small one. */
  limit?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The address of the numbered file `part` (from 1) of the sitemap index. */
export function sitemapPartUrl(origin: string, part: number): string {
  return `${origin}/sitemap.xml?${SITEMAP_PART_PARAM}=${part}`;
}

/**
 * The sitemap document a request asks for, or null (a part that does not exist: 404). Every page
 * in every language, languages first, is one list of URLs. When it fits one file, `/sitemap.xml`
 * is that file (a `urlset`); past the limit it is an index (`sitemapindex`) naming the numbered
 * files `/sitemap.xml?part=1` … `?part=N`, each a `urlset` of at most `limit` URLs. Parts live
 * beside /sitemap.xml, at the root, because a sitemap may only list URLs under its own folder.
 * `?part=1` of a site that fits one file is that file. Only the asked part's lines are written.
 */
export function sitemapXml({ origin, languages, pages, part, limit = SITEMAP_URL_LIMIT }: SitemapInput): string | null {
  const total = languages.length * pages.length;
  const files = Math.max(1, Math.ceil(total / limit));
  if (part === null) return files === 1 ? urlset(origin, languages, pages, 0, total) : sitemapIndex(origin, files);
  // A number as the index writes it, nothing else: one URL per file, so each is cached once.
  if (!/^[1-9]\d{0,8}$/.test(part)) return null;
  const n = Number(part);
  if (n > files) return null;
  return urlset(origin, languages, pages, (n - 1) * limit, Math.min(total, n * limit));
}

function urlset(origin: string, languages: readonly SiteLanguage[], pages: readonly SitemapPage[], from: number, to: number): string {
  const lines: string[] = [];
  for (let i = from; i < to; i++) {
    const language = languages[Math.floor(i / pages.length)]!;
    const page = pages[i % pages.length]!;
    const loc = `<loc>${escapeXml(origin + languagePath(page.path, language))}</loc>`;
    lines.push(`  <url>${loc}${page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : ""}</url>`);
  }
  return `${XML_HEAD}<urlset ${XMLNS}>\n${lines.map((line) => `${line}\n`).join("")}</urlset>\n`;
}

function sitemapIndex(origin: string, files: number): string {
  const lines = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${escapeXml(sitemapPartUrl(origin, i + 1))}</loc></sitemap>\n`);
  return `${XML_HEAD}<sitemapindex ${XMLNS}>\n${lines.join("")}</sitemapindex>\n`;
}
