CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"weeks" integer NOT NULL,
	"days" jsonb NOT NULL,
	"day_count" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "programs_product_check" CHECK (("programs"."gym_id" is null) = ("programs"."product_key" is not null)),
	CONSTRAINT "programs_weeks_check" CHECK ("programs"."weeks" between 1 and 52)
);
--> statement-breakpoint
CREATE TABLE "program_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"created_by_user_id" integer,
	"start_date" date NOT NULL,
	"align_to_monday" boolean DEFAULT false NOT NULL,
	"weeks" integer NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"paused_days" integer DEFAULT 0 NOT NULL,
	"pauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_assignments_status_check" CHECK ("program_assignments"."status" in ('active', 'ended')),
	CONSTRAINT "program_assignments_weeks_check" CHECK ("program_assignments"."weeks" between 1 and 52),
	CONSTRAINT "program_assignments_paused_check" CHECK ("program_assignments"."paused_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "program_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programs_gym_name_unique" ON "programs" USING btree ("gym_id","name_key") WHERE "programs"."archived_at" is null and "programs"."gym_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "programs_product_key_unique" ON "programs" USING btree ("product_key") WHERE "programs"."product_key" is not null;--> statement-breakpoint
CREATE INDEX "programs_gym_name_key_idx" ON "programs" USING btree ("gym_id","name_key" collate "C");--> statement-breakpoint
CREATE INDEX "program_assignments_client_idx" ON "program_assignments" USING btree ("client_id","start_date");--> statement-breakpoint
CREATE INDEX "program_assignments_program_idx" ON "program_assignments" USING btree ("program_id","gym_id") WHERE "program_assignments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "program_assignments_gym_idx" ON "program_assignments" USING btree ("gym_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_program_assignment_id_program_assignments_id_fk" FOREIGN KEY ("program_assignment_id") REFERENCES "public"."program_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_program_assignment_idx" ON "tasks" USING btree ("program_assignment_id","date") WHERE "tasks"."program_assignment_id" is not null;--> statement-breakpoint
-- Assigning a program writes thousands of tasks at once (50 clients × 12 weeks × 5 a day): a trigger
-- per row would move each client's adherence version once per task. The tasks' triggers move each
-- touched client's version once per statement instead (transition tables), whatever code path writes.
DROP TRIGGER "client_adherence_tasks" ON "tasks";
--> statement-breakpoint
CREATE FUNCTION "client_adherence_by_new_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "client_adherence_touch"(t."client_id") FROM (SELECT DISTINCT "client_id" FROM "new_tasks") t;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "client_adherence_by_old_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "client_adherence_touch"(t."client_id") FROM (SELECT DISTINCT "client_id" FROM "old_tasks") t;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "client_adherence_by_changed_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "client_adherence_touch"(t."client_id") FROM (SELECT "client_id" FROM "old_tasks" UNION SELECT "client_id" FROM "new_tasks") t;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "client_adherence_tasks_insert" AFTER INSERT ON "tasks"
	REFERENCING NEW TABLE AS "new_tasks" FOR EACH STATEMENT EXECUTE FUNCTION "client_adherence_by_new_tasks"();
--> statement-breakpoint
CREATE TRIGGER "client_adherence_tasks_update" AFTER UPDATE ON "tasks"
	REFERENCING OLD TABLE AS "old_tasks" NEW TABLE AS "new_tasks" FOR EACH STATEMENT EXECUTE FUNCTION "client_adherence_by_changed_tasks"();
--> statement-breakpoint
CREATE TRIGGER "client_adherence_tasks_delete" AFTER DELETE ON "tasks"
	REFERENCING OLD TABLE AS "old_tasks" FOR EACH STATEMENT EXECUTE FUNCTION "client_adherence_by_old_tasks"();
