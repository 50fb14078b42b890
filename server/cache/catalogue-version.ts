import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";
import { repeatedFailures, type Logger } from "../logger";

/** The NOTIFY channel of drizzle/0005_catalogue_version.sql. */
export const VERSION_CHANNEL = "catalogue_version";
/** How often the version is read while no listening connection is up (and always on PGlite). */
export const POLL_MS = 500;
const RECONNECT_MS = 2_000;

/** The version as the database has it now: a read of its own, begun after any write that committed before the call. */
export async function readFreshCatalogueVersion(database: Database): Promise<string> {
  const [row] = await database.rows<{ version: string }>(sql`SELECT version::text AS version FROM catalogue_version WHERE id = 1`);
  return row?.version ?? "0";
}

const readsInFlight = new WeakMap<Database, Promise<string>>();

/**
 * The version for a reader that keeps something per version (the listing's total, the place
 * counts): callers at the same moment share one read, so an uncached listing, which asks for it
 * from several places at once, pays one round trip. A shared read may have begun just before a
 * write committed; its caller then sees what it would have seen a moment earlier.
 */
export function readCatalogueVersion(database: Database): Promise<string> {
  let read = readsInFlight.get(database);
  if (!read) {
    read = readFreshCatalogueVersion(database).finally(() => readsInFlight.delete(database));
    readsInFlight.set(database, read);
  }
  return read;
}

export interface CatalogueVersion {
  /** The last version this process saw; undefined before the first read. */
  current(): string | undefined;
  /**
   * Reads the version (one query shared by concurrent callers; `fresh` starts its own, for a
   * caller that must see a write committed just before); listeners hear a change.
   */
  refresh(fresh?: boolean): Promise<string>;
  onChange(listener: (version: string) => void): void;
  /** "listening" (PostgreSQL LISTEN is up) or "polling". */
  mode(): "listening" | "polling";
  stop(): Promise<void>;
}

/**
 * Keeps this process's copy of the catalogue version (ADR 031). With PostgreSQL a dedicated
 * connection LISTENs on the channel the version's trigger NOTIFYs at commit, so every instance
 * hears a write within milliseconds; while that connection is down the version is polled every
 * POLL_MS and the connection re-opened. PGlite is one process: the version is polled.
 */
export async function watchCatalogueVersion(options: {
  database: Database;
  databaseUrl?: string;
  logger: Logger;
}): Promise<CatalogueVersion> {
  const { database, databaseUrl, logger } = options;
  const listeners: ((version: string) => void)[] = [];
  let version: string | undefined;
  let inFlight: Promise<string> | undefined;
  let stopped = false;
  let listening = false;
  let client: pg.Client | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  // Versions only grow: a slow read that started before a write must not take the version back.
  const set = (next: string) => {
    if (version !== undefined && BigInt(next) <= BigInt(version)) return;
    version = next;
    for (const listener of listeners) listener(next);
  };

  const refresh = (fresh = false): Promise<string> => {
    // A caller that must see a write that just committed cannot join a read that began before it.
    if (fresh) return readFreshCatalogueVersion(database).then((v) => (set(v), version ?? v));
    inFlight ??= readFreshCatalogueVersion(database)
      .then((v) => {
        set(v);
        return version ?? v;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  const reads = repeatedFailures(logger, "catalogue version read");
  const listener = repeatedFailures(logger, "catalogue version listener");
  const read = () =>
    refresh().then(
      () => reads.ok(),
      (err: unknown) => reads.failed(err),
    );

  const startPolling = () => {
    if (pollTimer || stopped) return;
    pollTimer = setInterval(() => void read(), POLL_MS);
    pollTimer.unref();
  };
  const stopPolling = () => {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const listen = async () => {
    if (stopped || !databaseUrl) return;
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    const lost = (err?: unknown) => {
      if (client !== next) return;
      client = undefined;
      listening = false;
      next.removeAllListeners("notification");
      next.end().catch(() => undefined);
      if (stopped) return;
      listener.failed(err ?? new Error("connection ended"));
      startPolling();
      reconnectTimer = setTimeout(() => void listen(), RECONNECT_MS);
      reconnectTimer.unref();
    };
    client = next;
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel === VERSION_CHANNEL && message.payload) set(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${VERSION_CHANNEL}`);
      if (stopped || client !== next) return;
      listening = true;
      listener.ok();
      stopPolling();
      // Writes made while nobody listened.
      await refresh();
    } catch (err) {
      lost(err);
    }
  };

  // A start while the database does not answer (a cluster worker restarted during an outage)
  // starts all the same, its pages answering 503 as the others' do; the version is read once it
  // answers, and until then the response cache reads it per request (and passes when it cannot).
  await read();
  if (databaseUrl) await listen();
  else startPolling();

  return {
    current: () => version,
    refresh,
    onChange: (listener) => void listeners.push(listener),
    mode: () => (listening ? "listening" : "polling"),
    async stop() {
      stopped = true;
      stopPolling();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const c = client;
      client = undefined;
      listening = false;
      await c?.end().catch(() => undefined);
    },
  };
}
