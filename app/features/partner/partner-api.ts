import type { PartnerPackageView } from "../../../domain/package-review";
import type { UploadKind } from "../../components/package-editor/upload-files";

/** An /api/partner/* call that did not succeed: the status, the server's words, and a wait for 429. */
export class PartnerApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds = 0,
    /** The request field a 400 names, "" when none. */
    readonly field = "",
    /** The refusal's code and params the server gives beside its English message (a draft's broken rule, a workflow or upload refusal). */
    readonly issue: { code?: string; params?: Readonly<Record<string, unknown>> } = {},
  ) {
    super(message);
    this.name = "PartnerApiError";
  }
}

/** One /api/partner/* request: JSON in and out, PartnerApiError on failure (status 0: no answer). */
export async function partnerCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { Accept: "application/json" } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "Content-Type": "application/json" };
  }
  let response: Response;
  try {
    response = await fetch(`/api/partner/${path}`, init);
  } catch {
    throw new PartnerApiError("", 0);
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => undefined)) as ErrorPayload | undefined;
  if (!response.ok) throw apiError(response, payload);
  return payload as T;
}

type ErrorPayload = { error?: unknown; field?: unknown; code?: unknown; params?: unknown };

/** A refused call's answer as a PartnerApiError: the English `error`, the field, the refusal's code and params. */
function apiError(response: Response, payload: ErrorPayload | undefined): PartnerApiError {
  const message = typeof payload?.error === "string" ? payload.error : "";
  const field = typeof payload?.field === "string" ? payload.field : "";
  const issue = {
    ...(typeof payload?.code === "string" ? { code: payload.code } : {}),
    ...(typeof payload?.params === "object" && payload.params !== null ? { params: payload.params as Record<string, unknown> } : {}),
  };
  return new PartnerApiError(message, response.status, Number(response.headers.get("retry-after")) || 0, field, issue);
}

export interface PartnerSession {
  email: string;
  provider: { name: string; slug: string; status: string } | null;
}

/**
 * The signed-in person, or null without a partner session: 401, or 403 when the browser holds
 * only a session of another role (the admin's) or the person's provider was suspended.
 */
export async function fetchPartnerSession(): Promise<PartnerSession | null> {
  try {
    return await partnerCall<PartnerSession>("GET", "session");
  } catch (e) {
    if (e instanceof PartnerApiError && (e.status === 401 || e.status === 403)) return null;
    throw e;
  }
}

/** Sends one picked file through the admin's image and PDF pipeline, to the partner's upload endpoint. */
export async function partnerUpload(kind: UploadKind, file: File, index?: number): Promise<{ url: string }> {
  const form = new FormData();
  form.set("kind", kind);
  if (index !== undefined) form.set("index", String(index));
  form.set("file", file);
  let response: Response;
  try {
    response = await fetch("/api/partner/uploads", { method: "POST", credentials: "same-origin", body: form });
  } catch {
    throw new PartnerApiError("", 0);
  }
  const payload = (await response.json().catch(() => undefined)) as (ErrorPayload & { url?: unknown }) | undefined;
  if (!response.ok || typeof payload?.url !== "string") throw apiError(response, payload);
  return { url: payload.url };
}

export type { PartnerPackageView };
