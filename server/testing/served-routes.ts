import type { Router } from "express";
import { createApp } from "../http/create-app";
import type { Services } from "../services";

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every method and path under `prefix` the app as it is served answers (every router the shell
 * mounts), read from Express itself, sorted: "GET /api/partner/packages".
 */
export function servedRoutes(services: Services, prefix: string): string[] {
  const app = createApp({ services }) as unknown as { router: Router };
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app.router as unknown as { stack: Layer[] }).stack);
  return [...new Set(found)].filter((route) => route.split(" ")[1]!.startsWith(prefix)).sort();
}
