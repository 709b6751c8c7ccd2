-- The order look-up names each line's variant (sku) and product (name): through the primary keys
-- that is an index page and a heap page per line, and at 1,000,000 orders both are usually out of
-- shared buffers (the orders, lines and shipments read around them evict them), so each line cost
-- two or four reads from the OS. These indexes carry what the look-up reads, so it is answered from
-- the index alone (an index-only scan), and being small and touched by every look-up they stay in
-- shared buffers: a random order's look-up read about a quarter fewer pages (issue 26).
-- Hand-written: drizzle's index builder has no INCLUDE; declared beside the tables in
-- schema/products.ts. The names are at most 255 characters each (shared/schema/product.ts), well
-- inside a b-tree entry.
CREATE INDEX IF NOT EXISTS "variants_lookup_idx" ON "variants" USING btree ("id") INCLUDE ("product_id", "sku");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_names_idx" ON "products" USING btree ("id") INCLUDE ("name_mn", "name_en");
