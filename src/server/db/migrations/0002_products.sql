-- trigram matching for product search (PGlite loads the extension in src/server/db/index.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"logo" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"presentation_en" text NOT NULL,
	"presentation_mn" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"option_type_id" bigint NOT NULL,
	"name" text NOT NULL,
	"presentation_en" text NOT NULL,
	"presentation_mn" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"presentation_en" text NOT NULL,
	"presentation_mn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prototype_option_types" (
	"prototype_id" bigint NOT NULL,
	"option_type_id" bigint NOT NULL,
	CONSTRAINT "prototype_option_types_prototype_id_option_type_id_pk" PRIMARY KEY("prototype_id","option_type_id")
);
--> statement-breakpoint
CREATE TABLE "prototype_properties" (
	"prototype_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	CONSTRAINT "prototype_properties_prototype_id_property_id_pk" PRIMARY KEY("prototype_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "prototypes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxonomy_id" bigint NOT NULL,
	"parent_id" bigint,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"slug" text NOT NULL,
	"permalink" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"lft" integer DEFAULT 0 NOT NULL,
	"rgt" integer DEFAULT 0 NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"banner_link" text,
	"cover_image" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"query_string" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint,
	"user_id" bigint,
	"action" text NOT NULL,
	"command_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option_types" (
	"product_id" bigint NOT NULL,
	"option_type_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_option_types_product_id_option_type_id_pk" PRIMARY KEY("product_id","option_type_id")
);
--> statement-breakpoint
CREATE TABLE "product_properties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_taxons" (
	"product_id" bigint NOT NULL,
	"taxon_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_taxons_product_id_taxon_id_pk" PRIMARY KEY("product_id","taxon_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" bigint NOT NULL,
	"brand_id" bigint,
	"prototype_id" bigint,
	"name_en" text DEFAULT '' NOT NULL,
	"name_mn" text DEFAULT '' NOT NULL,
	"description_en" text,
	"description_mn" text,
	"sku" text NOT NULL,
	"master_sku" text,
	"merchant_sku" text,
	"barcode" text,
	"slug" text NOT NULL,
	"product_type" text DEFAULT 'normal' NOT NULL,
	"category" text DEFAULT 'product' NOT NULL,
	"shipping_category" text DEFAULT 'default' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" bigint,
	"available_on" timestamp with time zone,
	"price" bigint DEFAULT 0 NOT NULL,
	"cost_price" bigint,
	"selling_price" bigint,
	"base_price" bigint,
	"sale_price" bigint,
	"sale_percent" numeric(5, 2),
	"sale_start" timestamp with time zone,
	"sale_expiry" timestamp with time zone,
	"bonus_point" integer DEFAULT 0 NOT NULL,
	"weight" numeric(10, 3),
	"height" numeric(10, 2),
	"width" numeric(10, 2),
	"length" numeric(10, 2),
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text,
	"keywords" text DEFAULT '' NOT NULL,
	"auto_cancel_hours" integer,
	"back_orderable" boolean DEFAULT false NOT NULL,
	"nutrition" jsonb,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', coalesce(sku, '') || ' ' || coalesce(barcode, '') || ' ' || coalesce(master_sku, '') || ' ' || coalesce(merchant_sku, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(name_en, '') || ' ' || coalesce(name_mn, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(keywords, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(description_en, '') || ' ' || coalesce(description_mn, '')), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(sku, '') || ' ' || coalesce(barcode, '') || ' ' || coalesce(name_en, '') || ' ' || coalesce(name_mn, '') || ' ' || coalesce(keywords, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "variant_option_values" (
	"variant_id" bigint NOT NULL,
	"option_value_id" bigint NOT NULL,
	CONSTRAINT "variant_option_values_variant_id_option_value_id_pk" PRIMARY KEY("variant_id","option_value_id")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"sku" text NOT NULL,
	"barcode" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"cost_price" bigint,
	"sale_price" bigint,
	"weight" numeric(10, 3),
	"position" integer DEFAULT 0 NOT NULL,
	"track_inventory" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stock_location_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"count_on_hand" integer DEFAULT 0 NOT NULL,
	"backorderable" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_not_negative" CHECK ("stock_items"."count_on_hand" >= 0 or "stock_items"."backorderable")
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"backorderable_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stock_item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"count_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"originator" text,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"color" text DEFAULT '#d32f2f' NOT NULL,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"price" bigint NOT NULL,
	"sale_price" bigint,
	"sale_start" timestamp with time zone,
	"sale_expiry" timestamp with time zone,
	"count_on_hand" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "listings_count_not_negative" CHECK ("listings"."count_on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_badges" (
	"product_id" bigint NOT NULL,
	"badge_id" bigint NOT NULL,
	CONSTRAINT "product_badges_product_id_badge_id_pk" PRIMARY KEY("product_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" bigint NOT NULL,
	"related_id" bigint NOT NULL,
	"kind" text DEFAULT 'related' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_related_id_kind_pk" PRIMARY KEY("product_id","related_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" bigint,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"moderated_by" bigint,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "option_values" ADD CONSTRAINT "option_values_option_type_id_option_types_id_fk" FOREIGN KEY ("option_type_id") REFERENCES "public"."option_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prototype_option_types" ADD CONSTRAINT "prototype_option_types_prototype_id_prototypes_id_fk" FOREIGN KEY ("prototype_id") REFERENCES "public"."prototypes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prototype_option_types" ADD CONSTRAINT "prototype_option_types_option_type_id_option_types_id_fk" FOREIGN KEY ("option_type_id") REFERENCES "public"."option_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prototype_properties" ADD CONSTRAINT "prototype_properties_prototype_id_prototypes_id_fk" FOREIGN KEY ("prototype_id") REFERENCES "public"."prototypes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prototype_properties" ADD CONSTRAINT "prototype_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxons" ADD CONSTRAINT "taxons_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxons" ADD CONSTRAINT "taxons_parent_id_taxons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_audits" ADD CONSTRAINT "product_audits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_audits" ADD CONSTRAINT "product_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_types" ADD CONSTRAINT "product_option_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_types" ADD CONSTRAINT "product_option_types_option_type_id_option_types_id_fk" FOREIGN KEY ("option_type_id") REFERENCES "public"."option_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_properties" ADD CONSTRAINT "product_properties_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_properties" ADD CONSTRAINT "product_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxons" ADD CONSTRAINT "product_taxons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxons" ADD CONSTRAINT "product_taxons_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_prototype_id_prototypes_id_fk" FOREIGN KEY ("prototype_id") REFERENCES "public"."prototypes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_option_values" ADD CONSTRAINT "variant_option_values_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_option_values" ADD CONSTRAINT "variant_option_values_option_value_id_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_key" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "option_types_name_key" ON "option_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "option_values_type_name_key" ON "option_values" USING btree ("option_type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_name_key" ON "properties" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "prototypes_name_key" ON "prototypes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "taxons_parent_idx" ON "taxons" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "taxons_taxonomy_lft_idx" ON "taxons" USING btree ("taxonomy_id","lft");--> statement-breakpoint
CREATE UNIQUE INDEX "taxons_permalink_key" ON "taxons" USING btree ("taxonomy_id","permalink");--> statement-breakpoint
CREATE INDEX "product_audits_product_idx" ON "product_audits" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_properties_key" ON "product_properties" USING btree ("product_id","property_id");--> statement-breakpoint
CREATE INDEX "product_taxons_taxon_idx" ON "product_taxons" USING btree ("taxon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "variants_sku_key" ON "variants" USING btree ("sku") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "variants_master_key" ON "variants" USING btree ("product_id") WHERE is_master;--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "variants_barcode_idx" ON "variants" USING btree ("barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_variant_location_key" ON "stock_items" USING btree ("variant_id","stock_location_id");--> statement-breakpoint
CREATE INDEX "stock_items_location_idx" ON "stock_items" USING btree ("stock_location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_code_key" ON "stock_locations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("stock_item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_name_key" ON "badges" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_vendor_variant_key" ON "listings" USING btree ("vendor_id","variant_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_vendor_sku_key" ON "listings" USING btree ("vendor_id","sku") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_product_idx" ON "listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_badges_badge_idx" ON "product_badges" USING btree ("badge_id");--> statement-breakpoint
CREATE INDEX "reviews_state_idx" ON "reviews" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");