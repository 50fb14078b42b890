import type { RequestHandler } from "express";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { createApp } from "../http/create-app";
import { createLogger } from "../logger";
import { createServices } from "../services";
import { testDatabases } from "../testing/databases";
import { listenLocally } from "../testing/listen-locally";
import { logLines } from "../testing/log-lines";
import type { ReviewPagePost } from "./review-public-routes";

const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const TOKEN = "A".repeat(43);
const BODY = "The houseboat night was calm and the guide knew every bird on the backwaters.";
const OUTAGE = "We can't reach our catalogue right now. Please try again in a moment.";

// A review sent while the database does not answer (ADR 055): nothing is stored, the API says so
// as before, and the page post hands the page what the traveller typed, read even though the
// outage struck before the form was (the per-IP limit is the first statement).
describe.each(testDatabases())("a review sent while $name is down", ({ open }) => {
  it("answers the API with the outage message and gives the page the typed text", async () => {
    const database = await open();
    const services = createServices(config, database, createLogger("silent"));
    // Stands in for React Router: shows what the page's loader would receive.
    const pageHandler: RequestHandler = (req, res) => {
      res.json({ method: req.method, post: res.locals.reviewPost as ReviewPagePost });
    };
    const { server, base } = await listenLocally(createApp({ services, pageHandler }));
    await database.close();
    const form = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ overall: "4", value: "", title: "Birds", body: BODY, consent: "on" })) f.set(k, v);
      f.append("photos", new Blob([Buffer.from("not really a photo")], { type: "image/png" }), "a.png");
      return f;
    };
    try {
      const api = await fetch(`${base}/api/v1/review-invitations/${TOKEN}/review`, { method: "POST", body: form() });
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("5");
      expect(await api.json()).toEqual({ error: OUTAGE });

      const page = await fetch(`${base}/ml/review/${TOKEN}`, { method: "POST", body: form() });
      expect(page.status).toBe(200);
      expect(page.headers.get("referrer-policy")).toBe("no-referrer");
      expect(await page.json()).toEqual({
        method: "GET",
        post: {
          outcome: { kind: "unavailable" },
          values: { overall: "4", value: "", title: "Birds", body: BODY, consent: "on" },
          outage: { title: "We can't reach our catalogue right now", message: OUTAGE },
        },
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// A review link's token is a password for one review: an outage's log lines name the route with
// `:token` in its place, and the database error they carry leaves out the statement's parameters
// (the token's hash, the traveller's address).
describe.each(testDatabases())("the log of a review link answered while $name is down", ({ name, open }) => {
  it("names the route with :token and carries no statement parameters", async () => {
    const { lines, sink } = logLines();
    const database = await open();
    const services = createServices(config, database, createLogger("info", sink));
    const { server, base } = await listenLocally(createApp({ services }));
    await database.close();
    try {
      const read = await fetch(`${base}/api/v1/review-invitations/${TOKEN}`);
      expect(read.status).toBe(503);
      const sent = await fetch(`${base}/api/v1/review-invitations/${TOKEN}/review`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ overall: 4, title: "Birds", body: BODY, consent: "on" }),
      });
      expect(sent.status).toBe(503);
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; url?: string; reason?: string });
      expect(logged.map((line) => [line.msg, line.url])).toEqual([
        ["database unavailable", "/api/v1/review-invitations/:token"],
        ["database unavailable: review not saved", undefined],
      ]);
      for (const line of lines) {
        expect(line).not.toContain(TOKEN);
        expect(line).not.toMatch(/params/i);
      }
      // The driver's words for the outage, not the statement that met it.
      expect(logged[0]!.reason).toBe(name === "pglite" ? "PGlite is closed" : "Cannot use a pool after calling end on the pool");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
