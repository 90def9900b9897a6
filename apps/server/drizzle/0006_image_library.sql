CREATE TABLE "library_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"hash" text NOT NULL,
	"key" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_images_user_type_hash_key" ON "library_images" USING btree ("user_id","type","hash");--> statement-breakpoint
CREATE INDEX "library_images_user_created_idx" ON "library_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "library_images_hash_idx" ON "library_images" USING btree ("hash");