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
  it("names the pattern each page matched, its data request under the same pattern", () => {
    const patternOf = pageRoutePatterns(build);
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/_root.data")).toBe("/");
    expect(patternOf("/packages")).toBe("/packages");
    expect(patternOf("/package/munnar-3d")).toBe("/package/:id");
    expect(patternOf("/package/munnar-3d.data")).toBe("/package/:id");
    expect(patternOf("/ml/package/munnar-3d")).toBe("/ml/package/:id");
    expect(patternOf("/destinations/india/kerala/idukki")).toBe("/destinations/*");
    expect(patternOf("/no/such/page")).toBe("/*");
  });

  it("answers paths that share all but a last segment alike only when that segment is no fixed word", () => {
    const patternOf = pageRoutePatterns(build);
    // The first answers a shape; later paths of the same shape are given the same pattern.
    expect(patternOf("/partner/anything")).toBe("/*");
    expect(patternOf("/partner/join")).toBe("/partner/join");
    expect(patternOf("/partner/JOIN")).toBe("/partner/join");
    // Escaped, the fixed word is the same path once decoded: matched whole, not by its shape.
    expect(patternOf("/partner/%6Aoin")).toBe("/partner/join");
    expect(patternOf("/partner/other")).toBe("/*");
    expect(patternOf("/package/a")).toBe("/package/:id");
    expect(patternOf("/package/packages")).toBe("/package/:id");
    expect(patternOf("/package/")).toBe("/*");
  });
});
