import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { runPeriodically } from "./periodic";

describe("runPeriodically", () => {
  it("runs again after a run that failed, logs the failure under its name, and stops when told", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    let runs = 0;
    const stop = runPeriodically(
      5,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error("disk unplugged");
      },
      { logger, failure: "sweeping the test folder failed" },
    );
    while (runs < 3) await new Promise((r) => setTimeout(r, 5));
    stop();
    const stoppedAt = runs;
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(stoppedAt);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, msg: "sweeping the test folder failed", err: { message: "disk unplugged" } });
  });
});
