import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { deferScripts } from "./deferred-scripts.server";

export const streamTimeout = 5_000;

/**
 * What React Router reports of a page request it could not answer well. A refusal it answers 4xx
 * itself (a POST to a page that takes none: 405; a path no route has) and a request its client
 * abandoned are nobody's failure, and anyone could fill the log with them: not logged. Anything
 * else (a loader's or a render's failure) is one JSON line with its stack and the request's id,
 * through the app's logger, as the server's other failures are (React Router would print it to
 * the console as plain text).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.services?.logger;
  const url = new URL(request.url).pathname;
  if (logger) logger.error({ err: error, method: request.method, url }, "page request failed");
  else console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // The whole document, then one answer (ADR 060): public pages are kept whole by the response
  // cache before the first byte is sent anyway, and a page's many small chunks through streams
  // cost more CPU than the render itself saved by streaming. Crawlers got the whole document before.
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // Scripts start after the first paint (ADR 059).
        const body = deferScripts(Buffer.concat(chunks)) as Uint8Array<ArrayBuffer>;
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) handleError(error, { request, context: loadContext, params: {} });
        },
      },
    );
  });
}
