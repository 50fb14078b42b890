import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** DATA_DIR cannot be used as it is: said in one line, with no stack (a start or a command stops). */
export class DataDirError extends Error {}
/** Another running process holds DATA_DIR. */
export class DataDirLockedError extends DataDirError {}
/** DATA_DIR holds no database, where a command that opens only an existing one was run. */
export class NoDatabaseError extends DataDirError {
  constructor(readonly dataDir: string) {
    super(`DATA_DIR ${dataDir} holds no database: check DATA_DIR (the server's own), or start the server once to make one.`);
  }
}

/** Why the file system refused DATA_DIR, in words an operator acts on; null for other errors. */
function refusalReason(e: unknown): string | null {
  switch ((e as NodeJS.ErrnoException).code) {
    case "EACCES":
    case "EPERM":
      return `this process (user ${process.getuid?.() ?? "?"}) may not write there; give it the folder (chown) or choose another`;
    case "EEXIST":
    case "ENOTDIR":
      return "it, or a folder above it, is a file, not a folder";
    case "EROFS":
      return "its file system is read-only";
    case "ENOSPC":
      return "the disk is full";
    case "ENOENT":
      return "its file system lets no folder be made there";
    default:
      return null;
  }
}

/** A file system's refusal of DATA_DIR (permissions, a file in the way) as a DataDirError; other errors as they are. */
function asDataDirError(dataDir: string, e: unknown): unknown {
  const reason = refusalReason(e);
  return reason === null ? e : new DataDirError(`Cannot use DATA_DIR ${dataDir}: ${reason}.`);
}

/**
 * Makes `dir` and the folders above it that are missing. Node's own `mkdirSync(dir, { recursive:
 * true })` never returns where a file system refuses a folder with ENOENT although its parent
 * exists (under /proc): it tries again for ever. Here that refusal is thrown.
 */
export function makeFolders(dir: string): void {
  try {
    fs.mkdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST" && fs.statSync(dir).isDirectory()) return;
    if (code !== "ENOENT" || path.dirname(dir) === dir) throw e;
    makeFolders(path.dirname(dir));
    fs.mkdirSync(dir);
  }
}

/** Runs a file-system step on DATA_DIR; a refusal becomes a DataDirError. */
export function onDataDir<T>(dataDir: string, step: () => T): T {
  try {
    return step();
  } catch (e) {
    throw asDataDirError(dataDir, e);
  }
}

/** What the lock file records: the pid, when that process started, and a token of this opening. */
interface LockRecord {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  started: string | null;
  token: string;
  /**
   * The process's pid namespace and host name: a pid means something only to a process that shares
   * both (a container on the same volume sees other pids, or its own under the same number).
   * Absent from locks written before they were recorded.
   */
  ns?: string | null;
  host?: string;
}

/** How often the holder renews its lock file's time, and how old it may grow before the lock is stale. */
export const LOCK_RENEW_MS = 5_000;
export const LOCK_STALE_MS = 20_000;

/** This process's pid namespace (`pid:[4026531836]`), or null where it cannot be read (not Linux). */
function pidNamespace(): string | null {
  try {
    return fs.readlinkSync("/proc/self/ns/pid");
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The start time of a process, or null when it cannot be read (not Linux, no such process). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function readRecord(file: string): { record: LockRecord | null; legacyPid: number | null; writtenAt: number } {
  const text = fs.readFileSync(file, "utf8");
  const writtenAt = fs.statSync(file).mtimeMs;
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord>;
    if (typeof parsed === "object" && parsed && Number.isInteger(parsed.pid)) {
      return {
        record: {
          pid: parsed.pid!,
          started: parsed.started ?? null,
          token: String(parsed.token ?? ""),
          ...(parsed.ns !== undefined ? { ns: parsed.ns, host: String(parsed.host ?? "") } : {}),
        },
        legacyPid: null,
        writtenAt,
      };
    }
  } catch {
    /* the older format: the pid alone */
  }
  const pid = Number(text.trim());
  return { record: null, legacyPid: Number.isInteger(pid) && pid > 0 ? pid : null, writtenAt };
}

/** Who holds the lock, as the refusal names it, or null when the lock is stale. */
function holderStillRuns(file: string): string | null {
  const { record, legacyPid, writtenAt } = readRecord(file);
  if (record?.ns !== undefined && (record.ns !== pidNamespace() || record.host !== os.hostname())) {
    // Written from another container or pid namespace: its pid cannot be checked from here, but
    // its holder renews the file's time while it runs.
    const age = Date.now() - writtenAt;
    return age < LOCK_STALE_MS ? `pid ${record.pid} on ${record.host || "another host"}, another container or namespace` : null;
  }
  const pid = holderPid(record, legacyPid, writtenAt);
  return pid === null ? null : `pid ${pid}`;
}

/** The pid of the live process holding a lock written in this pid namespace, or null when it is stale. */
function holderPid(record: LockRecord | null, legacyPid: number | null, writtenAt: number): number | null {
  const pid = record?.pid ?? legacyPid;
  if (!pid || pid === process.pid || !isAlive(pid)) return null;
  const nowStarted = processStartTime(pid);
  if (record) {
    // A pid recycled by another process has another start time: the lock is stale.
    if (record.started !== null && nowStarted !== null && record.started !== nowStarted) return null;
    return pid;
  }
  // Older lock files hold only a pid: a process that started after the file was written cannot have written it.
  const startedAtMs = processStartMs(pid);
  if (startedAtMs !== null && startedAtMs > writtenAt + 1000) return null;
  return pid;
}

/** Wall-clock start of a process (Linux: boot time + start ticks at USER_HZ = 100), or null. */
function processStartMs(pid: number): number | null {
  const ticks = processStartTime(pid);
  if (ticks === null) return null;
  try {
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync("/proc/stat", "utf8"))?.[1];
    return btime ? Number(btime) * 1000 + Number(ticks) * 10 : null;
  } catch {
    return null;
  }
}

/**
 * PGlite must never be opened by two processes at once (it corrupts the data directory),
 * so the first process takes DATA_DIR/.lock and later ones fail with a clear message.
 * The lock records the pid, the start time of that process and a random token: a lock left by
 * a process that no longer runs, or whose pid now belongs to another process, is taken over. A lock
 * written in another pid namespace (another container on the same volume) cannot be checked by its
 * pid: it holds while its holder renews it (every LOCK_RENEW_MS), and is stale after LOCK_STALE_MS.
 */
export function lockDataDir(dataDir: string): () => void {
  onDataDir(dataDir, () => makeFolders(dataDir));
  const file = path.join(dataDir, ".lock");
  const record: LockRecord = {
    pid: process.pid,
    started: processStartTime(process.pid),
    token: crypto.randomBytes(16).toString("hex"),
    ns: pidNamespace(),
    host: os.hostname(),
  };
  const content = JSON.stringify(record);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: "wx" });
      let released = false;
      // Renewed while held, so that a process in another container can tell a held lock from one
      // its holder left by dying.
      const renew = setInterval(() => {
        try {
          if (fs.readFileSync(file, "utf8") === content) fs.utimesSync(file, new Date(), new Date());
        } catch {
          /* gone: nothing to renew */
        }
      }, LOCK_RENEW_MS);
      renew.unref();
      return () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        try {
          if (fs.readFileSync(file, "utf8") === content) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw asDataDirError(dataDir, e);
      const holder = holderStillRuns(file);
      if (holder !== null) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another process (${holder}). Stop it first, use another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several instances.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}
