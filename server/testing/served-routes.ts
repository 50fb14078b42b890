import type { Router } from "express";
import { createApp } from "../http/create-app";
import type { Services } from "../services";

interface Layer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every method and path under `prefix` the app as it is served answers (every router the shell
 * mounts), read from Express itself, sorted: "GET /api/partner/packages". A handler mounted with
 * `use` on a path of its own answers every method there, so it is listed too, as
 * "USE /api/partner/x": a test that walks the list cannot miss it.
 */
export function servedRoutes(services: Services, prefix: string): string[] {
  const app = createApp({ services }) as unknown as { router: Router };
  return routesOf(app.router, prefix);
}

/** What `servedRoutes` reads, for any router: its routes and path-mounted handlers under `prefix`. */
export function routesOf(router: Router, prefix: string): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], mountedAt: string) => {
    for (const layer of stack) {
      const path = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      if (layer.route)
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${mountedAt}${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack, mountedAt + path);
      else if (path) found.push(`USE ${mountedAt}${path}`);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack, "");
  return [...new Set(found)].filter((route) => route.split(" ")[1]!.startsWith(prefix)).sort();
}
