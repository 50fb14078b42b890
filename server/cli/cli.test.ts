import { execFile, spawn } from "node:child_process";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PACKAGE_MESSAGES } from "../../domain/package-validation";
import { demoPackages } from "../catalogue/demo-catalogue";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { legacyDocumentToPackage } from "../catalogue/legacy-document";
import { boot } from "../boot";
import { parseConfig } from "../config";
import type { Services } from "../services";
import { openFreshPostgres } from "../testing/databases";
import { sharedProductionBuild } from "../testing/production-build";
import { inTemporaryFolder } from "../testing/temporary-folder";
import { migrationsBefore } from "../testing/migration-folders";
import { hashToken } from "../auth/sessions";
import { verifyPassword } from "../auth/password-hash";
import { validateProvider } from "../../domain/providers";
import { sql } from "drizzle-orm";
import type { CliCommand } from "./main";

/**
 * The process boundary is tested where it is the point: `help`, argument errors and exit codes,
 * and a locked DATA_DIR, through the real `npm run cli` entry in a child process. The commands'
 * work (import, export, seed against PGlite and PostgreSQL) runs in-process through the same
 * `prepare`/`run` the entry calls: a process per step proved nothing more and cost seconds each.
 */
const built = sharedProductionBuild();
// The entry `npm run cli` runs: the sources through tsx, or, inside `npm test`, the build the run has just
// made (what the container runs: the same code, about a second quicker to start without compiling it).
const [COMMAND, ENTRY] = built
  ? [process.execPath, path.join(built, "cli", "main.js")]
  : [path.resolve("node_modules/.bin/tsx"), path.resolve("server/cli/main.ts")];
const FIXTURE = path.resolve("server/cli/fixtures/legacy-export.json");
/** The newest migration in drizzle/, read from its journal. */
const NEWEST_MIGRATION = (
  JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: { tag: string }[] }
).entries.at(-1)!.tag;
// Each run starts a process and opens the database (creating PGlite's files the first time):
// seconds on an idle machine, far more on a busy one.
const SLOW = 300_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string>): Promise<Run> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      COMMAND,
      [ENTRY, ...args],
      { env: { ...base, LOG_LEVEL: "silent", ...env }, maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const COMMAND_MODULES: Record<string, () => Promise<CliCommand>> = {
  import: () => import("./commands/import"),
  export: () => import("./commands/export"),
  seed: () => import("./commands/seed"),
  "partner:invite": () => import("./commands/partner-invite"),
};

/** One command as main.ts runs it (prepare, then run), with what it prints and its exit code. */
async function command(services: Services, name: string, args: string[] = []): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const text = (parts: unknown[]) => `${parts.map(String).join(" ")}\n`;
  const spies = [
    vi.spyOn(console, "log").mockImplementation((...parts) => void (stdout += text(parts))),
    vi.spyOn(console, "error").mockImplementation((...parts) => void (stderr += text(parts))),
    vi.spyOn(process.stdout, "write").mockImplementation((chunk, encoding?: unknown, done?: unknown) => {
      stdout += String(chunk);
      // The command waits for its output to be taken, as it does on a pipe.
      const callback = typeof encoding === "function" ? encoding : done;
      if (typeof callback === "function") queueMicrotask(() => (callback as () => void)());
      return true;
    }),
  ];
  try {
    const module = await COMMAND_MODULES[name]!();
    const code = (await module.prepare?.(args)) ?? (await module.run(args, services));
    return { code, stdout, stderr };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const importedById = (docs: unknown[]) =>
  docs
    .map((d) => legacyDocumentToPackage(d, { timeZone: "Asia/Kolkata" }))
    .flatMap((r) => (r.ok ? [r.value] : []))
    .sort((a, b) => a.id.localeCompare(b.id));

interface Target {
  name: string;
  setup(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: "pglite",
    setup: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-cli-"));
      return { env: { DATA_DIR: dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  targets.push({
    name: "postgres",
    setup: async () => {
      const database = await openFreshPostgres(adminUrl);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-cli-"));
      return {
        env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
        cleanup: async () => {
          await database.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  });
}

describe("npm run cli: help, argument errors and a locked DATA_DIR (no database opened)", () => {
  it(
    "lists every command",
    async () => {
      const run = await cli(["help"], { DATA_DIR: "/nonexistent/never-created" });
      expect(run.code).toBe(0);
      // Each command's line, by its name and arguments as the operator types them, in the order listed.
      const listed = run.stdout
        .split("\n")
        .filter((line) => line.startsWith("  "))
        .map((line) => line.trim().split(/ {2,}/)[0]);
      expect(listed).toEqual([
        "seed",
        "import <file.json>",
        "export [file.json]",
        "admin:password",
        "backup <file>",
        "restore <file>",
        "partner:invite <provider-slug> <email>",
        "feed:things-to-do <file.json>",
        "files:sweep [--older-than-minutes=N]",
        "help",
      ]);
      expect(fs.existsSync("/nonexistent/never-created")).toBe(false);
    },
    SLOW,
  );

  it(
    "refuses an unknown command, a missing file argument and an unreadable file with exit code 1",
    async () => {
      const env = { DATA_DIR: "/nonexistent/never-created" };
      const [unknown, missing, absent, notArray] = await Promise.all([
        cli(["frobnicate"], env),
        cli(["import"], env),
        cli(["import", "/no/such/export.json"], env),
        cli(["import", path.resolve("package.json")], env),
      ]);
      expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown command "frobnicate"') });
      expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining("Usage: npm run cli -- import <file.json>") });
      expect(absent).toMatchObject({ code: 1, stderr: "Cannot read /no/such/export.json: no such file.\n" });
      expect(notArray).toMatchObject({ code: 1, stderr: expect.stringContaining("must hold a JSON array of package documents") });
    },
    SLOW,
  );

  it(
    "refuses an output file it cannot write before it opens the database, in one line naming the path as typed",
    async () => {
      await inTemporaryFolder("kt-cli-dest-", async (work) => {
        const dataDir = path.join(work, "data");
        const folder = path.join(work, "folder");
        const plainFile = path.join(work, "notes.txt");
        fs.mkdirSync(folder);
        fs.writeFileSync(plainFile, "not a folder");
        const env = { DATA_DIR: dataDir };
        const runs = await Promise.all([
          cli(["export", "/no/such/dir/x.json"], env),
          cli(["export", folder], env),
          cli(["export", `${plainFile}/x.json`], env),
          cli(["backup", folder], env),
          cli(["backup", "/no/such/dir/kerala.backup"], env),
          cli(["feed:things-to-do", folder], env),
          cli(["feed:things-to-do", "/no/such/dir/feed.json"], env),
        ]);
        expect(runs).toEqual([
          { code: 1, stdout: "", stderr: "Cannot write /no/such/dir/x.json: its directory /no/such/dir does not exist.\n" },
          { code: 1, stdout: "", stderr: `Cannot write ${folder}: it is a directory.\n` },
          { code: 1, stdout: "", stderr: `Cannot write ${plainFile}/x.json: ${plainFile} is not a directory.\n` },
          { code: 1, stdout: "", stderr: `Cannot write ${folder}: it is a directory.\n` },
          { code: 1, stdout: "", stderr: "Cannot write /no/such/dir/kerala.backup: its directory /no/such/dir does not exist.\n" },
          { code: 1, stdout: "", stderr: `Cannot write ${folder}: it is a directory.\n` },
          { code: 1, stdout: "", stderr: "Cannot write /no/such/dir/feed.json: its directory /no/such/dir does not exist.\n" },
        ]);
        // Nothing was written (no temporary file beside the folder), and the database was never opened.
        expect(fs.readdirSync(work).sort()).toEqual(["folder", "notes.txt"]);
        expect(fs.readdirSync(folder)).toEqual([]);
      });
    },
    SLOW,
  );

  it(
    "says an input file it cannot read the same way for import and restore",
    async () => {
      await inTemporaryFolder("kt-cli-input-", async (work) => {
        const env = { DATA_DIR: path.join(work, "data") };
        const runs = await Promise.all([
          cli(["import", work], env),
          cli(["restore", work], env),
          cli(["import", "/no/such/export.json"], env),
          cli(["restore", "/no/such/kerala.backup"], env),
        ]);
        expect(runs).toEqual([
          { code: 1, stdout: "", stderr: `Cannot read ${work}: it is a directory.\n` },
          { code: 1, stdout: "", stderr: `Cannot read ${work}: it is a directory. Nothing was restored.\n` },
          { code: 1, stdout: "", stderr: "Cannot read /no/such/export.json: no such file.\n" },
          { code: 1, stdout: "", stderr: "Cannot read /no/such/kerala.backup: no such file. Nothing was restored.\n" },
        ]);
        expect(fs.readdirSync(work)).toEqual([]);
      });
    },
    SLOW,
  );

  it(
    "answers `<command> --help` with its usage and exit code 1, never taking --help for a file name or running the command",
    async () => {
      const env = { DATA_DIR: "/nonexistent/never-created", ADMIN_PASSWORD: "never-stored-1" };
      const runs = await Promise.all(
        ["export", "import", "feed:things-to-do", "backup", "admin:password"].map((name) => cli([name, "--help"], env)),
      );
      expect(runs).toEqual([
        { code: 1, stdout: "", stderr: "Usage: npm run cli -- export [file.json]\n" },
        { code: 1, stdout: "", stderr: "Usage: npm run cli -- import <file.json>\n" },
        { code: 1, stdout: "", stderr: "Usage: npm run cli -- feed:things-to-do <file.json>\n" },
        { code: 1, stdout: "", stderr: "Usage: npm run cli -- backup <file>\n" },
        { code: 1, stdout: "", stderr: "Usage: npm run cli -- admin:password (it takes no arguments)\n" },
      ]);
      expect(fs.existsSync("--help")).toBe(false);
      expect(fs.existsSync("/nonexistent/never-created")).toBe(false);
    },
    SLOW,
  );

  it(
    "says in one line that the database at DATABASE_URL does not answer",
    async () => {
      await inTemporaryFolder("kt-cli-unreachable-", async (dataDir) => {
        const run = await cli(["export"], { DATABASE_URL: "postgres://root:secret@127.0.0.1:1/test", DATA_DIR: dataDir });
        expect(run).toEqual({ code: 1, stdout: "", stderr: "Cannot reach the database at 127.0.0.1:1 (ECONNREFUSED).\n" });
      });
    },
    SLOW,
  );

  it(
    "refuses the commands that read the data on a DATA_DIR with no database, making none there",
    async () => {
      await inTemporaryFolder("kt-cli-nodata-", async (work) => {
        const missing = path.join(work, "mistyped");
        const empty = path.join(work, "empty");
        fs.mkdirSync(empty);
        const runs = await Promise.all([
          cli(["backup", path.join(work, "a.backup")], { DATA_DIR: missing }),
          cli(["export"], { DATA_DIR: missing }),
          cli(["feed:things-to-do", path.join(work, "feed.json")], { DATA_DIR: empty }),
          cli(["files:sweep"], { DATA_DIR: empty }),
          cli(["partner:invite", "some-provider", "a@b.example"], { DATA_DIR: empty }),
        ]);
        const said = (dir: string) =>
          `DATA_DIR ${dir} holds no database: check DATA_DIR (the server's own), or start the server once to make one.\n`;
        expect(runs).toEqual([
          { code: 1, stdout: "", stderr: said(missing) },
          { code: 1, stdout: "", stderr: said(missing) },
          { code: 1, stdout: "", stderr: said(empty) },
          { code: 1, stdout: "", stderr: said(empty) },
          { code: 1, stdout: "", stderr: said(empty) },
        ]);
        expect(fs.readdirSync(work)).toEqual(["empty"]);
        expect(fs.readdirSync(empty)).toEqual([]);
      });
    },
    SLOW,
  );

  it(
    "admin:password on a DATA_DIR with no database stores nothing and makes no database, exits 1, and still prints the hash line",
    async () => {
      await inTemporaryFolder("kt-cli-password-nodata-", async (work) => {
        const missing = path.join(work, "mistyped");
        const empty = path.join(work, "empty");
        fs.mkdirSync(empty);
        const runs = await Promise.all(
          [missing, empty].map((dataDir) => cli(["admin:password"], { DATA_DIR: dataDir, ADMIN_PASSWORD: "a-new-password-1" })),
        );
        for (const [run, dataDir] of [
          [runs[0]!, missing],
          [runs[1]!, empty],
        ] as const) {
          expect(run.code, run.stderr).toBe(1);
          expect(run.stderr).toBe(
            `DATA_DIR ${dataDir} holds no database: the password was stored nowhere. ` +
              "Set ADMIN_PASSWORD_HASH to the line above, or check DATA_DIR (the server's own), or start the server once to make one and run this again.\n",
          );
          // The one line on stdout is the one compose.yaml's recipe takes with sed, and it is the password's hash.
          const hash = /^ADMIN_PASSWORD_HASH='(.*)'\n$/.exec(run.stdout)?.[1];
          expect(hash, run.stdout).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
          expect(await verifyPassword("a-new-password-1", hash!)).toBe(true);
        }
        expect(fs.readdirSync(work)).toEqual(["empty"]);
        expect(fs.readdirSync(empty)).toEqual([]);
      });
    },
    SLOW,
  );

  it(
    "stops with a clear message while another process holds DATA_DIR",
    async () => {
      await inTemporaryFolder("kt-cli-locked-", async (dataDir) => {
        fs.writeFileSync(path.join(dataDir, ".lock"), String(process.pid));
        const run = await cli(["export"], { DATA_DIR: dataDir });
        expect(run.code).toBe(1);
        expect(run.stdout).toBe("");
        expect(run.stderr).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${process.pid}). Stop it first`);
        expect(fs.readdirSync(dataDir)).toEqual([".lock"]);
      });
    },
    SLOW,
  );
});

/**
 * Runs the CLI with stdout on a pipe whose reader has closed it, as `| head -1` has once it read its
 * line, or, given `stdoutFile`, with stdout on that file (`> file`). The pipe is closed before
 * anything is read: a reader that reads first races the writer over what the pipe still holds.
 */
function cliStdout(args: string[], env: Record<string, string>, stdoutFile?: string): Promise<Run> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const fd = stdoutFile === undefined ? undefined : fs.openSync(stdoutFile, "w");
  return new Promise((resolve) => {
    const child = spawn(COMMAND, [ENTRY, ...args], {
      env: { ...base, LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", fd ?? "pipe", "pipe"],
    });
    if (fd !== undefined) fs.closeSync(fd);
    child.stdout?.destroy();
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => void (stderr += chunk.toString("utf8")));
    child.on("close", (code) => resolve({ code: code ?? 1, stdout: "", stderr }));
  });
}

describe("npm run cli: `export` to stdout, whole or cut short by its reader", () => {
  let dataDir: string;
  let seeded: number;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-cli-pipe-"));
    const services = await boot({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir }) });
    try {
      seeded = await seedDemoCatalogue(services);
    } finally {
      await services.database.close();
    }
  }, SLOW);
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "writes all of an export larger than a pipe holds (64 KiB) before it exits",
    async () => {
      // The reader waits 3 s before it reads, as a slow `gzip` or network link may: what the
      // pipe cannot hold meanwhile is still queued in the CLI when its work is done.
      const run = await new Promise<Run>((resolve) => {
        const base = { ...process.env };
        delete base.DATABASE_URL;
        execFile(
          "bash",
          ["-o", "pipefail", "-c", '"$0" "$1" export | { sleep 3; cat; }', COMMAND, ENTRY],
          { env: { ...base, LOG_LEVEL: "silent", DATA_DIR: dataDir }, maxBuffer: 20 * 1024 * 1024 },
          (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
        );
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.length).toBeGreaterThan(100_000);
      expect((JSON.parse(run.stdout) as unknown[]).length).toBe(seeded);
      expect(run.stderr).toBe(`Exported ${seeded} packages.\n`);
    },
    SLOW,
  );

  it(
    "stops quietly with exit code 141 when the reader closes the pipe (`| head -1`), never saying it exported",
    async () => {
      const run = await cliStdout(["export"], { DATA_DIR: dataDir });
      expect(run).toMatchObject({ code: 141, stderr: "" });
    },
    SLOW,
  );

  it(
    "exits 1 with one line when stdout cannot be written (a full disk)",
    async () => {
      const run = await cliStdout(["export"], { DATA_DIR: dataDir }, "/dev/full");
      expect(run).toMatchObject({ code: 1, stderr: "Cannot write to stdout: ENOSPC: no space left on device, write\n" });
    },
    SLOW,
  );
});

describe("npm run cli: what the commands log", () => {
  it(
    "goes to stderr: `export` to stdout writes the packages' JSON alone, even on a database it migrates",
    async () => {
      await inTemporaryFolder("kt-cli-log-", async (dataDir) => {
        // A database the release before the newest migration made, which `export` migrates.
        const older = migrationsBefore(NEWEST_MIGRATION);
        try {
          const client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
          await migratePglite(drizzlePglite(client), { migrationsFolder: older });
          await client.close();
        } finally {
          fs.rmSync(older, { recursive: true, force: true });
        }
        const run = await cli(["export"], { DATA_DIR: dataDir, LOG_LEVEL: "info" });
        expect(run.code, run.stderr).toBe(0);
        expect(JSON.parse(run.stdout)).toEqual([]);
        const logged = run.stderr
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => (JSON.parse(line) as { msg: string }).msg);
        expect(logged).toEqual(["migrations: applied"]);
        expect(run.stderr).toContain("Exported 0 packages.");
      });
    },
    SLOW,
  );
});

describe.each(targets)("cli commands on $name (in-process)", ({ setup }) => {
  let services: Services;
  let cleanup: () => Promise<void>;
  let workDir: string;
  beforeAll(async () => {
    let env: Record<string, string>;
    ({ env, cleanup } = await setup());
    services = await boot({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }) });
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-cli-out-"));
  }, SLOW);
  afterAll(async () => {
    await services?.database.close();
    await cleanup?.();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("partner:invite prints a one-time link whose hash alone is stored; a wrong slug or argument count exits 1", async () => {
    const input = validateProvider({ name: "Kettuvallam Co", meshId: "KV-1" }, "2026-11-26");
    if (!input.ok) throw new Error(input.error);
    expect((await services.providers.create(input.value)).ok).toBe(true);
    const invited = await command(services, "partner:invite", ["kettuvallam-co", "Owner@Kettu.example"]);
    expect(invited.code).toBe(0);
    const link = /^http:\/\/localhost:\d+\/partner\/join#([A-Za-z0-9_-]{43})$/m.exec(invited.stdout);
    expect(link, invited.stdout).not.toBeNull();
    expect(invited.stdout).toContain('Invitation for owner@kettu.example to act for provider "kettuvallam-co".');
    const stored = await services.database.rows<{ token_hash: string }>(sql`SELECT token_hash FROM partner_invitations`);
    expect(stored).toEqual([{ token_hash: hashToken(link![1]!) }]);
    expect(await command(services, "partner:invite", ["no-such-provider", "a@b.example"])).toMatchObject({
      code: 1,
      stderr: 'No provider with the URL name "no-such-provider".\n',
    });
    expect(await command(services, "partner:invite", ["kettuvallam-co"])).toMatchObject({
      code: 1,
      stderr: "Usage: npm run cli -- partner:invite <provider-slug> <email>\n",
    });
  });

  it(
    "imports the fixture, exports it, and re-imports the export without loss",
    async () => {
      const first = await command(services, "import", [FIXTURE]);
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      expect(first.stdout.trim().split("\n")).toEqual([
        `Rejected document 10 of 12, id "Bad1NoTitleXx0000001" (no title): ${PACKAGE_MESSAGES.titleRequired}`,
        `Rejected document 11 of 12, id "Bad2ZeroPriceXx00002" ("Vagamon Free Ride"): ${PACKAGE_MESSAGES.adultPriceRequired}`,
        `Rejected document 12 of 12, id "Bad3NoEndDateXx00003" ("Wayanad Camp Deal"): ${PACKAGE_MESSAGES.endDateRequired}`,
        // Each provider name of the file is new to the database (one package names none).
        'Created provider "Cochin Heritage Walks" (cochin-heritage-walks) for 1 package',
        'Created provider "Punnamada Cruises" (punnamada-cruises) for 1 package',
        'Created provider "Misty Hills Tours" (misty-hills-tours) for 1 package',
        'Created provider "Gulf Wings Holidays" (gulf-wings-holidays) for 1 package',
        'Created provider "Keraleeyam Ayurveda Stays" (keraleeyam-ayurveda-stays) for 1 package',
        'Created provider "TentMates Kerala" (tentmates-kerala) for 1 package',
        'Created provider "Godsown Getaways" (godsown-getaways) for 1 package',
        'Created provider "Vembanad Luxe Stays" (vembanad-luxe-stays) for 1 package',
        "Providers: 0 attached to existing records (0 written otherwise), 8 created, 0 ambiguous.",
        "Placed 9 of 9 imported packages by their destinations (0 by district only, 0 not placed).",
        "Imported 9 of 12 documents (9 new, 0 updated); rejected 3.",
      ]);

      const out = path.join(workDir, "export.json");
      const exported = await command(services, "export", [out]);
      expect(exported).toMatchObject({ code: 0, stdout: `Exported 9 packages to ${out}.\n` });
      const documents = JSON.parse(fs.readFileSync(out, "utf8")) as unknown[];
      const fixture = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as unknown[];
      expect(importedById(documents)).toEqual(importedById(fixture));

      const second = await command(services, "import", [out]);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('Updated existing package id "7fQmZ2kLp9XcV1bN3sTa" ("Fort Kochi Heritage Trail")');
      expect(second.stdout).toContain("Providers: 8 attached to existing records (0 written otherwise), 0 created, 0 ambiguous.");
      expect(second.stdout.trim().split("\n").at(-1)).toBe("Imported 9 of 9 documents (0 new, 9 updated); rejected 0.");

      const toStdout = await command(services, "export");
      expect(toStdout).toMatchObject({ code: 0, stderr: "Exported 9 packages.\n" });
      expect(toStdout.stdout).toBe(fs.readFileSync(out, "utf8"));
    },
    SLOW,
  );

  it(
    "reports the imported packages whose destinations name no known place (ADR 108)",
    async () => {
      const fixture = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, unknown>[];
      const base = fixture.find((d) => d.id === "Hj3kL7zX1cV5bN8mQ2wE")!;
      const file = path.join(workDir, "places.json");
      const doc = (id: string, title: string, destinations: string, location: string) => ({
        ...base,
        id,
        title,
        packageCode: id.slice(0, 8),
        destinations,
        mainPlaces: [],
        attractions: [],
        location,
        startingLocation: "Nowhere",
      });
      fs.writeFileSync(
        file,
        JSON.stringify([
          doc("PlaceCoorgXx00000001", "Coorg Coffee Trails", "Coorg, Madikeri", ""),
          doc("PlacePhuketXx0000002", "Phuket Island Hop", "Phuket, Krabi", ""),
          doc("PlaceIdukkiXx0000003", "Hill Station Stay", "Top Station", "Idukki"),
        ]),
      );
      const run = await command(services, "import", [file]);
      expect(run.code).toBe(0);
      // The provider lines depend on the records the tests before made (import-export.test.ts checks them).
      expect(
        run.stdout
          .trim()
          .split("\n")
          .filter((line) => !/^(Providers: |Created provider )/.test(line)),
      ).toEqual([
        'Could not place package id "PlacePhuketXx0000002" ("Phuket Island Hop"): no known place in "Phuket, Krabi"; link it to a place in the editor',
        'Placed package id "PlaceIdukkiXx0000003" ("Hill Station Stay") by its district only: no known place in "Top Station"',
        "Placed 1 of 3 imported packages by their destinations (1 by district only, 1 not placed).",
        "Imported 3 of 3 documents (3 new, 0 updated); rejected 0.",
      ]);
    },
    SLOW,
  );

  it(
    "exits 1 when every document is rejected",
    async () => {
      const bad = path.join(workDir, "bad.json");
      fs.writeFileSync(bad, JSON.stringify([{ id: "only-bad", title: "No price", originalPriceAdult: 0 }]));
      const run = await command(services, "import", [bad]);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("Imported 0 of 1 document (0 new, 0 updated); rejected 1.");
    },
    SLOW,
  );

  it(
    "seeds the demo catalogue",
    async () => {
      const run = await command(services, "seed");
      expect(run).toMatchObject({ code: 0, stdout: expect.stringContaining(`Seeded ${demoPackages("2026-11-21").length} demo packages`) });
    },
    SLOW,
  );
});
