CREATE TABLE "client_adherence" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"day" date,
	"computed_version" integer,
	"d7" smallint,
	"d30" smallint
);
--> statement-breakpoint
ALTER TABLE "client_adherence" ADD CONSTRAINT "client_adherence_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_adherence" ADD CONSTRAINT "client_adherence_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_adherence_gym_idx" ON "client_adherence" USING btree ("gym_id");--> statement-breakpoint
-- A client's adherence moves with their tasks, the tasks' exceptions and their registrations: every
-- such change moves the client's version, in the writing transaction, whatever code path writes. The
-- row is created if missing, unless the client is gone (a client's deletion cascades to their tasks).
CREATE FUNCTION "client_adherence_touch"(client integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "client_adherence" AS a ("client_id", "gym_id", "version")
	SELECT c."id", c."gym_id", 1 FROM "clients" c WHERE c."id" = client
	ON CONFLICT ("client_id") DO UPDATE SET "version" = a."version" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "client_adherence_by_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "client_adherence_touch"(OLD."client_id"); END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."client_id" IS DISTINCT FROM OLD."client_id") THEN PERFORM "client_adherence_touch"(NEW."client_id"); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "client_adherence_by_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "client_adherence_touch"(t."client_id") FROM "tasks" t WHERE t."id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."task_id" ELSE NEW."task_id" END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "client_adherence_tasks" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
	FOR EACH ROW EXECUTE FUNCTION "client_adherence_by_client"();
--> statement-breakpoint
CREATE TRIGGER "client_adherence_completions" AFTER INSERT OR UPDATE OR DELETE ON "task_completions"
	FOR EACH ROW EXECUTE FUNCTION "client_adherence_by_client"();
--> statement-breakpoint
CREATE TRIGGER "client_adherence_exceptions" AFTER INSERT OR UPDATE OR DELETE ON "task_exceptions"
	FOR EACH ROW EXECUTE FUNCTION "client_adherence_by_task"();
