CREATE TABLE "adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"line_item_id" bigint,
	"kind" text DEFAULT 'manual' NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"eligible" boolean DEFAULT true NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"adjustment_total" bigint DEFAULT 0 NOT NULL,
	"actn" text,
	"comment" text,
	"is_digital" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"author_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_vendors" (
	"order_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"item_total" bigint DEFAULT 0 NOT NULL,
	"adjustment_total" bigint DEFAULT 0 NOT NULL,
	"shipment_total" bigint DEFAULT 0 NOT NULL,
	"commission_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_vendors_order_id_vendor_id_pk" PRIMARY KEY("order_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"website_id" bigint,
	"user_id" bigint,
	"seller_id" bigint,
	"email" text,
	"phone" text,
	"customer_name" text,
	"receiver_name" text,
	"receiver_phone" text,
	"ship_district" text,
	"ship_khoroo" integer,
	"ship_address" text,
	"bill_address" jsonb,
	"platform" text DEFAULT 'web' NOT NULL,
	"state" text DEFAULT 'cart' NOT NULL,
	"payment_state" text,
	"shipment_state" text,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"flagged" boolean DEFAULT false NOT NULL,
	"driver_id" bigint,
	"driver_taken_at" timestamp with time zone,
	"item_count" integer DEFAULT 0 NOT NULL,
	"item_total" bigint DEFAULT 0 NOT NULL,
	"adjustment_total" bigint DEFAULT 0 NOT NULL,
	"shipment_total" bigint DEFAULT 0 NOT NULL,
	"fee_total" bigint DEFAULT 0 NOT NULL,
	"commission_total" bigint DEFAULT 0 NOT NULL,
	"store_credit_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"payment_total" bigint DEFAULT 0 NOT NULL,
	"down_payment" bigint,
	"lease_amount" bigint,
	"lease_state" text,
	"lease_left" bigint,
	"requested_months" integer,
	"accepted_months" integer,
	"interest" numeric(5, 2),
	"repayment_day" integer,
	"bank_message" text,
	"extra_data" jsonb,
	"ebarimt_id" text,
	"ebarimt_date" timestamp with time zone,
	"ebarimt_status" text,
	"ebarimt_type" text,
	"ebarimt_register" text,
	"note" text,
	"when_to_ship" timestamp with time zone,
	"warranty_paper" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"canceled_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"source" text,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'checkout' NOT NULL,
	"source" text,
	"response_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" bigint NOT NULL,
	"line_item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'on_hand' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"number" text NOT NULL,
	"vendor_id" bigint NOT NULL,
	"stock_location_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"tracking" text,
	"driver_id" bigint,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"machine" text NOT NULL,
	"subject_id" bigint,
	"from_state" text,
	"to_state" text NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vendors" ADD CONSTRAINT "order_vendors_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vendors" ADD CONSTRAINT "order_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_units" ADD CONSTRAINT "shipment_units_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_units" ADD CONSTRAINT "shipment_units_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_changes" ADD CONSTRAINT "state_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_changes" ADD CONSTRAINT "state_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_order_idx" ON "adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "line_items_order_idx" ON "line_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "line_items_vendor_order_idx" ON "line_items" USING btree ("vendor_id","order_id");--> statement-breakpoint
CREATE INDEX "line_items_variant_idx" ON "line_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "order_comments_order_idx" ON "order_comments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_comments_created_idx" ON "order_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_vendors_vendor_idx" ON "order_vendors" USING btree ("vendor_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "orders_receiver_phone_idx" ON "orders" USING btree ("receiver_phone");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "orders_website_created_idx" ON "orders" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_state_created_idx" ON "orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_state_created_idx" ON "orders" USING btree ("payment_state","created_at");--> statement-breakpoint
CREATE INDEX "orders_shipment_state_created_idx" ON "orders" USING btree ("shipment_state","created_at");--> statement-breakpoint
CREATE INDEX "orders_driver_idx" ON "orders" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_lease_idx" ON "orders" USING btree ("created_at") WHERE "orders"."lease_amount" is not null;--> statement-breakpoint
CREATE INDEX "payment_returns_order_idx" ON "payment_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "shipment_units_shipment_idx" ON "shipment_units" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_units_line_item_idx" ON "shipment_units" USING btree ("line_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_key" ON "shipments" USING btree ("number");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_driver_idx" ON "shipments" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "state_changes_order_idx" ON "state_changes" USING btree ("order_id","id");