import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { adminClient, useAdminApp } from "../admin/testing/admin-test-app";
import { run as adminPasswordCommand } from "../cli/commands/admin-password";
import { ConfigError, parseConfig } from "../config";
import { createLogger } from "../logger";
import { createServices } from "../services";
import { oneTestDatabase } from "../testing/databases";
import { useServicesInDataDir } from "../testing/services";
import { adminPasswordHash, ensureAdminPassword } from "./admin-password";
import { createSession } from "./sessions";
import { verifyPassword } from "./password-hash";

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
// Two well-formed hashes (of no password anyone knows): the one configured, then its replacement.
const HASH_A = "scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const HASH_B = "scrypt$1024$8$1$BBBBBBBBBBBBBBBBBBBBBB$BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";

async function captureConsole<T>(fn: () => Promise<T>): Promise<{ result: T; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = console.log;
  const error = console.error;
  console.log = (...a: unknown[]) => void out.push(a.join(" "));
  console.error = (...a: unknown[]) => void err.push(a.join(" "));
  try {
    return { result: await fn(), out: out.join("\n"), err: err.join("\n") };
  } finally {
    console.log = log;
    console.error = error;
  }
}

describe.each(oneTestDatabase())("admin password on $name", ({ open }) => {
  const ctx = useServicesInDataDir(open, (dataDir) =>
    parseConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: "owner@example.com", ADMIN_PATH: "/back-office", PORT: "4000", LOG_LEVEL: "silent" }),
  );
  const withHash = (hash: string) =>
    createServices(parseConfig({ DATA_DIR: ctx.dataDir, ADMIN_PASSWORD_HASH: hash }), ctx.database, createLogger("silent"));
  beforeEach(async () => {
    await ctx.database.db.execute(sql`DELETE FROM settings`);
  });

  it("on the first start generates a password, stores only its hash and prints it once; the second start prints nothing", async () => {
    const printed: string[] = [];
    await ensureAdminPassword(ctx.services, { env: {}, print: (t) => printed.push(t), scrypt: CHEAP });
    expect(printed).toHaveLength(1);
    const block = printed[0]!;
    expect(block).toContain("URL:      http://localhost:4000/back-office");
    expect(block).toContain("E-mail:   owner@example.com");
    const password = /Password: (\S+)/.exec(block)![1]!;
    expect(password).toHaveLength(24);
    const hash = (await adminPasswordHash(ctx.services))!;
    expect(hash.startsWith("scrypt$")).toBe(true);
    expect(hash).not.toContain(password);
    expect(await verifyPassword(password, hash)).toBe(true);

    await ensureAdminPassword(ctx.services, { env: { ADMIN_PASSWORD: "another-password" }, print: (t) => printed.push(t), scrypt: CHEAP });
    expect(printed).toHaveLength(1);
    expect(await adminPasswordHash(ctx.services)).toBe(hash);
  });

  it("uses ADMIN_PASSWORD on the first start when it is set, and never prints it", async () => {
    const printed: string[] = [];
    await ensureAdminPassword(ctx.services, {
      env: { ADMIN_PASSWORD: "e2e-admin-password" },
      print: (t) => printed.push(t),
      scrypt: CHEAP,
    });
    expect(printed[0]).toContain("Password: the one set in ADMIN_PASSWORD");
    expect(printed[0]).not.toContain("e2e-admin-password");
    expect(await verifyPassword("e2e-admin-password", (await adminPasswordHash(ctx.services))!)).toBe(true);
  });

  it("stops the start with one clear line when ADMIN_PASSWORD is too short", async () => {
    const attempt = ensureAdminPassword(ctx.services, { env: { ADMIN_PASSWORD: "short" }, print: () => undefined, scrypt: CHEAP });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(ensureAdminPassword(ctx.services, { env: { ADMIN_PASSWORD: "short" }, print: () => undefined })).rejects.toThrow(
      "Invalid configuration: ADMIN_PASSWORD must be 8 to 128 characters long",
    );
  });

  it("prints nothing and stores no password when ADMIN_PASSWORD_HASH is configured, only the hash's fingerprint", async () => {
    const configured = withHash(HASH_A);
    const printed: string[] = [];
    await ensureAdminPassword(configured, { env: {}, print: (t) => printed.push(t) });
    expect(printed).toEqual([]);
    // SHA-256 of HASH_A, base64url: which hash the sessions were opened under, not the hash itself.
    expect(await ctx.database.rows(sql`SELECT key, value FROM settings`)).toEqual([
      { key: "admin_password_in_force", value: "-IjCILZ0W65VhNg5N4QNMytw3fD23VibiUDq44VncnA" },
    ]);
  });

  it("signs the admin out when a start finds another ADMIN_PASSWORD_HASH than the last start (a leaked password replaced)", async () => {
    const sessionsLeft = async () => (await ctx.database.rows(sql`SELECT email FROM sessions WHERE role = 'admin'`)).length;
    await ctx.database.db.execute(sql`DELETE FROM sessions`);
    await ensureAdminPassword(withHash(HASH_A), { env: {} });
    await createSession(ctx.database, { role: "admin", email: "owner@example.com" });
    // Restarted with the same hash: the session stays.
    await ensureAdminPassword(withHash(HASH_A), { env: {} });
    expect(await sessionsLeft()).toBe(1);
    // Restarted with a new hash: every admin session opened before is gone.
    await ensureAdminPassword(withHash(HASH_B), { env: {} });
    expect(await sessionsLeft()).toBe(0);
    // A session opened under the new hash lives through the next start.
    await createSession(ctx.database, { role: "admin", email: "owner@example.com" });
    await ensureAdminPassword(withHash(HASH_B), { env: {} });
    expect(await sessionsLeft()).toBe(1);
  });

  it("admin:password refuses a too-short ADMIN_PASSWORD and changes nothing", async () => {
    const { result, err } = await captureConsole(() => adminPasswordCommand([], ctx.services, { ADMIN_PASSWORD: "short" }));
    expect(result).toBe(1);
    expect(err).toContain("The password must be 8 to 128 characters long.");
    expect(await adminPasswordHash(ctx.services)).toBeNull();
  });
});

describe.each(oneTestDatabase())("admin:password ends sessions on $name", ({ open }) => {
  // No ADMIN_PASSWORD_HASH: the database row decides, as after a first start.
  const ctx = useAdminApp(open, { env: { ADMIN_PASSWORD_HASH: undefined } });

  it("sets a new password, prints the hash line, and signs every session out", async () => {
    const first = await captureConsole(() => adminPasswordCommand([], ctx.app.services, { ADMIN_PASSWORD: "first-password-1" }));
    expect(first.result).toBe(0);
    const client = adminClient(ctx.app);
    expect((await client.signIn(undefined, "first-password-1")).status).toBe(200);
    expect((await client.call("GET", "/api/admin/session")).status).toBe(200);

    const second = await captureConsole(() => adminPasswordCommand([], ctx.app.services, { ADMIN_PASSWORD: "second-password-2" }));
    expect(second.result).toBe(0);
    const hashLine = /^ADMIN_PASSWORD_HASH='(scrypt\$131072\$8\$1\$[^']+)'$/m.exec(second.out);
    expect(hashLine).not.toBeNull();
    expect(second.out).toContain("Signed out 1 admin session.");
    expect(await verifyPassword("second-password-2", hashLine![1]!)).toBe(true);

    expect((await client.call("GET", "/api/admin/session")).status).toBe(401);
    expect((await adminClient(ctx.app).signIn(undefined, "first-password-1")).status).toBe(401);
    expect((await adminClient(ctx.app).signIn(undefined, "second-password-2")).status).toBe(200);
  });
});
