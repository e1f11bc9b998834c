ALTER TABLE "gyms" ADD COLUMN "country" text DEFAULT 'AR' NOT NULL;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "transfer_alias" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "transfer_account" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "transfer_holder" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "transfer_bank" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "payment_link" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "payment_notes" text;