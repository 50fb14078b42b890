import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot } from "../boot";
import { parseConfig } from "../config";
import * as adminPassword from "../cli/commands/admin-password";
import * as filesSweep from "../cli/commands/files-sweep";
import { printed } from "../testing/console-output";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

/**
 * First start and the admin:password / files:sweep commands on PGlite on disk. The work runs
 * in-process (boot and the command modules, as server.js and the CLI entry call them); one test
 * keeps a real process, where the exit code and stderr of `npm run cli` are the point.
 */
describe("first start and admin:password (PGlite on disk)", { timeout: 120_000 }, () => {
  let dataDir: string;
  let env: Record<string, string | undefined>;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-first-start-"));
    env = {
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PATH: "/back-office",
    };
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Boots like the server (first-start work included), runs `fn`, and closes the database. */
  async function withServices<T>(fn: (services: Awaited<ReturnType<typeof boot>>) => Promise<T>, firstStart = false) {
    const services = await boot({ firstStart, config: parseConfig(env) });
    try {
      return await fn(services);
    } finally {
      await services.database.close();
    }
  }

  it("prints the generated sign-in details on the first start only", async () => {
    const first = await printed(() => withServices(async () => undefined, true));
    expect(first.stdout).toContain("URL:      http://localhost:3000/back-office");
    expect(first.stdout).toContain("E-mail:   owner@example.com");
    expect(first.stdout).toMatch(/Password: [A-Za-z0-9_-]{24}\n/);
    const second = await printed(() => withServices(async () => undefined, true));
    expect(second.stdout).not.toContain("Password");
    // SEED_DEMO=false: no demo catalogue, and so no demo exchange rates either.
    expect(await withServices(async (s) => [await s.catalogue.count(), await s.exchangeRates.settings()])).toEqual([
      0,
      { rates: {}, setOn: null, demo: false },
    ]);
  });

  it("admin:password reads ADMIN_PASSWORD and prints the hash line", async () => {
    const ok = await printed(() =>
      withServices((services) => adminPassword.run([], services, { ...env, ADMIN_PASSWORD: "a-new-password" })),
    );
    expect(ok.result).toBe(0);
    expect(ok.stdout).toMatch(/^ADMIN_PASSWORD_HASH='scrypt\$131072\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+'$/m);
  });

  it("`npm run cli -- admin:password` refuses a short password with exit code 1 (as a process)", async () => {
    const processEnv: NodeJS.ProcessEnv = { ...process.env, ...env, ADMIN_PASSWORD: "short" };
    delete processEnv.ADMIN_PASSWORD_HASH;
    delete processEnv.DATABASE_URL;
    await expect(run(tsx, ["server/cli/main.ts", "admin:password"], { env: processEnv })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("The password must be 8 to 128 characters long."),
    });
  });

  it("`files:sweep` refuses an unknown option before opening the database, and sweeps", async () => {
    const refused = await printed(() => filesSweep.prepare(["--all"]));
    expect(refused.result).toBe(1);
    expect(refused.stderr).toContain("Usage: files:sweep [--older-than-minutes=N]");
    const ok = await printed(() => withServices((services) => filesSweep.run([], services)));
    expect(ok.result).toBe(0);
    expect(ok.stdout).toContain("Deleted 0 unused uploaded files.");
  });
});
