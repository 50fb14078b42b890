// Backup and restore of the embedded database (ADR 090): the demo catalogue and 10,000 synthetic
// packages, each backed up and restored by `npm run cli` as an operator runs it (a whole process,
// start included). Prints sizes and times; `npx tsx bench/backup-bench.ts`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDemoCatalogue } from "../server/catalogue/demo-seed";
import { parseConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { createLogger } from "../server/logger";
import { createServices } from "../server/services";
import { seedSynthetic } from "./process-stats";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "kt-backup-bench-"));
const env = (dataDir: string) => ({ ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn" });

function timed(args: string[], dataDir: string): number {
  const started = performance.now();
  execFileSync(process.execPath, ["cli.js", ...args], { env: env(dataDir), stdio: ["ignore", "ignore", "inherit"] });
  return (performance.now() - started) / 1000;
}

try {
  for (const [name, seed] of [
    [
      "demo catalogue",
      async (dataDir: string) => {
        const database = await openDatabase({ dataDir });
        await seedDemoCatalogue(createServices(parseConfig(env(dataDir)), database, createLogger("silent")));
        await database.close();
      },
    ],
    [
      "10,000 packages",
      async (dataDir: string) => {
        const database = await openDatabase({ dataDir });
        await seedSynthetic(database, dataDir, 10_000);
        await database.close();
      },
    ],
  ] as const) {
    const source = path.join(work, `${name.replace(/\W+/g, "-")}-source`);
    await seed(source);
    const file = path.join(work, `${name.replace(/\W+/g, "-")}.backup`);
    const backupSeconds = timed(["backup", file], source);
    const restoreSeconds = timed(["restore", file], path.join(work, `${name.replace(/\W+/g, "-")}-restored`));
    const mb = fs.statSync(file).size / 1024 / 1024;
    console.log(
      `${name}: backup ${mb.toFixed(1)} MB in ${backupSeconds.toFixed(1)} s, restore in ${restoreSeconds.toFixed(1)} s (whole CLI processes)`,
    );
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
