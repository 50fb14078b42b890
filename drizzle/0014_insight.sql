-- Anonymous counts (ADR 106, 107). insight_events is partitioned by month on both drivers
-- (PGlite is PostgreSQL 18 and partitions as PostgreSQL does); its monthly partitions are made
-- ahead by the server (server/insight/insight-store.ts) and a month past retention goes with one
-- DROP TABLE. Hand-edited after drizzle-kit generate: only the PARTITION BY clause.
CREATE TABLE "insight_daily" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"package_id" text DEFAULT '' NOT NULL,
	"provider_id" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_daily_visitors" (
	"day" date NOT NULL,
	"provider_id" text DEFAULT '' NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "insight_daily_visitors_day_provider_id_pk" PRIMARY KEY("day","provider_id")
);
--> statement-breakpoint
CREATE TABLE "insight_events" (
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"page" text,
	"package_id" text,
	"provider_id" text,
	"language" text NOT NULL,
	"currency" text,
	"device" text NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"visitor" text NOT NULL
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "insight_gaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insight_gaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"dropped" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insight_daily_day" ON "insight_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "insight_daily_provider_day" ON "insight_daily" USING btree ("provider_id","day");--> statement-breakpoint
CREATE INDEX "insight_events_day" ON "insight_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "insight_gaps_to" ON "insight_gaps" USING btree ("to_at");