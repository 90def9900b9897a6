CREATE TABLE "product_bulk_targets" (
	"work_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"batch" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"value" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"before" text,
	"after" text,
	"message" text,
	CONSTRAINT "product_bulk_targets_work_id_position_pk" PRIMARY KEY("work_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_bulk_works" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_bulk_targets" ADD CONSTRAINT "product_bulk_targets_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bulk_works" ADD CONSTRAINT "product_bulk_works_id_works_id_fk" FOREIGN KEY ("id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bulk_works" ADD CONSTRAINT "product_bulk_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_bulk_targets_batch_idx" ON "product_bulk_targets" USING btree ("work_id","batch");