import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The spec's route table (section 2), explicit. The admin panel lives at the runtime-configured
// ADMIN_PATH, so it is served by the catch-all route, which otherwise renders the 404 page.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("packages", "routes/packages.tsx"),
  route("package/:id", "routes/package-detail.tsx"),
  route("contact", "routes/contact.tsx"),
  route("favorites", "routes/favorites.tsx"),
  route("terms", "routes/terms.tsx"),
  route("last-minute-deals", "routes/last-minute-deals.tsx"),
  route("categories", "routes/categories.tsx"),
  route("compare", "routes/compare.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
