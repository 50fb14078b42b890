import crypto from "node:crypto";
import { PROVIDER_STATUSES, type Provider, type ProviderStatus } from "../../domain/providers";
import type { providers } from "../db/schema";
import { toIsoTimestamp } from "../catalogue/package-row";

/** A provider's row and record, shared by the provider service's reads and its writes (provider-writes.ts). */

export type ProviderRow = typeof providers.$inferSelect;

export function newProviderId(): string {
  return crypto.randomBytes(15).toString("base64url");
}

export function rowToProvider(row: ProviderRow): Provider {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    legalName: row.legalName,
    description: row.description,
    logo: row.logo,
    baseLocation: row.baseLocation,
    district: row.district,
    meshId: row.meshId,
    whatsappNumber: row.whatsappNumber,
    email: row.email,
    yearEstablished: row.yearEstablished,
    status: (PROVIDER_STATUSES as readonly string[]).includes(row.status) ? (row.status as ProviderStatus) : "Unverified",
    verifiedOn: row.verifiedOn ? row.verifiedOn.slice(0, 10) : null,
    // Checks recorded before they had dates were made on the day of the verification.
    checks: (Array.isArray(row.checks) ? row.checks : []).map((c) => ({
      id: c.id,
      reference: c.reference ?? "",
      checkedOn: c.checkedOn ?? (row.verifiedOn ? row.verifiedOn.slice(0, 10) : null),
      expiresOn: c.expiresOn ?? null,
    })),
    isDemo: row.isDemo,
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
  };
}

export type ProviderSaveResult = { ok: true; provider: Provider } | { ok: false; status: 400 | 404; error: string; field?: string };
