CREATE TABLE "package_departures" (
	"package_id" text NOT NULL,
	"departure_date" date NOT NULL,
	"previous_open_date" date,
	CONSTRAINT "package_departures_package_id_departure_date_pk" PRIMARY KEY("package_id","departure_date")
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "package_departures" ADD CONSTRAINT "package_departures_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_departures_next" ON "package_departures" USING btree ("departure_date","previous_open_date","package_id");--> statement-breakpoint
CREATE INDEX "packages_active_price_asc" ON "packages" USING btree ("currency","effective_adult_price","id") WHERE "packages"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "packages_active_price_desc" ON "packages" USING btree ("currency","effective_adult_price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "packages"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "packages_active_duration" ON "packages" USING btree ("duration_days","id") WHERE "packages"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "packages_active_district" ON "packages" USING btree ("district","created_at" DESC NULLS LAST,"id","booking_closing_date") WHERE "packages"."status" = 'Active';