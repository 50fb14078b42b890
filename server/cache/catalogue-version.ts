import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";
import { withTimeout } from "../db/unavailable";
import { repeatedFailures, type Logger } from "../logger";

/** The NOTIFY channel of drizzle/0005_catalogue_version.sql. */
export const VERSION_CHANNEL = "catalogue_version";
/** How often the version is read while no listening connection is up (and always on PGlite). */
export const POLL_MS = 500;
const RECONNECT_MS = 2_000;
/**
 * How often the listening connection reads the version through itself, and how long it may take to
 * answer. A connection a firewall or NAT dropped without a word (idle flows are forgotten after
 * minutes) raises no error and hears no NOTIFY: without this read the instance would keep serving
 * its cached pages of an old catalogue until its next restart. The read also catches a missed
 * notification. One small query per instance every 15 s.
 */
export const LISTEN_CHECK_MS = 15_000;

const VERSION_QUERY = "SELECT version::text AS version FROM catalogue_version WHERE id = 1";

/** The version as the database has it now: a read of its own, begun after any write that committed before the call. */
export async function readFreshCatalogueVersion(database: Database): Promise<string> {
  const [row] = await database.rows<{ version: string }>(sql.raw(VERSION_QUERY));
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
  /** LISTEN_CHECK_MS unless a test needs it shorter. */
  listenCheckMs?: number;
}): Promise<CatalogueVersion> {
  const { database, databaseUrl, logger, listenCheckMs = LISTEN_CHECK_MS } = options;
  const listeners: ((version: string) => void)[] = [];
  let version: string | undefined;
  let inFlight: Promise<string> | undefined;
  let stopped = false;
  let listening = false;
  let client: pg.Client | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let checkTimer: ReturnType<typeof setTimeout> | undefined;

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
    // TCP keepalive keeps an idle connection known to the firewalls and NATs on the way.
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true });
    const lost = (err?: unknown) => {
      if (client !== next) return;
      client = undefined;
      listening = false;
      clearTimeout(checkTimer);
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
    // The version read through the listening connection itself, one at a time: an answer that does
    // not come within listenCheckMs counts the connection lost (polling, then a new connection).
    const check = () => {
      checkTimer = setTimeout(() => {
        if (client !== next) return;
        withTimeout(next.query<{ version: string }>(VERSION_QUERY), listenCheckMs, "catalogue version check").then(({ rows }) => {
          if (client !== next) return;
          if (rows[0]) set(rows[0].version);
          check();
        }, lost);
      }, listenCheckMs);
      checkTimer.unref();
    };
    try {
      await next.connect();
      await next.query(`LISTEN ${VERSION_CHANNEL}`);
      if (stopped || client !== next) return;
      listening = true;
      listener.ok();
      stopPolling();
      check();
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
      clearTimeout(checkTimer);
      const c = client;
      client = undefined;
      listening = false;
      await c?.end().catch(() => undefined);
    },
  };
}
