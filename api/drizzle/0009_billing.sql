CREATE TABLE "payment_idempotency_keys" (
	"gym_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_id" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_periods_status_check" CHECK ("payment_periods"."status" in ('pending', 'partial', 'paid')),
	CONSTRAINT "payment_periods_dates_check" CHECK ("payment_periods"."end_date" >= "payment_periods"."start_date"),
	CONSTRAINT "payment_periods_amounts_check" CHECK ("payment_periods"."amount" > 0 and "payment_periods"."paid" >= 0 and "payment_periods"."discount" >= 0 and "payment_periods"."paid" + "payment_periods"."discount" <= "payment_periods"."amount")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"created_by_user_id" integer,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"concept" text,
	"amount" bigint NOT NULL,
	"closed_period" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'card', 'transfer', 'other')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text,
	"recurrence" text NOT NULL,
	"amount" bigint NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_recurrence_check" CHECK ("plans"."recurrence" in ('weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'semiannual', 'annual')),
	CONSTRAINT "plans_amount_check" CHECK ("plans"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"anchor_date" date NOT NULL,
	"scheduled_plan_id" integer,
	"scheduled_from" date,
	"refresh_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_dates_check" CHECK ("subscriptions"."end_date" is null or "subscriptions"."end_date" >= "subscriptions"."start_date"),
	CONSTRAINT "subscriptions_scheduled_check" CHECK (("subscriptions"."scheduled_plan_id" is null) = ("subscriptions"."scheduled_from" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_idempotency_keys" ADD CONSTRAINT "payment_idempotency_keys_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_idempotency_keys" ADD CONSTRAINT "payment_idempotency_keys_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_periods" ADD CONSTRAINT "payment_periods_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_periods" ADD CONSTRAINT "payment_periods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_periods" ADD CONSTRAINT "payment_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_periods" ADD CONSTRAINT "payment_periods_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_period_id_payment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."payment_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_plan_id_plans_id_fk" FOREIGN KEY ("scheduled_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_idempotency_keys_gym_key_unique" ON "payment_idempotency_keys" USING btree ("gym_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_periods_subscription_start_unique" ON "payment_periods" USING btree ("subscription_id","start_date");--> statement-breakpoint
CREATE INDEX "payment_periods_gym_status_end_idx" ON "payment_periods" USING btree ("gym_id","status","end_date","id");--> statement-breakpoint
CREATE INDEX "payment_periods_gym_open_end_idx" ON "payment_periods" USING btree ("gym_id","end_date","id") WHERE "payment_periods"."status" <> 'paid';--> statement-breakpoint
CREATE INDEX "payment_periods_client_status_idx" ON "payment_periods" USING btree ("client_id","status","start_date");--> statement-breakpoint
CREATE INDEX "payment_periods_gym_end_idx" ON "payment_periods" USING btree ("gym_id","end_date");--> statement-breakpoint
CREATE INDEX "payments_gym_date_idx" ON "payments" USING btree ("gym_id","date","id");--> statement-breakpoint
CREATE INDEX "payments_period_idx" ON "payments" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "payments_client_date_idx" ON "payments" USING btree ("client_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_gym_name_unique" ON "plans" USING btree ("gym_id","name_key") WHERE "plans"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "plans_gym_name_key_idx" ON "plans" USING btree ("gym_id","name_key" collate "C");--> statement-breakpoint
CREATE INDEX "subscriptions_gym_refresh_on_idx" ON "subscriptions" USING btree ("gym_id","refresh_on") WHERE "subscriptions"."refresh_on" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_client_idx" ON "subscriptions" USING btree ("client_id","start_date");--> statement-breakpoint
CREATE INDEX "subscriptions_gym_plan_idx" ON "subscriptions" USING btree ("gym_id","plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_gym_scheduled_plan_idx" ON "subscriptions" USING btree ("gym_id","scheduled_plan_id") WHERE "subscriptions"."scheduled_plan_id" is not null;