import { todayIn } from "../../../domain/dates";
import { thingsToDoFeed } from "../../../domain/open-feeds";
import type { Services } from "../../services";
import { prepareOutputFile, writeFileWhole } from "../write-file";

/** Refused on a DATA_DIR that holds no database (server/cli/main.ts). */
export const readsExistingData = true;

export const prepare = (args: string[]) => prepareOutputFile(args, "Usage: npm run cli -- feed:things-to-do <file.json>");

/**
 * `npm run cli -- feed:things-to-do <file.json>`: every bookable package as a Google "Things to
 * do" product feed (one shard, a snapshot), its landing pages on PUBLIC_BASE_URL (ADR 103).
 */
export async function run(args: string[], services: Services): Promise<number> {
  const { config, catalogue } = services;
  if (!config.publicBaseUrl)
    console.error(
      `PUBLIC_BASE_URL is not set: the landing pages point at http://localhost:${config.port}. Set it before uploading the feed.`,
    );
  const origin = config.publicBaseUrl ?? `http://localhost:${config.port}`;
  const items = await catalogue.bookable({}, todayIn(config.timeZone));
  const feed = thingsToDoFeed(items, { origin, nonce: Date.now() });
  if (!(await writeFileWhole(args[0]!, `${JSON.stringify(feed, null, 2)}\n`))) return 1;
  console.log(`Wrote ${feed.products.length} products to ${args[0]}.`);
  return 0;
}
