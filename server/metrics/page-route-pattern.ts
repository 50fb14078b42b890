import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RoutePatternOf } from "./metrics";

/**
 * The React Router route pattern a page request matched (`/package/:id`), from the build's route
 * manifest, for the metrics' route label. A data request (`/package/x.data`, `/_root.data`) counts
 * under its page's pattern.
 */
export function pageRoutePatterns(build: Pick<ServerBuild, "routes">): RoutePatternOf {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const nodes = new Map<string, RouteObject & { children?: RouteObject[] }>();
  for (const route of routes) {
    nodes.set(route.id, route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: [] });
  }
  const roots: RouteObject[] = [];
  for (const route of routes) {
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(nodes.get(route.id)!);
  }
  return (path) => {
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    const matches = matchRoutes(roots, page);
    if (!matches) return undefined;
    const pattern = matches
      .map((m) => m.route.path ?? "")
      .join("/")
      .replace(/\/{2,}/g, "/")
      .replace(/(.)\/$/, "$1");
    return pattern.startsWith("/") ? pattern : `/${pattern}`;
  };
}
