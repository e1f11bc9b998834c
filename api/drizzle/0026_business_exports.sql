CREATE TABLE "business_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"status" text NOT NULL,
	"done_steps" smallint DEFAULT 0 NOT NULL,
	"total_steps" smallint NOT NULL,
	"storage_key" text,
	"bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_exports_status_check" CHECK ("business_exports"."status" in ('pending', 'running', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "business_exports" ADD CONSTRAINT "business_exports_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_exports_gym_idx" ON "business_exports" USING btree ("gym_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_exports_one_running" ON "business_exports" USING btree ("gym_id") WHERE "business_exports"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "business_exports_expires_idx" ON "business_exports" USING btree ("expires_at");