CREATE TABLE "work_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"queue" text NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"job_generation" integer DEFAULT 0 NOT NULL,
	"worker_id" text,
	"interruptions" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_number" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"total" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: the generic pipeline rows take over the collect rows (same ids, same work numbers).
INSERT INTO "works" ("id", "work_number", "user_id", "kind", "total", "finished_at", "created_at")
SELECT "id", "work_number", "user_id", 'collect', "total", "finished_at", "created_at" FROM "collect_works";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('works', 'work_number'), coalesce((SELECT max("work_number") FROM "works"), 0) + 1, false);
--> statement-breakpoint
INSERT INTO "work_items" ("id", "work_id", "user_id", "kind", "queue", "position", "state", "reason", "attempts", "job_generation", "worker_id", "interruptions", "started_at", "finished_at", "created_at", "updated_at")
SELECT i."id", i."work_id", i."user_id", 'collect', 'collect.' || w."site", i."position", i."state", i."reason", i."attempts", i."job_generation", i."worker_id", i."interruptions", i."started_at", i."finished_at", i."created_at", i."updated_at"
FROM "collect_items" i JOIN "collect_works" w ON w."id" = i."work_id";
--> statement-breakpoint
ALTER TABLE "collect_items" DROP CONSTRAINT "collect_items_work_id_collect_works_id_fk";
--> statement-breakpoint
ALTER TABLE "collect_works" DROP CONSTRAINT "collect_works_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "collect_items_work_idx";--> statement-breakpoint
DROP INDEX "collect_items_user_state_idx";--> statement-breakpoint
DROP INDEX "collect_items_user_finished_idx";--> statement-breakpoint
DROP INDEX "collect_items_running_worker_idx";--> statement-breakpoint
DROP INDEX "collect_works_work_number_key";--> statement-breakpoint
DROP INDEX "collect_works_user_created_idx";--> statement-breakpoint
ALTER TABLE "collect_items" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "collect_works" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_items_work_idx" ON "work_items" USING btree ("work_id","position");--> statement-breakpoint
CREATE INDEX "work_items_user_kind_state_idx" ON "work_items" USING btree ("user_id","kind","state");--> statement-breakpoint
CREATE INDEX "work_items_user_finished_idx" ON "work_items" USING btree ("user_id","finished_at");--> statement-breakpoint
CREATE INDEX "work_items_state_updated_idx" ON "work_items" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "work_items_running_worker_idx" ON "work_items" USING btree ("worker_id") WHERE "work_items"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "works_work_number_key" ON "works" USING btree ("work_number");--> statement-breakpoint
CREATE INDEX "works_user_kind_created_idx" ON "works" USING btree ("user_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "collect_items" ADD CONSTRAINT "collect_items_id_work_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collect_works" ADD CONSTRAINT "collect_works_id_works_id_fk" FOREIGN KEY ("id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "work_id";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "reason";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "job_generation";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "worker_id";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "interruptions";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "started_at";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "finished_at";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "collect_items" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "collect_works" DROP COLUMN "work_number";--> statement-breakpoint
ALTER TABLE "collect_works" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "collect_works" DROP COLUMN "total";--> statement-breakpoint
ALTER TABLE "collect_works" DROP COLUMN "finished_at";--> statement-breakpoint
ALTER TABLE "collect_works" DROP COLUMN "created_at";