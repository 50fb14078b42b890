import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createDrain } from "./graceful-stop";

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

function get(port: number, agent: http.Agent): Promise<{ status?: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
    });
    req.on("error", reject);
  });
}

// A client that keeps a connection idle for longer than Node's default 5 s (proxies keep them for
// 60 s) must find it still open: otherwise its next request races the server's close and can fail
// with a reset, as browser tests' API requests did.
it("keeps an idle kept-alive connection open past Node's default (five seconds, closed a second later)", async () => {
  const server = http.createServer((_req, res) => res.end("ok"));
  createDrain(createLogger("silent")).watch(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await get(port, agent)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await get(port, agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 20_000);
