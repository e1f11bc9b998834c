CREATE TABLE "team_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"resource_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" in ('AD', 'CO'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_activity" ADD CONSTRAINT "team_activity_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_activity" ADD CONSTRAINT "team_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_activity_gym_created_idx" ON "team_activity" USING btree ("gym_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "team_activity_user_created_idx" ON "team_activity" USING btree ("user_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_hash_unique" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_unique" ON "team_invitations" USING btree ("gym_id",lower("email")) WHERE "team_invitations"."accepted_at" is null and "team_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "clients_trainer_sort_name_idx" ON "clients" USING btree ("trainer_user_id","sort_name" collate "C","id");--> statement-breakpoint
-- Whoever created a business is its first administrator (every business had one member until now).
UPDATE "users" SET "role" = 'AD' WHERE "id" IN (SELECT min("id") FROM "users" GROUP BY "gym_id");--> statement-breakpoint
-- A client without a responsible trainer (created before trainers were recorded) gets the business's first administrator.
UPDATE "clients" c SET "trainer_user_id" = (SELECT min(u."id") FROM "users" u WHERE u."gym_id" = c."gym_id") WHERE c."trainer_user_id" IS NULL;
