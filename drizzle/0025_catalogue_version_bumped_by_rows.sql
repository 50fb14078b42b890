-- The catalogue version (0005, ADR 031) moves only with a statement that wrote a row. Each move
-- empties every instance's cache of public answers, and a statement-level trigger fired for
-- statements that wrote nothing too: a sweep's UPDATE or DELETE that matched no row, an upsert that
-- changed nothing. The triggers now read the rows their statement wrote (a transition table, which
-- PostgreSQL allows for one event per trigger, hence four triggers a table) and bump only when
-- there is one. TRUNCATE has no transition table and always bumps.
--
-- HOW A NEW TABLE JOINS (this replaces the recipe in 0005): when you add a table whose rows show on
-- a public page or in /api/v1, add to your own migration
--
--   SELECT watch_catalogue_version('<table>');
--
-- Tables of private state (sessions, login attempts, upload records) must not join: they would only
-- empty the cache.
CREATE FUNCTION bump_catalogue_version_for_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	-- Nested, so that a TRUNCATE trigger (which has no changed_rows) never plans the query.
	IF TG_OP <> 'TRUNCATE' THEN
		IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
			RETURN NULL;
		END IF;
	END IF;
	UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version INTO next_version;
	PERFORM pg_notify('catalogue_version', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION watch_catalogue_version(watched regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = watched);
BEGIN
	EXECUTE format(
		'CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_for_rows()',
		name || '_bumps_catalogue_version_on_insert', watched);
	EXECUTE format(
		'CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_for_rows()',
		name || '_bumps_catalogue_version_on_update', watched);
	EXECUTE format(
		'CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_for_rows()',
		name || '_bumps_catalogue_version_on_delete', watched);
	EXECUTE format(
		'CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_for_rows()',
		name || '_bumps_catalogue_version_on_truncate', watched);
END
$$;
--> statement-breakpoint
DROP TRIGGER packages_bumps_catalogue_version ON "packages";
--> statement-breakpoint
DROP TRIGGER settings_bumps_catalogue_version ON "settings";
--> statement-breakpoint
DROP TRIGGER exchange_rates_bumps_catalogue_version ON "exchange_rates";
--> statement-breakpoint
DROP TRIGGER package_departures_bumps_catalogue_version ON "package_departures";
--> statement-breakpoint
DROP TRIGGER providers_bumps_catalogue_version ON "providers";
--> statement-breakpoint
DROP TRIGGER reviews_bumps_catalogue_version ON "reviews";
--> statement-breakpoint
DROP TRIGGER places_bumps_catalogue_version ON "places";
--> statement-breakpoint
DROP TRIGGER package_places_bumps_catalogue_version ON "package_places";
--> statement-breakpoint
-- Nothing calls it now; a migration that still follows 0005's recipe fails here rather than bumping for nothing.
DROP FUNCTION bump_catalogue_version();
--> statement-breakpoint
SELECT watch_catalogue_version('packages');
--> statement-breakpoint
SELECT watch_catalogue_version('settings');
--> statement-breakpoint
SELECT watch_catalogue_version('exchange_rates');
--> statement-breakpoint
SELECT watch_catalogue_version('package_departures');
--> statement-breakpoint
SELECT watch_catalogue_version('providers');
--> statement-breakpoint
SELECT watch_catalogue_version('reviews');
--> statement-breakpoint
SELECT watch_catalogue_version('places');
--> statement-breakpoint
SELECT watch_catalogue_version('package_places');
