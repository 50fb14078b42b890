import fs from "node:fs";
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { DestinationStream } from "pino";
import { afterAll, beforeAll, expect } from "vitest";
import { hashPassword } from "../../auth/password-hash";
import { startResponseCache } from "../../cache/start-response-cache";
import { parseConfig } from "../../config";
import type { Database } from "../../db/client";
import { createApp } from "../../http/create-app";
import { createLogger } from "../../logger";
import { createLoadShedding } from "../../ops/load-shedding";
import { createServices, type Services } from "../../services";
import { s3TestEnv, startS3Server } from "../../storage/testing/s3-server";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "correct horse battery";

// Tests sign in many times; a cheaper scrypt cost keeps them quick. The production cost is tested in password-hash.test.ts.
export const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };
let cheapHash: Promise<string> | null = null;
export function testPasswordHash() {
  cheapHash ??= hashPassword(ADMIN_PASSWORD, TEST_SCRYPT);
  return cheapHash;
}

export type StorageDriver = "local" | "s3";

/** Each test database once with local and once with S3 storage, for describe.each. */
export function withStorageDrivers<T extends object>(databases: T[]): (T & { storage: StorageDriver })[] {
  return databases.flatMap((db) => (["local", "s3"] as StorageDriver[]).map((storage) => ({ ...db, storage })));
}

export interface AdminTestApp {
  services: Services;
  baseUrl: string;
  origin: string;
  dataDir: string;
  /**
   * With the response cache: it reads the catalogue version now, as its poll would within half a
   * second. For a test that wrote straight through the services (not over HTTP, which the cache
   * sees at once) and then checks what is served from the cache: a poll landing between two of
   * its requests would empty the cache there.
   */
  cacheSeesWrites(): Promise<void>;
  close(): Promise<void>;
}

/** The real Express app (no page handler) on an ephemeral port over the given database and storage. */
export async function startAdminApp(
  database: Database,
  /** `env` values of undefined remove a default (e.g. ADMIN_PASSWORD_HASH, to use the database row). */
  options: {
    storage?: StorageDriver;
    s3Endpoint?: string;
    env?: Record<string, string | undefined>;
    /** React Router's page handler, for tests that render pages too (built from the app's services). */
    pageHandler?: (services: Services) => RequestHandler;
    /** Serve through the shared response cache, as production does (ADR 031). */
    responseCache?: boolean;
    /** A client build directory to serve files from, as production serves build/client. */
    clientDir?: string;
    /** Shed load as production does (ADR 097), after the response cache when there is one. */
    loadShedding?: boolean;
    /** Where the app's log lines go, at level info (none are written without it). */
    logTo?: DestinationStream;
  } = {},
): Promise<AdminTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kt-admin-"));
  const env: Record<string, string | undefined> = {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD_HASH: await testPasswordHash(),
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    ...options.env,
  };
  if (options.storage === "s3") {
    Object.assign(env, s3TestEnv(options.s3Endpoint!));
  }
  const config = parseConfig(env);
  const services = createServices(config, database, options.logTo ? createLogger("info", options.logTo) : createLogger("silent"), {
    passwordHashing: TEST_SCRYPT,
  });
  const cache = options.responseCache ? await startResponseCache(services) : null;
  const app = createApp({
    services,
    clientDir: options.clientDir,
    pageHandler: options.pageHandler?.(services),
    responseCache: cache?.middleware,
    shedding: options.loadShedding ? createLoadShedding({ config, logger: services.logger }).middleware : undefined,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    services,
    baseUrl,
    origin: baseUrl,
    dataDir,
    cacheSeesWrites: async () => {
      await cache?.version.refresh(true);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await cache?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small HTTP client that keeps the session cookie and sends the site's Origin on mutations (none if given as ""). */
export function adminClient(app: Pick<AdminTestApp, "baseUrl" | "origin">) {
  let cookie: string | null = null;
  async function call(method: string, url: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (method !== "GET" && !("origin" in headers)) headers.origin = app.origin;
    // An empty origin asks for none at all: a request no browser sends with a write.
    if (headers.origin === "") delete headers.origin;
    if (cookie && !("cookie" in headers)) headers.cookie = cookie;
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers["content-type"] = "application/json";
    }
    const response = await fetch(app.baseUrl + url, { method, headers, body });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) {
      const [pair] = setCookie.split(";");
      cookie = /=$/.test(pair!) || /Expires=Thu, 01 Jan 1970/.test(setCookie) ? null : pair!;
    }
    // The bytes as sent (text() drops a leading byte-order mark, which a download's test checks).
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return { status: response.status, headers: response.headers, bytes, data: data as Record<string, unknown> & { error?: string } };
  }
  return {
    call,
    get cookie() {
      return cookie;
    },
    set cookie(value: string | null) {
      cookie = value;
    },
    signIn: (email = ADMIN_EMAIL, password = ADMIN_PASSWORD, headers: Record<string, string> = {}) =>
      call("POST", "/api/admin/session", { json: { email, password }, headers }),
    upload: (kind: string, file: Blob, name: string, index?: number) => {
      const form = new FormData();
      form.set("kind", kind);
      if (index !== undefined) form.set("index", String(index));
      form.set("file", file, name);
      return call("POST", "/api/admin/uploads", { body: form });
    },
  };
}

/**
 * A person of a provider with a portal account: the signed-in `admin` invites `email` to provider
 * `providerId`, and a new client joins with `password` and stays signed in. Gives that client and
 * the invitation's answer.
 */
export async function joinedPartner(
  app: Pick<AdminTestApp, "baseUrl" | "origin">,
  admin: ReturnType<typeof adminClient>,
  providerId: string,
  email: string,
  password: string,
) {
  const invited = await admin.call("POST", `/api/admin/providers/${providerId}/people`, { json: { email } });
  const client = adminClient(app);
  const token = String(invited.data.link).split("#")[1];
  expect((await client.call("POST", "/api/partner/join", { json: { token, password } })).status).toBe(200);
  return { client, invited };
}

/**
 * A provider with one live package (the admin's draft, titled "{name} Day") and one person signed
 * in to the portal, all made through the admin's API by the signed-in `admin`.
 */
export async function providerWithPartner(
  app: Pick<AdminTestApp, "baseUrl" | "origin">,
  admin: ReturnType<typeof adminClient>,
  { name, meshId, packageCode, email, password }: { name: string; meshId: string; packageCode: string; email: string; password: string },
) {
  const providerId = ((await admin.call("POST", "/api/admin/providers", { json: { name, meshId } })).data.item as { id: string }).id;
  const pkg = await admin.call("POST", "/api/admin/packages", {
    json: adminDraft({ providerName: name, meshId, packageCode, title: `${name} Day` }),
  });
  const { client, invited } = await joinedPartner(app, admin, providerId, email, password);
  return {
    providerId,
    packageId: (pkg.data.item as { id: string }).id,
    personId: (invited.data.item as { id: string }).id,
    client,
  };
}

/**
 * A traveller's review sent through a review link (its page address, `/review/<token>`) and
 * approved by the signed-in `admin`: the review's id.
 */
export async function approvedReview(
  app: Pick<AdminTestApp, "baseUrl">,
  admin: ReturnType<typeof adminClient>,
  linkUrl: string,
  review: { overall: number; body: string; title?: string },
): Promise<string> {
  const id = await submittedReview(app, linkUrl, review);
  expect((await admin.call("POST", `/api/admin/reviews/${id}/approve`)).status).toBe(200);
  return id;
}

/** A review sent through a review link's form, waiting for moderation (Pending); its id. */
export async function submittedReview(
  app: Pick<AdminTestApp, "baseUrl">,
  linkUrl: string,
  review: { overall: number; body: string; title?: string },
): Promise<string> {
  const token = linkUrl.replace("/review/", "");
  const sent = await fetch(`${app.baseUrl}/api/v1/review-invitations/${token}/review`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...review, consent: "on" }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

export interface AdminTestContext {
  database: Database;
  app: AdminTestApp;
  /** A client made for the app; signed in when `signIn` was asked for. */
  client: ReturnType<typeof adminClient>;
  /** The S3 server's endpoint, with S3 storage only. */
  s3Endpoint: string | null;
}

/**
 * Registers the beforeAll/afterAll of a describe block that runs against the admin app: opens the database, starts an
 * S3 server for S3 storage, starts the app (signing the client in when asked), and closes all of them afterwards.
 * The context's fields are set once beforeAll has run.
 */
export function useAdminApp(
  open: () => Promise<Database>,
  options: { storage?: StorageDriver; env?: Record<string, string | undefined>; signIn?: boolean } = {},
): AdminTestContext {
  const context = {} as AdminTestContext;
  let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;
  beforeAll(async () => {
    context.database = await open();
    if (options.storage === "s3") s3 = await startS3Server();
    context.s3Endpoint = s3?.endpoint ?? null;
    context.app = await startAdminApp(context.database, {
      storage: options.storage,
      s3Endpoint: s3?.endpoint,
      env: options.env,
    });
    context.client = adminClient(context.app);
    if (options.signIn) expect((await context.client.signIn()).status).toBe(200);
  });
  afterAll(async () => {
    await context.app?.close();
    await s3?.close();
    await context.database?.close();
  });
  return context;
}

/** A package body the admin API accepts (the form's string fields); tests override what they check. */
export function adminDraft(overrides: Record<string, unknown> = {}) {
  return {
    title: "Backwater Escape",
    packageCode: "KT-200",
    providerName: "Lake Lines",
    meshId: "MESH-200",
    location: "Alappuzha",
    googleReviewScreenshot: null,
    startingLocation: "Kochi",
    destinations: "Alleppey, Kumarakom",
    durationDays: "3",
    durationNights: "2",
    categories: ["adventure-trips"],
    currency: "INR",
    originalPriceAdult: "12999",
    originalPriceChild: "",
    hasOffer: false,
    offerPriceAdult: "",
    offerPriceChild: "",
    bannerImage: "/assets/packages/default-banner.w1600.webp",
    galleryImages: [],
    pdfFile: null,
    minGroupSize: "",
    maxGroupSize: "",
    description: "Houseboat nights on the backwaters.",
    highlights: ["Houseboat"],
    status: "Active",
    endDate: "",
    bookingOpeningDate: "2026-12-01",
    bookingClosingDate: "2027-01-31",
    mainPlaces: [],
    attractions: [],
    customizationOptions: {},
    district: "alappuzha",
    ...overrides,
  };
}
