-- One table for every session: the client app's refresh tokens (client_refresh_tokens) join the
-- trainers' in refresh_tokens, which gets a client_id beside user_id (exactly one of them set).
-- Existing rows are copied as they are (hash, family, expiry, rotation, revocation), so sessions
-- that were live before the upgrade keep working, and a reused rotated token still ends its family.
DROP INDEX "refresh_tokens_user_id_idx";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_one_subject_check" CHECK (num_nonnulls("refresh_tokens"."user_id", "refresh_tokens"."client_id") = 1);--> statement-breakpoint
INSERT INTO "refresh_tokens" ("client_id", "family_id", "token_hash", "expires_at", "rotated_at", "revoked_at", "created_at")
SELECT "client_id", "family_id", "token_hash", "expires_at", "rotated_at", "revoked_at", "created_at"
FROM "client_refresh_tokens"
ORDER BY "id";--> statement-breakpoint
DROP TABLE "client_refresh_tokens";--> statement-breakpoint
CREATE INDEX "refresh_tokens_client_id_idx" ON "refresh_tokens" USING btree ("client_id") WHERE "refresh_tokens"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id") WHERE "refresh_tokens"."user_id" is not null;
