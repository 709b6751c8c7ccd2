CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku") text_pattern_ops) WHERE deleted_at is null;--> statement-breakpoint
-- The words of the products with ids in [from_id, to_id]: the one definition the triggers, the
-- backfill below and the benchmark's generator use.
CREATE FUNCTION search_words_refresh(from_id bigint, to_id bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM products p, regexp_split_to_table(lower(p.name_en || ' ' || p.name_mn || ' ' || p.keywords), E'[\\s,.;:!?()"/]+') w
    WHERE p.id BETWEEN from_id AND to_id AND char_length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
    ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_refresh(NEW.id, NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION search_words_sync();
--> statement-breakpoint
-- only a change of the words runs it: price, stock and flag writes never do
CREATE TRIGGER search_words_update AFTER UPDATE OF name_en, name_mn, keywords ON products
  FOR EACH ROW WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_mn IS DISTINCT FROM NEW.name_mn OR OLD.keywords IS DISTINCT FROM NEW.keywords)
  EXECUTE FUNCTION search_words_sync();
--> statement-breakpoint
SELECT search_words_refresh(0, 9223372036854775807);
