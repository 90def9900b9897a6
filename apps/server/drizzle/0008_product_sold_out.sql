ALTER TABLE "products" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_user_sold_out_created_idx" ON "products" USING btree ("user_id","sold_out","created_at");--> statement-breakpoint
-- Products collected before this column: the same rule as isSoldOutProduct, read from the stored model.
UPDATE "products" SET "sold_out" = CASE
  WHEN jsonb_array_length(coalesce("detail"->'option'->'detailOptions', '[]'::jsonb)) > 0 THEN NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements("detail"->'option'->'detailOptions') AS "combination"
    WHERE NOT coalesce(("combination"->>'isSoldOut')::boolean, false)
      AND coalesce(("combination"->>'quantity')::int, 1) > 0
  )
  ELSE coalesce(("detail"->>'quantity')::int, 1) <= 0
END;
