// Test-only preload (node --import): moves this process's wall clock, as an NTP step would.
// The offset in ms is read from the file named by TEST_CLOCK_OFFSET_FILE at start and again on
// SIGUSR2, so a test can start a server, then put it a few seconds before midnight in
// APP_TIMEZONE and watch "today" change while the server runs. Each re-read is acknowledged in
// `<file>.applied` (the offset now in force), which tests/e2e/support/server-clock.ts waits for.
// Never used by the product.
import fs from "node:fs";

const file = process.env.TEST_CLOCK_OFFSET_FILE;
const read = () => {
  try {
    return Number(fs.readFileSync(file, "utf8").trim()) || 0;
  } catch {
    return 0;
  }
};
let offset = read();
process.on("SIGUSR2", () => {
  offset = read();
  fs.writeFileSync(`${file}.applied`, String(offset));
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
