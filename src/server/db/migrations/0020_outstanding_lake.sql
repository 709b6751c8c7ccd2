CREATE TABLE "api_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"key_prefix" text DEFAULT '' NOT NULL,
	"key_hash" text DEFAULT '' NOT NULL,
	"key_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_applications_name_key" ON "api_applications" USING btree ("name");--> statement-breakpoint
CREATE INDEX "api_applications_key_hash_idx" ON "api_applications" USING btree ("key_hash");