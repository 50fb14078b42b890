// Prints one line that says what kind of machine a test run had, so its step times can be read:
// the cores, the time of a fixed JavaScript loop (the processor), and what it costs to touch
// memory no process has used yet. On some virtual machines that last cost is tens of
// microseconds a 4 KiB page, where a bare machine takes well under one. Every new process (a
// browser tab's renderers, a server, a fresh database) pays it for all the memory it starts
// with, so such a machine runs the browser tests far slower than its processor speed suggests
// (bench/README.md, the seventeenth session's section).
import os from "node:os";

const PAGE = 4096;
const BYTES = 64 << 20;

function loopMs() {
  const started = process.hrtime.bigint();
  let x = 0;
  for (let i = 0; i < 50_000_000; i++) x = (x + i * 7) % 1_000_003;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  // x is returned though no one reads it, so that the loop's result is used and V8 keeps the loop.
  return { ms, x };
}

function firstTouchMs() {
  const started = process.hrtime.bigint();
  // allocUnsafeSlow: a buffer of its own, mapped fresh and not zero-filled by Node, so the loop's
  // writes are the first touch of each page.
  const bytes = Buffer.allocUnsafeSlow(BYTES);
  for (let i = 0; i < bytes.length; i += PAGE) bytes[i] = 1;
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const loop = loopMs();
// The best of three, so another process's burst does not decide the figure.
const touch = Math.min(firstTouchMs(), firstTouchMs(), firstTouchMs());
const perPage = (touch * 1000) / (BYTES / PAGE);
console.log(
  `machine: ${os.availableParallelism()} cores; a fixed JavaScript loop ${Math.round(loop.ms)} ms; ` +
    `new memory ${perPage.toFixed(2)} µs a 4 KiB page (64 MiB first touched in ${Math.round(touch)} ms)`,
);
