ALTER TABLE "stock_items" ADD COLUMN "shelf" text;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "to_collect_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "to_collect_by" bigint;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_to_collect_by_users_id_fk" FOREIGN KEY ("to_collect_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_items_to_collect_idx" ON "line_items" USING btree ("to_collect_at") WHERE "line_items"."to_collect_at" is not null;