CREATE TABLE "product_affinities" (
	"product_id" bigint NOT NULL,
	"related_id" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone,
	CONSTRAINT "product_affinities_product_id_related_id_pk" PRIMARY KEY("product_id","related_id"),
	CONSTRAINT "product_affinities_not_self" CHECK ("product_affinities"."product_id" <> "product_affinities"."related_id")
);
--> statement-breakpoint
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
CREATE TABLE "lottery_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"website" text,
	"min_total" bigint,
	"paid_only" boolean DEFAULT true NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"seed" text,
	"entrants" jsonb,
	"entrants_hash" text,
	"drawn_at" timestamp with time zone,
	"drawn_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_events_period" CHECK ("lottery_events"."ends_at" > "lottery_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"prize" text NOT NULL,
	"sms_id" bigint,
	"email_id" bigint
);
--> statement-breakpoint
ALTER TABLE "product_affinities" ADD CONSTRAINT "product_affinities_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_affinities" ADD CONSTRAINT "product_affinities_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_stores" ADD CONSTRAINT "vendor_stores_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_events" ADD CONSTRAINT "lottery_events_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_event_id_lottery_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."lottery_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_sms_id_outbox_id_fk" FOREIGN KEY ("sms_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_email_id_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_events_name_key" ON "lottery_events" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_event_order_key" ON "lottery_winners" USING btree ("event_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_event_position_key" ON "lottery_winners" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "lottery_winners_order_idx" ON "lottery_winners" USING btree ("order_id");