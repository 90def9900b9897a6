ALTER TABLE "products" ADD COLUMN "source_price" numeric;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source_currency" text;--> statement-breakpoint
-- Copies of the source price for the margin column, filled from each product's model. Not a change of
-- the product: its version stays (an edit panel open during the upgrade still saves).
ALTER TABLE "products" DISABLE TRIGGER "products_bump_version";--> statement-breakpoint
UPDATE "products" SET
  "source_price" = CASE WHEN "detail" -> 'source' ->> 'price' ~ '^[0-9]+(\.[0-9]+)?$' THEN ("detail" -> 'source' ->> 'price')::numeric END,
  "source_currency" = "detail" -> 'source' ->> 'currency';--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_bump_version";
