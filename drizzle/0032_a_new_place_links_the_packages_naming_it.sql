-- A place added by the admin links the packages whose text or district names it, in the statement
-- that adds it, as a restore or a rename does (migration 0029's derive_packages_naming_place): a
-- package that says "Munnar, Top Station" is on Top Station's page once Top Station is added. Before,
-- it stayed under Munnar until it was next saved. Links someone chose are not touched (ADR 155).
-- An archived place (added archived) names no package, and re-derives nothing.
CREATE TRIGGER places_derive_packages_on_insert AFTER INSERT ON "places" FOR EACH ROW
	WHEN (NEW.archived_at IS NULL)
	EXECUTE FUNCTION places_derive_packages();
--> statement-breakpoint
-- Places added before this migration: the packages nobody chose places for, derived again from
-- the places there are now.
SELECT derive_package_places(ARRAY(
	SELECT p.id FROM packages p WHERE NOT EXISTS (SELECT 1 FROM package_places c WHERE c.package_id = p.id AND NOT c.derived) ORDER BY p.id
));
