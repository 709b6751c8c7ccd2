CREATE TABLE "product_search" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The trigram text of the products with ids in [from_id, to_id], as the generated column
-- products.search_text computed it: the one definition the triggers, the backfill below and the
-- benchmark's generator use.
CREATE FUNCTION product_search_refresh(from_id bigint, to_id bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, text)
    SELECT p.id, lower(coalesce(p.sku, '') || ' ' || coalesce(p.barcode, '') || ' ' || coalesce(p.name_en, '') || ' ' || coalesce(p.name_mn, '') || ' ' || coalesce(p.keywords, ''))
    FROM products p WHERE p.id BETWEEN from_id AND to_id
    ON CONFLICT (product_id) DO UPDATE SET text = excluded.text;
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
-- only a change of what is matched runs it: price, stock and flag writes never do
CREATE TRIGGER product_search_update AFTER UPDATE OF sku, barcode, name_en, name_mn, keywords ON products
  FOR EACH ROW WHEN (OLD.sku IS DISTINCT FROM NEW.sku OR OLD.barcode IS DISTINCT FROM NEW.barcode OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.name_mn IS DISTINCT FROM NEW.name_mn OR OLD.keywords IS DISTINCT FROM NEW.keywords)
  EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
-- the rows first, the index after: building a GIN index once is much faster than growing it row by row
SELECT product_search_refresh(0, 9223372036854775807);--> statement-breakpoint
CREATE INDEX "product_search_text_idx" ON "product_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "products_search_text_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";
