ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_user_live_translation_created_idx" ON "products" USING btree ("user_id","needs_translation","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_user_live_title_idx" ON "products" USING btree ("user_id","title","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_user_live_price_idx" ON "products" USING btree ("user_id","price_min_krw","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
-- Every update of a product bumps its version, whoever writes it (editor, tags, reprice, bulk works,
-- re-collection), so an edit based on an older load is refused instead of overwriting the newer change.
CREATE FUNCTION "products_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_bump_version" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_bump_version"();
