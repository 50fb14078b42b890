import type { Services } from "../../services";
import { sweepOrphanFiles } from "../../storage/sweep";

/** Refused on a DATA_DIR that holds no database (server/cli/main.ts). */
export const readsExistingData = true;

export const description = "deletes uploaded files that no saved package refers to (--older-than-minutes=N, default 60)";

function graceMinutes(args: string[]): number | null {
  let minutes = 60;
  for (const arg of args) {
    const m = /^--older-than-minutes=(\d{1,6})$/.exec(arg);
    if (!m) return null;
    minutes = Number(m[1]);
  }
  return minutes;
}

/** Refuses bad options before the database is opened. */
export async function prepare(args: string[]): Promise<number | undefined> {
  if (graceMinutes(args) !== null) return undefined;
  console.error("Usage: files:sweep [--older-than-minutes=N]");
  return 1;
}

/** `npm run cli -- files:sweep [--older-than-minutes=N]` */
export async function run(args: string[], services: Services): Promise<number> {
  const olderThanMinutes = graceMinutes(args);
  if (olderThanMinutes === null) return (await prepare(args)) ?? 1;
  const result = await sweepOrphanFiles(services, { olderThanMinutes });
  console.log(`Deleted ${result.deleted.length} unused uploaded file${result.deleted.length === 1 ? "" : "s"}.`);
  for (const key of result.deleted) console.log(`  ${key}`);
  if (result.failed.length > 0) {
    console.error(`Could not delete ${result.failed.length} file(s); they stay recorded and the next sweep retries:`);
    for (const key of result.failed) console.error(`  ${key}`);
    return 1;
  }
  return 0;
}
