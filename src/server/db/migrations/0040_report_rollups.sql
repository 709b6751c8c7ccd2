CREATE TABLE "report_customer_days" (
	"day" date NOT NULL,
	"website_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"state" text NOT NULL,
	"user_id" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_customer_days_website_id_vendor_id_day_state_user_id_pk" PRIMARY KEY("website_id","vendor_id","day","state","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_line_days" (
	"day" date NOT NULL,
	"website_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"state" text NOT NULL,
	"variant_id" bigint NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"returned_units" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_line_days_website_id_day_vendor_id_state_variant_id_pk" PRIMARY KEY("website_id","day","vendor_id","state","variant_id")
);
--> statement-breakpoint
CREATE TABLE "report_order_days" (
	"day" date NOT NULL,
	"website_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"state" text NOT NULL,
	"payment_state" text NOT NULL,
	"platform" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"item_total" bigint DEFAULT 0 NOT NULL,
	"adjustment_total" bigint DEFAULT 0 NOT NULL,
	"shipment_total" bigint DEFAULT 0 NOT NULL,
	"fee_total" bigint DEFAULT 0 NOT NULL,
	"commission_total" bigint DEFAULT 0 NOT NULL,
	"store_credit_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"payment_total" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"city_tax" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_order_days_website_id_vendor_id_day_state_payment_state_platform_pk" PRIMARY KEY("website_id","vendor_id","day","state","payment_state","platform")
);
--> statement-breakpoint
CREATE TABLE "report_payment_days" (
	"day" date NOT NULL,
	"website_id" bigint NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_payment_days_website_id_day_method_state_pk" PRIMARY KEY("website_id","day","method","state")
);
--> statement-breakpoint
CREATE INDEX "report_line_days_vendor_idx" ON "report_line_days" USING btree ("vendor_id","website_id","day");