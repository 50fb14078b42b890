-- The whole site's summaries of the daily roll-ups (ADR 115): insight_site_daily (totals and the
-- daily chart), insight_daily_keys (each breakdown per day) and insight_windows (those summed over
-- 6, 29 and 89 days, built by the server once a day is final). Hand-edited after drizzle-kit
-- generate: the two INSERTs at the end fill the summaries of the days already rolled up, as
-- server/insight/insight-store.ts (summarise) makes them.
CREATE TABLE "insight_daily_keys" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	"dialogs" integer NOT NULL,
	"payment_steps" integer NOT NULL,
	"handoffs" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "insight_daily_keys_dimension_day_key_pk" PRIMARY KEY("dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "insight_site_daily" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_site_daily_day_event_page_pk" PRIMARY KEY("day","event","page")
);
--> statement-breakpoint
CREATE TABLE "insight_windows" (
	"ending" date NOT NULL,
	"days" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	"dialogs" integer NOT NULL,
	"payment_steps" integer NOT NULL,
	"handoffs" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "insight_windows_ending_days_dimension_key_pk" PRIMARY KEY("ending","days","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "insight_windows_built" (
	"ending" date NOT NULL,
	"days" integer NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insight_windows_built_ending_days_pk" PRIMARY KEY("ending","days")
);
--> statement-breakpoint
INSERT INTO "insight_site_daily" ("day", "event", "page", "count")
SELECT "day", "event", "page", sum("count") FROM "insight_daily" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "insight_daily_keys" ("day", "dimension", "key", "views", "dialogs", "payment_steps", "handoffs", "events")
WITH keyed AS (
  SELECT "day", 'package' AS dimension, "package_id" AS key, "event", "count" FROM "insight_daily" WHERE "package_id" <> ''
  UNION ALL SELECT "day", 'provider', "provider_id", "event", "count" FROM "insight_daily" WHERE "provider_id" <> ''
  UNION ALL SELECT d."day", 'category', c.slug, d."event", d."count"
    FROM "insight_daily" d JOIN "packages" p ON p."id" = d."package_id" CROSS JOIN LATERAL unnest(p."categories") AS c(slug)
  UNION ALL SELECT "day", 'source', concat_ws(' / ', nullif("source", ''), nullif("medium", ''), nullif("campaign", '')), "event", "count" FROM "insight_daily"
  UNION ALL SELECT "day", 'language', "language", "event", "count" FROM "insight_daily"
  UNION ALL SELECT "day", 'device', "device", "event", "count" FROM "insight_daily")
SELECT "day", dimension, key,
  coalesce(sum("count") FILTER (WHERE "event" = 'page_view'), 0),
  coalesce(sum("count") FILTER (WHERE "event" IN ('book_opened', 'enquire_opened')), 0),
  coalesce(sum("count") FILTER (WHERE "event" = 'payment_step'), 0),
  coalesce(sum("count") FILTER (WHERE "event" IN ('whatsapp_book', 'whatsapp_enquire')), 0),
  sum("count")
FROM keyed GROUP BY 1, 2, 3;
