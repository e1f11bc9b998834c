CREATE TABLE "client_counts" (
	"gym_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "clients_gym_sort_name_idx";--> statement-breakpoint
DROP INDEX "clients_gym_member_since_idx";--> statement-breakpoint
DROP INDEX "clients_gym_created_at_idx";--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_gym_sort_name_idx" ON "clients" USING btree ("gym_id","sort_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "clients_gym_member_since_idx" ON "clients" USING btree ("gym_id","member_since","id");--> statement-breakpoint
CREATE INDEX "clients_gym_created_at_idx" ON "clients" USING btree ("gym_id","created_at","id");--> statement-breakpoint
-- The client list's totals move with every insert and delete of a client and every change of its
-- business or enabled state, in the writing transaction. A removed client only subtracts from a row
-- its insert created (a business being deleted may have lost it already: nothing to do then); an
-- added one upserts.
CREATE FUNCTION "client_counts_add"(gym integer, total_delta integer, active_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "client_counts" AS c ("gym_id", "total", "active") VALUES (gym, total_delta, active_delta)
	ON CONFLICT ("gym_id") DO UPDATE SET "total" = c."total" + excluded."total", "active" = c."active" + excluded."active";
END $$;
--> statement-breakpoint
CREATE FUNCTION "client_counts_subtract"(gym integer, total_delta integer, active_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "client_counts" SET "total" = "total" - total_delta, "active" = "active" - active_delta WHERE "gym_id" = gym;
END $$;
--> statement-breakpoint
CREATE FUNCTION "clients_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "client_counts_subtract"(OLD."gym_id", 1, CASE WHEN OLD."active" THEN 1 ELSE 0 END); END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "client_counts_add"(NEW."gym_id", 1, CASE WHEN NEW."active" THEN 1 ELSE 0 END); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clients_counts" AFTER INSERT OR DELETE ON "clients"
	FOR EACH ROW EXECUTE FUNCTION "clients_counts"();
--> statement-breakpoint
-- Only a real change: saving a client's form without touching "Habilitado" does not lock the row.
CREATE TRIGGER "clients_counts_update" AFTER UPDATE OF "gym_id", "active" ON "clients"
	FOR EACH ROW WHEN (OLD."gym_id" IS DISTINCT FROM NEW."gym_id" OR OLD."active" IS DISTINCT FROM NEW."active")
	EXECUTE FUNCTION "clients_counts"();
--> statement-breakpoint
INSERT INTO "client_counts" ("gym_id", "total", "active")
SELECT "gym_id", count(*), count(*) FILTER (WHERE "active") FROM "clients" GROUP BY "gym_id";
