CREATE TABLE "listing_counts" (
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"market" text NOT NULL,
	"state" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counts_account_id_state_pk" PRIMARY KEY("account_id","state")
);
--> statement-breakpoint
CREATE TABLE "listing_work_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"change" jsonb,
	"result" text
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sale_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_account_id_market_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."market_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_work_items" ADD CONSTRAINT "listing_work_items_id_work_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_work_items" ADD CONSTRAINT "listing_work_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_work_items" ADD CONSTRAINT "listing_work_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_counts_user_idx" ON "listing_counts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_work_items_work_idx" ON "listing_work_items" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "listing_work_items_listing_idx" ON "listing_work_items" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_user_created_idx" ON "listings" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_user_state_created_idx" ON "listings" USING btree ("user_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_user_account_created_idx" ON "listings" USING btree ("user_id","account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_user_market_created_idx" ON "listings" USING btree ("user_id","market","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_user_market_product_idx" ON "listings" USING btree ("user_id","market_product_id");--> statement-breakpoint
CREATE INDEX "listings_user_channel_product_idx" ON "listings" USING btree ("user_id","channel_product_id");--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Listings uploaded before product control carry the catalogue title until their first refresh.
UPDATE "listings" SET "title" = "products"."title" FROM "products" WHERE "products"."id" = "listings"."product_id" AND "listings"."title" IS NULL;--> statement-breakpoint
-- Listings per account and state, kept by every write of a listing whoever makes it (uploads, product
-- control, refreshes, an account's deletion), so the state tabs never count the listings themselves.
CREATE FUNCTION "listings_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "listing_counts" SET "count" = "count" - 1
     WHERE "account_id" = OLD."account_id" AND "state" = OLD."state";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "listing_counts" ("user_id", "account_id", "market", "state", "count")
    VALUES (NEW."user_id", NEW."account_id", NEW."market", NEW."state", 1)
    ON CONFLICT ("account_id", "state") DO UPDATE SET "count" = "listing_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_count_insert_delete" AFTER INSERT OR DELETE ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_count_change"();--> statement-breakpoint
CREATE TRIGGER "listings_count_update" AFTER UPDATE OF "state", "account_id" ON "listings" FOR EACH ROW WHEN (OLD."state" IS DISTINCT FROM NEW."state" OR OLD."account_id" IS DISTINCT FROM NEW."account_id") EXECUTE FUNCTION "listings_count_change"();--> statement-breakpoint
INSERT INTO "listing_counts" ("user_id", "account_id", "market", "state", "count")
SELECT "user_id", "account_id", "market", "state", count(*)::int FROM "listings" GROUP BY "user_id", "account_id", "market", "state";
