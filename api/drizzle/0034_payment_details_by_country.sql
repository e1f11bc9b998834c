ALTER TABLE "gyms" ADD COLUMN "transfer_account_type" text;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "transfer_holder_tax_id" text;