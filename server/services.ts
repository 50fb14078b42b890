import { createCatalogue, type Catalogue } from "./catalogue/catalogue-service";
import { createPlaces, type Places } from "./places/place-service";
import { createPackageService, type PackageService } from "./catalogue/package-service";
import { createPackageWorkflow, type PackageWorkflow } from "./catalogue/package-workflow";
import type { Config, PublicConfig } from "./config";
import { createExchangeRateStore, type ExchangeRateStore } from "./currency/exchange-rates";
import { publicConfig } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { SCRYPT_DEFAULTS, type ScryptParams } from "./auth/password-hash";
import { createPartnerPeople, type PartnerPeople } from "./partners/partner-people";
import { createProviderProfiles, type ProviderProfiles } from "./providers/provider-profile-service";
import { createProviders, type Providers } from "./providers/provider-service";
import { createReviews, type Reviews } from "./reviews/review-service";
import { createStorage, type Storage } from "./storage/storage";
import { createInsight, type Insight } from "./insight/insight-service";
import { createResellerKeys, type ResellerKeys } from "./feeds/reseller-keys";

/**
 * Everything a request needs, built once at start and handed to loaders through the
 * React Router load context (server/http/load-context.ts) and to the Express routers.
 */
export interface Services {
  config: Config;
  publicConfig: PublicConfig;
  database: Database;
  logger: Logger;
  catalogue: Catalogue;
  /** The place tree, destination counts and introductions (ADR 108). */
  places: Places;
  /** The admin's package saves and deletes, each in one transaction (savePackage, deletePackage). */
  packages: PackageService;
  /** Partners' drafts, submissions, revisions and operational changes, and the admin's review queue (ADR 098). */
  packageWorkflow: PackageWorkflow;
  providers: Providers;
  /** A provider's own edits: the live profile, and verification changes waiting for the admin. */
  providerProfiles: ProviderProfiles;
  /** People acting for providers in the partner portal: invitations, joining, revocation. */
  partners: PartnerPeople;
  /** The scrypt cost of partner passwords (the admin's hash carries its own). */
  passwordHashing: ScryptParams;
  /** Review invitations, submissions, moderation and the public list (ADR 027, 028). */
  reviews: Reviews;
  storage: Storage;
  /** The admin's exchange rates for prices in the traveller's currency. */
  exchangeRates: ExchangeRateStore;
  /** Anonymous counts: page views and beacons queued and written in batches, and their reports (ADR 106, 107). */
  insight: Insight;
  /** The keys resellers read the OCTO API with, issued and revoked by the admin (ADR 103). */
  resellerKeys: ResellerKeys;
}

export function createServices(
  config: Config,
  database: Database,
  logger: Logger,
  options: { passwordHashing?: ScryptParams } = {},
): Services {
  const passwordHashing = options.passwordHashing ?? SCRYPT_DEFAULTS;
  const places = createPlaces({ database, timeZone: config.timeZone });
  const catalogue = createCatalogue(database, config, places);
  const storage = createStorage(config);
  const packages = createPackageService({ database, storage, logger });
  return {
    config,
    publicConfig: publicConfig(config),
    database,
    logger,
    catalogue,
    places,
    packages,
    packageWorkflow: createPackageWorkflow({ database, storage, packages }),
    storage,
    providers: createProviders(database),
    providerProfiles: createProviderProfiles(database, storage),
    partners: createPartnerPeople(database, passwordHashing),
    passwordHashing,
    reviews: createReviews(database),
    exchangeRates: createExchangeRateStore(database, config.timeZone),
    insight: createInsight({ database, logger, config }),
    resellerKeys: createResellerKeys(database),
  };
}
