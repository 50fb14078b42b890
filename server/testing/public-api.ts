import type { Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createApp } from "../http/create-app";
import { createLogger } from "../logger";
import { createServices } from "../services";
import { listenLocally } from "./listen-locally";
import type { ServicesTestContext } from "./services";

export interface PublicApiTestContext extends ServicesTestContext {
  /** The app's URL, `http://127.0.0.1:<port>`. */
  base: string;
}

/**
 * Registers the beforeAll/afterAll of a describe block that sends requests to the public API: opens
 * the database, builds the services with a silent logger, lets `fill` put its rows in, serves the
 * app (no page handler) on a free port, and stops the server and closes the database afterwards.
 * The context's fields are set once beforeAll has run.
 */
export function usePublicApi(
  open: () => Promise<Database>,
  config: Config,
  fill: (services: ServicesTestContext["services"]) => Promise<unknown>,
): PublicApiTestContext {
  const context = {} as PublicApiTestContext;
  let server: Server | undefined;
  beforeAll(async () => {
    context.database = await open();
    context.services = createServices(config, context.database, createLogger("silent"));
    await fill(context.services);
    ({ server, base: context.base } = await listenLocally(createApp({ services: context.services })));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await context.database?.close();
  });
  return context;
}
