ALTER TABLE "packages" ADD COLUMN "itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "inclusions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "exclusions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "gst_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancellation_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "departures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The departure sort's rows (ADR 029) follow packages.departures in the same statement: one row
-- per open departure (seats left) with the package's open departure before it. A trigger keeps
-- them right for every writer (admin save, import, seed, benchmark); deleting a package cascades.
CREATE FUNCTION sync_package_departures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM package_departures WHERE package_id = NEW.id;
	INSERT INTO package_departures (package_id, departure_date, previous_open_date)
	SELECT NEW.id, d, lag(d) OVER (ORDER BY d)
	FROM (
		SELECT DISTINCT (e->>'date')::date AS d
		FROM jsonb_array_elements(NEW.departures) AS e
		WHERE jsonb_typeof(e) = 'object' AND (e->>'seatsLeft') ~ '^[0-9]+$' AND (e->>'seatsLeft')::int > 0
			AND (e->>'date') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
	) AS open_dates;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_sync_departures_on_insert AFTER INSERT ON "packages" FOR EACH ROW
	WHEN (jsonb_typeof(NEW.departures) = 'array' AND jsonb_array_length(NEW.departures) > 0)
	EXECUTE FUNCTION sync_package_departures();
--> statement-breakpoint
CREATE TRIGGER packages_sync_departures_on_update AFTER UPDATE OF departures ON "packages" FOR EACH ROW
	WHEN (OLD.departures IS DISTINCT FROM NEW.departures)
	EXECUTE FUNCTION sync_package_departures();
