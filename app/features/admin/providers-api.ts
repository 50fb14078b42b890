import type { Provider, ProviderDraft, ProviderStatus } from "../../../domain/providers";
import type { Rating } from "../../../domain/reviews";
import type { PartnerPerson } from "../../../domain/partners";
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

/** The people acting for a provider in the partner portal. */
export async function listProviderPeople(providerId: string): Promise<PartnerPerson[]> {
  const { items } = await call<{ items: PartnerPerson[] }>("GET", `/api/admin/providers/${encodeURIComponent(providerId)}/people`);
  return items;
}

/** Invites an e-mail (or re-invites a person): the one-time link is in the answer, shown once. */
export async function inviteProviderPerson(providerId: string, who: { email: string } | { personId: string }) {
  const base = `/api/admin/providers/${encodeURIComponent(providerId)}/people`;
  return "email" in who
    ? call<{ item: PartnerPerson; link: string; expiresAt: string }>("POST", base, { email: who.email })
    : call<{ item: PartnerPerson; link: string; expiresAt: string }>("POST", `${base}/${encodeURIComponent(who.personId)}/reinvite`);
}

/** Revokes a person, or ends their sign-in back-off. */
export async function actOnProviderPerson(providerId: string, personId: string, action: "revoke" | "unlock"): Promise<PartnerPerson> {
  const path = `/api/admin/providers/${encodeURIComponent(providerId)}/people/${encodeURIComponent(personId)}/${action}`;
  return (await call<{ item: PartnerPerson }>("POST", path)).item;
}
