CREATE TABLE "merchant_store_locations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" bigint NOT NULL,
	"name" text NOT NULL,
	"district" text NOT NULL,
	"khoroo" integer NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bank_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"bank_accounts" jsonb NOT NULL,
	"requested_by" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "merchant_store_locations" ADD CONSTRAINT "merchant_store_locations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_changes" ADD CONSTRAINT "vendor_bank_changes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_changes" ADD CONSTRAINT "vendor_bank_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bank_changes" ADD CONSTRAINT "vendor_bank_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_store_locations_vendor_name_key" ON "merchant_store_locations" USING btree ("vendor_id","name");--> statement-breakpoint
CREATE INDEX "vendor_bank_changes_vendor_idx" ON "vendor_bank_changes" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bank_changes_pending_key" ON "vendor_bank_changes" USING btree ("vendor_id") WHERE "vendor_bank_changes"."state" = 'pending';