CREATE TABLE "email_bounces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" bigint NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" bigint NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"signed_on" date NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"commission_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"monthly_fee" bigint DEFAULT 0 NOT NULL,
	"document_url" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"integration" text NOT NULL,
	"direction" text NOT NULL,
	"entity" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"duration_ms" integer,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_vendors" (
	"website_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_vendors_website_id_vendor_id_pk" PRIMARY KEY("website_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "merchant_contacts" ADD CONSTRAINT "merchant_contacts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_contracts" ADD CONSTRAINT "merchant_contracts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_vendors" ADD CONSTRAINT "website_vendors_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_vendors" ADD CONSTRAINT "website_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_bounces_at_idx" ON "email_bounces" USING btree ("at");--> statement-breakpoint
CREATE INDEX "email_bounces_email_idx" ON "email_bounces" USING btree ("email");--> statement-breakpoint
CREATE INDEX "merchant_contacts_vendor_idx" ON "merchant_contacts" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_contracts_vendor_number_key" ON "merchant_contracts" USING btree ("vendor_id","number");--> statement-breakpoint
CREATE INDEX "sync_logs_at_idx" ON "sync_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "website_vendors_vendor_idx" ON "website_vendors" USING btree ("vendor_id");--> statement-breakpoint
-- the contact people kept inside each vendor become rows of their own, and every vendor sells on every website it did before (all of them)
INSERT INTO "merchant_contacts" ("vendor_id", "name", "position", "phone", "email")
  SELECT v."id", coalesce(c->>'name', ''), coalesce(c->>'position', ''), coalesce(c->>'phone', ''), nullif(c->>'email', '')
  FROM "vendors" v, jsonb_array_elements(v."contacts") c
  WHERE jsonb_typeof(v."contacts") = 'array';--> statement-breakpoint
INSERT INTO "website_vendors" ("website_id", "vendor_id") SELECT w."id", v."id" FROM "websites" w, "vendors" v;--> statement-breakpoint
ALTER TABLE "vendors" DROP COLUMN "contacts";