import { Writable } from "node:stream";

/** A stream for a test's logger to write to, and the lines written to it so far (one JSON object each, as text). */
export function logLines(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, sink };
}
