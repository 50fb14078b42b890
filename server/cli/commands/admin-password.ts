import { Writable } from "node:stream";
import readline from "node:readline/promises";
import { storeAdminPasswordHash } from "../../auth/admin-password";
import { hashPassword, passwordLengthError } from "../../auth/password-hash";
import type { NoDatabaseError } from "../../db/data-dir-lock";
import type { Services } from "../../services";

export const description = "sets the admin password (asks, or reads ADMIN_PASSWORD), prints the hash, ends existing sessions";

/**
 * Reads a line without echoing it. The question goes to stderr, as a shell's `read -p` sends it:
 * stdout carries what was done and the hash line, never the question, and compose.yaml's
 * `$(npm run -s cli -- admin:password | sed -n …)` takes the hash line alone while the terminal
 * still shows the question.
 */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = true;
    return await answer;
  } finally {
    muted = false;
    rl.close();
    process.stderr.write("\n");
  }
}

async function readPassword(env: Record<string, string | undefined>): Promise<string | null> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    console.error("Set ADMIN_PASSWORD, or run this command in a terminal to type the password.");
    return null;
  }
  const first = await askHidden("New admin password (8-128 characters): ");
  const second = await askHidden("Type it again: ");
  if (first !== second) {
    console.error("The two passwords differ. Nothing was changed.");
    return null;
  }
  return first;
}

/** Refuses any argument: `admin:password --help` would otherwise ask for, or with ADMIN_PASSWORD set change, the password. */
export async function prepare(args: string[]): Promise<number | undefined> {
  if (args.length === 0) return undefined;
  console.error("Usage: npm run cli -- admin:password (it takes no arguments)");
  return 1;
}

/** The hash of the password typed or given in ADMIN_PASSWORD, or null (said why) when there is none to hash. */
async function newPasswordHash(env: Record<string, string | undefined>): Promise<string | null> {
  const password = await readPassword(env);
  if (password === null) return null;
  const problem = passwordLengthError(password);
  if (problem) {
    console.error(`${problem} Nothing was changed.`);
    return null;
  }
  return hashPassword(password);
}

/** The line compose.yaml's recipe takes from stdout with sed: keep its shape. */
const hashLine = (hash: string) => `ADMIN_PASSWORD_HASH='${hash}'`;

/** `npm run cli -- admin:password` */
export async function run(_args: string[], services: Services, env: Record<string, string | undefined> = process.env): Promise<number> {
  const hash = await newPasswordHash(env);
  if (hash === null) return 1;
  const ended = await storeAdminPasswordHash(services, hash);
  console.log("The admin password is changed and stored in the database.");
  console.log(`Signed out ${ended} admin session${ended === 1 ? "" : "s"}.`);
  console.log("To set it through the environment instead (several instances, no database row), use:");
  console.log(hashLine(hash));
  if (services.config.adminPasswordHash) {
    console.log("Note: ADMIN_PASSWORD_HASH is set in this environment and takes precedence; replace it with the line above.");
  }
  return 0;
}

/**
 * On a DATA_DIR with no database (a mistyped one, or a host that runs the site elsewhere, as
 * compose.yaml's recipe does): nothing is stored and no database is made there, but the hash line
 * is still printed for ADMIN_PASSWORD_HASH. Exit code 1: the password is in force nowhere yet.
 */
export async function withoutDatabase(
  _args: string[],
  refusal: NoDatabaseError,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const hash = await newPasswordHash(env);
  if (hash === null) return 1;
  console.log(hashLine(hash));
  console.error(
    `DATA_DIR ${refusal.dataDir} holds no database: the password was stored nowhere. ` +
      "Set ADMIN_PASSWORD_HASH to the line above, or check DATA_DIR (the server's own), or start the server once to make one and run this again.",
  );
  return 1;
}
