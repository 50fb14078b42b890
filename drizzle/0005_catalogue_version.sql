-- Catalogue version (ADR 031): one counter that moves in the same transaction as every write that
-- changes what the public sees, so cached public pages and API answers can be dropped when it moves.
-- Instances hear it through NOTIFY on channel 'catalogue_version' (delivered at commit) and poll
-- it when their listening connection is lost.
--
-- HOW A NEW TABLE JOINS: when you add a table whose rows show on a public page or in /api/v1
-- (providers, reviews, departures, exchange rates, languages...), add to your own migration:
--
--   CREATE TRIGGER <table>_bumps_catalogue_version
--     AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON <table>
--     FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--
-- (statement level: a bulk import bumps once). Tables of private state (sessions, login attempts,
-- upload records) must not join: they would only empty the cache.
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 1,
	"changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version INTO next_version;
	PERFORM pg_notify('catalogue_version', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_bumps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER settings_bumps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER exchange_rates_bumps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER package_departures_bumps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_departures" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
