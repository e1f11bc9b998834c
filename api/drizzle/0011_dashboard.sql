CREATE TABLE "billing_month_totals" (
	"gym_id" integer NOT NULL,
	"month" date NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL,
	"expected" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_month_totals_gym_id_month_pk" PRIMARY KEY("gym_id","month")
);
--> statement-breakpoint
ALTER TABLE "billing_month_totals" ADD CONSTRAINT "billing_month_totals_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The month totals move with every write of payments (collected) and periods (expected). A removed
-- row only subtracts from a row its insert created (and a business being deleted may have lost it
-- already: nothing to do then); an added one upserts.
CREATE FUNCTION "billing_month_totals_add"(gym integer, day date, collected_delta bigint, expected_delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "billing_month_totals" AS t ("gym_id", "month", "collected", "expected")
	VALUES (gym, date_trunc('month', day)::date, collected_delta, expected_delta)
	ON CONFLICT ("gym_id", "month") DO UPDATE SET "collected" = t."collected" + excluded."collected", "expected" = t."expected" + excluded."expected";
END $$;
--> statement-breakpoint
CREATE FUNCTION "billing_month_totals_subtract"(gym integer, day date, collected_delta bigint, expected_delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "billing_month_totals" SET "collected" = "collected" - collected_delta, "expected" = "expected" - expected_delta
	WHERE "gym_id" = gym AND "month" = date_trunc('month', day)::date;
END $$;
--> statement-breakpoint
CREATE FUNCTION "payments_month_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "billing_month_totals_subtract"(OLD."gym_id", OLD."date", OLD."amount", 0); END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "billing_month_totals_add"(NEW."gym_id", NEW."date", NEW."amount", 0); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_month_totals" AFTER INSERT OR DELETE OR UPDATE OF "gym_id", "date", "amount" ON "payments"
	FOR EACH ROW EXECUTE FUNCTION "payments_month_totals"();
--> statement-breakpoint
CREATE FUNCTION "payment_periods_month_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "billing_month_totals_subtract"(OLD."gym_id", OLD."start_date", 0, OLD."amount"); END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "billing_month_totals_add"(NEW."gym_id", NEW."start_date", 0, NEW."amount"); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_periods_month_totals" AFTER INSERT OR DELETE OR UPDATE OF "gym_id", "start_date", "amount" ON "payment_periods"
	FOR EACH ROW EXECUTE FUNCTION "payment_periods_month_totals"();
--> statement-breakpoint
INSERT INTO "billing_month_totals" ("gym_id", "month", "collected", "expected")
SELECT "gym_id", "month", sum("collected"), sum("expected") FROM (
	SELECT "gym_id", date_trunc('month', "date")::date AS "month", "amount" AS "collected", 0 AS "expected" FROM "payments"
	UNION ALL
	SELECT "gym_id", date_trunc('month', "start_date")::date, 0, "amount" FROM "payment_periods"
) AS rows
GROUP BY "gym_id", "month";
