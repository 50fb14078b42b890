import fs from "node:fs";
import path from "node:path";

/**
 * How the command line says that a file the operator named cannot be read or written: one line,
 * the path as typed, and the reason in words rather than Node's error text (which names the system
 * call, and for a write the temporary file beside the one asked for). `import` and `restore` read
 * with the same words; `export`, `backup` and the feed write with the same words. The other lines
 * `backup` and `restore` say of files are here too, each defined once.
 */

/** A reason both directions share, by the error's code. */
const SHARED: Record<string, string> = {
  EISDIR: "it is a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOSPC: "no space left on device",
  EDQUOT: "the disk quota is exhausted",
  EROFS: "the file system is read-only",
};

/** The error's code: a Node error's, or a code given as text for a condition found without one (a `stat` that saw a directory). */
const codeOf = (cause: unknown) => (typeof cause === "string" ? cause : (cause as NodeJS.ErrnoException | undefined)?.code);

/** Ends `text` with one full stop (an error's own message may end with one already). */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

const otherwise = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** Why a file cannot be read, in words: `no such file`, `it is a directory`, … */
export function readProblem(cause: unknown): string {
  const code = codeOf(cause);
  return code === "ENOENT" ? "no such file" : (SHARED[code ?? ""] ?? otherwise(cause));
}

/** `Cannot read <file>: no such file.`, `…: it is a directory.`, … */
export function cannotRead(file: string, cause: unknown): string {
  return sentence(`Cannot read ${file}: ${readProblem(cause)}`);
}

/**
 * `Cannot write <file>: its directory <dir> does not exist.`, `…: it is a directory.`, … For a file
 * being created, ENOENT and ENOTDIR are about the directory it would go in, so that is what is named.
 */
export function cannotWrite(file: string, cause: unknown): string {
  const code = codeOf(cause);
  const directory = path.dirname(file);
  // A directory that is there and still answers ENOENT is on a file system that makes no file in it (/proc).
  const reason =
    code === "ENOENT"
      ? isDirectory(directory)
        ? `the file system of ${directory} lets no file be made there`
        : `its directory ${directory} does not exist`
      : code === "ENOTDIR"
        ? `${directory} is not a directory`
        : (SHARED[code ?? ""] ?? otherwise(cause));
  return sentence(`Cannot write ${file}: ${reason}`);
}

function isDirectory(directory: string): boolean {
  try {
    return fs.statSync(directory).isDirectory();
  } catch {
    return false;
  }
}

/** Ends a refusal of `restore` that changed nothing; every such refusal ends the same way. */
export function nothingRestored(refusal: string): string {
  return `${sentence(refusal)} Nothing was restored.`;
}

/** The first ten names, on one line (a control character in a name is shown escaped), then how many more. */
function names(list: readonly string[]): string {
  const control = (name: string) => [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  const shown = list.slice(0, 10).map((name) => (control(name) ? JSON.stringify(name) : name));
  return `${shown.join(", ")}${list.length > 10 ? `, and ${list.length - 10} more` : ""}`;
}

/** `Skipped 2 files in uploads that are not uploads: a\b.webp, .DS_Store`: files no upload record names. */
export function skippedNotUploads(skipped: readonly string[]): string {
  const one = skipped.length === 1;
  return `Skipped ${skipped.length} file${one ? "" : "s"} in uploads that ${one ? "is not an upload" : "are not uploads"}: ${names(skipped)}`;
}

/** Recorded uploads whose files are gone: the backup was written without them, and says how to mend it. */
export function lacksRecordedUploads(uploadsDir: string, missing: readonly string[]): string {
  const one = missing.length === 1;
  return (
    `This backup lacks ${missing.length} recorded upload${one ? "" : "s"} whose file${one ? " is" : "s are"} missing from ${uploadsDir}: ${names(missing)}. ` +
    `The backup holds everything else; put ${one ? "the file" : "the files"} back from an older backup (or replace the picture where it is used), then back up again.`
  );
}

/**
 * Uploads whose files were deleted after the backup listed the folder, and whose records were
 * deleted too: the sweep removing uploads nothing uses, on a site that runs during the backup.
 */
export function skippedDeletedUploads(deleted: readonly string[]): string {
  const one = deleted.length === 1;
  return `Skipped ${deleted.length} upload file${one ? "" : "s"} deleted while the backup ran, ${one ? "its" : "their"} record${one ? "" : "s"} deleted too (the sweep removes uploads nothing uses): ${names(deleted)}`;
}

/** What `restore` says of a backup whose manifest names recorded uploads it lacks; the rest is restored. */
export function restoredWithoutUploads(missing: readonly string[]): string {
  const one = missing.length === 1;
  return (
    `This backup lacks ${missing.length} recorded upload${one ? "" : "s"} whose file${one ? " was" : "s were"} missing when it was made: ${names(missing)}. ` +
    `Everything else was restored; put ${one ? "the file" : "the files"} back from an older backup (or replace the picture where it is used).`
  );
}

/** For the `Not in this file:` list: uploads whose records were made moments ago and whose files were not there yet. */
export function uploadsInProgress(keys: readonly string[]): string {
  return `${keys.length} upload file${keys.length === 1 ? "" : "s"} still being stored as the backup ran (${names(keys)})`;
}
