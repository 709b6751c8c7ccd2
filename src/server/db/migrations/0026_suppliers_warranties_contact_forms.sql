CREATE TABLE "branches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"name" text NOT NULL,
	"segment_id" bigint,
	"address" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registry" text,
	"business_type_id" bigint,
	"phone" text,
	"email" text,
	"address" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_terms" text DEFAULT 'net' NOT NULL,
	"payment_days" integer DEFAULT 0 NOT NULL,
	"credit_limit" bigint,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"contract_number" text,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" bigint NOT NULL,
	"line_item_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"website_id" bigint,
	"customer_name" text,
	"phone" text,
	"email" text,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"product_info" text DEFAULT '' NOT NULL,
	"serial_number" text,
	"quantity" integer NOT NULL,
	"period_months" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"warranty_id" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"description" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_form_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_form_id" bigint NOT NULL,
	"author_id" bigint,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_forms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" bigint,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"read_at" timestamp with time zone,
	"assignee_id" bigint,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_segment_id_supply_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."supply_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_form_replies" ADD CONSTRAINT "contact_form_replies_contact_form_id_contact_forms_id_fk" FOREIGN KEY ("contact_form_id") REFERENCES "public"."contact_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_form_replies" ADD CONSTRAINT "contact_form_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_form_replies" ADD CONSTRAINT "contact_form_replies_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_forms" ADD CONSTRAINT "contact_forms_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_forms" ADD CONSTRAINT "contact_forms_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_supplier_name_key" ON "branches" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE INDEX "branches_segment_idx" ON "branches" USING btree ("segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_types_code_key" ON "business_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_key" ON "suppliers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_segments_code_key" ON "supply_segments" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_number_key" ON "warranties" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_line_item_key" ON "warranties" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "warranties_phone_idx" ON "warranties" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "warranties_sku_idx" ON "warranties" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "warranty_claims_warranty_idx" ON "warranty_claims" USING btree ("warranty_id");--> statement-breakpoint
CREATE INDEX "contact_form_replies_form_idx" ON "contact_form_replies" USING btree ("contact_form_id");--> statement-breakpoint
CREATE INDEX "contact_forms_created_idx" ON "contact_forms" USING btree ("created_at");