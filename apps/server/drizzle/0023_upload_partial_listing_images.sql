ALTER TABLE "listings" ADD COLUMN "pushed_images" jsonb;--> statement-breakpoint
ALTER TABLE "upload_items" ADD COLUMN "first_for_account" boolean;