-- The trigger function of migration 0018, finding the packages whose text an update changed as a
-- set difference of the statement's new and old rows instead of a join of the two. PL/pgSQL keeps
-- a query's plan for the connection's life, made for the rows of the first statement that ran it:
-- after a save of one package, the join stayed a nested loop, and an update of thousands of
-- packages (a rename of a place they name, which writes their place paths) compared every new row
-- with every old one: 4,000 packages took 10 s, 20,000 minutes. A set difference has no join to
-- plan wrong: each row is hashed or sorted once.
CREATE OR REPLACE FUNCTION packages_derive_places() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		changed := ARRAY(SELECT id FROM new_rows);
	ELSE
		-- A row of new_rows not found whole in old_rows (NULLs equal, as IS NOT DISTINCT FROM).
		changed := ARRAY(
			SELECT id FROM (
				SELECT id, district, destinations, main_places FROM new_rows
				EXCEPT
				SELECT id, district, destinations, main_places FROM old_rows
			) AS text_changed
		);
	END IF;
	IF cardinality(changed) > 0 THEN
		PERFORM derive_package_places(changed);
	END IF;
	RETURN NULL;
END
$$;
