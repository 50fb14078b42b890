CREATE TABLE "provider_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_by" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_changes" ADD CONSTRAINT "provider_changes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_changes_one_pending" ON "provider_changes" USING btree ("provider_id") WHERE status = 'Pending';--> statement-breakpoint
CREATE INDEX "provider_changes_provider" ON "provider_changes" USING btree ("provider_id","submitted_at" DESC NULLS LAST);