-- A link a newer invitation or a revocation ended says so on its page, not "already used". Links
-- ended before this migration cannot be told apart from used ones and keep saying "used".
ALTER TABLE "partner_invitations" ADD COLUMN "voided" boolean DEFAULT false NOT NULL;
