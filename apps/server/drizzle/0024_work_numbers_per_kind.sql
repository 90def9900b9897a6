CREATE TABLE "work_counters" (
	"user_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "work_counters_user_id_series_pk" PRIMARY KEY("user_id","series")
);
--> statement-breakpoint
DROP INDEX "works_work_number_key";--> statement-breakpoint
ALTER TABLE "works" ALTER COLUMN "work_number" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "work_counters" ADD CONSTRAINT "work_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "works_user_kind_number_key" ON "works" USING btree ("user_id","kind","work_number");--> statement-breakpoint
ALTER TABLE "works" ALTER COLUMN "work_number" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "works_work_number_seq";--> statement-breakpoint
-- Existing works keep the numbers sellers have seen; each seller's counters start after the highest
-- number of the series (schema/works.ts workNumberSeries: listing-change and listing-refresh share one).
INSERT INTO "work_counters" ("user_id", "series", "last_number")
SELECT "user_id", CASE WHEN "kind" IN ('listing-change', 'listing-refresh') THEN 'listing' ELSE "kind" END, max("work_number")
FROM "works"
GROUP BY 1, 2;
