import fs from "node:fs";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";
import type { Database } from "../db/client";
import { loadContextFor } from "../http/load-context";
import { makeClientDir } from "./client-dir";

type PageAppOptions = Omit<NonNullable<Parameters<typeof startAdminApp>[1]>, "pageHandler">;

/**
 * The real Express app with React Router's real request handler over the app's source (Vite's
 * SSR build of it, no client build), on an ephemeral port: for integration tests that send
 * requests to pages over HTTP. `close` stops the app and Vite (the database is the caller's).
 */
export async function startPageApp(database: Database, options: PageAppOptions = {}): Promise<AdminTestApp> {
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

export interface PageAppTestContext {
  database: Database;
  app: AdminTestApp;
}

/**
 * Registers the beforeAll/afterAll of tests that send requests to pages: opens the database, starts
 * the page app over it, runs `seed` on it, and afterwards closes the app and the database. With
 * `clientDir: true` the app also serves a small client build (makeClientDir), as production serves
 * build/client, removed afterwards. The context's fields are set once beforeAll has run.
 */
export function usePageApp(
  open: () => Promise<Database>,
  options: Omit<PageAppOptions, "clientDir"> & { clientDir?: boolean } = {},
  seed: (app: AdminTestApp) => Promise<unknown> = async () => {},
): PageAppTestContext {
  const context = {} as PageAppTestContext;
  let clientDir: string | undefined;
  beforeAll(async () => {
    context.database = await open();
    if (options.clientDir) clientDir = makeClientDir();
    context.app = await startPageApp(context.database, { ...options, clientDir });
    await seed(context.app);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });
  return context;
}
