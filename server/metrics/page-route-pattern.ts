import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RoutePatternOf } from "./metrics";

/** Paths (or path shapes, below) whose pattern is kept: the pages of a site, not its packages. */
const REMEMBERED = 2_000;

/**
 * The React Router route pattern a page request matched (`/package/:id`), from the build's route
 * manifest, for the metrics' route label. A data request (`/package/x.data`, `/_root.data`) counts
 * under its page's pattern.
 *
 * Matching walks every route of every language (matchRoutes flattens and ranks them on each
 * call), which costs an uncached page a noticeable share of its time. Answers are remembered,
 * and paths that differ only in their last segment share one answer when that segment is none
 * of the routes' fixed words: it can then only fill a `:param` or a `*`, whatever its value, so
 * `/package/a` and `/package/b` match alike and a crawler's thousand package pages cost one match.
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
  const fixedWords = new Set(
    routes.flatMap((route) =>
      (route.path ?? "")
        .split("/")
        .filter((segment) => segment && !segment.startsWith(":") && segment !== "*")
        .map((segment) => segment.replace(/\?$/, "").toLowerCase()),
    ),
  );
  const match = (page: string): string | null => {
    const matches = matchRoutes(roots, page);
    if (!matches) return null;
    const pattern = matches
      .map((m) => m.route.path ?? "")
      .join("/")
      .replace(/\/{2,}/g, "/")
      .replace(/(.)\/$/, "$1");
    return pattern.startsWith("/") ? pattern : `/${pattern}`;
  };
  const remembered = new LRUCache<string, { pattern: string | null }>({ max: REMEMBERED });
  return (path) => {
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    const cut = page.lastIndexOf("/");
    const last = page.slice(cut + 1);
    // An escaped segment may spell a fixed word once decoded: such paths are remembered whole.
    const anyValue = last !== "" && !last.includes("%") && !fixedWords.has(last.toLowerCase());
    const key = anyValue ? `${page.slice(0, cut + 1)}\u0000` : page;
    let found = remembered.get(key);
    if (!found) remembered.set(key, (found = { pattern: match(page) }));
    return found.pattern ?? undefined;
  };
}
