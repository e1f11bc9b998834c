CREATE TABLE "progress_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gym_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"pose" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"entered_by" text NOT NULL,
	"created_by_user_id" integer,
	"uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_photos_pose_check" CHECK ("progress_photos"."pose" in ('front', 'side', 'back')),
	CONSTRAINT "progress_photos_entered_by_check" CHECK ("progress_photos"."entered_by" in ('trainer', 'client'))
);
--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_photos_client_date_idx" ON "progress_photos" USING btree ("client_id","date" desc,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "progress_photos_client_uid_unique" ON "progress_photos" USING btree ("client_id","uid") WHERE "progress_photos"."uid" is not null;