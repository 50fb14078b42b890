/**
 * The command line's stdout. A pipe is written asynchronously: a process that exits just after
 * writing loses what the pipe has not taken yet (all past its 64 KiB), and an error of a file
 * (a full disk) arrives after the write returned. So output is awaited, and its end told apart:
 * the reader closed the pipe (`export | head`: it has what it wanted) or the write failed.
 */

/** The exit code of a command whose reader closed stdout: 128 + SIGPIPE, as a shell reports `cat` cut short by `head` (ADR 149). */
export const STDOUT_CLOSED_EXIT = 141;

type Ending = { closed: true } | { failed: Error };
let ending: Ending | undefined;
let reported = false;

function ended(e: NodeJS.ErrnoException): void {
  ending ??= e.code === "EPIPE" ? { closed: true } : { failed: e };
}

/**
 * Keeps a closed or failing stdout from ending the process with a stack trace: its error is kept
 * for the command and the exit code. A failing stderr has nowhere left to be reported.
 */
export function watchStandardOutput(): void {
  process.stdout.on("error", ended);
  process.stderr.on("error", () => undefined);
}

/** Says once on stderr why stdout failed; a reader that closed it is not an error to report. */
function reportFailure(): void {
  if (!ending || !("failed" in ending) || reported) return;
  reported = true;
  console.error(`Cannot write to stdout: ${ending.failed.message}`);
}

/**
 * Writes `text` to stdout and waits until the system has taken all of it. Answers "closed" when
 * the reader closed stdout first, "failed" (said on stderr) when it could not be written.
 */
export async function writeStandardOutput(text: string): Promise<"written" | "closed" | "failed"> {
  const error = await new Promise<Error | null | undefined>((resolve) => process.stdout.write(text, resolve));
  if (error) ended(error);
  if (!ending) return "written";
  if ("closed" in ending) return "closed";
  reportFailure();
  return "failed";
}

/**
 * Waits for what the command printed to reach stdout, and gives the exit code: the command's, or,
 * where it succeeded but its output did not all arrive, STDOUT_CLOSED_EXIT or 1.
 */
export async function finishStandardOutput(code: number): Promise<number> {
  await new Promise((resolve) => process.stdout.write("", resolve));
  reportFailure();
  if (!ending || code !== 0) return code;
  return "closed" in ending ? STDOUT_CLOSED_EXIT : 1;
}
