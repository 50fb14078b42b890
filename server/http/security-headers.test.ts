import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { testDatabases } from "../testing/databases";
import { startAdminApp, type AdminTestApp } from "../admin/testing/admin-test-app";

/** A GET of `target` exactly as written. */
function rawGet(base: string, target: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${target}`, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    request.on("error", reject);
  });
}

describe("security headers", () => {
  let database: Database;
  let app: AdminTestApp;
  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    app = await startAdminApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("switches off browser features the site never uses (Permissions-Policy)", async () => {
    const res = await fetch(`${app.baseUrl}/api/v1/last-minute`);
    expect(res.headers.get("permissions-policy")).toBe(
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
    );
  });

  it("serves an uploaded PDF as an attachment, images inline", async () => {
    const dir = app.services.config.storage.localDir;
    fs.mkdirSync(path.join(dir, "pdfs"), { recursive: true });
    fs.mkdirSync(path.join(dir, "images"), { recursive: true });
    fs.writeFileSync(path.join(dir, "pdfs", "1_package.pdf"), "%PDF-1.4\n%%EOF\n");
    fs.writeFileSync(path.join(dir, "images", "1_banner.webp"), "RIFF0000WEBP");
    const pdf = await fetch(`${app.baseUrl}/uploads/pdfs/1_package.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe("attachment");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    // Other spellings of the same file's path (sent as written: fetch would tidy the dot segments).
    for (const spelling of ["/uploads//pdfs/1_package.pdf", "/uploads/pdfs%2F1_package.pdf", "/uploads/x/../pdfs/1_package.pdf"]) {
      const answer = await rawGet(app.baseUrl, spelling);
      expect([answer.status, answer.headers["content-disposition"]], spelling).toEqual([200, "attachment"]);
    }
    const image = await fetch(`${app.baseUrl}/uploads/images/1_banner.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-disposition")).toBeNull();
  });

  it("gives every response a nonce of its own: 16 random bytes, never one twice", async () => {
    // 300 answers: past the first 256 nonces, which one draw of random bytes holds.
    const nonces: string[] = [];
    for (let i = 0; i < 300; i++) {
      const res = await fetch(`${app.baseUrl}/api/v1/last-minute`);
      await res.arrayBuffer();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(300);
  });
});
