CREATE TABLE "body_measurements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "body_measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"weight_kg" numeric(5, 2),
	"body_fat_pct" numeric(5, 2),
	"waist_cm" numeric(5, 2),
	"hip_cm" numeric(5, 2),
	"chest_cm" numeric(5, 2),
	"arm_cm" numeric(5, 2),
	"thigh_cm" numeric(5, 2),
	"note" text,
	"entered_by" text NOT NULL,
	"created_by_user_id" integer,
	"uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_measurements_entered_by_check" CHECK ("body_measurements"."entered_by" in ('trainer', 'client')),
	CONSTRAINT "body_measurements_some_figure_check" CHECK (num_nonnulls("body_measurements"."weight_kg", "body_measurements"."body_fat_pct", "body_measurements"."waist_cm", "body_measurements"."hip_cm", "body_measurements"."chest_cm", "body_measurements"."arm_cm", "body_measurements"."thigh_cm") > 0)
);
--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "body_measurements_client_date_idx" ON "body_measurements" USING btree ("client_id","date" desc,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "body_measurements_client_uid_unique" ON "body_measurements" USING btree ("client_id","uid") WHERE "body_measurements"."uid" is not null;