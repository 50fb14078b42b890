/**
 * Makes the process's own output to a pipe whose reader is gone (a log shipper that died, `| head`)
 * dropped instead of fatal: Node reports such a write as an `error` event on process.stdout or
 * process.stderr, and with no listener that ends the process with a stack. Any other error on them
 * is thrown as before.
 */
export function dropOutputToBrokenPipes(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "EPIPE") throw err;
    });
  }
}
