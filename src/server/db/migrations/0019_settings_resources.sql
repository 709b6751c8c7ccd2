CREATE TABLE "air_crafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"seats" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"iata" text NOT NULL,
	"icao" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"country" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_ports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"iata" text NOT NULL,
	"icao" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"city_en" text NOT NULL,
	"city_mn" text NOT NULL,
	"country" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_blacklists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"register_number" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizing_guides" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_blacklists" ADD CONSTRAINT "lease_blacklists_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_parent_id_zones_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "air_crafts_code_key" ON "air_crafts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "air_lines_iata_key" ON "air_lines" USING btree ("iata");--> statement-breakpoint
CREATE UNIQUE INDEX "air_lines_icao_key" ON "air_lines" USING btree ("icao");--> statement-breakpoint
CREATE UNIQUE INDEX "air_ports_iata_key" ON "air_ports" USING btree ("iata");--> statement-breakpoint
CREATE UNIQUE INDEX "air_ports_icao_key" ON "air_ports" USING btree ("icao");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_blacklists_register_number_key" ON "lease_blacklists" USING btree ("register_number");--> statement-breakpoint
CREATE UNIQUE INDEX "store_locations_name_en_key" ON "store_locations" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "sizing_guides_name_key" ON "sizing_guides" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_parent_code_key" ON "zones" USING btree ("parent_id","code");