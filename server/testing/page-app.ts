import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";
import type { Database } from "../db/client";
import { loadContextFor } from "../http/load-context";

/**
 * The real Express app with React Router's real request handler over the app's source (Vite's
 * SSR build of it, no client build), on an ephemeral port: for integration tests that send
 * requests to pages over HTTP. `close` stops the app and Vite (the database is the caller's).
 */
export async function startPageApp(
  database: Database,
  options: Omit<NonNullable<Parameters<typeof startAdminApp>[1]>, "pageHandler"> = {},
): Promise<AdminTestApp> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
    clearScreen: false,
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const app = await startAdminApp(database, {
    ...options,
    pageHandler: (services) => createRequestHandler({ build, getLoadContext: (req, res) => loadContextFor(services, req, res) }),
  });
  return {
    ...app,
    close: async () => {
      await app.close();
      await vite.close();
    },
  };
}
