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
