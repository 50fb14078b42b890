import net from "node:net";

/** A TCP port free on the loopback address now (tests and benches start servers on it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on `port` of the loopback address now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * The `preferred` ports when every one is free, else as many other free ports: a run keeps its
 * usual ports (easy to find in a log or a browser), and a second run on the same machine, or a
 * leftover server, no longer makes the next run fail at its start.
 */
export async function freePortsPreferring(preferred: readonly number[]): Promise<number[]> {
  if ((await Promise.all(preferred.map(portIsFree))).every(Boolean)) return [...preferred];
  const chosen = new Set<number>();
  while (chosen.size < preferred.length) chosen.add(await freePort());
  return [...chosen];
}
