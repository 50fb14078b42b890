import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { oneTestDatabase } from "../testing/databases";
import { logLines } from "../testing/log-lines";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, joinedPartner, startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";

// A sign-in's log line names the client's network (IPv4 /24, IPv6 /48), never its whole address;
// the throttle still counts by the whole address. One proxy hop in front (TRUST_PROXY=1), so
// X-Forwarded-For names the client.
const from = (ip: string) => ({ "x-forwarded-for": ip });

interface LogLine {
  msg: string;
  role?: string;
  network?: string | null;
}

describe.each(oneTestDatabase())("sign-in log lines on $name", ({ open }) => {
  const { lines, sink } = logLines();
  let database: Database;
  let app: AdminTestApp;
  beforeAll(async () => {
    database = await open();
    app = await startAdminApp(database, { env: { TRUST_PROXY: "1" }, logTo: sink });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const signInLines = () => lines.map((line) => JSON.parse(line) as LogLine).filter((line) => /sign|signed/.test(line.msg));

  it("name the admin's network, not the address, whether refused, throttled or signed in", async () => {
    lines.length = 0;
    const stranger = adminClient(app);
    for (let i = 0; i < 5; i++) expect((await stranger.signIn(ADMIN_EMAIL, "guess", from("203.0.113.7"))).status).toBe(401);
    expect((await stranger.signIn(ADMIN_EMAIL, "guess", from("203.0.113.7"))).status).toBe(429);
    // The next address in the same /24 is another address to the throttle: not locked.
    expect((await adminClient(app).signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("203.0.113.8"))).status).toBe(200);
    expect((await adminClient(app).signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("2001:db8:85a3:8d3:1319:8a2e:370:7348"))).status).toBe(200);

    expect(signInLines().map(({ msg, role, network }) => [msg, role, network])).toEqual([
      ...Array(5).fill(["sign-in refused: wrong e-mail or password", "admin", "203.0.113.0/24"]),
      ["sign-in throttled", "admin", "203.0.113.0/24"],
      ["signed in", "admin", "203.0.113.0/24"],
      ["signed in", "admin", "2001:db8:85a3::/48"],
    ]);
    for (const line of lines) {
      expect(line).not.toMatch(/203\.0\.113\.[78]\b/);
      expect(line).not.toContain("1319:8a2e");
    }
  });

  it("name a partner's network too", async () => {
    const admin = adminClient(app);
    expect((await admin.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("192.0.2.1"))).status).toBe(200);
    const made = await admin.call("POST", "/api/admin/providers", { json: { name: "Backwater Boats", meshId: "B-1" } });
    const providerId = (made.data.item as { id: string }).id;
    await joinedPartner(app, admin, providerId, "asha@backwater.example", "a long partner password");
    lines.length = 0;
    const partner = adminClient(app);
    const signIn = (password: string) =>
      partner.call("POST", "/api/partner/session", {
        json: { email: "asha@backwater.example", password },
        headers: from("198.51.100.66"),
      });
    expect((await signIn("not the password")).status).toBe(401);
    expect((await signIn("a long partner password")).status).toBe(200);

    expect(signInLines().map(({ msg, role, network }) => [msg, role, network])).toEqual([
      ["sign-in refused: wrong e-mail or password", "partner", "198.51.100.0/24"],
      ["signed in", "partner", "198.51.100.0/24"],
    ]);
    for (const line of lines) expect(line).not.toContain("198.51.100.66");
  });
});
