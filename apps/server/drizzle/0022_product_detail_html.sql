ALTER TABLE "products" ADD COLUMN "detail_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The detail page moves out of the model into its own column, so bulk writes (slogan, reprice, group
-- move…) that merge small patches into `detail` stop reading and rewriting 30–80 KB per product. Moving
-- it is storage, not an edit: the version trigger is held off so no seller's loaded version goes stale,
-- and updated_at (what "changed since the last upload" compares through the model's own updatedAt) is
-- left as it was.
ALTER TABLE "products" DISABLE TRIGGER "products_bump_version";--> statement-breakpoint
UPDATE "products"
   SET "detail_html" = coalesce("detail" ->> 'detailPageHtml', ''),
       "detail" = "detail" - 'detailPageHtml'
 WHERE "detail" ? 'detailPageHtml';--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_bump_version";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_detail_without_html" CHECK (not ("products"."detail" ? 'detailPageHtml'));
