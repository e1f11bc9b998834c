CREATE TABLE "client_refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"trainer_user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"birthdate" date,
	"gender" text,
	"address" text,
	"goal" text,
	"weight_kg" numeric(5, 2),
	"height_cm" numeric(5, 2),
	"member_since" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"image" text,
	"password_hash" text,
	"app_registered_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"sort_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_gender_check" CHECK ("clients"."gender" in ('Femenino', 'Masculino')),
	CONSTRAINT "clients_subscription_status_check" CHECK ("clients"."subscription_status" in ('paid', 'finished', 'pending', 'partial', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"created_by_user_id" integer,
	"client_id" integer,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_refresh_tokens" ADD CONSTRAINT "client_refresh_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_trainer_user_id_users_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_used_by_client_id_clients_id_fk" FOREIGN KEY ("used_by_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_refresh_tokens_token_hash_unique" ON "client_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_refresh_tokens_family_id_idx" ON "client_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "client_refresh_tokens_client_id_idx" ON "client_refresh_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_gym_sort_name_idx" ON "clients" USING btree ("gym_id","sort_name" collate "C");--> statement-breakpoint
CREATE INDEX "clients_gym_member_since_idx" ON "clients" USING btree ("gym_id","member_since");--> statement-breakpoint
CREATE INDEX "clients_gym_created_at_idx" ON "clients" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_gym_active_idx" ON "clients" USING btree ("gym_id","active");--> statement-breakpoint
CREATE INDEX "clients_gym_subscription_status_idx" ON "clients" USING btree ("gym_id","subscription_status");--> statement-breakpoint
CREATE INDEX "clients_gym_search_text_idx" ON "clients" USING btree ("gym_id","search_text");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_gym_email_unique" ON "clients" USING btree ("gym_id",lower("email")) WHERE "clients"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_app_email_unique" ON "clients" USING btree (lower("email")) WHERE "clients"."app_registered_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_live_code_unique" ON "invitations" USING btree ("code") WHERE "invitations"."used_at" is null;--> statement-breakpoint
CREATE INDEX "invitations_code_idx" ON "invitations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invitations_gym_created_at_idx" ON "invitations" USING btree ("gym_id","created_at" desc);