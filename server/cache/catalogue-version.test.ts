import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { storeSetting } from "../db/settings";
import { createLogger } from "../logger";
import { openFreshPostgres } from "../testing/databases";
import { logLines } from "../testing/log-lines";
import { privatePostgresMissing, startPrivatePostgres } from "../testing/private-postgres";
import { startTcpRelay } from "../testing/tcp-relay";
import { watchCatalogueVersion } from "./catalogue-version";

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
            await vi.waitFor(
              () => {
                expect(version.mode()).toBe("listening");
                expect(version.current()).toBeDefined();
              },
              { timeout: 30_000, interval: 50 },
            );
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

/**
 * The listening connection passes through a relay that then goes silent, as a firewall or NAT does
 * when it forgets an idle flow: no error, no end, and no NOTIFY ever again. The connection's own
 * check finds it lost, the version is polled meanwhile, and a new connection listens.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the catalogue version's listening connection, dropped on the way without a word", () => {
  it("is found lost by its check; the version written meanwhile is read, and a new connection listens", { timeout: 120_000 }, async () => {
    const database = await openFreshPostgres(process.env.TEST_DATABASE_URL!);
    const relay = await startTcpRelay(Number(new URL(database.url).port));
    const throughRelay = new URL(database.url);
    throughRelay.port = String(relay.port);
    const stored = async () =>
      (await database.rows<{ version: string }>(sql`SELECT version::text AS version FROM catalogue_version`))[0]!.version;
    const { lines, sink } = logLines();
    const said = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    const version = await watchCatalogueVersion({
      database,
      databaseUrl: throughRelay.toString(),
      logger: createLogger("info", sink),
      listenCheckMs: 1_000,
    });
    try {
      await vi.waitFor(() => expect(version.mode()).toBe("listening"), { timeout: 30_000, interval: 50 });
      await storeSetting(database.db, "relay-check", "heard");
      const heard = await stored();
      await vi.waitFor(() => expect(version.current()).toBe(heard), { timeout: 10_000, interval: 50 });

      relay.silenceOpenConnections();
      await storeSetting(database.db, "relay-check", "missed");
      const missed = await stored();
      expect(BigInt(missed)).toBe(BigInt(heard) + 1n);
      // The NOTIFY of this write never arrives: only the check can tell.
      await vi.waitFor(() => expect(version.current()).toBe(missed), { timeout: 30_000, interval: 50 });
      expect(said()).toContain("catalogue version listener failed; trying again until it works");

      // A new connection passes the relay and listens; it hears the next write.
      await vi.waitFor(() => expect(version.mode()).toBe("listening"), { timeout: 30_000, interval: 50 });
      await storeSetting(database.db, "relay-check", "heard again");
      const again = await stored();
      await vi.waitFor(() => expect(version.current()).toBe(again), { timeout: 10_000, interval: 50 });
      expect(said()).toContain("catalogue version listener works again");
    } finally {
      await version.stop();
      await relay.close();
      await database.close();
    }
  });
});
