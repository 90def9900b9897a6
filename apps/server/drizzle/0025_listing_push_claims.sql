CREATE TABLE "listing_push_claims" (
	"account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_push_claims_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "listing_push_claims" ADD CONSTRAINT "listing_push_claims_account_id_market_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."market_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_push_claims" ADD CONSTRAINT "listing_push_claims_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_push_claims" ADD CONSTRAINT "listing_push_claims_item_id_work_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_push_claims_item_idx" ON "listing_push_claims" USING btree ("item_id");