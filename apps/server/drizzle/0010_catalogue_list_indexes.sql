-- Keyword search through trigram indexes (pg_trgm is a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- List rows stay narrow: the product model JSON (about 1.5 KB) is moved out of line into the TOAST table
-- whenever a row passes 128 bytes, so scans and counts over the list columns read a fraction of the pages.
-- Rows written before this keep their inline JSON until they are next written.
ALTER TABLE "products" SET (toast_tuple_target = 128);--> statement-breakpoint
DROP INDEX "products_user_created_idx";--> statement-breakpoint
DROP INDEX "products_user_group_idx";--> statement-breakpoint
DROP INDEX "products_user_sold_out_created_idx";--> statement-breakpoint
CREATE INDEX "products_user_live_created_idx" ON "products" USING btree ("user_id","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_user_live_site_created_idx" ON "products" USING btree ("user_id","site","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_user_live_group_created_idx" ON "products" USING btree ("user_id","group_name","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_user_live_sold_out_created_idx" ON "products" USING btree ("user_id","sold_out","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_user_live_work_created_idx" ON "products" USING btree ("user_id","work_number","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_user_live_code_idx" ON "products" USING btree ("user_id","code") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_source_title_trgm_idx" ON "products" USING gin ("source_title" gin_trgm_ops);