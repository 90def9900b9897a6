CREATE TABLE "detail_page_configs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"usable_top" boolean DEFAULT false NOT NULL,
	"usable_bottom" boolean DEFAULT false NOT NULL,
	"top" text DEFAULT '' NOT NULL,
	"bottom" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "detail_page_configs" ADD CONSTRAINT "detail_page_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;