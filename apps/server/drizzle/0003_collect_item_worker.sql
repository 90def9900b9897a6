ALTER TABLE "collect_items" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "collect_items" ADD COLUMN "interruptions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "collect_items_running_worker_idx" ON "collect_items" USING btree ("worker_id") WHERE "collect_items"."state" = 'running';--> statement-breakpoint
CREATE INDEX "collect_items_user_product_idx" ON "collect_items" USING btree ("user_id","site","code");