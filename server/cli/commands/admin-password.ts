import { Writable } from "node:stream";
import readline from "node:readline/promises";
import { storeAdminPasswordHash } from "../../auth/admin-password";
import { hashPassword, passwordLengthError } from "../../auth/password-hash";
import type { Services } from "../../services";

export const description = "sets the admin password (asks, or reads ADMIN_PASSWORD), prints the hash, ends existing sessions";

/**
 * Reads a line without echoing it. The question goes to stderr, as a shell's `read -p` sends it:
 * stdout carries only the hash line, which `$(npm run -s cli -- admin:password | sed …)` takes
 * (compose.yaml) while the terminal still shows the question.
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

/** `npm run cli -- admin:password` */
export async function run(_args: string[], services: Services, env: Record<string, string | undefined> = process.env): Promise<number> {
  const password = await readPassword(env);
  if (password === null) return 1;
  const problem = passwordLengthError(password);
  if (problem) {
    console.error(`${problem} Nothing was changed.`);
    return 1;
  }
  const hash = await hashPassword(password);
  const ended = await storeAdminPasswordHash(services, hash);
  console.log("The admin password is changed and stored in the database.");
  console.log(`Signed out ${ended} admin session${ended === 1 ? "" : "s"}.`);
  console.log("To set it through the environment instead (several instances, no database row), use:");
  console.log(`ADMIN_PASSWORD_HASH='${hash}'`);
  if (services.config.adminPasswordHash) {
    console.log("Note: ADMIN_PASSWORD_HASH is set in this environment and takes precedence; replace it with the line above.");
  }
  return 0;
}
