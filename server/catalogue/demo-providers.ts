import { sql } from "drizzle-orm";
import { z } from "zod";
import { CHECK_IDS, defaultExpiry, type VerificationCheck } from "../../domain/providers";
import { providers } from "../db/schema";
import type { Services } from "../services";
import demoProviderData from "./demo-providers.json" with { type: "json" };

/** One entry of demo-providers.json; strict, so a mistyped key or check id stops the seed. */
const demoProviderSchema = z.strictObject({
  name: z.string(),
  meshId: z.string(),
  verifiedOn: z.iso.date(),
  checks: z.array(z.enum(CHECK_IDS)),
});

/**
 * Demo providers: the demo packages' providers are created by the provider trigger (ADR 026);
 * here they are marked as demo (shown so in the admin) and a few get a demo verification, so the
 * demo shows both a Verified and an Unverified provider. Those (demo-providers.json) are listed here;
 * their reference numbers say DEMO.
 */
export const DEMO_VERIFIED_PROVIDERS: { name: string; meshId: string; verifiedOn: string; checks: VerificationCheck[] }[] = z
  .array(demoProviderSchema)
  .parse(demoProviderData)
  .map((p) => ({
    ...p,
    checks: p.checks.map((id) => ({ id, reference: "DEMO", checkedOn: p.verifiedOn, expiresOn: defaultExpiry(id, p.verifiedOn) })),
  }));

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
