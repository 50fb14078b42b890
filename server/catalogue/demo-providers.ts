import { sql } from "drizzle-orm";
import type { VerificationCheck } from "../../domain/providers";
import { providers } from "../db/schema";
import type { Services } from "../services";

/**
 * Demo providers: the demo packages' providers are created by the provider trigger (ADR 026);
 * here they are marked as demo (shown so in the admin) and a few get a demo verification, so the
 * demo shows both a Verified and an Unverified provider. Reference numbers say DEMO.
 */
export const DEMO_VERIFIED_PROVIDERS: { name: string; meshId: string; verifiedOn: string; checks: VerificationCheck[] }[] = [
  {
    name: "Misty Hills Tours",
    meshId: "MESH-KL-1042",
    verifiedOn: "2026-10-14",
    checks: [
      { id: "tourism-registration", reference: "DEMO" },
      { id: "gst-registration", reference: "DEMO" },
      { id: "office-visited", reference: "DEMO" },
    ],
  },
  {
    name: "Backwater Bliss Holidays",
    meshId: "MESH-KL-2207",
    verifiedOn: "2026-09-30",
    checks: [
      { id: "gst-registration", reference: "DEMO" },
      { id: "owner-identity", reference: "DEMO" },
      { id: "bank-account", reference: "DEMO" },
    ],
  },
  {
    name: "Keraleeyam Ayurveda Stays",
    meshId: "MESH-KL-6620",
    verifiedOn: "2026-11-02",
    checks: [
      { id: "tourism-registration", reference: "DEMO" },
      { id: "trade-licence", reference: "DEMO" },
    ],
  },
];

export async function seedDemoProviders(services: Pick<Services, "database">, packageIds: readonly string[]): Promise<void> {
  const { db } = services.database;
  if (packageIds.length === 0) return;
  await db.execute(
    sql`UPDATE ${providers} SET is_demo = true WHERE id IN (SELECT provider_id FROM packages WHERE id IN (${sql.join(
      packageIds.map((id) => sql`${id}`),
      sql`, `,
    )}))`,
  );
  for (const p of DEMO_VERIFIED_PROVIDERS) {
    await db
      .update(providers)
      .set({ status: "Verified", verifiedOn: p.verifiedOn, checks: p.checks, isDemo: true })
      .where(sql`${providers.name} = ${p.name} AND ${providers.meshId} = ${p.meshId} AND ${providers.status} = 'Unverified'`);
  }
}
