CREATE TABLE "market_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"account_id" uuid,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_category_id" text NOT NULL,
	"market" text NOT NULL,
	"category_id" text NOT NULL,
	"path" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_categories" (
	"market" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"path" jsonb NOT NULL,
	"parent_id" text,
	"is_leaf" boolean NOT NULL,
	"depth" integer NOT NULL,
	"search" text NOT NULL,
	CONSTRAINT "market_categories_market_category_id_pk" PRIMARY KEY("market","category_id")
);
--> statement-breakpoint
CREATE TABLE "market_category_sets" (
	"market" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"large_name" text NOT NULL,
	"middle_name" text NOT NULL,
	"small_name" text NOT NULL,
	"detail_name" text NOT NULL,
	"path" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_templates" ADD CONSTRAINT "market_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_templates" ADD CONSTRAINT "market_templates_account_id_market_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."market_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_mappings" ADD CONSTRAINT "category_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_categories" ADD CONSTRAINT "user_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_templates_user_market_name_key" ON "market_templates" USING btree ("user_id","market","name");--> statement-breakpoint
CREATE UNIQUE INDEX "category_mappings_user_from_market_key" ON "category_mappings" USING btree ("user_id","from_category_id","market");--> statement-breakpoint
CREATE UNIQUE INDEX "user_categories_user_category_key" ON "user_categories" USING btree ("user_id","category_id");