-- Live admin sessions move to the sessions table of every role, so an upgrade signs nobody out.
INSERT INTO "sessions" ("token_hash", "role", "email", "created_at", "last_seen_at", "expires_at")
  SELECT "token_hash", 'admin', "email", "created_at", "last_seen_at", "expires_at" FROM "admin_sessions";--> statement-breakpoint
DROP TABLE "admin_sessions" CASCADE;
