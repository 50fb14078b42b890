import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { freePort } from "./free-port";
import os from "node:os";
import path from "node:path";

/**
 * A PostgreSQL cluster of its own for outage and crash tests: initdb + pg_ctl from Debian's
 * postgresql package, in a temporary directory, on a free loopback port. The test may stop,
 * start, pause (SIGSTOP) and resume it without touching anyone else's database. As root,
 * the cluster runs as the `postgres` user (initdb refuses root).
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /** SIGSTOP the postmaster and every backend: connections stay open and nothing answers. */
  pause(): void;
  resume(): void;
  destroy(): void;
}

function findBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")) && fs.existsSync(path.join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

/** Why the private cluster cannot run here, or null when it can. */
export function privatePostgresMissing(): string | null {
  if (process.platform !== "linux") return "needs Linux";
  if (!findBinDir()) return "initdb/pg_ctl not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)";
  if (process.getuid?.() === 0 && spawnSync("id", ["postgres"]).status !== 0) return "running as root and there is no postgres user";
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findBinDir();
  if (!bin) throw new Error(privatePostgresMissing() ?? "no PostgreSQL binaries");
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-pg-"));
  const dataDir = path.join(dir, "data");
  const user = asRoot ? "postgres" : os.userInfo().username;
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, tool);
    const fullArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: "pipe", cwd: dir });
  };
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-U", user, "--auth=trust", "-E", "UTF8", "--no-sync"]);
  fs.appendFileSync(
    path.join(dataDir, "postgresql.conf"),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\nsynchronous_commit = on\nmax_connections = 40\n`,
  );
  const start = () => run("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  const pids = () => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(postmaster)], { encoding: "utf8" })
      .split("\n")
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
    return [postmaster, ...children];
  };
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of pids()) {
      try {
        process.kill(pid, sig);
      } catch {
        /* a backend that just ended */
      }
    }
  };
  let paused = false;
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    pause: () => {
      signal("SIGSTOP");
      paused = true;
    },
    resume: () => {
      signal("SIGCONT");
      paused = false;
    },
    destroy: () => {
      try {
        if (paused) signal("SIGCONT");
        stop();
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
