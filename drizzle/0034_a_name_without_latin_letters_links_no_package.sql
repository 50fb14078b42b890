-- A place's name that holds no Latin letter or digit (an other name in Hindi or Malayalam, which a
-- site search finds it by) names no package. Package texts are matched as lower-case Latin words
-- (package_place_words), so such a name's needle was two spaces, found in every package whose
-- destinations or main places were empty or ended the text ("Jaisalmer, Rajasthan" with no main
-- places): each was listed on that place's page. Its needle is now NULL, which matches nothing.
CREATE OR REPLACE FUNCTION place_name_needle(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT ' ' || NULLIF(trim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g')), '') || ' ';
$$;
--> statement-breakpoint
-- Packages nobody chose places for that such a name linked: derived again.
SELECT derive_package_places(ARRAY(
	SELECT DISTINCT pp.package_id FROM package_places pp JOIN places pl ON pl.slug = pp.place_slug
	WHERE pp.derived AND EXISTS (
		SELECT 1 FROM unnest(array_prepend(pl.name_en, pl.aliases)) AS n(name) WHERE lower(n.name) !~ '[a-z0-9]'
	)
	ORDER BY pp.package_id
));
