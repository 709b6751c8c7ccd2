CREATE TABLE "vendor_stores" (
	"vendor_id" bigint PRIMARY KEY NOT NULL,
	"name_en" text,
	"name_mn" text,
	"category_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banner" text,
	"cover" text,
	"delivery_fee" bigint DEFAULT 0 NOT NULL,
	"free_delivery_from" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_stores" ADD CONSTRAINT "vendor_stores_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;