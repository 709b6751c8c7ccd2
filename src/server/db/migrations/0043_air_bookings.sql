CREATE TABLE "air_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pnr" text NOT NULL,
	"website_id" bigint NOT NULL,
	"order_id" bigint,
	"state" text DEFAULT 'held' NOT NULL,
	"fare" bigint DEFAULT 0 NOT NULL,
	"taxes" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticketed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_passengers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"kind" text DEFAULT 'adult' NOT NULL,
	"birth_date" date,
	"nationality" text DEFAULT 'MN' NOT NULL,
	"document_number" text NOT NULL,
	"document_expires" date
);
--> statement-breakpoint
CREATE TABLE "air_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"from_id" bigint NOT NULL,
	"to_id" bigint NOT NULL,
	"airline_id" bigint NOT NULL,
	"aircraft_id" bigint,
	"flight" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"cabin" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_supplier_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint,
	"website_id" bigint NOT NULL,
	"action" text NOT NULL,
	"url" text NOT NULL,
	"request" jsonb,
	"response" jsonb,
	"status" integer,
	"ok" boolean NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_suppliers" (
	"website_id" bigint PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"secret" text DEFAULT '' NOT NULL,
	"timeout_ms" integer DEFAULT 15000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"booking_id" bigint NOT NULL,
	"passenger_id" bigint NOT NULL,
	"segment_id" bigint NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "air_bookings" ADD CONSTRAINT "air_bookings_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_bookings" ADD CONSTRAINT "air_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_passengers" ADD CONSTRAINT "air_passengers_booking_id_air_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."air_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_segments" ADD CONSTRAINT "air_segments_booking_id_air_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."air_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_segments" ADD CONSTRAINT "air_segments_from_id_air_ports_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."air_ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_segments" ADD CONSTRAINT "air_segments_to_id_air_ports_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."air_ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_segments" ADD CONSTRAINT "air_segments_airline_id_air_lines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."air_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_segments" ADD CONSTRAINT "air_segments_aircraft_id_air_crafts_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."air_crafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_supplier_logs" ADD CONSTRAINT "air_supplier_logs_booking_id_air_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."air_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_supplier_logs" ADD CONSTRAINT "air_supplier_logs_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_supplier_logs" ADD CONSTRAINT "air_supplier_logs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_suppliers" ADD CONSTRAINT "air_suppliers_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_tickets" ADD CONSTRAINT "air_tickets_booking_id_air_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."air_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_tickets" ADD CONSTRAINT "air_tickets_passenger_id_air_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."air_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_tickets" ADD CONSTRAINT "air_tickets_segment_id_air_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."air_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "air_bookings_pnr_key" ON "air_bookings" USING btree ("pnr");--> statement-breakpoint
CREATE INDEX "air_bookings_website_idx" ON "air_bookings" USING btree ("website_id","id");--> statement-breakpoint
CREATE INDEX "air_bookings_order_idx" ON "air_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "air_passengers_booking_idx" ON "air_passengers" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "air_passengers_name_idx" ON "air_passengers" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "air_segments_booking_idx" ON "air_segments" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "air_supplier_logs_booking_idx" ON "air_supplier_logs" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "air_tickets_number_key" ON "air_tickets" USING btree ("number");--> statement-breakpoint
CREATE INDEX "air_tickets_booking_idx" ON "air_tickets" USING btree ("booking_id");