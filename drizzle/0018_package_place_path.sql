ALTER TABLE "packages" ADD COLUMN "place_path" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A package's places and every place above them, on its row (ADR 108): the destination filter and
-- the counts read this array through a GIN index (migration 0019) instead of joining the links
-- for every package. Written here whenever its links change, by whatever path.
CREATE FUNCTION refresh_package_place_path(ids text[]) RETURNS void LANGUAGE sql AS $$
	UPDATE packages p SET place_path = coalesce((
		SELECT array_agg(DISTINCT a.slug ORDER BY a.slug)
		FROM package_places pp JOIN places pl ON pl.slug = pp.place_slug CROSS JOIN LATERAL unnest(pl.ancestors) AS a(slug)
		WHERE pp.package_id = p.id
	), '{}'::text[])
	WHERE p.id = ANY(ids);
$$;
--> statement-breakpoint
-- derive_package_places of migration 0015, now also writing the path.
CREATE OR REPLACE FUNCTION derive_package_places(ids text[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM package_places pp WHERE pp.package_id = ANY(ids) AND pp.derived;
	WITH pk AS (
		SELECT p.id, p.district,
			' ' || regexp_replace(lower(p.destinations || ' ' || array_to_string(p.main_places, ' ')), '[^a-z0-9]+', ' ', 'g') || ' ' AS words
		FROM packages p
		WHERE p.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM package_places c WHERE c.package_id = p.id AND NOT c.derived)
	), needles AS (
		SELECT pl.slug, pl.ancestors, ' ' || trim(regexp_replace(lower(n.name), '[^a-z0-9]+', ' ', 'g')) || ' ' AS needle
		FROM places pl CROSS JOIN LATERAL unnest(array_prepend(pl.name_en, pl.aliases)) AS n(name)
	), by_text AS (
		SELECT DISTINCT pk.id, nd.slug, nd.ancestors FROM pk JOIN needles nd ON position(nd.needle IN pk.words) > 0
	), named AS (
		SELECT * FROM by_text
		UNION ALL
		SELECT pk.id, pl.slug, pl.ancestors FROM pk JOIN places pl ON pl.slug = pk.district
		WHERE NOT EXISTS (SELECT 1 FROM by_text t WHERE t.id = pk.id)
	)
	INSERT INTO package_places (package_id, place_slug, derived)
	SELECT n.id, n.slug, true FROM named n
	WHERE NOT EXISTS (SELECT 1 FROM named m WHERE m.id = n.id AND m.slug <> n.slug AND n.slug = ANY(m.ancestors))
	ON CONFLICT DO NOTHING;
	SELECT refresh_package_place_path(ids);
$$;
--> statement-breakpoint
-- The trigger of migration 0015, now deriving only when some row's text changed: writing the path
-- is itself an update of packages, which must not start another derivation.
CREATE OR REPLACE FUNCTION packages_derive_places() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		changed := ARRAY(SELECT id FROM new_rows);
	ELSE
		changed := ARRAY(
			SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE (n.district, n.destinations, n.main_places) IS DISTINCT FROM (o.district, o.destinations, o.main_places)
		);
	END IF;
	IF cardinality(changed) > 0 THEN
		PERFORM derive_package_places(changed);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT refresh_package_place_path(ARRAY(SELECT id FROM packages));
