CREATE TABLE "e_ticket_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"channel" text,
	"note" text,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" bigint NOT NULL,
	"line_item_id" bigint NOT NULL,
	"unit" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"website_id" bigint,
	"event" text NOT NULL,
	"seat" text,
	"holder_name" text,
	"phone" text,
	"email" text,
	"state" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_by" bigint,
	"canceled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "air_ports" ADD COLUMN "time_zone" text DEFAULT 'Asia/Ulaanbaatar' NOT NULL;--> statement-breakpoint
ALTER TABLE "e_ticket_events" ADD CONSTRAINT "e_ticket_events_ticket_id_e_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."e_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_ticket_events" ADD CONSTRAINT "e_ticket_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_tickets" ADD CONSTRAINT "e_tickets_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_ticket_events_ticket_idx" ON "e_ticket_events" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "e_ticket_events_day_idx" ON "e_ticket_events" USING btree ("created_at","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "e_tickets_code_key" ON "e_tickets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "e_tickets_line_unit_key" ON "e_tickets" USING btree ("line_item_id","unit");--> statement-breakpoint
CREATE INDEX "e_tickets_order_idx" ON "e_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "e_tickets_phone_idx" ON "e_tickets" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "e_tickets_email_idx" ON "e_tickets" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "e_tickets_vendor_idx" ON "e_tickets" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE INDEX "e_tickets_variant_seat_idx" ON "e_tickets" USING btree ("variant_id") WHERE "e_tickets"."seat" is not null;