-- A package's derived places come from places in use only (ADR 157): text naming an archived place
-- links it to nothing, as text naming no place at all does. Archiving or restoring a place
-- re-derives the packages it concerns in the same statement, so a derived link never points at an
-- archived place. Links someone chose are not touched: they stay, archived or not (ADR 155).
--
-- How a package's text and a place's name are compared, in one place for the derivation and for
-- finding the packages that name a place: lower-case letters and digits, every other run one space,
-- so a name matches as whole words.
CREATE FUNCTION package_place_words(destinations text, main_places text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT ' ' || regexp_replace(lower(destinations || ' ' || array_to_string(main_places, ' ')), '[^a-z0-9]+', ' ', 'g') || ' ';
$$;
--> statement-breakpoint
CREATE FUNCTION place_name_needle(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT ' ' || trim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g')) || ' ';
$$;
--> statement-breakpoint
-- derive_package_places of migration 0018, matching only places in use, by name and by district.
CREATE OR REPLACE FUNCTION derive_package_places(ids text[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM package_places pp WHERE pp.package_id = ANY(ids) AND pp.derived;
	WITH pk AS (
		SELECT p.id, p.district, package_place_words(p.destinations, p.main_places) AS words
		FROM packages p
		WHERE p.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM package_places c WHERE c.package_id = p.id AND NOT c.derived)
	), live AS (
		SELECT * FROM places WHERE archived_at IS NULL
	), needles AS (
		SELECT pl.slug, pl.ancestors, place_name_needle(n.name) AS needle
		FROM live pl CROSS JOIN LATERAL unnest(array_prepend(pl.name_en, pl.aliases)) AS n(name)
	), by_text AS (
		SELECT DISTINCT pk.id, nd.slug, nd.ancestors FROM pk JOIN needles nd ON position(nd.needle IN pk.words) > 0
	), named AS (
		SELECT * FROM by_text
		UNION ALL
		SELECT pk.id, pl.slug, pl.ancestors FROM pk JOIN live pl ON pl.slug = pk.district
		WHERE NOT EXISTS (SELECT 1 FROM by_text t WHERE t.id = pk.id)
	)
	INSERT INTO package_places (package_id, place_slug, derived)
	SELECT n.id, n.slug, true FROM named n
	WHERE NOT EXISTS (SELECT 1 FROM named m WHERE m.id = n.id AND m.slug <> n.slug AND n.slug = ANY(m.ancestors))
	ON CONFLICT DO NOTHING;
	SELECT refresh_package_place_path(ids);
$$;
--> statement-breakpoint
-- Re-derives the packages whose derived places an archive or restore of `place` may change: those
-- with a derived link to it (archive: the link goes), and those nobody chose places for whose text
-- or district names it (restore: they link to it again). Their rows are locked first, in id order,
-- as a package write locks its row before its links, so this never deadlocks with one.
CREATE FUNCTION derive_packages_naming_place(place text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	ids text[];
BEGIN
	ids := ARRAY(
		SELECT p.id FROM packages p
		WHERE EXISTS (SELECT 1 FROM package_places pp WHERE pp.package_id = p.id AND pp.place_slug = place AND pp.derived)
			OR (
				NOT EXISTS (SELECT 1 FROM package_places c WHERE c.package_id = p.id AND NOT c.derived)
				AND EXISTS (
					SELECT 1 FROM places pl CROSS JOIN LATERAL unnest(array_prepend(pl.name_en, pl.aliases)) AS n(name)
					WHERE pl.slug = place
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
CREATE FUNCTION places_derive_packages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM derive_packages_naming_place(NEW.slug);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER places_derive_packages_on_archive AFTER UPDATE OF archived_at ON "places" FOR EACH ROW
	WHEN ((OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL))
	EXECUTE FUNCTION places_derive_packages();
--> statement-breakpoint
-- Packages linked by their text to a place archived before this migration.
SELECT derive_package_places(ARRAY(
	SELECT DISTINCT pp.package_id FROM package_places pp JOIN places pl ON pl.slug = pp.place_slug
	WHERE pp.derived AND pl.archived_at IS NOT NULL
));
