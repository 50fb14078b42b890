// Development server: Vite in middleware mode (HMR, source modules) around the same Express app.
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { boot } from "./boot";
import { parseConfig } from "./config";
import { createApp } from "./http/create-app";
import { loadContextFor } from "./http/load-context";

const vite = await createServer({ server: { middlewareMode: true } });
const services = await boot({ firstStart: true, config: parseConfig({ ...process.env, NODE_ENV: "development" }) });
const app = createApp({
  services,
  devMiddleware: vite.middlewares,
  pageHandler: async (req, res, next) => {
    try {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      await createRequestHandler({ build, getLoadContext: (req, response) => loadContextFor(services, req, response) })(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  },
});
const server = app.listen(services.config.port, () => console.log(`Development server at http://localhost:${services.config.port}`));
const stop = () => {
  server.close();
  void vite.close();
  void services.database.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
