CREATE TABLE "market_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"market" text NOT NULL,
	"label" text NOT NULL,
	"settings" jsonb NOT NULL,
	"encrypted_secrets" text NOT NULL,
	"last_check" jsonb,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_accounts" ADD CONSTRAINT "market_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_accounts_user_market_label_key" ON "market_accounts" USING btree ("user_id","market","label");