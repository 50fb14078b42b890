import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

/** `app` listening on a free port of 127.0.0.1, once it accepts connections, with the URL to reach it. */
export async function listenLocally(app: Express): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
