CREATE TABLE "series_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"completion_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"date" date NOT NULL,
	"workout_name" text NOT NULL,
	"group_name" text NOT NULL,
	"exercise_name" text NOT NULL,
	"group_index" smallint NOT NULL,
	"exercise_index" smallint NOT NULL,
	"series_index" smallint NOT NULL,
	"done_reps" integer,
	"done_weight_kg" numeric(6, 2),
	"done_seconds" integer,
	"prescribed_reps" integer,
	"prescribed_weight_kg" numeric(6, 2),
	"prescribed_seconds" integer,
	"prescribed_rest_seconds" integer,
	"e1rm_kg" numeric(7, 2) GENERATED ALWAYS AS (case when done_reps >= 1 and done_weight_kg > 0 then round(case when done_reps = 1 then done_weight_kg else done_weight_kg * (1 + done_reps / 30.0) end, 2) end) STORED
);
--> statement-breakpoint
ALTER TABLE "series_results" ADD CONSTRAINT "series_results_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_results" ADD CONSTRAINT "series_results_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_results" ADD CONSTRAINT "series_results_completion_id_task_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."task_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_results" ADD CONSTRAINT "series_results_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_results_client_exercise_date_idx" ON "series_results" USING btree ("client_id","exercise_id","date" desc,"completion_id" desc);--> statement-breakpoint
CREATE INDEX "series_results_completion_idx" ON "series_results" USING btree ("completion_id");--> statement-breakpoint
CREATE INDEX "series_results_weight_for_reps_idx" ON "series_results" USING btree ("client_id","exercise_id","done_reps","done_weight_kg" desc,"date","completion_id","id") WHERE "series_results"."done_weight_kg" > 0;--> statement-breakpoint
CREATE INDEX "series_results_e1rm_idx" ON "series_results" USING btree ("client_id","exercise_id","e1rm_kg" desc,"date","completion_id","id","done_reps","done_weight_kg") WHERE "series_results"."e1rm_kg" is not null;--> statement-breakpoint
CREATE INDEX "series_results_bodyweight_reps_idx" ON "series_results" USING btree ("client_id","exercise_id","done_reps" desc,"date","completion_id","id","done_weight_kg") WHERE "series_results"."done_reps" >= 1 and coalesce("series_results"."done_weight_kg", 0) = 0;--> statement-breakpoint
CREATE INDEX "series_results_longest_time_idx" ON "series_results" USING btree ("client_id","exercise_id","done_seconds" desc,"date","completion_id","id","done_reps","done_weight_kg") WHERE "series_results"."done_seconds" > 0;--> statement-breakpoint
-- A completion's series, one row each, from its stored results: the day it was registered for (the
-- occurrence as moved), the workout's name as it is when the completion is stored (the results carry
-- the group's and the exercise's names as they were).
CREATE FUNCTION "series_results_insert"(completion integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "series_results" ("gym_id", "client_id", "completion_id", "exercise_id", "date", "workout_name", "group_name", "exercise_name",
		"group_index", "exercise_index", "series_index", "done_reps", "done_weight_kg", "done_seconds",
		"prescribed_reps", "prescribed_weight_kg", "prescribed_seconds", "prescribed_rest_seconds")
	SELECT c."gym_id", c."client_id", c."id", (r->>'exerciseId')::integer, coalesce(x."date", c."occurrence"), coalesce(w."name", ''),
		coalesce(r->>'groupName', ''), coalesce(r->>'exerciseName', ''),
		(r->>'groupIndex')::smallint, (r->>'exerciseIndex')::smallint, (r->>'seriesIndex')::smallint,
		(r->'done'->>'reps')::integer, (r->'done'->>'weightKg')::numeric, (r->'done'->>'seconds')::integer,
		(r->'prescribed'->>'reps')::integer, (r->'prescribed'->>'weightKg')::numeric, (r->'prescribed'->>'seconds')::integer,
		(r->'prescribed'->>'restSeconds')::integer
	FROM "task_completions" c
	CROSS JOIN LATERAL jsonb_array_elements(c."results") AS r
	JOIN "tasks" t ON t."id" = c."task_id"
	LEFT JOIN "workouts" w ON w."id" = t."workout_id"
	LEFT JOIN "task_exceptions" x ON x."task_id" = c."task_id" AND x."occurrence" = c."occurrence"
	WHERE c."id" = completion AND jsonb_typeof(c."results") = 'array';
$$;
--> statement-breakpoint
CREATE FUNCTION "series_results_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN DELETE FROM "series_results" WHERE "completion_id" = NEW."id"; END IF;
	PERFORM "series_results_insert"(NEW."id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "series_results_fill" AFTER INSERT ON "task_completions"
	FOR EACH ROW WHEN (NEW."results" IS NOT NULL) EXECUTE FUNCTION "series_results_fill"();
--> statement-breakpoint
CREATE TRIGGER "series_results_refill" AFTER UPDATE OF "results" ON "task_completions"
	FOR EACH ROW WHEN (OLD."results" IS DISTINCT FROM NEW."results") EXECUTE FUNCTION "series_results_fill"();
--> statement-breakpoint
SELECT "series_results_insert"("id") FROM "task_completions" WHERE "results" IS NOT NULL;
