CREATE TABLE "collect_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"target_word" text NOT NULL,
	"target_key" text NOT NULL,
	"convert_word" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collect_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"input" text NOT NULL,
	"site" text,
	"code" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload" jsonb,
	"product_id" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collect_works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_number" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"via" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"target_category_id" text,
	"recollect" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"encrypted_cookie" text NOT NULL,
	"logged_in" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"source_title" text NOT NULL,
	"image" text,
	"option_count" integer DEFAULT 0 NOT NULL,
	"price_min_krw" integer,
	"price_max_krw" integer,
	"source_url" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"needs_translation" boolean DEFAULT false NOT NULL,
	"work_number" bigint,
	"detail" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "collection_limit" integer;--> statement-breakpoint
ALTER TABLE "collect_filters" ADD CONSTRAINT "collect_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collect_items" ADD CONSTRAINT "collect_items_work_id_collect_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."collect_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collect_items" ADD CONSTRAINT "collect_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collect_works" ADD CONSTRAINT "collect_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_sessions" ADD CONSTRAINT "source_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collect_filters_user_mode_word_key" ON "collect_filters" USING btree ("user_id","mode","target_key");--> statement-breakpoint
CREATE INDEX "collect_items_work_idx" ON "collect_items" USING btree ("work_id","position");--> statement-breakpoint
CREATE INDEX "collect_items_user_state_idx" ON "collect_items" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "collect_items_user_finished_idx" ON "collect_items" USING btree ("user_id","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collect_works_work_number_key" ON "collect_works" USING btree ("work_number");--> statement-breakpoint
CREATE INDEX "collect_works_user_created_idx" ON "collect_works" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "source_sessions_user_site_key" ON "source_sessions" USING btree ("user_id","site");--> statement-breakpoint
CREATE UNIQUE INDEX "products_user_site_code_key" ON "products" USING btree ("user_id","site","code") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_user_created_idx" ON "products" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "products_user_group_idx" ON "products" USING btree ("user_id","group_name");