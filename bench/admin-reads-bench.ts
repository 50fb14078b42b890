/**
 * The admin's review queue and audit log at scale: `npm run bench:admin-reads` (`-- --size 10000
 * --audit 100000` for a quick run). Seeds 100,000 synthetic packages through the catalogue's bulk
 * insert, gives a fifth of them a partner's workflow row (1% waiting in the review queue, new
 * packages and revisions) and a tenth of the providers a verification change waiting, and writes 1,000,000 audit rows spread over a year, packages and their
 * providers, with SQL. Then times what the admin's screens read: the queue and its count, one
 * package's history, one provider's history (all, by action, by actor, by days). PostgreSQL (the
 * target: p95 ≤ 50 ms) and, with `--pglite`, PGlite too.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { todayIn } from "../domain/dates";
import { readAudit } from "../server/audit/audit-log";
import { createPackageService } from "../server/catalogue/package-service";
import { countReviewQueue, readReviewQueue } from "../server/catalogue/package-review-routes";
import { createPackageWorkflow } from "../server/catalogue/package-workflow";
import { createProviderProfiles } from "../server/providers/provider-profile-service";
import { parseConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { createLogger } from "../server/logger";
import { createStorage } from "../server/storage/storage";
import { numberArg, onFreshPostgres, onPglite, percentile, seedSyntheticPackages } from "./bench-databases";
import { reachablePostgresUrl } from "./postgres-url";
import { randomSource } from "./synthetic-packages";

const SIZE = numberArg("--size", 100_000);
const AUDIT_ROWS = numberArg("--audit", 1_000_000);
const RUNS = 40;
const TARGET_P95_MS = 50;
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const today = todayIn(config.timeZone);

async function seed(database: Database) {
  const started = performance.now();
  await seedSyntheticPackages(database, config, SIZE, today);
  // A fifth of the packages are a partner's: 1% of all wait in the queue (new ones and revisions).
  await database.rows(sql`
    INSERT INTO package_workflow (package_id, provider_id, went_live_at, review_kind, review_state, submitted_at, submitted_by)
    SELECT id, provider_id,
           CASE WHEN n % 100 = 0 THEN NULL ELSE now() - interval '30 days' END,
           CASE WHEN n % 100 = 0 THEN 'new' WHEN n % 100 = 5 THEN 'revision' END,
           CASE WHEN n % 100 IN (0, 5) THEN 'in-review' END,
           CASE WHEN n % 100 IN (0, 5) THEN now() - (n % 997) * interval '1 hour' END,
           'partner@example.com'
      FROM (SELECT id, provider_id, row_number() OVER (ORDER BY id) AS n FROM packages) p
     WHERE n % 5 = 0 OR n % 100 = 5`);
  // A tenth of the providers have a verification change waiting (the queue lists them with the packages).
  await database.rows(sql`
    INSERT INTO provider_changes (id, provider_id, changes, submitted_by, submitted_at)
    SELECT 'bench-' || id, id, '{"legalName": ["", "Bench Legal Name"]}'::jsonb, 'partner@example.com', now() - (n % 997) * interval '1 hour'
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM providers) p
     WHERE n % 10 = 0`);
  // The audit log: rows over a year, on packages (with their provider) and a few on providers.
  await database.rows(sql`
    WITH ids AS (SELECT array_agg(id ORDER BY id) AS a, array_agg(provider_id ORDER BY id) AS p FROM packages)
    INSERT INTO audit_log (at, actor_role, actor_email, provider_id, entity, entity_id, action, changes)
    SELECT now() - (g % 8760) * interval '1 hour',
           CASE WHEN g % 3 = 0 THEN 'admin' ELSE 'partner' END,
           CASE WHEN g % 3 = 0 THEN 'admin@example.com' ELSE 'person' || (g % 400) || '@partner.example' END,
           ids.p[1 + g % array_length(ids.a, 1)],
           CASE WHEN g % 50 = 0 THEN 'provider' ELSE 'package' END,
           CASE WHEN g % 50 = 0 THEN ids.p[1 + g % array_length(ids.a, 1)] ELSE ids.a[1 + g % array_length(ids.a, 1)] END,
           (ARRAY['create', 'update', 'submit', 'approve', 'return', 'departures'])[1 + g % 6],
           jsonb_build_object('title', jsonb_build_array('Before ' || g, 'After ' || g))
      FROM generate_series(1, ${AUDIT_ROWS}) AS g, ids`);
  await database.rows(sql`ANALYZE`);
  return (performance.now() - started) / 1000;
}

async function bench(name: "pglite" | "postgres", database: Database) {
  const seeded = await seed(database);
  console.log(
    `${name}: ${SIZE.toLocaleString("en-IN")} packages, ${AUDIT_ROWS.toLocaleString("en-IN")} audit rows seeded in ${seeded.toFixed(0)} s`,
  );
  const storage = createStorage(config);
  const packages = createPackageService({ database, storage, logger: createLogger("silent") });
  const { review } = createPackageWorkflow({ database, storage, packages });
  const profiles = createProviderProfiles(database, storage);
  const [ids] = await database.rows<{ packageIds: string[]; providerIds: string[] }>(sql`
    SELECT (SELECT array_agg(id) FROM (SELECT id FROM packages ORDER BY id LIMIT 500) a) AS "packageIds",
           (SELECT array_agg(DISTINCT provider_id) FROM packages) AS "providerIds"`);
  const { packageIds, providerIds } = ids!;
  const random = randomSource(7);
  const reads: { name: string; read: () => Promise<unknown> }[] = [
    // What GET /api/admin/review-queue and its count read: packages and providers' changes (ADR 113).
    { name: "queue (oldest 200)", read: () => readReviewQueue(review, profiles) },
    { name: "queue count", read: () => countReviewQueue(review, profiles) },
    { name: "package history", read: () => readAudit(database, { entity: "package", entityId: random.pick(packageIds) }) },
    { name: "provider history", read: () => readAudit(database, { providerId: random.pick(providerIds) }) },
    { name: "provider, action", read: () => readAudit(database, { providerId: random.pick(providerIds), action: "approve" }) },
    { name: "provider, actor", read: () => readAudit(database, { providerId: random.pick(providerIds), actor: "person1" }) },
    { name: "provider, 30 days", read: () => readAudit(database, { providerId: random.pick(providerIds), from: "2026-10-27", to: today }) },
  ];
  for (const { name: readName, read } of reads) {
    for (let i = 0; i < 3; i++) await read();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await read();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const p95 = percentile(samples, 95);
    console.log(
      `${name.padEnd(8)} ${readName.padEnd(20)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  target ≤ ${TARGET_P95_MS}: ${p95 <= TARGET_P95_MS ? "met" : "MISSED"}`,
    );
  }
}

async function main() {
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at start`);
  const adminUrl = await reachablePostgresUrl();
  if (adminUrl) await onFreshPostgres(adminUrl, (postgres) => bench("postgres", postgres));
  else console.log("PostgreSQL not reachable.");
  if (process.argv.includes("--pglite")) await onPglite((pglite) => bench("pglite", pglite));
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
}

await main();
