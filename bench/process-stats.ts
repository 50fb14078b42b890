/** What the server benches read about a server process, from /proc (Linux). */
import { execSync } from "node:child_process";
import fs from "node:fs";
import { addDays, todayIn } from "../domain/dates";
import { createCatalogue } from "../server/catalogue/catalogue-service";
import { parseConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { syntheticPackages } from "./synthetic-packages";
import { seedReviewedPackages } from "./synthetic-reviews";

const CLK_TCK = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;

/** Resident memory of a process in MB; 0 once it has exited. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** User + system CPU time of a process in ms. */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/** The benches' synthetic catalogue (seed 7, dated from today in the configured time zone); answers what it stored. */
export async function seedSynthetic(database: Database, dataDir: string, count: number) {
  const config = parseConfig({ DATA_DIR: dataDir });
  const packages = syntheticPackages(count, { seed: 7, today: todayIn(config.timeZone) });
  await createCatalogue(database, config).insertMany(packages);
  return packages;
}

/**
 * The worst-case package pages (ADR 069) on `count` packages, bookable a month past today in the
 * configured time zone, so that they stay open for a whole run; answers their ids.
 */
export function seedWorstCasePages(database: Database, dataDir: string, count: number): Promise<string[]> {
  const config = parseConfig({ DATA_DIR: dataDir });
  return seedReviewedPackages(database, count, addDays(todayIn(config.timeZone), 30));
}

/**
 * The node flags `npm run serve` (and `npm start`) start the server with: the V8 heap bounds of
 * ADR 057, written once in package.json's scripts and read here by the benches and the test.
 */
export function productionNodeFlags(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  };
  const match = /^exec node ((?:--[\w-]+(?:=\S+)? )*)server\.js$/.exec(scripts.serve ?? "");
  if (!match) throw new Error(`package.json "serve" is not "exec node [--flag[=value] ...] server.js": ${scripts.serve}`);
  return match[1]!.split(" ").filter(Boolean);
}

/**
 * CPU time (ms) of each PostgreSQL backend connected to the database of `databaseUrl`, by process
 * id, found by their process titles ("postgres: ... user database host(port) state"), which name
 * the database. `postgresCpuSince` subtracts an earlier reading.
 */
export function postgresCpu(databaseUrl: string): Map<number, number> {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const found = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.split(" ").includes(database)) found.set(Number(entry), cpuMs(Number(entry)));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

/**
 * The backends' CPU since `before`: a backend started since counts whole; one that ended since
 * (an idle pool connection closed) takes with it only what it used after `before`.
 */
export function postgresCpuSince(databaseUrl: string, before: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of postgresCpu(databaseUrl)) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
