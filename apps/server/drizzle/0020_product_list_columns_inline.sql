-- The list's columns stay in the row (issue 10 §6). toast_tuple_target = 128 (migration 0010) moves the
-- product JSON out of line, but once a row is toasted PostgreSQL keeps moving every value longer than a
-- TOAST pointer out until the row fits 128 bytes: titles, addresses and tags too, so every list row and
-- every keyword check read them back from TOAST (three buffer visits each). MAIN keeps a column inline
-- (compressed if need be) unless the row cannot fit in a page; only `detail` goes out. Rows written before
-- this keep their out-of-line values until they are next written.
ALTER TABLE "products" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "source_title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "code" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "image" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "source_url" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "group_name" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "memo" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tags" SET STORAGE MAIN;
