CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer,
	"product_key" text,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"instructions" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_provider" text,
	"video_ref" text,
	"video_content_type" text,
	"image_key" text,
	"thumbnail_key" text,
	CONSTRAINT "activities_product_check" CHECK (("activities"."gym_id" is null) = ("activities"."product_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer,
	"product_key" text,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"instructions" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_provider" text,
	"video_ref" text,
	"video_content_type" text,
	"image_key" text,
	"thumbnail_key" text,
	"muscle_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "exercises_product_check" CHECK (("exercises"."gym_id" is null) = ("exercises"."product_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer,
	"product_key" text,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text,
	"questions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "forms_product_check" CHECK (("forms"."gym_id" is null) = ("forms"."product_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "product_library_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"source_hash" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer,
	"product_key" text,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text,
	"mode" text NOT NULL,
	"groups" jsonb NOT NULL,
	"exercise_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "workouts_product_check" CHECK (("workouts"."gym_id" is null) = ("workouts"."product_key" is not null)),
	CONSTRAINT "workouts_mode_check" CHECK ("workouts"."mode" in ('simple', 'advanced'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_gym_name_unique" ON "activities" USING btree ("gym_id","name_key") WHERE "activities"."archived_at" is null and "activities"."gym_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_product_key_unique" ON "activities" USING btree ("product_key") WHERE "activities"."product_key" is not null;--> statement-breakpoint
CREATE INDEX "activities_gym_name_key_idx" ON "activities" USING btree ("gym_id","name_key" collate "C");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_gym_name_unique" ON "exercises" USING btree ("gym_id","name_key") WHERE "exercises"."archived_at" is null and "exercises"."gym_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_product_key_unique" ON "exercises" USING btree ("product_key") WHERE "exercises"."product_key" is not null;--> statement-breakpoint
CREATE INDEX "exercises_gym_name_key_idx" ON "exercises" USING btree ("gym_id","name_key" collate "C");--> statement-breakpoint
CREATE INDEX "exercises_muscle_groups_idx" ON "exercises" USING gin ("muscle_groups");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_gym_name_unique" ON "forms" USING btree ("gym_id","name_key") WHERE "forms"."archived_at" is null and "forms"."gym_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_product_key_unique" ON "forms" USING btree ("product_key") WHERE "forms"."product_key" is not null;--> statement-breakpoint
CREATE INDEX "forms_gym_name_key_idx" ON "forms" USING btree ("gym_id","name_key" collate "C");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_gym_name_unique" ON "workouts" USING btree ("gym_id","name_key") WHERE "workouts"."archived_at" is null and "workouts"."gym_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_product_key_unique" ON "workouts" USING btree ("product_key") WHERE "workouts"."product_key" is not null;--> statement-breakpoint
CREATE INDEX "workouts_gym_name_key_idx" ON "workouts" USING btree ("gym_id","name_key" collate "C");--> statement-breakpoint
CREATE INDEX "workouts_exercise_ids_idx" ON "workouts" USING gin ("exercise_ids");