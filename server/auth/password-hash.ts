import crypto from "node:crypto";
import { promisify } from "node:util";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthOk } from "../../domain/password-rule";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** OWASP parameters for scrypt (N = 2^17, r = 8, p = 1). */
export const SCRYPT_DEFAULTS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export type ScryptParams = Record<keyof typeof SCRYPT_DEFAULTS, number>;

/** A message when the password breaks the length rule, else null. */
export function passwordLengthError(password: string): string | null {
  if (!passwordLengthOk(password)) {
    return `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`;
  }
  return null;
}

// Node refuses scrypt above 32 MiB unless maxmem is raised; 128 * N * r bytes is what it needs.
function maxmemFor({ N, r }: ScryptParams) {
  return 128 * N * r + 64 * 1024 * 1024;
}

// Each derivation holds ~128 MiB and a core for a few hundred ms: at most two run at a time and
// a few more wait; beyond that the caller is told to come back (503) instead of queueing without
// bound, so a flood of sign-ins can neither exhaust memory nor delay everyone by minutes.
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING_HASHES = 6;
let running = 0;
let started = 0;
const waiting: (() => void)[] = [];

/** How long a request refused for a full queue is asked to wait (Retry-After): a derivation is a few hundred ms. */
export const HASH_BUSY_RETRY_SECONDS = 5;
/** What a door other than the sign-in (which has words of its own) answers then. */
export const PASSWORD_CHECKS_BUSY = "Password checks are busy right now. Please try again in a few seconds.";

/**
 * Thrown instead of queueing when MAX_WAITING_HASHES derivations already wait. The sign-in answers it in its own
 * words; every other door that checks or sets a password (joining, a password change) is answered 503 by the
 * app's error handler.
 */
export class HashQueueFullError extends Error {
  constructor() {
    super("Too many password checks in progress");
  }
}

/** How many derivations have started in this process (sign-in tests count the ones a request caused). */
export function hashesStarted(): number {
  return started;
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new HashQueueFullError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    started++;
    return await work();
  } finally {
    // A waiter takes over this slot; only when none waits does the count drop.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength = KEY_LENGTH) {
  return limited(() =>
    scrypt(password.normalize("NFC"), salt, keyLength, { N: params.N, r: params.r, p: params.p, maxmem: maxmemFor(params) }),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_DEFAULTS): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

export function parsePasswordHash(hash: string): ParsedHash | null {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, "base64url");
  const key = Buffer.from(parts[5]!, "base64url");
  if (salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { N, r, p, salt, key };
}

export function isPasswordHash(hash: string): boolean {
  return parsePasswordHash(hash) !== null;
}

/** Timing-safe check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parsePasswordHash(hash);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
}

/** A strong random password for the first start (24 characters, about 144 bits). */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString("base64url");
}
