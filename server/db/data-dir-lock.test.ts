import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lockHolder } from "../testing/lock-holder";
import { spawnSync } from "node:child_process";
import { DataDirLockedError, LOCK_RENEW_MS, LOCK_STALE_MS, lockDataDir, processStartTime } from "./data-dir-lock";

const linux = process.platform === "linux";

describe.runIf(linux)("PGlite data directory lock", () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function tempDir() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-lock-"));
    dirs.push(dir);
    return dir;
  }

  /** Another process that is certainly not ours: `sleep`. */
  async function otherProcess(): Promise<number> {
    const child = spawn("sleep", ["30"], { stdio: "ignore" });
    children.push(child);
    await new Promise((r) => child.once("spawn", r));
    return child.pid!;
  }

  it("a lock whose pid now belongs to another process (written before it started) does not block", async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    const file = path.join(dir, ".lock");
    // The older format: the pid alone, written an hour before that process started.
    fs.writeFileSync(file, String(pid));
    const anHourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(file, anHourAgo, anHourAgo);
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(file, "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it("a lock recording another start time for a live pid is stale; the same start time holds", async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    const file = path.join(dir, ".lock");
    fs.writeFileSync(file, JSON.stringify({ pid, started: "1", token: "recycled" }));
    lockDataDir(dir)();

    fs.writeFileSync(file, JSON.stringify({ pid, started: processStartTime(pid), token: "held" }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another process (pid ${pid})`);
  });

  it("a process that really holds the lock blocks a second opener until it is killed", async () => {
    const dir = tempDir();
    const { holder, locked } = lockHolder(dir);
    children.push(holder);
    await locked;
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    const exited = new Promise((r) => holder.once("exit", r));
    holder.kill("SIGKILL");
    await exited;
    // Killed without releasing: the lock file is still there, and it is taken over.
    expect(fs.existsSync(path.join(dir, ".lock"))).toBe(true);
    lockDataDir(dir)();
  });

  it("a lock written in another pid namespace holds while it is renewed, whatever its pid here, and is stale once it is not", () => {
    const dir = tempDir();
    const file = path.join(dir, ".lock");
    // Its pid is ours here, as a server's pid 1 in a container is the pid of some process outside.
    const elsewhere = JSON.stringify({ pid: process.pid, started: "1", token: "other", ns: "pid:[1]", host: "another-container" });
    fs.writeFileSync(file, elsewhere);
    expect(() => lockDataDir(dir)).toThrow(
      `is in use by another process (pid ${process.pid} on another-container, another container or namespace)`,
    );
    expect(fs.readFileSync(file, "utf8")).toBe(elsewhere);
    const notRenewed = new Date(Date.now() - LOCK_STALE_MS - 1_000);
    fs.utimesSync(file, notRenewed, notRenewed);
    lockDataDir(dir)();
    expect(fs.existsSync(file)).toBe(false);
  });

  it("the holder renews its lock file's time while it holds it", { timeout: 30_000 }, async () => {
    const dir = tempDir();
    const { holder, locked } = lockHolder(dir);
    children.push(holder);
    await locked;
    const file = path.join(dir, ".lock");
    const anHourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(file, anHourAgo, anHourAgo);
    // Renewed within a renewal's interval (waited for up to three, for a busy machine).
    await vi.waitFor(() => expect(Date.now() - fs.statSync(file).mtimeMs).toBeLessThan(LOCK_RENEW_MS), {
      timeout: 3 * LOCK_RENEW_MS,
      interval: 100,
    });
  });

  const unshareWorks = linux && spawnSync("unshare", ["-pf", "--mount-proc", "true"]).status === 0;
  it.runIf(unshareWorks)("a process in another pid namespace that holds the lock blocks this one, and its lock stays", async () => {
    const dir = tempDir();
    const { holder, locked } = lockHolder(dir, { inNewPidNamespace: true });
    children.push(holder);
    await locked;
    const file = path.join(dir, ".lock");
    const held = fs.readFileSync(file, "utf8");
    expect(() => lockDataDir(dir)).toThrow(/is in use by another process \(pid \d+ on .*, another container or namespace\)/);
    expect(fs.readFileSync(file, "utf8")).toBe(held);
  });
});
