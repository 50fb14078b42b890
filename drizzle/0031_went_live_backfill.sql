-- Packages public before migration 0012, or added by a bulk import or the demo seed before now,
-- had no record of having gone live: set back to Draft later, a partner could have deleted one
-- and its reviews with it instead of archiving it. A package public now has gone live; since when
-- is not known, so its last change stands in for it. A Draft of those days that was public once
-- cannot be told from one that never was, and is left as it is.
INSERT INTO "package_workflow" ("package_id", "provider_id", "went_live_at")
SELECT "id", "provider_id", "updated_at" FROM "packages" WHERE "status" <> 'Draft'
ON CONFLICT ("package_id") DO UPDATE
SET "went_live_at" = coalesce("package_workflow"."went_live_at", excluded."went_live_at");
