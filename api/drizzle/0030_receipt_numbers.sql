CREATE TABLE "receipt_counters" (
	"gym_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
-- Existing payments are numbered per business from 1, in the order they were recorded (their id).
UPDATE "payments" p SET "receipt_number" = n."number"
FROM (SELECT "id", row_number() OVER (PARTITION BY "gym_id" ORDER BY "id")::integer AS "number" FROM "payments") n
WHERE p."id" = n."id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
-- Each business's next payment takes the number after its last one.
INSERT INTO "receipt_counters" ("gym_id", "last_number") SELECT "gym_id", max("receipt_number") FROM "payments" GROUP BY "gym_id";--> statement-breakpoint
-- A retried Idempotency-Key answers what its first request did: now with the receipt's number too.
UPDATE "payment_idempotency_keys" k SET "response" = jsonb_set(k."response", '{payment,receiptNumber}', to_jsonb(p."receipt_number"))
FROM "payments" p
WHERE p."id" = k."payment_id" AND k."response" IS NOT NULL;--> statement-breakpoint
-- The answer of a payment deleted before numbers existed has no number to give: its key is forgotten
-- (keys are retried within seconds of a submit; a retry now records the payment again, as a new one).
DELETE FROM "payment_idempotency_keys" WHERE "response" IS NOT NULL AND "payment_id" IS NULL;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gym_receipt_number_unique" ON "payments" USING btree ("gym_id","receipt_number");
