import crypto from "node:crypto";
import { ConfigError } from "../config";
import { settings } from "../db/schema";
import { readSetting, storeSetting } from "../db/settings";
import type { Services } from "../services";
import { deleteAllAdminSessions } from "./sessions";
import {
  generatePassword,
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLengthError,
  type ScryptParams,
  SCRYPT_DEFAULTS,
} from "./password-hash";

const SETTING_KEY = "admin_password_hash";
/** A fingerprint (SHA-256) of the hash in force when the admin's sessions were last valid for it. */
const IN_FORCE_KEY = "admin_password_in_force";

/** The hash in force: ADMIN_PASSWORD_HASH when configured, else the one stored in the database. */
export async function adminPasswordHash(services: Pick<Services, "config" | "database">): Promise<string | null> {
  if (services.config.adminPasswordHash) return services.config.adminPasswordHash;
  return readSetting(services.database.db, SETTING_KEY);
}

const fingerprintOf = (hash: string) => crypto.createHash("sha256").update(hash).digest("base64url");

/** Stores a new hash (replacing any) and ends every admin session; answers how many were ended. */
export async function storeAdminPasswordHash(services: Pick<Services, "database">, hash: string): Promise<number> {
  await storeSetting(services.database.db, SETTING_KEY, hash);
  // The sessions end before the new hash is recorded as theirs: if ending them fails, the next
  // start still finds the hash new and ends them then.
  const ended = await deleteAllAdminSessions(services.database);
  await storeSetting(services.database.db, IN_FORCE_KEY, fingerprintOf(hash));
  return ended;
}

/**
 * Ends every admin session when the hash in force is not the one the last start saw (or none was
 * recorded yet): a new ADMIN_PASSWORD_HASH, set because the old password leaked, must sign out the
 * sessions opened with the old one, as `admin:password` does at once. Answers how many it ended.
 */
async function endSessionsOfAnOldPassword(services: Pick<Services, "database">, hash: string): Promise<number> {
  const fingerprint = fingerprintOf(hash);
  if ((await readSetting(services.database.db, IN_FORCE_KEY)) === fingerprint) return 0;
  // Ended first, recorded after: a failure in between ends them again at the next start.
  const ended = await deleteAllAdminSessions(services.database);
  await storeSetting(services.database.db, IN_FORCE_KEY, fingerprint);
  return ended;
}

export interface EnsureOptions {
  /** ADMIN_PASSWORD is read from here (process.env by default). */
  env?: Record<string, string | undefined>;
  print?: (text: string) => void;
  scrypt?: ScryptParams;
}

/**
 * The sign-in details printed once. `password` is null when it came from ADMIN_PASSWORD: the
 * operator already has it, and a secret set in the environment never goes to the logs.
 */
export function signInDetailsBlock(services: Pick<Services, "config">, password: string | null): string {
  const { config } = services;
  const base = config.publicBaseUrl ?? `http://localhost:${config.port}`;
  const lines = [
    "Admin sign-in (shown once; store it now, it will not be printed again):",
    `  URL:      ${base}${config.adminPath}`,
    `  E-mail:   ${config.adminEmail}`,
    password === null ? "  Password: the one set in ADMIN_PASSWORD" : `  Password: ${password}`,
    "Change it any time with: npm run cli -- admin:password",
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = "=".repeat(width);
  return [rule, ...lines, rule].join("\n");
}

/**
 * Makes sure an admin password exists. On the first start without ADMIN_PASSWORD_HASH and
 * without a stored hash it takes ADMIN_PASSWORD or generates one, stores only its hash, and
 * prints the sign-in details once (the password itself only when it was generated). Several instances may start together: only the one whose
 * insert wins prints.
 */
export async function ensureAdminPassword(services: Services, options: EnsureOptions = {}): Promise<void> {
  const inForce = await adminPasswordHash(services);
  if (inForce) {
    const ended = await endSessionsOfAnOldPassword(services, inForce);
    if (ended > 0) services.logger.warn({ ended }, "admin password changed since the last start: its sessions were signed out");
    return;
  }
  const env = options.env ?? process.env;
  const given = env.ADMIN_PASSWORD || undefined;
  if (given !== undefined) {
    if (passwordLengthError(given)) {
      throw new ConfigError(
        `Invalid configuration: ADMIN_PASSWORD must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
      );
    }
  }
  const password = given ?? generatePassword();
  const hash = await hashPassword(password, options.scrypt ?? SCRYPT_DEFAULTS);
  const inserted = await services.database.db
    .insert(settings)
    .values({ key: SETTING_KEY, value: hash })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (inserted.length === 0) return;
  await storeSetting(services.database.db, IN_FORCE_KEY, fingerprintOf(hash));
  (options.print ?? ((text: string) => console.log(text)))(signInDetailsBlock(services, given === undefined ? password : null));
}
