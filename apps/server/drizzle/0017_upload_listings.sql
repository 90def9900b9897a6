CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"market" text NOT NULL,
	"market_product_id" text,
	"channel_product_id" text,
	"item_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text NOT NULL,
	"url" text,
	"pushed_version" text,
	"pushed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_registrations" (
	"account_key" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_registrations_account_key_day_pk" PRIMARY KEY("account_key","day")
);
--> statement-breakpoint
CREATE TABLE "upload_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"market" text NOT NULL,
	"market_product_id" text,
	"url" text,
	"created" boolean
);
--> statement-breakpoint
CREATE TABLE "upload_works" (
	"id" uuid PRIMARY KEY NOT NULL,
	"targets" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_account_id_market_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."market_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_items" ADD CONSTRAINT "upload_items_id_work_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_items" ADD CONSTRAINT "upload_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_works" ADD CONSTRAINT "upload_works_id_works_id_fk" FOREIGN KEY ("id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_account_product_key" ON "listings" USING btree ("account_id","product_id");--> statement-breakpoint
CREATE INDEX "listings_user_product_idx" ON "listings" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "listings_user_market_idx" ON "listings" USING btree ("user_id","market","account_id");--> statement-breakpoint
CREATE INDEX "upload_items_user_product_idx" ON "upload_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "upload_items_work_idx" ON "upload_items" USING btree ("work_id","market");