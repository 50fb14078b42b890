import type { Route } from "./+types/sitemap[.]xml";

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const paths = ["/", "/packages", "/last-minute-deals", "/categories", "/about", "/contact", "/terms"];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((p) => `  <url><loc>${origin}${p}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
