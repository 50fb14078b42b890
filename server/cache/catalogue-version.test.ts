import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { createLogger } from "../logger";
import { logLines } from "../testing/log-lines";
import { privatePostgresMissing, startPrivatePostgres } from "../testing/private-postgres";
import { watchCatalogueVersion } from "./catalogue-version";

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A cluster worker restarted while PostgreSQL is down starts (its pages answer 503 as the running
 * workers' do) instead of failing its start again and again; once the database is back it reads the
 * version and listens. The outage is said once, not at every poll.
 */
describe.skipIf(privatePostgresMissing())("the catalogue version, watched from a start during an outage", () => {
  it(
    "starts polling, says the outage once, then reads the version and listens once the database is back",
    { timeout: 120_000 },
    async () => {
      const server = await startPrivatePostgres();
      try {
        const database = await openDatabase({ databaseUrl: server.url, dataDir: "" });
        try {
          server.stop();
          const { lines, sink } = logLines();
          const version = await watchCatalogueVersion({ database, databaseUrl: server.url, logger: createLogger("info", sink) });
          try {
            expect(version.current()).toBeUndefined();
            expect(version.mode()).toBe("polling");
            // Several polls (every 500 ms) and a reconnect (after 2 s) fail meanwhile.
            await new Promise((resolve) => setTimeout(resolve, 3_000));
            const said = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
            expect(said()).toEqual([
              "catalogue version read failed; trying again until it works",
              "catalogue version listener failed; trying again until it works",
            ]);
            expect(lines.join("\n")).not.toContain('"stack"');

            server.start();
            await until(() => version.mode() === "listening" && version.current() !== undefined, 30_000);
            const client = new pg.Client({ connectionString: server.url });
            await client.connect();
            const { rows } = await client.query<{ version: string }>("SELECT version::text AS version FROM catalogue_version");
            await client.end();
            expect(version.current()).toBe(rows[0]!.version);
            expect(said()).toContain("catalogue version listener works again");
          } finally {
            await version.stop();
          }
        } finally {
          await database.close();
        }
      } finally {
        server.destroy();
      }
    },
  );
});
