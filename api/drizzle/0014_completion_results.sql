ALTER TABLE "task_completions" ADD COLUMN "uid" uuid;--> statement-breakpoint
ALTER TABLE "task_completions" ADD COLUMN "results" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "task_completions_client_uid_unique" ON "task_completions" USING btree ("client_id","uid") WHERE "task_completions"."uid" is not null;