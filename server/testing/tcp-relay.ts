import net from "node:net";

export interface TcpRelay {
  port: number;
  /**
   * The connections open now stop carrying bytes either way and are never closed, as when a
   * firewall or NAT on the way forgets an idle flow: neither end hears a thing. Connections made
   * afterwards pass as before.
   */
  silenceOpenConnections(): void;
  close(): Promise<void>;
}

/** A loopback TCP relay to `targetPort`, for tests of a connection lost on the way. */
export async function startTcpRelay(targetPort: number): Promise<TcpRelay> {
  const pairs = new Set<{ client: net.Socket; target: net.Socket; silent: boolean }>();
  const server = net.createServer((client) => {
    const target = net.connect(targetPort, "127.0.0.1");
    const pair = { client, target, silent: false };
    pairs.add(pair);
    client.on("data", (chunk) => void (pair.silent || target.write(chunk)));
    target.on("data", (chunk) => void (pair.silent || client.write(chunk)));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      target.destroy();
    };
    client.on("close", end).on("error", end);
    target.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    silenceOpenConnections: () => {
      for (const pair of pairs) pair.silent = true;
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.target.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
