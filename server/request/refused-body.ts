import type { Request } from "express";

/** The most of a refused request's body read and dropped before its connection is cut. */
export const LINGER_BYTES = 64 * 1024 * 1024;
/** How long a refused request's body may keep arriving before its connection is cut. */
export const LINGER_MS = 10_000;

/**
 * Call before answering a request whose body is refused unread (too large, too many tries, a used
 * link): the rest of the body is read and dropped, for at most LINGER_BYTES and LINGER_MS, and the
 * connection stays open meanwhile (what web servers call a lingering close). Closing it at once
 * while the client is still sending makes the kernel reset it, and a reset can reach the client
 * before the answer: the admin then read "ECONNRESET" or "Failed to fetch" instead of "Image file
 * size exceeds 15MB limit.". Past either bound the connection is cut all the same. A body that
 * has already ended needs nothing.
 */
export function dropRefusedBody(req: Request): void {
  if (req.readableEnded || req.destroyed) return;
  let dropped = 0;
  const cut = () => req.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cut();
  });
  req.once("close", () => clearTimeout(timer));
  req.resume();
}
