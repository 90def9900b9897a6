CREATE TABLE "exchange_rates" (
	"rate_date" text NOT NULL,
	"currency" text NOT NULL,
	"rate" double precision NOT NULL,
	"published_on" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
CREATE TABLE "price_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"price_range_model" jsonb NOT NULL,
	"margin" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_settings" ADD CONSTRAINT "price_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;