CREATE TABLE "source_sync_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"outcome" text,
	"old_price" integer,
	"new_price" integer,
	"price_kept" boolean DEFAULT false NOT NULL,
	"sold_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restocked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listing_id" uuid,
	"market" text,
	"account_label" text,
	"action" text
);
--> statement-breakpoint
CREATE TABLE "source_sync_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"schedule" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_sync_works" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"trigger" text NOT NULL,
	"slot" text
);
--> statement-breakpoint
ALTER TABLE "source_sync_items" ADD CONSTRAINT "source_sync_items_id_work_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_sync_items" ADD CONSTRAINT "source_sync_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_sync_settings" ADD CONSTRAINT "source_sync_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_sync_works" ADD CONSTRAINT "source_sync_works_id_works_id_fk" FOREIGN KEY ("id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_sync_works" ADD CONSTRAINT "source_sync_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_sync_items_work_product_idx" ON "source_sync_items" USING btree ("work_id","product_id");--> statement-breakpoint
CREATE INDEX "source_sync_items_user_product_idx" ON "source_sync_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_sync_works_user_slot_key" ON "source_sync_works" USING btree ("user_id","slot");