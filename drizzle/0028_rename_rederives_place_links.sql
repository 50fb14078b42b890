-- A rename re-derives too (ADR 157): the derivation matches a place's English name and aliases, so
-- a change of either re-derives the packages it concerns in the same statement, as an archive or
-- restore does. derive_packages_naming_place reads the place as the statement left it: the packages
-- with a derived link to it (made by the old names, or by its district) and those nobody chose
-- places for whose text names the new ones. A place archived is matched by nothing, so renaming
-- one re-derives nothing.
DROP TRIGGER places_derive_packages_on_archive ON "places";
--> statement-breakpoint
CREATE TRIGGER places_derive_packages_on_change AFTER UPDATE OF archived_at, name_en, aliases ON "places" FOR EACH ROW
	WHEN (
		(OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL)
		OR (NEW.archived_at IS NULL AND (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.aliases IS DISTINCT FROM NEW.aliases))
	)
	EXECUTE FUNCTION places_derive_packages();
--> statement-breakpoint
-- Packages nobody chose places for, linked by names a place had before a rename this migration
-- did not see: derived again from the names places have now.
SELECT derive_package_places(ARRAY(
	SELECT p.id FROM packages p WHERE NOT EXISTS (SELECT 1 FROM package_places c WHERE c.package_id = p.id AND NOT c.derived) ORDER BY p.id
));
