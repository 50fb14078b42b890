CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"base_location" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"mesh_id" text DEFAULT '' NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"year_established" integer,
	"status" text DEFAULT 'Unverified' NOT NULL,
	"verified_on" date,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"package_id" text NOT NULL,
	"traveller_name" text NOT NULL,
	"travel_month" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text,
	"package_id" text NOT NULL,
	"first_name" text NOT NULL,
	"travel_month" text NOT NULL,
	"overall" integer NOT NULL,
	"sub_ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "packages_active_filters";--> statement-breakpoint
DROP INDEX "packages_active_price";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "provider_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "rating_average" numeric(3, 2) GENERATED ALWAYS AS (CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 2) END) STORED;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_invitation_id_review_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."review_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "providers_slug" ON "providers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_name_mesh" ON "providers" USING btree ("name","mesh_id");--> statement-breakpoint
CREATE INDEX "review_attempts_ip_at" ON "review_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_token" ON "review_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_invitations_created" ON "review_invitations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_invitation" ON "reviews" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "reviews_package_approved" ON "reviews" USING btree ("package_id","submitted_at" DESC NULLS LAST) WHERE "reviews"."status" = 'Approved';--> statement-breakpoint
CREATE INDEX "reviews_status" ON "reviews" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_provider" ON "packages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "packages_active_rating" ON "packages" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC,"booking_closing_date","id") WHERE "packages"."status" = 'Active' AND NOT "packages"."provider_suspended";--> statement-breakpoint
CREATE INDEX "packages_active_filters" ON "packages" USING btree ("booking_closing_date","booking_opening_date","effective_adult_price","duration_days","currency","categories") WHERE "packages"."status" = 'Active' AND NOT "packages"."provider_suspended";--> statement-breakpoint
CREATE INDEX "packages_active_price" ON "packages" USING btree ("effective_adult_price","duration_days","booking_closing_date","currency") WHERE "packages"."status" = 'Active' AND NOT "packages"."provider_suspended";--> statement-breakpoint
-- Providers are resolved from a package's provider name + MESH id on every save (ADR 026):
-- found, or created Unverified with a unique slug. The provider's suspension is copied onto
-- the package row so public queries stay on the partial indexes.
CREATE FUNCTION packages_link_provider() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found_id text;
  found_status text;
  base text;
  candidate text;
  n integer := 1;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.provider_id IS NOT NULL AND NEW.provider_id IS NOT DISTINCT FROM OLD.provider_id
     AND NEW.provider_name IS NOT DISTINCT FROM OLD.provider_name AND NEW.mesh_id IS NOT DISTINCT FROM OLD.mesh_id THEN
    RETURN NEW;
  END IF;
  IF btrim(coalesce(NEW.provider_name, '')) = '' THEN
    NEW.provider_id := NULL;
    NEW.provider_suspended := false;
    RETURN NEW;
  END IF;
  SELECT id, status INTO found_id, found_status FROM providers WHERE name = NEW.provider_name AND mesh_id = NEW.mesh_id;
  IF found_id IS NULL THEN
    base := left(btrim(regexp_replace(lower(NEW.provider_name), '[^a-z0-9]+', '-', 'g'), '-'), 60);
    IF base = '' THEN base := 'provider'; END IF;
    candidate := base;
    WHILE EXISTS (SELECT 1 FROM providers WHERE slug = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    INSERT INTO providers (id, slug, name, mesh_id, base_location)
      VALUES (replace(gen_random_uuid()::text, '-', ''), candidate, NEW.provider_name, NEW.mesh_id, coalesce(NEW.location, ''))
      ON CONFLICT DO NOTHING;
    SELECT id, status INTO found_id, found_status FROM providers WHERE name = NEW.provider_name AND mesh_id = NEW.mesh_id;
    IF found_id IS NULL THEN
      RAISE EXCEPTION 'could not create a provider for %', NEW.provider_name;
    END IF;
  END IF;
  NEW.provider_id := found_id;
  NEW.provider_suspended := (found_status = 'Suspended');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packages_link_provider BEFORE INSERT OR UPDATE OF provider_name, mesh_id, provider_id ON packages
  FOR EACH ROW EXECUTE FUNCTION packages_link_provider();
--> statement-breakpoint
-- A renamed or suspended provider carries its packages along in the same transaction.
CREATE FUNCTION providers_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.mesh_id IS DISTINCT FROM OLD.mesh_id OR NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE packages
       SET provider_name = NEW.name, mesh_id = NEW.mesh_id, provider_suspended = (NEW.status = 'Suspended')
     WHERE provider_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER providers_follow AFTER UPDATE ON providers FOR EACH ROW EXECUTE FUNCTION providers_follow();
--> statement-breakpoint
-- Today's flat fields become providers: same name + MESH id = one provider.
UPDATE packages SET provider_name = btrim(provider_name) WHERE provider_id IS NULL;
--> statement-breakpoint
-- Provider and review writes change public pages (ADR 031).
CREATE TRIGGER providers_bumps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER reviews_bumps_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
