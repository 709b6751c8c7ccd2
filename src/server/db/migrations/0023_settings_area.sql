CREATE TABLE "corporate_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"currency" text DEFAULT 'MNT' NOT NULL,
	"api_username" text DEFAULT '' NOT NULL,
	"api_secret" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"subject_en" text NOT NULL,
	"subject_mn" text NOT NULL,
	"body_en" text NOT NULL,
	"body_mn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"merchant_id" text DEFAULT '' NOT NULL,
	"certificate" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"delivery_days" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipping_method_id" bigint NOT NULL,
	"zone_id" bigint NOT NULL,
	"shipping_category_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"free_over" bigint,
	"delivery_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"body_en" text NOT NULL,
	"body_mn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "singleton_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_shipping_category_id_shipping_categories_id_fk" FOREIGN KEY ("shipping_category_id") REFERENCES "public"."shipping_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_accounts_account_number_key" ON "corporate_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_code_key" ON "email_templates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_code_key" ON "payment_methods" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_categories_code_key" ON "shipping_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_code_key" ON "shipping_methods" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipping_rates_zone_idx" ON "shipping_rates" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "shipping_rates_method_idx" ON "shipping_rates" USING btree ("shipping_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_code_key" ON "sms_templates" USING btree ("code");