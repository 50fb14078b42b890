import type { Route } from "./+types/robots[.]txt";

// The admin route is deliberately not named here: listing it would advertise it.
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.services.config.publicBaseUrl ?? new URL(request.url).origin;
  return new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
