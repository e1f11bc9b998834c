ALTER TABLE "support_requests" ALTER COLUMN "gym_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_sender_check" CHECK (("support_requests"."user_id" is not null and "support_requests"."gym_id" is not null) or "support_requests"."email" is not null);