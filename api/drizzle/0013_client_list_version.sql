ALTER TABLE "client_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Once per statement and business, whatever the statement touched of its clients (a form saved, a
-- status the billing catch-up recomputed, a client added or removed, by any code path). Row triggers of
-- 0012 have created the business's row by then (after-row triggers fire before after-statement ones).
CREATE FUNCTION "client_counts_bump_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "client_counts" SET "version" = "version" + 1 WHERE "gym_id" IN (SELECT DISTINCT "gym_id" FROM "changed");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "client_counts_bump_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "client_counts" SET "version" = "version" + 1 WHERE "gym_id" IN (SELECT DISTINCT "gym_id" FROM "removed");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "client_counts_bump_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "client_counts" SET "version" = "version" + 1
	WHERE "gym_id" IN (SELECT "gym_id" FROM "changed" UNION SELECT "gym_id" FROM "removed");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clients_version_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_bump_inserted"();
--> statement-breakpoint
CREATE TRIGGER "clients_version_update" AFTER UPDATE ON "clients" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_bump_updated"();
--> statement-breakpoint
CREATE TRIGGER "clients_version_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS "removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_bump_removed"();
