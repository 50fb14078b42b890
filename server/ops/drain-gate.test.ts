import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { expect, it } from "vitest";
import { createLogger } from "../logger";
import { createDrain } from "./graceful-stop";

it("once stopping, /readyz answers 503 however the router would match it: any case, a trailing slash", async () => {
  // A notice long enough for the requests below on a busy machine; the stop then closes the listener.
  const drain = createDrain(createLogger("silent"), { noticeMs: 3_000 });
  const app = express();
  app.use(drain.gate);
  // The route as health-routes.ts has it: Express matches it in any case and with a trailing slash.
  app.get("/readyz", (_req, res) => void res.json({ status: "ready" }));
  app.get("/packages", (_req, res) => void res.send("page"));
  const server = http.createServer(app);
  drain.watch(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const status = async (path: string) => (await fetch(base + path)).status;
  expect(await status("/readyz/")).toBe(200);
  const stopping = drain.stop(server, async () => {});
  expect([await status("/readyz"), await status("/readyz/"), await status("/READYZ")]).toEqual([503, 503, 503]);
  // Other pages are still served through the notice.
  expect(await status("/packages")).toBe(200);
  await stopping;
});
