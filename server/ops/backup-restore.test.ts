import { execFile, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";
import { packageFixture } from "../catalogue/package-fixture";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { exportDocuments } from "../cli/commands/export";
import * as backup from "../cli/commands/backup";
import * as restore from "../cli/commands/restore";
import { parseConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { solidImage } from "../images/test-images";
import { createLogger } from "../logger";
import { sql } from "drizzle-orm";
import { createServices, type Services } from "../services";
import { s3TestEnv } from "../storage/testing/s3-server";
import { BACKUP_MAGIC, checkBackup, filesUnder, writeBackup } from "./backup-file";
import { inTemporaryFolder } from "../testing/temporary-folder";
import { printed } from "../testing/console-output";
import { lockHolder } from "../testing/lock-holder";

const run = promisify(execFile);

/** Every file under `dir` with the SHA-256 of its bytes. */
async function fileHashes(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const name of await filesUnder(dir)) {
    hashes[name] = crypto
      .createHash("sha256")
      .update(fs.readFileSync(path.join(dir, name)))
      .digest("hex");
  }
  return hashes;
}

const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

/** A file in the backup format with these entries, whole and with a right checksum, whatever their names. */
function handMadeBackup(entries: { name: string; bytes: Buffer }[]): Buffer {
  const manifest = {
    createdAt: "2026-12-01T00:00:00.000Z",
    database: "pglite",
    storage: "local",
    entries: entries.map((e) => ({ name: e.name, bytes: e.bytes.length, sha256: sha256(e.bytes) })),
  };
  const body = Buffer.concat([Buffer.from(BACKUP_MAGIC), Buffer.from(`${JSON.stringify(manifest)}\n`), ...entries.map((e) => e.bytes)]);
  return Buffer.concat([body, Buffer.from(`END ${sha256(body)}\n`)]);
}

/** `npm run cli -- <args>` in a child process: its exit code and what it printed (killed after `timeoutMs`, if given). */
function cliRun(args: string[], env: Record<string, string>, timeoutMs = 0): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, ["cli.js", ...args], { env: { ...process.env, ...env }, timeout: timeoutMs, killSignal: "SIGKILL" }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

const envFor = (dataDir: string) => ({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "false" });

/**
 * Backup and restore on PGlite on disk with local uploads: the demo catalogue, a package with two
 * uploaded images (through the admin upload API) and an approved review (invitation, the public
 * form, moderation), backed up, wiped, restored into an empty DATA_DIR: the export, the files and
 * the review come back identical. A truncated, damaged or foreign file is refused and writes nothing.
 */
describe("backup and restore (PGlite, local uploads)", { timeout: 180_000 }, () => {
  let work: string;
  let source: string;
  let backupFile: string;
  let database: Database;
  let app: AdminTestApp;
  let before: { exported: unknown; files: Record<string, string>; reviews: unknown };

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "kt-backup-"));
    source = path.join(work, "source");
    backupFile = path.join(work, "kerala.backup");
    database = await openDatabase({ dataDir: source });
    app = await startAdminApp(database, { env: { DATA_DIR: source } });
    const { services } = app;
    await seedDemoCatalogue(services);

    const client = adminClient(app);
    expect((await client.signIn()).status).toBe(200);
    const banner = await client.upload("banner", new Blob([await solidImage(1600, 900)]), "banner.jpg");
    const gallery = await client.upload("gallery", new Blob([await solidImage(1200, 800, "png")]), "gallery.png");
    expect([banner.status, gallery.status]).toEqual([201, 201]);
    const open = { bookingOpeningDate: "2020-01-01", bookingClosingDate: "2099-12-31" };
    await services.catalogue.insertMany([
      {
        ...packageFixture({
          ...open,
          title: "Backup Backwaters",
          bannerImage: banner.data.url as string,
          galleryImages: [gallery.data.url as string],
        }),
        id: "pkg-backup",
      },
    ]);
    const invitation = await client.call("POST", "/api/admin/review-invitations", {
      json: { packageId: "pkg-backup", travellerName: "Priya Nair", travelMonth: "2026-10" },
    });
    expect(invitation.status).toBe(201);
    const token = (invitation.data.url as string).replace("/review/", "");
    const sent = await fetch(`${app.baseUrl}/api/v1/review-invitations/${token}/review`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        overall: 5,
        title: "Quiet and green",
        body: "The houseboat crew looked after us all week. ".repeat(3),
        consent: "on",
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect((await client.call("POST", `/api/admin/reviews/${id}/approve`)).status).toBe(200);

    before = {
      exported: await exportDocuments(services),
      files: await fileHashes(path.join(source, "uploads")),
      reviews: await services.reviews.forPackage("pkg-backup", 1),
    };
    expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(4); // two originals and their WebP widths
    expect(JSON.stringify(before.reviews)).toContain("Quiet and green");

    const made = await printed(() => backup.run([backupFile], services));
    expect(made.stderr).toBe("");
    expect(made.result).toBe(0);
    expect(made.stdout).toMatch(/^Backed up the database \([0-9.]+ MB\) and \d+ uploaded files \([0-9.]+ MB\) to .* in [0-9.]+ s\.\n$/);
    await app.close();
    await database.close();
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  /** Opens a restored DATA_DIR as the server would, for the checks below. */
  async function openRestored(dataDir: string): Promise<{ services: Services; close: () => Promise<void> }> {
    const restored = await openDatabase({ dataDir });
    return { services: createServices(parseConfig(envFor(dataDir)), restored, createLogger("silent")), close: () => restored.close() };
  }

  it("restores the export, the files and the review identically after the data directory is wiped", async () => {
    fs.rmSync(source, { recursive: true, force: true });
    const done = await printed(() => restore.runAlone([backupFile], envFor(source)));
    expect(done.stderr).toBe("");
    expect(done.result).toBe(0);
    expect(done.stdout).toMatch(/^Restored the database \(42 packages\) and \d+ uploaded files into .* in [0-9.]+ s\.\n$/);
    const restored = await openRestored(source);
    try {
      expect(await exportDocuments(restored.services)).toEqual(before.exported);
      expect(await fileHashes(path.join(source, "uploads"))).toEqual(before.files);
      expect(await restored.services.reviews.forPackage("pkg-backup", 1)).toEqual(before.reviews);
    } finally {
      await restored.close();
    }
  });

  it("refuses a truncated, a damaged, a foreign, a missing and a badly named file, and a non-empty DATA_DIR, touching nothing", async () => {
    const bytes = fs.readFileSync(backupFile);
    const cases: [string, Buffer | null, RegExp][] = [
      [
        "truncated",
        bytes.subarray(0, Math.floor(bytes.length / 2)),
        /is incomplete \(truncated\): \d+ bytes where the backup needs \d+\. Nothing was restored\.$/,
      ],
      [
        "damaged",
        Buffer.concat([bytes.subarray(0, 5000), Buffer.from([bytes[5000]! ^ 0xff]), bytes.subarray(5001)]),
        /is damaged: its checksum does not match its contents\. Nothing was restored\.$/,
      ],
      [
        "foreign",
        Buffer.from(JSON.stringify(before.exported)),
        /is not a backup made by `npm run cli -- backup` \(it does not start like one\)\. Nothing was restored\.$/,
      ],
      // A later release's format: named, so the operator restores it with that release.
      [
        "later-format",
        Buffer.concat([Buffer.from("KERALA-TRIPS-BACKUP/2\n"), bytes.subarray(BACKUP_MAGIC.length)]),
        /is a backup in format 2, which this release cannot read \(it reads format 1\)\. Restore it with the release that made it, or a later one\. Nothing was restored\.$/,
      ],
      ["missing", null, /^Cannot read .*missing: no such file\. Nothing was restored\.$/],
      [
        "unreadable-list",
        Buffer.concat([Buffer.from(BACKUP_MAGIC), Buffer.from("{not json\n"), Buffer.from("END x\n")]),
        /is damaged: its list of contents cannot be read\. Nothing was restored\.$/,
      ],
      [
        "backslash",
        handMadeBackup([{ name: "uploads/a\\b.webp", bytes: Buffer.from("not an upload") }]),
        /names a file outside the data directory \(uploads\/a\\b\.webp\)\. Nothing was restored\.$/,
      ],
      [
        "escape",
        handMadeBackup([{ name: "uploads/../../escaped.txt", bytes: Buffer.from("outside") }]),
        /names a file outside the data directory \(uploads\/\.\.\/\.\.\/escaped\.txt\)\. Nothing was restored\.$/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const file = path.join(work, name);
      if (content) fs.writeFileSync(file, content);
      const target = path.join(work, `target-${name}`);
      const outcome = await printed(() => restore.runAlone([file], envFor(target)));
      expect(outcome.result, name).toBe(1);
      expect(outcome.stderr.trim(), name).toMatch(message);
      expect(fs.existsSync(target), name).toBe(false);
    }
    const occupied = path.join(work, "occupied");
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, "notes.txt"), "keep me");
    const refused = await printed(() => restore.runAlone([backupFile], envFor(occupied)));
    expect(refused.result).toBe(1);
    expect(refused.stderr).toContain("is not empty (notes.txt): restore into an empty folder. Nothing was restored.");
    expect(fs.readdirSync(occupied)).toEqual(["notes.txt"]);
    // Uploaded files into a site that keeps them in S3 would land where it never reads them.
    const bucketSite = path.join(work, "bucket-site");
    const toS3 = await printed(() => restore.runAlone([backupFile], { ...envFor(bucketSite), ...s3TestEnv("http://127.0.0.1:9") }));
    expect(toS3.result).toBe(1);
    expect(toS3.stderr.trim()).toMatch(
      /^This backup holds \d+ uploaded files, and STORAGE=s3 keeps uploads in a bucket: restore with STORAGE=local, then copy DATA_DIR\/uploads to the bucket with your S3 tool\. Nothing was restored\.$/,
    );
    expect(fs.existsSync(bucketSite)).toBe(false);
    // An embedded database into a site configured for PostgreSQL.
    const postgresSite = path.join(work, "postgres-site");
    const toPostgres = await printed(() =>
      restore.runAlone([backupFile], { ...envFor(postgresSite), DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" }),
    );
    expect(toPostgres.result).toBe(1);
    expect(toPostgres.stderr).toBe(
      "This backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR. Nothing was restored.\n",
    );
    expect(fs.existsSync(postgresSite)).toBe(false);
    // A PostgreSQL site's backup (its uploads only) into DATA_DIR alone would leave an empty
    // embedded database there, and the next start would serve the demo catalogue.
    const uploadsOnly = path.join(work, "uploads-only.backup");
    await writeBackup(uploadsOnly, { createdAt: "2026-12-01T00:00:00.000Z", database: "postgres", storage: "local" }, [
      { name: "uploads/banner.webp", bytes: Buffer.from("a picture") },
    ]);
    const pgliteSite = path.join(work, "pglite-site");
    const withoutDatabase = await printed(() => restore.runAlone([uploadsOnly], envFor(pgliteSite)));
    expect(withoutDatabase.result).toBe(1);
    expect(withoutDatabase.stderr).toBe(
      "This backup holds no database, only uploaded files (its site's database is PostgreSQL): restore that database with pg_restore (README, Backups), then run this restore with DATABASE_URL naming it. Nothing was restored.\n",
    );
    expect(fs.existsSync(pgliteSite)).toBe(false);
    expect(fs.existsSync(path.join(work, "escaped.txt"))).toBe(false);
  });

  it("refuses a DATA_DIR that is a file, or lies under one, in one line, leaving the file as it was", async () => {
    const plainFile = path.join(work, "data-is-a-file");
    fs.writeFileSync(plainFile, "not a folder");
    const under = path.join(plainFile, "data");
    const runs = await Promise.all([cliRun(["restore", backupFile], envFor(plainFile)), cliRun(["restore", backupFile], envFor(under))]);
    expect(runs).toEqual([
      {
        code: 1,
        stdout: "",
        stderr: `Cannot use DATA_DIR ${plainFile}: it, or a folder above it, is a file, not a folder. Nothing was restored.\n`,
      },
      {
        code: 1,
        stdout: "",
        stderr: `Cannot use DATA_DIR ${under}: it, or a folder above it, is a file, not a folder. Nothing was restored.\n`,
      },
    ]);
    expect(fs.readFileSync(plainFile, "utf8")).toBe("not a folder");
  });

  it("refuses a DATA_DIR whose file system makes no folder (under /proc) in one line, never trying for ever", async () => {
    const refused = await cliRun(["restore", backupFile], envFor("/proc/kt-no-folder/data"), 20_000);
    expect(refused).toEqual({
      code: 1,
      stdout: "",
      stderr: "Cannot use DATA_DIR /proc/kt-no-folder/data: its file system lets no folder be made there. Nothing was restored.\n",
    });
  }, 30_000);

  it("a restore killed half-way leaves a folder the commands and restore refuse, saying so; emptied, it restores", async () => {
    const target = path.join(work, "killed");
    const mark = path.join(target, ".restore-unfinished");
    const child = spawn(process.execPath, ["cli.js", "restore", backupFile], {
      env: { ...process.env, ...envFor(target) },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // Killed (no undo runs) once the restore has begun writing: its mark is there.
    while (!fs.existsSync(mark) && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 2));
    child.kill("SIGKILL");
    await exited;
    expect(fs.existsSync(mark)).toBe(true);
    const refusal = `DATA_DIR ${target} holds a restore that stopped before it finished: empty the folder and run the restore again.`;
    const exported = await cliRun(["export"], envFor(target));
    expect(exported).toMatchObject({ code: 1, stdout: "", stderr: `${refusal}\n` });
    const again = await printed(() => restore.runAlone([backupFile], envFor(target)));
    expect(again.result).toBe(1);
    expect(again.stderr).toBe(`${refusal} Nothing was restored.\n`);
    expect(fs.existsSync(mark)).toBe(true);
    fs.rmSync(target, { recursive: true });
    const whole = await printed(() => restore.runAlone([backupFile], envFor(target)));
    expect(whole.result).toBe(0);
    expect(fs.existsSync(mark)).toBe(false);
    const restored = await openRestored(target);
    try {
      expect(await exportDocuments(restored.services)).toEqual(before.exported);
    } finally {
      await restored.close();
    }
  });

  it("says a backup file under /proc cannot be made there, not that /proc does not exist", async () => {
    const refused = await cliRun(["backup", "/proc/kt.backup"], envFor(source));
    expect(refused).toEqual({
      code: 1,
      stdout: "",
      stderr: "Cannot write /proc/kt.backup: the file system of /proc lets no file be made there.\n",
    });
  });

  it("refuses to back up while another process (the server) has the embedded database open", async () => {
    const { holder, locked } = lockHolder(source);
    try {
      await locked;
      const refused = await run(process.execPath, ["cli.js", "backup", path.join(work, "while-running.backup")], {
        env: { ...process.env, ...envFor(source) },
      }).then(
        () => ({ code: 0, stderr: "" }),
        (e: { code: number; stderr: string }) => e,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by another process (pid ${holder.pid})`);
      expect(refused.stderr).toContain("stop the server, run the backup");
      expect(fs.existsSync(path.join(work, "while-running.backup"))).toBe(false);
    } finally {
      holder.kill();
    }
  });

  it("takes the recorded uploads and skips other files in uploads, naming them; a lost recorded upload is said and exits 1", async () => {
    const uploadsDir = path.join(source, "uploads");
    const recorded = Object.keys(before.files);
    const strays = { "a\\b.webp": "a name no upload has", ".DS_Store": "Finder", "images/.1_x.jpg.123.tmp": "a crash's leftover" };
    const skippedLine = "Skipped 3 files in uploads that are not uploads: .DS_Store, a\\b.webp, images/.1_x.jpg.123.tmp\n";
    const uploadEntries = async (file: string) =>
      (await checkBackup(file)).manifest.entries.filter((e) => e.name.startsWith("uploads/")).map((e) => e.name.slice("uploads/".length));
    const lost = recorded.find((name) => name.endsWith(".w480.webp"))!;
    const lostBytes = fs.readFileSync(path.join(uploadsDir, lost));
    for (const [name, text] of Object.entries(strays)) fs.writeFileSync(path.join(uploadsDir, name), text);
    fs.rmSync(path.join(uploadsDir, lost));
    try {
      // The records were made minutes ago: a file not there yet is an upload still being stored.
      const early = path.join(work, "early.backup");
      const made = await cliRun(["backup", early], envFor(source));
      expect(made.stderr).toBe(skippedLine);
      expect(made.code).toBe(0);
      expect(made.stdout).toMatch(new RegExp(`^Backed up the database \\([0-9.]+ MB\\) and ${recorded.length - 1} uploaded files `));
      expect(made.stdout).toContain(`\nNot in this file: 1 upload file still being stored as the backup ran (${lost}).\n`);
      expect(await uploadEntries(early)).toEqual(recorded.filter((name) => name !== lost));

      // A day later the file is lost, not late: the backup holds everything else and says what it lacks.
      const opened = await openRestored(source);
      try {
        await opened.services.database.rows(sql`UPDATE uploaded_files SET created_at = created_at - interval '1 day'`);
      } finally {
        await opened.close();
      }
      const lacking = path.join(work, "lacking.backup");
      const outcome = await cliRun(["backup", lacking], envFor(source));
      expect(outcome.stderr).toBe(
        skippedLine +
          `This backup lacks 1 recorded upload whose file is missing from ${uploadsDir}: ${lost}. ` +
          "The backup holds everything else; put the file back from an older backup (or replace the picture where it is used), then back up again.\n",
      );
      expect(outcome.code).toBe(1);
      expect(await uploadEntries(lacking)).toEqual(recorded.filter((name) => name !== lost));
      expect((await checkBackup(lacking)).manifest.missingUploads).toEqual([lost]);

      // Restored, it holds everything else and says what it lacks, with the same name.
      const restoredSite = path.join(work, "restored-lacking");
      const restored = await printed(() => restore.runAlone([lacking], envFor(restoredSite)));
      expect(restored.stderr).toBe(
        `This backup lacks 1 recorded upload whose file was missing when it was made: ${lost}. ` +
          "Everything else was restored; put the file back from an older backup (or replace the picture where it is used).\n",
      );
      expect(restored.result).toBe(0);
      expect(restored.stdout).toMatch(
        new RegExp(`^Restored the database \\(42 packages\\) and ${recorded.length - 1} uploaded files into `),
      );
      expect(Object.keys(await fileHashes(path.join(restoredSite, "uploads")))).toEqual(recorded.filter((name) => name !== lost));
      fs.rmSync(restoredSite, { recursive: true, force: true });

      // Put back, the file is taken again, and the strays are still skipped.
      fs.writeFileSync(path.join(uploadsDir, lost), lostBytes);
      const whole = path.join(work, "whole.backup");
      const again = await cliRun(["backup", whole], envFor(source));
      expect(again.stderr).toBe(skippedLine);
      expect(again.code).toBe(0);
      expect(await uploadEntries(whole)).toEqual(recorded);
      expect((await checkBackup(whole)).manifest.missingUploads).toEqual([]);
    } finally {
      fs.writeFileSync(path.join(uploadsDir, lost), lostBytes);
      for (const name of Object.keys(strays)) fs.rmSync(path.join(uploadsDir, name));
    }
  });
});

/**
 * A site with many uploads: about 150 bytes of the list of contents per file, so past 1 MiB from
 * some 7,000 files (1,800 images and their three WebP widths). Long folder names make the list as
 * long with 1,500 one-line files, which keeps the test quick. Written as `backup` writes it (and
 * read back there), then checked as `restore` checks a file before it writes anything: the check
 * is what refused such a file. (Restoring it adds some 40 s of PGlite start for nothing more.)
 */
describe("a backup whose list of contents passes 1 MiB", { timeout: 180_000 }, () => {
  it("is checked and read back with every file", async () => {
    await inTemporaryFolder("kt-backup-many-", async (work) => {
      const folder = `${"a".repeat(200)}/${"b".repeat(200)}/${"c".repeat(200)}`;
      const names = Array.from({ length: 1500 }, (_, i) => `uploads/${folder}/${String(i).padStart(4, "0")}.webp`);
      const file = path.join(work, "many.backup");
      const manifest = await writeBackup(
        file,
        { createdAt: "2026-11-30T00:00:00.000Z", database: "postgres", storage: "local" },
        names.map((name) => ({ name, bytes: Buffer.from(path.basename(name)) })),
      );
      expect(JSON.stringify(manifest).length).toBeGreaterThan(1024 * 1024);

      const checked = await checkBackup(file);
      expect(checked.manifest.entries.length).toBe(1500);
      expect((await checked.read(checked.manifest.entries[0]!)).toString()).toBe("0000.webp");
      expect((await checked.read(checked.manifest.entries[1499]!)).toString()).toBe("1499.webp");
    });
  });
});
