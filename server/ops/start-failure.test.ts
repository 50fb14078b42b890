import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inTemporaryFolder } from "../testing/temporary-folder";
import { apiServerUntilExit } from "../testing/api-server-process";
import { withEmptyPostgres } from "../testing/databases";
import { freePort } from "../testing/free-port";
import { withPortHeldByAnotherProcess } from "../testing/port-holder";

/**
 * A start whose PostgreSQL does not answer (nothing listens on its port) ends with exit 1 and one
 * line naming the host, the port and the error, never the password: as one process, and as a
 * cluster primary (it prepares the database before forking).
 */
describe("a start whose database cannot be reached", { timeout: 120_000 }, () => {
  it.each(["1", "2"])("with WEB_CONCURRENCY=%s, exits 1 with one line on stderr", async (processes) => {
    const port = await freePort();
    const outcome = await apiServerUntilExit(
      { DATABASE_URL: `postgres://kerala:a-secret-password@127.0.0.1:${port}/kerala`, WEB_CONCURRENCY: processes },
      60_000,
    );
    expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
    expect(outcome.stderr).toBe(`Cannot reach the database at 127.0.0.1:${port} (ECONNREFUSED).\n`);
    expect(outcome.stdout).not.toContain("a-secret-password");
  });
});

/**
 * A server that is reached but cannot be connected to, as a PostgreSQL without TLS answers a
 * client that requires it (`sslmode=require`): one line with the driver's reason, not its stack.
 * The server here is a loopback socket that answers PostgreSQL's SSLRequest "N" (no TLS here).
 */
describe("a start whose database cannot be connected to", { timeout: 120_000 }, () => {
  it("exits 1 with one line naming the host, the port and the reason", async () => {
    const noTls = net.createServer((socket) => {
      socket.once("data", () => socket.write("N"));
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => noTls.listen(0, "127.0.0.1", resolve));
    const { port } = noTls.address() as net.AddressInfo;
    try {
      const outcome = await apiServerUntilExit(
        { DATABASE_URL: `postgres://kerala:a-secret-password@127.0.0.1:${port}/kerala?sslmode=require`, WEB_CONCURRENCY: "1" },
        60_000,
      );
      expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
      // The driver's own warning about sslmode (a Node.js warning) may come first; no stack comes.
      expect(outcome.stderr.trim().split("\n").at(-1)).toBe(
        `Cannot connect to the database at 127.0.0.1:${port}: The server does not support SSL connections. Check DATABASE_URL.`,
      );
      expect(outcome.stderr).not.toMatch(/^\s+at /m);
      expect(outcome.stdout + outcome.stderr).not.toContain("a-secret-password");
    } finally {
      await new Promise((resolve) => noTls.close(resolve));
    }
  });
});

/**
 * A PostgreSQL that answers and refuses the connection (a database name or user that does not
 * exist, a wrong password: DATABASE_URL is wrong, or the password was rotated) is the same kind
 * of failure: one line with the server's reason, not the driver's stack and error fields.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a start whose database refuses the connection", { timeout: 120_000 }, () => {
  const server = () => new URL(process.env.TEST_DATABASE_URL!);

  it.each(["1", "2"])("with WEB_CONCURRENCY=%s, a database that does not exist: exits 1 with one line", async (processes) => {
    const url = server();
    url.pathname = "/kt_no_such_database";
    url.password = "a-secret-password";
    const outcome = await apiServerUntilExit({ DATABASE_URL: url.href, WEB_CONCURRENCY: processes }, 60_000);
    expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
    expect(outcome.stderr).toBe(
      `The database at ${url.hostname}:${url.port || "5432"} refused the connection: database "kt_no_such_database" does not exist (3D000). Check DATABASE_URL.\n`,
    );
    expect(outcome.stdout + outcome.stderr).not.toContain("a-secret-password");
  });

  it("a user that does not exist: exits 1 with one line", async () => {
    const url = server();
    url.username = "kt_no_such_user";
    url.password = "a-secret-password";
    const outcome = await apiServerUntilExit({ DATABASE_URL: url.href, WEB_CONCURRENCY: "1" }, 60_000);
    expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
    // The server's reason names the user (role "…" does not exist, or a failed password check).
    expect(outcome.stderr).toMatch(
      new RegExp(
        `^The database at ${url.hostname}:${url.port || "5432"} refused the connection: .*kt_no_such_user.* \\((28000|28P01)\\)\\. Check DATABASE_URL\\.\\n$`,
      ),
    );
    expect(outcome.stdout + outcome.stderr).not.toContain("a-secret-password");
  });
});

/**
 * A first start on a port that is taken stops before its first-start work: otherwise it made the
 * database, seeded the demo catalogue and printed the one-time admin password, then failed to
 * listen, and the next start never printed the password again.
 */
describe("a first start whose port is taken", { timeout: 120_000 }, () => {
  it("exits 1 with one line before it makes a database or prints the admin password", async () => {
    await inTemporaryFolder("kt-port-taken-", async (work) => {
      const dataDir = path.join(work, "data");
      await withPortHeldByAnotherProcess(async (port) => {
        const outcome = await apiServerUntilExit({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "true" }, 60_000);
        expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
        expect(outcome.stderr).toBe(`Cannot listen on 127.0.0.1:${port}: another process uses that port (EADDRINUSE).\n`);
        expect(outcome.stdout).toBe("");
        expect(fs.existsSync(dataDir)).toBe(false);
      });
    });
  });
});

const ADMIN_PASSWORD_BLOCK = "Admin sign-in (shown once";

/**
 * A first start whose METRICS_PORT is taken by another process, or is PORT itself, stops before
 * its first-start work as a taken PORT does: otherwise it made the database, printed the one-time
 * admin password and only then failed to listen for metrics, and the next start never printed the
 * password again.
 */
describe("a start whose metrics port is taken", { timeout: 120_000 }, () => {
  it("on PGlite, exits 1 with one line before it makes a database or prints the admin password", async () => {
    await inTemporaryFolder("kt-metrics-port-", async (work) => {
      const dataDir = path.join(work, "data");
      await withPortHeldByAnotherProcess(async (port) => {
        const outcome = await apiServerUntilExit({ DATA_DIR: dataDir, METRICS_PORT: String(port) }, 60_000);
        expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
        expect(outcome.stderr).toBe(`Cannot listen on 127.0.0.1:${port} (METRICS_PORT): another process uses that port (EADDRINUSE).\n`);
        expect(outcome.stdout).toBe("");
        expect(fs.existsSync(dataDir)).toBe(false);
      });
    });
  });

  it("the same port as PORT: exits 1 with one line saying so, before it makes a database", async () => {
    await inTemporaryFolder("kt-metrics-same-port-", async (work) => {
      const dataDir = path.join(work, "data");
      const port = await freePort();
      const outcome = await apiServerUntilExit({ DATA_DIR: dataDir, PORT: String(port), METRICS_PORT: String(port) }, 60_000);
      expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
      expect(outcome.stderr).toBe(`Cannot listen on 127.0.0.1:${port} (METRICS_PORT): PORT is that port too; give METRICS_PORT another.\n`);
      expect(outcome.stdout).toBe("");
      expect(fs.existsSync(dataDir)).toBe(false);
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)("as a cluster primary, exits 1 with one line before it prints the admin password", async () => {
    await withEmptyPostgres(process.env.TEST_DATABASE_URL!, "t_metrics_port", (url) =>
      withPortHeldByAnotherProcess(async (port) => {
        const outcome = await apiServerUntilExit({ DATABASE_URL: url, WEB_CONCURRENCY: "2", METRICS_PORT: String(port) }, 60_000);
        expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
        expect(outcome.stderr).toBe(`Cannot listen on 127.0.0.1:${port} (METRICS_PORT): another process uses that port (EADDRINUSE).\n`);
        expect(outcome.stdout).not.toContain(ADMIN_PASSWORD_BLOCK);
      }),
    );
  });
});

describe("a start whose DATA_DIR cannot be used", { timeout: 120_000 }, () => {
  it("a file where the folder should be: exits 1 with one line on stderr", async () => {
    await inTemporaryFolder("kt-data-file-", async (work) => {
      const dataDir = path.join(work, "data");
      fs.writeFileSync(dataDir, "not a folder");
      const outcome = await apiServerUntilExit({ DATA_DIR: dataDir }, 60_000);
      expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
      expect(outcome.stderr).toBe(`Cannot use DATA_DIR ${dataDir}: it, or a folder above it, is a file, not a folder.\n`);
      expect(fs.readFileSync(dataDir, "utf8")).toBe("not a folder");
    });
  });

  it("a folder the file system will not make (under /proc): exits 1 with one line, never trying for ever", async () => {
    const outcome = await apiServerUntilExit({ DATA_DIR: "/proc/kt-no-folder/data" }, 30_000);
    expect(outcome.exitCode, outcome.stdout + outcome.stderr).toBe(1);
    expect(outcome.stderr).toBe("Cannot use DATA_DIR /proc/kt-no-folder/data: its file system lets no folder be made there.\n");
  });
});

/** `node server.js` (what `npm run serve` runs) where no build is: one line saying what to do, not a module loader's stack. */
describe("a start without a build", () => {
  it("exits 1 with one line naming the file it looked for", async () => {
    const missing = path.join(os.tmpdir(), `kt-no-build-${process.pid}`);
    const server = path.resolve(import.meta.dirname, "../../server.js");
    const outcome = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(process.execPath, [server], { env: { ...process.env, BUILD_DIR: missing } }, (error, _stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(outcome).toEqual({
      code: 1,
      stderr: `The server is not built: run npm run build (looked for ${path.join(missing, "server", "index.js")}).\n`,
    });
  });
});
