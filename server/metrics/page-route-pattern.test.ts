import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRoutePatterns } from "./page-route-pattern";

// A manifest shaped like the build's: the root layout, its index, pages in two languages, the
// partner pages (a fixed word after a fixed word), destinations (a splat) and the catch-all.
const route = (id: string, path: string | undefined, index = false) => ({ id, path, index, parentId: id === "root" ? undefined : "root" });
const build = {
  routes: Object.fromEntries(
    [
      route("root", ""),
      route("routes/home", undefined, true),
      route("routes/packages", "packages"),
      route("routes/package-detail", "package/:id"),
      route("ml/routes/package-detail", "ml/package/:id"),
      route("routes/partner:partner", "partner"),
      route("routes/partner:partner/join", "partner/join"),
      route("routes/destination", "destinations/*"),
      route("routes/catch-all", "*"),
    ].map((r) => [r.id, r]),
  ),
} as unknown as Pick<ServerBuild, "routes">;

describe("page route patterns", () => {
  /** Each path, in this order, and the pattern one fresh pageRoutePatterns(build) names for it. */
  const patterns = (paths: string[]) => {
    const patternOf = pageRoutePatterns(build);
    return paths.map((path) => `${path} → ${patternOf(path)}`);
  };

  it("names the pattern each page matched, its data request under the same pattern", () => {
    const paths = [
      "/",
      "/_root.data",
      "/packages",
      "/package/munnar-3d",
      "/package/munnar-3d.data",
      "/ml/package/munnar-3d",
      "/destinations/india/kerala/idukki",
      "/no/such/page",
    ];
    expect(patterns(paths)).toEqual([
      "/ → /",
      "/_root.data → /",
      "/packages → /packages",
      "/package/munnar-3d → /package/:id",
      "/package/munnar-3d.data → /package/:id",
      "/ml/package/munnar-3d → /ml/package/:id",
      "/destinations/india/kerala/idukki → /destinations/*",
      "/no/such/page → /*",
    ]);
  });

  it("answers paths that share all but a last segment alike only when that segment is no fixed word", () => {
    // The first answers a shape; later paths of the same shape are given the same pattern.
    const paths = [
      "/partner/anything",
      "/partner/join",
      "/partner/JOIN",
      "/partner/%6Aoin",
      "/partner/other",
      "/package/a",
      "/package/packages",
      "/package/",
    ];
    expect(patterns(paths)).toEqual([
      "/partner/anything → /*",
      "/partner/join → /partner/join",
      "/partner/JOIN → /partner/join",
      // Escaped, the fixed word is the same path once decoded: matched whole, not by its shape.
      "/partner/%6Aoin → /partner/join",
      "/partner/other → /*",
      "/package/a → /package/:id",
      "/package/packages → /package/:id",
      "/package/ → /*",
    ]);
  });
});
