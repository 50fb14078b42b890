import client from "prom-client";
import { describe, expect, it } from "vitest";
import { ClusterSums, type MetricsJson } from "./cluster-sums";

/** A worker's registry as the primary receives it: requests by route, a latency histogram, requests in flight. */
function workerAnswer(requests: Record<string, number>, latencies: number[], inFlight: number): Promise<MetricsJson> {
  const registry = new client.Registry();
  const counter = new client.Counter({ name: "t_requests_total", help: "h", labelNames: ["route"], registers: [registry] });
  for (const [route, n] of Object.entries(requests)) counter.inc({ route }, n);
  const histogram = new client.Histogram({ name: "t_seconds", help: "h", buckets: [0.1, 1], registers: [registry] });
  for (const s of latencies) histogram.observe(s);
  new client.Gauge({ name: "t_in_flight", help: "h", registers: [registry] }).set(inFlight);
  return registry.getMetricsAsJSON();
}

/** The sample lines of a sum, e.g. `t_requests_total{route="/a"} 7`. */
async function samples(registry: client.Registry): Promise<string[]> {
  return (await registry.metrics()).split("\n").filter((line) => line && !line.startsWith("#"));
}

describe("ClusterSums", () => {
  it("sums answering workers; a worker that misses a scrape keeps its counts, not its gauges", async () => {
    const sums = new ClusterSums<string>();
    const first = sums.sum(
      new Map([
        ["a", await workerAnswer({ "/a": 5 }, [0.05, 0.5], 3)],
        ["b", await workerAnswer({ "/a": 2, "/b": 1 }, [], 1)],
      ]),
    );
    expect(await samples(first)).toEqual([
      't_requests_total{route="/a"} 7',
      't_requests_total{route="/b"} 1',
      't_seconds_bucket{le="0.1"} 1',
      't_seconds_bucket{le="1"} 2',
      't_seconds_bucket{le="+Inf"} 2',
      "t_seconds_sum 0.55",
      "t_seconds_count 2",
      "t_in_flight 4",
    ]);
    const second = sums.sum(
      new Map([
        ["a", undefined],
        ["b", await workerAnswer({ "/a": 4, "/b": 1 }, [2], 0)],
      ]),
    );
    expect(await samples(second)).toEqual([
      't_requests_total{route="/a"} 9',
      't_requests_total{route="/b"} 1',
      't_seconds_bucket{le="0.1"} 1',
      't_seconds_bucket{le="1"} 2',
      't_seconds_bucket{le="+Inf"} 3',
      "t_seconds_sum 2.55",
      "t_seconds_count 3",
      "t_in_flight 0",
    ]);
  });

  it("keeps a dead worker's last counts in every later sum, however many die", async () => {
    const sums = new ClusterSums<string>();
    sums.sum(
      new Map([
        ["a", await workerAnswer({ "/a": 5 }, [0.05], 3)],
        ["b", await workerAnswer({ "/b": 2 }, [], 1)],
      ]),
    );
    sums.retire("a");
    // The replacement starts from nothing; the sum does not fall below the last one's 7.
    const afterOne = sums.sum(
      new Map([
        ["b", await workerAnswer({ "/b": 3 }, [], 2)],
        ["c", await workerAnswer({ "/a": 1 }, [], 0)],
      ]),
    );
    expect(await samples(afterOne)).toEqual([
      't_requests_total{route="/b"} 3',
      't_requests_total{route="/a"} 6',
      't_seconds_bucket{le="0.1"} 1',
      't_seconds_bucket{le="1"} 1',
      't_seconds_bucket{le="+Inf"} 1',
      "t_seconds_sum 0.05",
      "t_seconds_count 1",
      "t_in_flight 2",
    ]);
    sums.retire("b");
    sums.retire("c");
    // Nobody answers yet: only what the dead counted, and no gauge at all.
    expect(await samples(sums.sum(new Map()))).toEqual([
      't_requests_total{route="/a"} 6',
      't_requests_total{route="/b"} 3',
      't_seconds_bucket{le="0.1"} 1',
      't_seconds_bucket{le="1"} 1',
      't_seconds_bucket{le="+Inf"} 1',
      "t_seconds_sum 0.05",
      "t_seconds_count 1",
    ]);
    // A worker retired twice (or never scraped) adds nothing.
    sums.retire("c");
    sums.retire("never");
    expect((await samples(sums.sum(new Map())))[0]).toBe('t_requests_total{route="/a"} 6');
  });
});
