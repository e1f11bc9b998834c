CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"user_id" integer,
	"client_id" integer,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_route_key_unique" UNIQUE NULLS NOT DISTINCT("gym_id","user_id","client_id","route","key"),
	CONSTRAINT "idempotency_keys_owner_check" CHECK (("idempotency_keys"."user_id" is null) <> ("idempotency_keys"."client_id" is null))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");;--> statement-breakpoint
-- The payments' keys move here, answered to the member who recorded the payment (their hash was of
-- another shape: a retry of one of them is refused as another request, never recorded twice).
INSERT INTO "idempotency_keys" ("gym_id", "user_id", "route", "key", "request_hash", "status", "body", "created_at")
SELECT k."gym_id", p."created_by_user_id", 'POST /api/v1/periods/:id/payments', k."key", k."request_hash", 201, k."response", k."created_at"
FROM "payment_idempotency_keys" k JOIN "payments" p ON p."id" = k."payment_id"
WHERE k."response" IS NOT NULL AND p."created_by_user_id" IS NOT NULL;--> statement-breakpoint
DROP TABLE "payment_idempotency_keys" CASCADE;