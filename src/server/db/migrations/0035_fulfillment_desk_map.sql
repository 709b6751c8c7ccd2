DROP INDEX "line_items_order_idx";--> statement-breakpoint
ALTER TABLE "product_returns" ADD COLUMN "condition" text;--> statement-breakpoint
CREATE INDEX "orders_ship_address_trgm_idx" ON "orders" USING gin ("ship_address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_when_to_ship_idx" ON "orders" USING btree ("when_to_ship") WHERE "orders"."when_to_ship" is not null;--> statement-breakpoint
CREATE INDEX "orders_driver_taken_idx" ON "orders" USING btree ("driver_taken_at") WHERE "orders"."driver_taken_at" is not null;--> statement-breakpoint
CREATE INDEX "line_items_order_idx" ON "line_items" USING btree ("order_id","variant_id","vendor_id","quantity");