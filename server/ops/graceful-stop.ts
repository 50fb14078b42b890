import type { Server } from "node:http";
import net from "node:net";
import type { RequestHandler } from "express";
import type { Logger } from "../logger";

/** How long requests in flight may take to finish once the process is told to stop. */
export const DRAIN_TIMEOUT_MS = 10_000;
/**
 * How long the listener stays open after the stop begins, /readyz answering 503 meanwhile, so a
 * load balancer that checks readiness stops sending before connections are refused.
 */
export const DRAIN_NOTICE_MS = 1_000;
/**
 * How long a kept-alive connection may sit idle before the server closes it. Node's default, 5 s,
 * races every client and proxy that keeps connections longer: a request sent on a connection just
 * as the server closes it fails with a reset (ECONNRESET) though the server is healthy. Longer than
 * the 60 s idle timeout of common proxies and load balancers, as their guides advise; a stop still
 * closes idle connections at once (closeIdle below).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface Drain {
  /** Mounted first: while stopping, /readyz answers 503 and every response closes its connection. */
  gate: RequestHandler;
  draining(): boolean;
  /**
   * Follows the server's connections from its start, to tell a kept-alive idle one from a new one,
   * and keeps idle ones open for KEEP_ALIVE_TIMEOUT_MS.
   */
  watch(server: Server): void;
  /**
   * Answers /readyz 503 at once and keeps serving for the notice period; then stops taking
   * connections (new ones are refused), lets the requests in flight finish (up to the drain
   * timeout, then closes what is still open), then runs `close` (the database). Resolves when done.
   */
  stop(server: Server, close: () => Promise<void>, reason?: string): Promise<void>;
}

/**
 * The graceful stop of one serving process (ADR 093). A process manager or a cluster primary
 * calls `stop` (on SIGTERM here; in a cluster worker, on the primary's disconnect) and exits after.
 */
export function createDrain(logger: Logger, { timeoutMs = DRAIN_TIMEOUT_MS, noticeMs = DRAIN_NOTICE_MS } = {}): Drain {
  let draining = false;
  let stopped: Promise<void> | undefined;
  /** Open connections and how many requests each has carried; `busy` has those with one in flight. */
  const requestsOn = new Map<net.Socket, number>();
  const busy = new Set<net.Socket>();
  /**
   * Closes connections known to be idle: a response done and no request in flight. A connection
   * that has carried no request yet is left open: its first request may already be on the way
   * (Node's own closeIdleConnections would cut it); it is answered with Connection: close.
   */
  const closeIdle = () => {
    // end(), not destroy(): what the last response wrote is still flushed.
    for (const [socket, count] of requestsOn) if (count > 0 && !busy.has(socket)) socket.end();
  };
  return {
    gate: (req, res, next) => {
      if (!draining) return next();
      res.setHeader("Connection", "close");
      // Spelt as the router matches it (any case, a trailing slash), so no spelling still says ready.
      if (req.path.replace(/\/$/, "").toLowerCase() !== "/readyz") return next();
      res.status(503).set({ "Cache-Control": "no-store", "Retry-After": "5" }).json({ status: "stopping" });
    },
    draining: () => draining,
    watch(server) {
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.on("connection", (socket: net.Socket) => {
        requestsOn.set(socket, 0);
        socket.once("close", () => {
          requestsOn.delete(socket);
          busy.delete(socket);
        });
      });
      server.on("request", (req, res) => {
        const socket = req.socket;
        requestsOn.set(socket, (requestsOn.get(socket) ?? 0) + 1);
        busy.add(socket);
        res.once("close", () => busy.delete(socket));
      });
    },
    stop(server, close, reason = "stop") {
      stopped ??= (async () => {
        draining = true;
        const started = performance.now();
        logger.info({ reason, noticeMs }, "stopping: /readyz answers 503, then the requests in flight finish");
        const deadline = setTimeout(() => {
          logger.warn({ timeoutMs }, "stopping: closing connections still open after the drain timeout");
          server.closeAllConnections();
        }, timeoutMs);
        await new Promise((resolve) => setTimeout(resolve, noticeMs));
        // net.Server's close: stop listening and wait for the connections, without http.Server's
        // closing of every connection that has no request parsed yet (see closeIdle).
        const closing = Date.now();
        const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
        // Connections the kernel had completed but Node had not yet accepted are reset by the
        // kernel here: to their client, a connection refused at close that reads as a reset. The
        // clock is read on both sides of the close: a busy machine may pause the process between.
        logger.info({ closing, at: Date.now(), open: requestsOn.size }, "stopping: listener closed, new connections are refused");
        closeIdle();
        const idle = setInterval(closeIdle, 100);
        await closed;
        clearInterval(idle);
        clearTimeout(deadline);
        await close();
        logger.info({ ms: Math.round(performance.now() - started) }, "stopped");
      })();
      return stopped;
    },
  };
}
