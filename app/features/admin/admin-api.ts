import type { TravelPackage } from "../../../domain/package";

/** An /api/admin/* call that did not succeed; `message` is ready to show after a prefix. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The draft field the server rejected (400 on save), when it names one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

export const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";
export const SESSION_ENDED = "Your session has ended. Please sign in again.";

export function isSessionEnded(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === 401;
}

/** One /api/admin/* request: JSON (or FormData) in, JSON out, AdminApiError on failure. */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { Accept: "application/json" } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "Content-Type": "application/json" };
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new AdminApiError(NETWORK_ERROR, 0);
  }
  if (response.status === 204) return undefined as T;
  let payload: unknown = undefined;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy's error page, an empty body): described by the status below.
  }
  if (!response.ok) {
    const error = payload as { error?: unknown; field?: unknown } | undefined;
    const message =
      typeof error?.error === "string" && error.error
        ? error.error
        : `The server answered ${response.status} ${response.statusText}`.trim();
    throw new AdminApiError(message, response.status, typeof error?.field === "string" ? error.field : undefined);
  }
  return payload as T;
}

export interface AdminSession {
  email: string;
}

/** The signed-in admin, or null when there is no session (401). */
export async function fetchSession(): Promise<AdminSession | null> {
  try {
    return await call<AdminSession>("GET", "/api/admin/session");
  } catch (e) {
    if (e instanceof AdminApiError && e.status === 401) return null;
    throw e;
  }
}

export function signIn(email: string, password: string) {
  return call<AdminSession>("POST", "/api/admin/session", { email, password });
}

export function signOut() {
  return call<void>("DELETE", "/api/admin/session");
}

export async function listPackages(): Promise<TravelPackage[]> {
  const { items } = await call<{ items: TravelPackage[] }>("GET", "/api/admin/packages");
  return items;
}

export async function createPackage(draft: unknown): Promise<TravelPackage> {
  const { item } = await call<{ item: TravelPackage }>("POST", "/api/admin/packages", draft);
  return item;
}

/** `version` is the package's updatedAt as loaded: a save over a newer version is refused (409, ADR 019). */
export async function updatePackage(id: string, draft: unknown, version: string): Promise<TravelPackage> {
  const path = `/api/admin/packages/${encodeURIComponent(id)}?version=${encodeURIComponent(version)}`;
  const { item } = await call<{ item: TravelPackage }>("PUT", path, draft);
  return item;
}

export function deletePackage(id: string) {
  return call<void>("DELETE", `/api/admin/packages/${encodeURIComponent(id)}`);
}

export type { UploadKind } from "../../components/package-editor/upload-files";
import type { UploadKind } from "../../components/package-editor/upload-files";

export function uploadFile(kind: UploadKind, file: File, index?: number) {
  const form = new FormData();
  form.set("kind", kind);
  if (index !== undefined) form.set("index", String(index));
  form.set("file", file);
  return call<{ url: string; key: string }>("POST", "/api/admin/uploads", form);
}

/** The reason to put after 'Failed to …: '. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Unknown error";
}
