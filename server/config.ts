import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "../domain/dates";
import { whatsappUrl } from "../domain/whatsapp-message";
import { whatsappNumberProblem } from "../domain/whatsapp-number";

/**
 * PostgreSQL connections each serving process may hold for requests (its pool). PostgreSQL
 * accepts 100 by default: instances × WEB_CONCURRENCY × (DB_POOL_SIZE + 1, the catalogue-version
 * listener) must stay below it (README, Configuration).
 */
export const DEFAULT_DB_POOL_SIZE = 10;

/**
 * A web address: absolute, and http:// or https:// only. Every one of them ends up in a link, an
 * image's address or the storage client, where `javascript:`, `file:` or `ftp:` is never right.
 */
const optionalUrl = z
  .string()
  .trim()
  .pipe(z.url({ message: "must be an absolute URL" }))
  .refine((v) => /^https?:\/\//.test(v), { message: "must start with http:// or https://" })
  .optional();

/** PARTNER_UPLOAD_QUOTA_MB: digits only, 1 to 1,000,000 (`1.5`, `1e3` or `0x10` is refused). */
const quotaMegabytes = z
  .string()
  .trim()
  .refine((v) => /^[0-9]{1,7}$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000, {
    message: "must be a whole number of megabytes from 1 to 1000000",
  })
  .transform(Number);

/** A port: digits only, 0 to 65535 (0: any free port, as the tests ask). `0x50` or `1e3` is refused. */
const portNumber = z
  .string()
  .refine((v) => /^[0-9]{1,5}$/.test(v) && Number(v) <= 65535, { message: "must be a port number" })
  .transform(Number);

/** Whether `new URL` reads `value` (it refuses, among others, a port that is not a number). */
function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const boolFlag = z
  .enum(["0", "1", "true", "false", "yes", "no", "on", "off"], { message: "must be true or false" })
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes" || v === "on");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: portNumber.default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), { message: "must start with postgres:// or postgresql://" })
    // The message never repeats the value: it holds the password.
    .refine((v) => v === undefined || parsesAsUrl(v), {
      message: "must be a URL like postgres://user:password@host:5432/database (is the port a number?)",
    }),
  PUBLIC_BASE_URL: optionalUrl,
  ADMIN_PATH: z
    .string()
    .default("/admin")
    .refine((v) => /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(v), { message: "must be a path like /admin or /team/console" }),
  ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).default("admin@keralatrips.local"),
  ADMIN_PASSWORD_HASH: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.startsWith("scrypt$"), { message: "must be a hash made by `npm run cli -- admin:password`" }),
  WHATSAPP_NUMBER: z
    .string()
    .default("919876543210")
    .refine((v) => /^[1-9][0-9]{7,14}$/.test(v) && whatsappNumberProblem(v) === null, {
      message: "must be digits with country code, no + or spaces (e.g. 919876543210)",
    }),
  COMMUNITY_GROUP_URL: optionalUrl,
  CONTACT_EMAIL: z.email({ message: "must be an e-mail address" }).default("hello@keralatrips.example"),
  INSTAGRAM_URL: optionalUrl,
  YOUTUBE_URL: optionalUrl,
  LINKEDIN_URL: optionalUrl,
  FACEBOOK_URL: optionalUrl,
  UPI_VPA: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/.test(v), {
      message: "must be a UPI address like name@bank",
    }),
  UPI_PAYEE_NAME: z.string().default("Kerala Trips"),
  UPI_QR_IMAGE: z.string().optional(),
  STORAGE: z.enum(["local", "s3"], { message: "must be local or s3" }).default("local"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: boolFlag,
  INSIGHT_COUNTING: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  PARTNER_UPLOAD_QUOTA_MB: quotaMegabytes.default(500),
  APP_TIMEZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be an IANA time zone such as Asia/Kolkata" },
    ),
  PREVIEW_MODE: boolFlag,
  SEED_DEMO: z
    .enum(["0", "1", "true", "false"], { message: "must be true or false" })
    .optional()
    .transform((v) => v === undefined || v === "1" || v === "true"),
  METRICS_PORT: portNumber.optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  WEB_CONCURRENCY: z
    .string()
    .optional()
    .refine((v) => !v || (/^[0-9]{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 256), {
      message: "must be a number of serving processes from 1 to 256",
    })
    .transform((v) => (v ? Number(v) : undefined)),
  DB_POOL_SIZE: z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^[0-9]{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 1000), {
      message: "must be a number of connections from 1 to 1000",
    })
    .transform((v) => (v === undefined ? DEFAULT_DB_POOL_SIZE : Number(v))),
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^[\x21-\x7e]{16,256}$/.test(v), {
      message: "must be 16 to 256 printable characters without spaces",
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean)
        : undefined,
    )
    .refine((v) => v === undefined || v.every((h) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:[0-9]{1,5})?$/.test(h)), {
      message: "must be host names, optionally with a port, comma-separated (e.g. trips.example.in, www.trips.example.in)",
    }),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === "invalid") {
        ctx.addIssue({
          code: "custom",
          message:
            "must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets (e.g. 10.0.0.0/8, loopback); true would trust any X-Forwarded-For",
        });
        return z.NEVER;
      }
      return parsed;
    }),
});

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Express `trust proxy` from TRUST_PROXY (ADR 024): off, a hop count (how many proxies stand in
 * front; the client address is the one they saw), or the proxies' own addresses. Trusting every
 * hop (`true`) is refused: then any client picks its own address with X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | "invalid" {
  const v = value?.trim().toLowerCase() ?? "";
  if (v === "" || v === "0" || v === "false" || v === "off" || v === "no") return false;
  if (/^[0-9]{1,2}$/.test(v)) return Number(v);
  const items = v
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const valid = items.every((item) => {
    if (PROXY_NAMES.has(item)) return true;
    const [address, prefix, ...rest] = item.split("/");
    const family = net.isIP(address!);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    if (!/^[0-9]{1,3}$/.test(prefix)) return false;
    // A prefix of 0 names every address (and Express's proxy-addr refuses it when the app starts).
    return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return items.length > 0 && valid ? items : "invalid";
}

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/**
 * A variable set to nothing or only spaces counts as unset, for every setting: Compose's
 * `${NAME:-}` and an emptied line of an env file pass "" for what was meant to be left out.
 */
function withoutBlankValues(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value?.trim() === "" ? undefined : value]));
}

/** Parses the environment once; a bad value throws one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const result = schema.safeParse(withoutBlankValues(env));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const c = result.data;
  if (c.STORAGE === "s3" && !c.S3_BUCKET) throw new ConfigError("Invalid configuration: S3_BUCKET is required when STORAGE=s3");
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    /** Each serving process's PostgreSQL pool (DEFAULT_DB_POOL_SIZE unset). */
    databasePoolSize: c.DB_POOL_SIZE,
    publicBaseUrl: c.PUBLIC_BASE_URL?.replace(/\/$/, ""),
    adminPath: c.ADMIN_PATH,
    adminEmail: c.ADMIN_EMAIL.toLowerCase(),
    adminPasswordHash: c.ADMIN_PASSWORD_HASH,
    contact: {
      whatsappNumber: c.WHATSAPP_NUMBER,
      communityGroupUrl: c.COMMUNITY_GROUP_URL ?? whatsappUrl(c.WHATSAPP_NUMBER),
      email: c.CONTACT_EMAIL,
      instagramUrl: c.INSTAGRAM_URL ?? "https://www.instagram.com/",
      youtubeUrl: c.YOUTUBE_URL ?? "https://www.youtube.com/",
      linkedinUrl: c.LINKEDIN_URL ?? "https://www.linkedin.com/",
      facebookUrl: c.FACEBOOK_URL ?? "https://www.facebook.com/",
    },
    upi: { vpa: c.UPI_VPA, payeeName: c.UPI_PAYEE_NAME, qrImage: c.UPI_QR_IMAGE ?? "/assets/payment-qr.svg" },
    storage: {
      driver: c.STORAGE,
      localDir: path.join(dataDir, "uploads"),
      s3: {
        bucket: c.S3_BUCKET,
        endpoint: c.S3_ENDPOINT,
        region: c.S3_REGION,
        accessKeyId: c.S3_ACCESS_KEY_ID,
        secretAccessKey: c.S3_SECRET_ACCESS_KEY,
        publicUrl: c.S3_PUBLIC_URL,
        forcePathStyle: c.S3_FORCE_PATH_STYLE,
      },
      /** What one provider's people may upload in all (the originals' bytes). */
      partnerQuotaBytes: c.PARTNER_UPLOAD_QUOTA_MB * 1024 * 1024,
    },
    timeZone: c.APP_TIMEZONE,
    previewMode: c.PREVIEW_MODE,
    /** Anonymous counts (ADR 106): off, nothing is counted and beacons are answered without being kept. */
    insightCounting: c.INSIGHT_COUNTING === "on",
    seedDemo: c.SEED_DEMO,
    logLevel: c.LOG_LEVEL,
    metrics: { port: c.METRICS_PORT, host: c.METRICS_HOST, token: c.METRICS_TOKEN },
    /** Serving processes asked for; unset means one per core (server/ops/cluster.ts decides, PGlite runs one). */
    webConcurrency: c.WEB_CONCURRENCY,
    trustProxy: c.TRUST_PROXY,
    allowedHosts: allowedHosts(c.NODE_ENV, c.PUBLIC_BASE_URL, c.ALLOWED_HOSTS),
  };
}

/** The loopback names a production server without PUBLIC_BASE_URL or ALLOWED_HOSTS answers to (`npm start`). */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Which Host headers pages may be served under (ADR 024), or null for any: ALLOWED_HOSTS (plus
 * the PUBLIC_BASE_URL host) when set; any with PUBLIC_BASE_URL alone (links are built from it,
 * never from Host); loopback names only in production without either; any in development and tests.
 */
function allowedHosts(env: string, publicBaseUrl: string | undefined, list: string[] | undefined): string[] | null {
  const base = publicBaseUrl ? [new URL(publicBaseUrl).host.toLowerCase()] : [];
  if (list) return [...new Set([...list, ...base])];
  if (publicBaseUrl || env !== "production") return null;
  return LOOPBACK_HOSTS;
}

/** Values the browser may see (rendered into pages); nothing secret. */
export function publicConfig(config: Config) {
  return {
    contact: config.contact,
    upi: config.upi,
    timeZone: config.timeZone,
    previewMode: config.previewMode,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
