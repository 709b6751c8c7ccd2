ALTER TABLE "discounts" ADD COLUMN "auto_claim" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "buy_quantity" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "get_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "get_variant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "discounts_auto_idx" ON "discounts" USING btree ("website_id") WHERE "discounts"."auto_claim" and "discounts"."deleted_at" is null;