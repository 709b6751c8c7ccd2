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
CREATE TABLE "e_ticket_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"html" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_integrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"endpoint" text NOT NULL,
	"auth" text DEFAULT 'none' NOT NULL,
	"username" text,
	"secret" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_applications_name_key" ON "api_applications" USING btree ("name");--> statement-breakpoint
CREATE INDEX "api_applications_key_hash_idx" ON "api_applications" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "e_ticket_templates_code_key" ON "e_ticket_templates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_integrations_name_key" ON "erp_integrations" USING btree ("name");