// Test-only preload (node --import): moves this process's wall clock, as an NTP step would.
// The offset in ms is read from the file named by TEST_CLOCK_OFFSET_FILE at start and again on
// SIGUSR2, so a test can start a server, then put it a few seconds before midnight in
// APP_TIMEZONE and watch "today" change while the server runs. Each re-read is acknowledged in
// `<file>.applied` (the offset now in force), which tests/e2e/support/server-clock.ts waits for.
// Never used by the product.
import cluster from "node:cluster";
import fs from "node:fs";

const ACK = "shifted-clock:applied";

const file = process.env.TEST_CLOCK_OFFSET_FILE;
const read = () => {
  try {
    return Number(fs.readFileSync(file, "utf8").trim()) || 0;
  } catch {
    return 0;
  }
};
let offset = read();
const acknowledge = () => fs.writeFileSync(`${file}.applied`, String(offset));
process.on("SIGUSR2", () => {
  offset = read();
  // On PostgreSQL the server is a cluster (server/ops/cluster.ts): its primary serves nothing, so it
  // passes the signal on and acknowledges once every worker has re-read the file.
  if (cluster.isWorker) {
    process.send?.(ACK);
    return;
  }
  const workers = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
  if (workers.length === 0) return acknowledge();
  let left = workers.length;
  for (const worker of workers) {
    const heard = (message) => {
      if (message !== ACK) return;
      worker.off("message", heard);
      if (--left === 0) acknowledge();
    };
    worker.on("message", heard);
    worker.process.kill("SIGUSR2");
  }
});
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = ShiftedDate;
