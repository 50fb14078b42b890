import type { Provider, ProviderDraft, ProviderStatus } from "../../../domain/providers";
import type { Rating } from "../../../domain/reviews";
import { call } from "./admin-api";

/** A provider as the admin list has it: the record with its package count and rating (README, Admin JSON API). */
export type AdminProvider = Provider & { packageCount: number; rating: Rating | null };

export async function listProviders(): Promise<AdminProvider[]> {
  const { items } = await call<{ items: AdminProvider[] }>("GET", "/api/admin/providers");
  return items;
}

export async function saveProvider(draft: ProviderDraft, id?: string): Promise<Provider> {
  const { item } = id
    ? await call<{ item: Provider }>("PUT", `/api/admin/providers/${encodeURIComponent(id)}`, draft)
    : await call<{ item: Provider }>("POST", "/api/admin/providers", draft);
  return item;
}

export async function setProviderStatus(id: string, status: ProviderStatus): Promise<Provider> {
  const { item } = await call<{ item: Provider }>("POST", `/api/admin/providers/${encodeURIComponent(id)}/status`, { status });
  return item;
}
