CREATE TABLE "product_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_item_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"return_by" timestamp with time zone,
	"note" text,
	"requested_by" bigint,
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "shelf" text;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "to_collect_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "to_collect_by" bigint;--> statement-breakpoint
ALTER TABLE "product_returns" ADD CONSTRAINT "product_returns_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_returns" ADD CONSTRAINT "product_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_returns" ADD CONSTRAINT "product_returns_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_returns" ADD CONSTRAINT "product_returns_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_returns" ADD CONSTRAINT "product_returns_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_returns_state_idx" ON "product_returns" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "product_returns_line_idx" ON "product_returns" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "product_returns_vendor_idx" ON "product_returns" USING btree ("vendor_id","created_at");--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_to_collect_by_users_id_fk" FOREIGN KEY ("to_collect_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_items_to_collect_idx" ON "line_items" USING btree ("to_collect_at") WHERE "line_items"."to_collect_at" is not null;