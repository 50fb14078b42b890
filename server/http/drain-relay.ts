import { EventEmitter } from "node:events";
import type { RequestHandler } from "express";

/**
 * `compression` hands `res.on('drain')` to its gzip stream but not `res.off('drain')`, so every
 * wait for backpressure (React Router's streaming waits with once/off) leaves a listener on the
 * gzip stream until the response ends, and a large page trips MaxListenersExceededWarning.
 * Mounted right after compression: one relay listener sits on whatever emits 'drain', and the
 * response's own drain listeners live here, where once/off can remove them.
 */
export const drainRelay: RequestHandler = (_req, res, next) => {
  const compressionOn = res.on;
  const originalRemoveListener = res.removeListener;
  const relay = new EventEmitter();
  let attached = false;

  res.on = res.addListener = function on(this: typeof res, type: string | symbol, listener: (...args: unknown[]) => void) {
    if (type !== "drain") return compressionOn.call(this, type, listener);
    if (!attached) {
      attached = true;
      compressionOn.call(this, "drain", () => relay.emit("drain"));
    }
    relay.on("drain", listener);
    return this;
  } as typeof res.on;

  res.removeListener = res.off = function removeListener(this: typeof res, type: string | symbol, listener: (...args: unknown[]) => void) {
    if (type === "drain") {
      relay.removeListener("drain", listener);
      return this;
    }
    return originalRemoveListener.call(this, type, listener);
  } as typeof res.removeListener;

  next();
};
