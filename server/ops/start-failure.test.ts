import { describe, expect, it } from "vitest";
import { apiServerUntilExit } from "../testing/api-server-process";
import { freePort } from "../testing/free-port";

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
