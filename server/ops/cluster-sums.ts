import client from "prom-client";

/** One process's metrics as prom-client's `getMetricsAsJSON` gives them (the form the workers send). */
export type MetricsJson = Awaited<ReturnType<client.Registry["getMetricsAsJSON"]>>;
type Metric = MetricsJson[number];

/**
 * Counters and histograms summed over processes: their sum must only rise, or Prometheus reads a
 * drop as a counter reset and `rate()` shows a burst of requests that never happened.
 */
const carried = (metric: Metric) =>
  (String(metric.type) === "counter" || String(metric.type) === "histogram") && (metric.aggregator ?? "sum") === "sum";

/** The carried metrics of several processes added into one list, value by value (same name and labels). */
function addCarried(lists: MetricsJson[]): MetricsJson {
  const metrics = new Map<string, Metric>();
  const values = new Map<string, Map<string, Metric["values"][number]>>();
  for (const list of lists) {
    for (const metric of list) {
      if (!carried(metric)) continue;
      if (!metrics.has(metric.name)) {
        metrics.set(metric.name, { ...metric, values: [] });
        values.set(metric.name, new Map());
      }
      const byKey = values.get(metric.name)!;
      for (const value of metric.values) {
        const labels = Object.entries(value.labels).sort(([a], [b]) => (a < b ? -1 : 1));
        // A histogram's values are its buckets, sum and count, told apart by name (not in the types).
        const key = `${(value as { metricName?: string }).metricName ?? ""}${JSON.stringify(labels)}`;
        const sum = byKey.get(key);
        if (sum) sum.value += value.value;
        else byKey.set(key, { ...value, labels: { ...value.labels } });
      }
    }
  }
  return [...metrics].map(([name, metric]) => ({ ...metric, values: [...values.get(name)!.values()] }));
}

/**
 * The sum over a cluster's workers that keeps counters rising (ADR 146): a worker that misses a
 * scrape (starting, busy past the bound) is counted with its last answer, and a worker that dies
 * leaves its last counted requests, errors and CPU seconds in a base every later sum includes.
 * Gauges (in flight, pool, memory) are the answering workers' only: a dead worker has none.
 * What a worker counted after its last scrape dies with it; a sum may lag, it never falls.
 */
export class ClusterSums<W> {
  private readonly last = new Map<W, MetricsJson>();
  private retired: MetricsJson = [];

  /** This scrape: each worker's answer, or `undefined` for one that did not answer in time. */
  sum(answers: Map<W, MetricsJson | undefined>): client.Registry {
    const lists: MetricsJson[] = [];
    for (const [worker, answer] of answers) {
      if (answer) {
        this.last.set(worker, answer);
        lists.push(answer);
      } else {
        const last = this.last.get(worker);
        if (last) lists.push(addCarried([last]));
      }
    }
    if (this.retired.length > 0) lists.push(this.retired);
    return client.AggregatorRegistry.aggregate(lists);
  }

  /** A worker ended: its last answer's counts join the base, in one list however many have died. */
  retire(worker: W): void {
    const last = this.last.get(worker);
    this.last.delete(worker);
    if (last) this.retired = addCarried([this.retired, last]);
  }
}
