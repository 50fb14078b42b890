CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"package_code" text NOT NULL,
	"provider_name" text DEFAULT '' NOT NULL,
	"mesh_id" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"google_review_screenshot" text,
	"starting_location" text NOT NULL,
	"destinations" text NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"duration_nights" integer DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"original_price_adult" bigint NOT NULL,
	"original_price_child" bigint,
	"has_offer" boolean DEFAULT false NOT NULL,
	"offer_price_adult" bigint,
	"offer_price_child" bigint,
	"offer_percentage" integer DEFAULT 0 NOT NULL,
	"effective_adult_price" bigint GENERATED ALWAYS AS (CASE WHEN has_offer AND offer_price_adult IS NOT NULL AND offer_price_adult > 0 THEN offer_price_adult ELSE original_price_adult END) STORED,
	"banner_image" text,
	"gallery_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"pdf_file" text,
	"min_group_size" integer DEFAULT 1 NOT NULL,
	"max_group_size" integer DEFAULT 10 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" date,
	"booking_opening_date" date,
	"booking_closing_date" date,
	"main_places" text[] DEFAULT '{}'::text[] NOT NULL,
	"attractions" text[] DEFAULT '{}'::text[] NOT NULL,
	"customization_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_sessions_expires" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_at" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "packages_categories_gin" ON "packages" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "packages_search_trgm" ON "packages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_public_listing" ON "packages" USING btree ("status","booking_closing_date");--> statement-breakpoint
CREATE INDEX "packages_effective_price" ON "packages" USING btree ("effective_adult_price");--> statement-breakpoint
CREATE INDEX "packages_duration" ON "packages" USING btree ("duration_days");--> statement-breakpoint
CREATE INDEX "packages_created_order" ON "packages" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "uploaded_files_package" ON "uploaded_files" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_created" ON "uploaded_files" USING btree ("created_at");