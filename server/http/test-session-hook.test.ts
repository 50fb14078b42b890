import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSession, sessionCookieName } from "../auth/sessions";
import { parseConfig } from "../config";
import type { Database } from "../db/client";
import { openMemoryPglite } from "../testing/databases";
import { createLogger } from "../logger";
import { createServices, type Services } from "../services";
import { TEST_SESSION_PATH, testSessionHook } from "./test-session-hook";

describe("test session hook (browser tests only)", () => {
  let database: Database;
  let services: Services;
  beforeAll(async () => {
    database = await openMemoryPglite();
    services = createServices(
      parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ADMIN_EMAIL: "owner@example.com" }),
      database,
      createLogger("silent"),
    );
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  async function post(env: Record<string, string | undefined>) {
    const app = express();
    app.use(testSessionHook(services, env));
    app.use((_req, res) => void res.status(404).send("Not found"));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      return await fetch(`http://127.0.0.1:${port}${TEST_SESSION_PATH}`, { method: "POST" });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("signs a loopback caller in as the configured admin when KT_TEST_SESSIONS=1 outside production", async () => {
    const res = await post({ KT_TEST_SESSIONS: "1", NODE_ENV: "test" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: "owner@example.com" });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${sessionCookieName(services.config)}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain("HttpOnly");
    const token = cookie.slice(cookie.indexOf("=") + 1, cookie.indexOf(";"));
    expect(await findSession(database, "admin", token)).toMatchObject({ email: "owner@example.com" });
  });

  it.each([
    ["production", { KT_TEST_SESSIONS: "1", NODE_ENV: "production" }],
    ["NODE_ENV unset (counts as production)", { KT_TEST_SESSIONS: "1" }],
    ["the variable unset", { NODE_ENV: "test" }],
    ["the variable not exactly 1", { KT_TEST_SESSIONS: "true", NODE_ENV: "development" }],
  ])("does not exist with %s", async (_label, env) => {
    const res = await post(env);
    expect(res.status).toBe(404);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
