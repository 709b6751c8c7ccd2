CREATE TABLE "product_search" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The search columns of the products with ids in [from_id, to_id], as the generated columns of
-- products computed them: the one definition the triggers, the backfill below and the benchmark's
-- generator use.
CREATE FUNCTION product_search_refresh(from_id bigint, to_id bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, vector, text)
    SELECT p.id,
      setweight(to_tsvector('simple', coalesce(p.sku, '') || ' ' || coalesce(p.barcode, '') || ' ' || coalesce(p.master_sku, '') || ' ' || coalesce(p.merchant_sku, '')), 'A') ||
      setweight(to_tsvector('simple', coalesce(p.name_en, '') || ' ' || coalesce(p.name_mn, '')), 'A') ||
      setweight(to_tsvector('simple', coalesce(p.keywords, '')), 'B') ||
      setweight(to_tsvector('simple', coalesce(p.description_en, '') || ' ' || coalesce(p.description_mn, '')), 'C'),
      lower(coalesce(p.sku, '') || ' ' || coalesce(p.barcode, '') || ' ' || coalesce(p.name_en, '') || ' ' || coalesce(p.name_mn, '') || ' ' || coalesce(p.keywords, ''))
    FROM products p WHERE p.id BETWEEN from_id AND to_id
    ON CONFLICT (product_id) DO UPDATE SET vector = excluded.vector, text = excluded.text;
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(NEW.id, NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_insert AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
-- only a change of what is searched runs it: price, stock and flag writes never do
CREATE TRIGGER product_search_update AFTER UPDATE OF sku, barcode, master_sku, merchant_sku, name_en, name_mn, keywords, description_en, description_mn ON products
  FOR EACH ROW WHEN (OLD.sku IS DISTINCT FROM NEW.sku OR OLD.barcode IS DISTINCT FROM NEW.barcode OR OLD.master_sku IS DISTINCT FROM NEW.master_sku
    OR OLD.merchant_sku IS DISTINCT FROM NEW.merchant_sku OR OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_mn IS DISTINCT FROM NEW.name_mn
    OR OLD.keywords IS DISTINCT FROM NEW.keywords OR OLD.description_en IS DISTINCT FROM NEW.description_en OR OLD.description_mn IS DISTINCT FROM NEW.description_mn)
  EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
-- the rows first, the indexes after: building a GIN index once is much faster than growing it row by row
SELECT product_search_refresh(0, 9223372036854775807);--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "product_search_text_idx" ON "product_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_text_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";
