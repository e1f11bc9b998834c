CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_exceptions" (
	"event_id" integer NOT NULL,
	"occurrence" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"title" text,
	"description" text,
	"color" text,
	"starts_at" timestamp,
	"ends_at" timestamp,
	CONSTRAINT "event_exceptions_event_id_occurrence_pk" PRIMARY KEY("event_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"created_by_user_id" integer,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp NOT NULL,
	"ends_at" timestamp NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"color" text NOT NULL,
	"rrule" text,
	"first_date" date NOT NULL,
	"last_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_color_check" CHECK ("events"."color" in ('red', 'blue', 'green', 'yellow', 'purple', 'pink', 'orange', 'teal')),
	CONSTRAINT "events_end_check" CHECK ("events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"occurrence" date NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_min" integer,
	"distance_km" numeric(7, 2),
	"mood" text,
	"enjoyment" text,
	"comment" text,
	"answers" jsonb,
	"questions" jsonb
);
--> statement-breakpoint
CREATE TABLE "task_exceptions" (
	"task_id" integer NOT NULL,
	"occurrence" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"date" date,
	"goal" text,
	"duration_min" integer,
	"distance_km" numeric(7, 2),
	CONSTRAINT "task_exceptions_task_id_occurrence_pk" PRIMARY KEY("task_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"created_by_user_id" integer,
	"type" text NOT NULL,
	"activity_id" integer,
	"workout_id" integer,
	"form_id" integer,
	"date" date NOT NULL,
	"end_date" date,
	"rrule" text,
	"last_date" date,
	"goal" text,
	"duration_min" integer,
	"distance_km" numeric(7, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_type_check" CHECK ("tasks"."type" in ('activity', 'workout', 'form')),
	CONSTRAINT "tasks_item_check" CHECK (("tasks"."type" = 'activity' and "tasks"."activity_id" is not null and "tasks"."workout_id" is null and "tasks"."form_id" is null)
        or ("tasks"."type" = 'workout' and "tasks"."workout_id" is not null and "tasks"."activity_id" is null and "tasks"."form_id" is null)
        or ("tasks"."type" = 'form' and "tasks"."form_id" is not null and "tasks"."activity_id" is null and "tasks"."workout_id" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_exceptions" ADD CONSTRAINT "task_exceptions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_exceptions_starts_at_idx" ON "event_exceptions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_gym_dates_idx" ON "events" USING btree ("gym_id","first_date","last_date");--> statement-breakpoint
CREATE UNIQUE INDEX "task_completions_task_occurrence_unique" ON "task_completions" USING btree ("task_id","occurrence");--> statement-breakpoint
CREATE INDEX "task_completions_gym_completed_idx" ON "task_completions" USING btree ("gym_id","completed_at");--> statement-breakpoint
CREATE INDEX "task_completions_client_idx" ON "task_completions" USING btree ("client_id","occurrence");--> statement-breakpoint
CREATE INDEX "task_exceptions_date_idx" ON "task_exceptions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "tasks_gym_dates_idx" ON "tasks" USING btree ("gym_id","date","last_date");--> statement-breakpoint
CREATE INDEX "tasks_client_dates_idx" ON "tasks" USING btree ("client_id","date","last_date");--> statement-breakpoint
CREATE INDEX "tasks_activity_idx" ON "tasks" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "tasks_workout_idx" ON "tasks" USING btree ("workout_id");--> statement-breakpoint
CREATE INDEX "tasks_form_idx" ON "tasks" USING btree ("form_id");