ALTER TABLE "password_reset_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_client_id_idx" ON "password_reset_tokens" USING btree ("client_id") WHERE "password_reset_tokens"."client_id" is not null;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_one_subject_check" CHECK (num_nonnulls("password_reset_tokens"."user_id", "password_reset_tokens"."client_id") = 1);