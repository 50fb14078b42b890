import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainRelay } from "./drain-relay";

/** Writes `chunks` incompressible chunks, waiting for 'drain' the way React Router's stream writer does. */
async function writeWithBackpressure(res: express.Response, chunks: Buffer[]) {
  for (const chunk of chunks) {
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const onDrain = () => {
          res.off("drain", onDrain);
          resolve();
        };
        res.once("drain", onDrain);
      });
    }
  }
  res.end();
}

async function serve(withRelay: boolean) {
  const chunks = Array.from({ length: 40 }, () => crypto.randomBytes(64 * 1024));
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (withRelay) app.use(drainRelay);
  app.get("/big", (_req, res) => {
    res.type("text/html");
    void writeWithBackpressure(res, chunks);
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/big`, expectedBytes: chunks.length * 64 * 1024 };
}

describe("drain relay after compression", () => {
  const warnings: Error[] = [];
  const onWarning = (w: Error) => warnings.push(w);
  let close: (() => void) | undefined;
  afterEach(() => {
    process.off("warning", onWarning);
    close?.();
    warnings.length = 0;
  });

  it.each([
    [false, true],
    [true, false],
  ])("with relay %s: leak warning %s, body intact (the case without relay shows the test can fail)", async (withRelay, expectWarning) => {
    process.on("warning", onWarning);
    const { server, url, expectedBytes } = await serve(withRelay);
    close = () => server.close();
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(expectedBytes);
    await new Promise((r) => setTimeout(r, 50));
    const leaked = warnings.some((w) => w.name === "MaxListenersExceededWarning");
    expect(leaked).toBe(expectWarning);
  });
});
