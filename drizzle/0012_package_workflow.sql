CREATE TABLE "package_workflow" (
	"package_id" text PRIMARY KEY NOT NULL,
	"provider_id" text,
	"went_live_at" timestamp with time zone,
	"review_kind" text,
	"review_state" text,
	"proposed" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"reason_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_workflow" ADD CONSTRAINT "package_workflow_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_workflow_queue" ON "package_workflow" USING btree ("submitted_at","package_id") WHERE "package_workflow"."review_state" = 'in-review';--> statement-breakpoint
CREATE INDEX "package_workflow_provider" ON "package_workflow" USING btree ("provider_id");