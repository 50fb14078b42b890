import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePortsPreferring, portIsFree } from "./free-port";

const held: net.Server[] = [];
/** Listens on `port` of the loopback address, as another test run's server would. */
function hold(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    held.push(server);
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
}
afterEach(async () => {
  await Promise.all(held.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/**
 * Three different ports free now, below the kernel's ephemeral range (32768 and up on Linux), where
 * the servers other test files start at the same time on port 0 never land: two ports taken with
 * freePort() one after the other may be the same, or be given to another file's server meanwhile.
 */
async function quietPorts(): Promise<number[]> {
  const ports: number[] = [];
  for (let port = 20_000 + Math.floor(Math.random() * 10_000); ports.length < 3; port += 1) {
    if (await portIsFree(port)) ports.push(port);
  }
  return ports;
}

/** The browser tests' ports (playwright.config.ts): the usual ones when free, others when a run holds one. */
describe("ports for a run's servers", () => {
  it("keeps the preferred ports when every one is free, and takes three others when one is held", async () => {
    const preferred = await quietPorts();
    expect(await freePortsPreferring(preferred)).toEqual(preferred);

    await hold(preferred[1]!);
    expect(await portIsFree(preferred[1]!)).toBe(false);
    const chosen = await freePortsPreferring(preferred);
    expect(chosen).toHaveLength(3);
    expect(new Set(chosen).size).toBe(3);
    expect(chosen).not.toContain(preferred[1]);
    for (const port of chosen) expect(await portIsFree(port), String(port)).toBe(true);
  });
});
