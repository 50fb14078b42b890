import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

describe("first start and admin:password as processes (PGlite on disk)", { timeout: 120_000 }, () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-first-start-"));
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PATH: "/back-office",
    };
    delete env.ADMIN_PASSWORD;
    delete env.ADMIN_PASSWORD_HASH;
    delete env.DATABASE_URL;
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints the generated sign-in details on the first start only", async () => {
    const first = await run(tsx, ["server/auth/testing/boot-once.ts"], { env });
    expect(first.stdout).toContain("URL:      http://localhost:3000/back-office");
    expect(first.stdout).toContain("E-mail:   owner@example.com");
    expect(first.stdout).toMatch(/Password: [A-Za-z0-9_-]{24}\n/);
    const second = await run(tsx, ["server/auth/testing/boot-once.ts"], { env });
    expect(second.stdout).not.toContain("Password");
  });

  it("`npm run cli -- admin:password` reads ADMIN_PASSWORD, prints the hash line, and refuses a short one", async () => {
    const ok = await run(tsx, ["server/cli/main.ts", "admin:password"], { env: { ...env, ADMIN_PASSWORD: "a-new-password" } });
    expect(ok.stdout).toMatch(/^ADMIN_PASSWORD_HASH='scrypt\$131072\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+'$/m);
    const short = run(tsx, ["server/cli/main.ts", "admin:password"], { env: { ...env, ADMIN_PASSWORD: "short" } });
    await expect(short).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("The password must be 8 to 128 characters long."),
    });
  });

  it("`files:sweep` refuses an unknown option before opening the database", async () => {
    await expect(run(tsx, ["server/cli/main.ts", "files:sweep", "--all"], { env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Usage: files:sweep [--older-than-minutes=N]"),
    });
    const ok = await run(tsx, ["server/cli/main.ts", "files:sweep"], { env });
    expect(ok.stdout).toContain("Deleted 0 unused uploaded files.");
  });
});
