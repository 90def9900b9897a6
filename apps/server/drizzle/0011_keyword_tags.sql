CREATE TABLE "naver_keyword_credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"access_license" text NOT NULL,
	"encrypted_secret_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "naver_keyword_credentials" ADD CONSTRAINT "naver_keyword_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "products" SET "tags" = CASE WHEN jsonb_typeof("detail"->'tags') = 'array' THEN "detail"->'tags' ELSE '[]'::jsonb END;