DROP INDEX "orders_payment_state_created_idx";--> statement-breakpoint
CREATE INDEX "orders_platform_created_idx" ON "orders" USING btree ("platform","created_at","total","id");--> statement-breakpoint
CREATE INDEX "orders_payment_state_created_idx" ON "orders" USING btree ("payment_state","created_at","total","id");