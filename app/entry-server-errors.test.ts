import { Writable } from "node:stream";
import pino from "pino";
import { createStaticHandler, type AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server";

/** The errors React Router's own handler gives for `request` against one page that has a loader and no action. */
async function routerErrors(request: Request, loader: () => unknown = () => null): Promise<unknown[]> {
  const handler = createStaticHandler([{ id: "page", path: "/packages", loader }]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`a Response, not errors: ${context.status}`);
  return Object.values(context.errors ?? {});
}

/** The lines a logger like the server's writes while `handleError` reports `error` of `request`. */
function reported(error: unknown, request: Request): string[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const logger = pino({ base: undefined, level: "info" }, sink);
  handleError(error, { request, params: {}, context: { services: { logger } } as unknown as AppLoadContext });
  return lines;
}

describe("a page request's errors in the log", () => {
  it("a POST to a page that takes none (405) and a path no route has (404) write nothing", async () => {
    const post = new Request("http://127.0.0.1/packages", { method: "POST" });
    const [notAllowed] = await routerErrors(post);
    expect(notAllowed).toMatchObject({ status: 405 });
    expect(reported(notAllowed, post)).toEqual([]);
    const nowhere = new Request("http://127.0.0.1/nowhere");
    const [notFound] = await routerErrors(nowhere);
    expect(notFound).toMatchObject({ status: 404 });
    expect(reported(notFound, nowhere)).toEqual([]);
  });

  it("a loader's failure is one JSON line with its stack, the method and the path", async () => {
    const request = new Request("http://127.0.0.1/packages?search=tea");
    const [failure] = await routerErrors(request, () => {
      throw new Error("the listing broke");
    });
    const lines = reported(failure, request);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as {
      level: number;
      msg: string;
      method: string;
      url: string;
      err: { message: string; stack: string };
    };
    expect(line).toMatchObject({
      level: 50,
      msg: "page request failed",
      method: "GET",
      url: "/packages",
      err: { message: "the listing broke" },
    });
    expect(line.err.stack).toContain("entry-server-errors.test.ts");
  });

  it("an abandoned request writes nothing", async () => {
    const controller = new AbortController();
    const request = new Request("http://127.0.0.1/packages", { signal: controller.signal });
    controller.abort();
    expect(reported(new Error("aborted render"), request)).toEqual([]);
  });
});
