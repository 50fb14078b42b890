-- A package whose text and district name only archived places falls back to the nearest place in
-- use above each of them (ADR 160), so a package based in an archived district is still found under
-- its state. Before, it was linked to nothing.
--
-- derive_package_places of migration 0027. A package nobody chose places for is linked to:
-- 1. the places in use its destinations or main places name (by English name or alias, as whole
--    words), less any that lies above another of them (Munnar, not Munnar and Idukki);
-- 2. else its district, when that is a place in use;
-- 3. else, for each archived place its text or district names, the nearest place in use above it
--    (Kerala for an archived Kasaragod), less any that lies above another.
-- A restore of the place makes rule 1 or 2 match it again, so the package goes back to it.
CREATE OR REPLACE FUNCTION derive_package_places(ids text[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM package_places pp WHERE pp.package_id = ANY(ids) AND pp.derived;
	WITH pk AS (
		SELECT p.id, p.district, package_place_words(p.destinations, p.main_places) AS words
		FROM packages p
		WHERE p.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM package_places c WHERE c.package_id = p.id AND NOT c.derived)
	), needles AS (
		SELECT pl.slug, place_name_needle(n.name) AS needle
		FROM places pl CROSS JOIN LATERAL unnest(array_prepend(pl.name_en, pl.aliases)) AS n(name)
	), matched AS (
		-- Every place a package names, in use or archived: by its text, and by its district.
		SELECT DISTINCT pk.id, pl.slug, pl.ancestors, pl.archived_at IS NOT NULL AS archived, true AS by_text
		FROM pk JOIN needles nd ON position(nd.needle IN pk.words) > 0 JOIN places pl ON pl.slug = nd.slug
		UNION ALL
		SELECT pk.id, pl.slug, pl.ancestors, pl.archived_at IS NOT NULL, false FROM pk JOIN places pl ON pl.slug = pk.district
	), named AS (
		SELECT m.id, m.slug, m.ancestors FROM matched m WHERE m.by_text AND NOT m.archived
		UNION ALL
		SELECT m.id, m.slug, m.ancestors FROM matched m
		WHERE NOT m.by_text AND NOT m.archived
			AND NOT EXISTS (SELECT 1 FROM matched t WHERE t.id = m.id AND t.by_text AND NOT t.archived)
		UNION ALL
		SELECT m.id, up.slug, up.ancestors FROM matched m
		CROSS JOIN LATERAL (
			SELECT a.slug, a.ancestors FROM places a
			WHERE a.slug = ANY(m.ancestors) AND a.archived_at IS NULL
			ORDER BY cardinality(a.ancestors) DESC
			LIMIT 1
		) up
		WHERE m.archived AND NOT EXISTS (SELECT 1 FROM matched t WHERE t.id = m.id AND NOT t.archived)
	)
	INSERT INTO package_places (package_id, place_slug, derived)
	SELECT n.id, n.slug, true FROM named n
	WHERE NOT EXISTS (SELECT 1 FROM named m WHERE m.id = n.id AND m.slug <> n.slug AND n.slug = ANY(m.ancestors))
	ON CONFLICT DO NOTHING;
	SELECT refresh_package_place_path(ids);
$$;
--> statement-breakpoint
-- Re-derives the packages whose derived places a change of `place` may change: an archive, a
-- restore, or a change of its English name or aliases (the trigger below), in the statement that
-- made it. They are:
-- - those with a derived link to it: an archive takes the link away, a rename made it by the old
--   names;
-- - those nobody chose places for whose text or district names it or a place below it, by the
--   names they have now: a restore links them to it, or to it instead of a place above it where
--   they name an archived place inside it; a rename links them by the new names;
-- - when it is archived, those with a derived link to the nearest place in use above it: a rename
--   of an archived place changes which packages fall back there, by the old names as by the new.
-- Their rows are locked first, in id order, as a package write locks its row before its links, so
-- this never deadlocks with one. Links someone chose are not touched (ADR 155, 157).
CREATE OR REPLACE FUNCTION derive_packages_naming_place(place text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	above text;
	ids text[];
BEGIN
	SELECT a.slug INTO above
	FROM places pl JOIN places a ON a.slug = ANY(pl.ancestors) AND a.archived_at IS NULL
	WHERE pl.slug = place AND pl.archived_at IS NOT NULL
	ORDER BY cardinality(a.ancestors) DESC
	LIMIT 1;
	ids := ARRAY(
		SELECT p.id FROM packages p
		WHERE EXISTS (
				SELECT 1 FROM package_places pp
				WHERE pp.package_id = p.id AND pp.derived AND (pp.place_slug = place OR pp.place_slug = above)
			)
			OR (
				NOT EXISTS (SELECT 1 FROM package_places c WHERE c.package_id = p.id AND NOT c.derived)
				AND EXISTS (
					SELECT 1 FROM places pl CROSS JOIN LATERAL unnest(array_prepend(pl.name_en, pl.aliases)) AS n(name)
					WHERE pl.ancestors @> ARRAY[place]
						AND (p.district = pl.slug OR position(place_name_needle(n.name) IN package_place_words(p.destinations, p.main_places)) > 0)
				)
			)
		ORDER BY p.id
		FOR UPDATE OF p
	);
	IF cardinality(ids) > 0 THEN
		PERFORM derive_package_places(ids);
	END IF;
END
$$;
--> statement-breakpoint
-- The trigger of migration 0028, now firing on a rename of an archived place too: the fallback
-- reads archived places' names.
DROP TRIGGER places_derive_packages_on_change ON "places";
--> statement-breakpoint
CREATE TRIGGER places_derive_packages_on_change AFTER UPDATE OF archived_at, name_en, aliases ON "places" FOR EACH ROW
	WHEN (
		(OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL)
		OR OLD.name_en IS DISTINCT FROM NEW.name_en
		OR OLD.aliases IS DISTINCT FROM NEW.aliases
	)
	EXECUTE FUNCTION places_derive_packages();
--> statement-breakpoint
-- Packages linked to no place, as an archive before this migration may have left them: the only
-- ones rule 3 changes.
SELECT derive_package_places(ARRAY(
	SELECT p.id FROM packages p WHERE NOT EXISTS (SELECT 1 FROM package_places pp WHERE pp.package_id = p.id) ORDER BY p.id
));
