ALTER TABLE "products" ADD COLUMN "stock_on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- stock_on_hand moves by deltas, never by a recount: two transactions changing stock of one product
-- each add their own change under the product row's lock, so neither overwrites the other's.
CREATE FUNCTION product_stock_add(pid bigint, delta bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE products SET stock_on_hand = stock_on_hand + delta WHERE id = pid AND delta <> 0;
$$;
--> statement-breakpoint
-- the units a variant contributes: its stock items, back orders counted as 0
CREATE FUNCTION variant_stock_units(vid bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(greatest(count_on_hand, 0)), 0) FROM stock_items WHERE variant_id = vid;
$$;
--> statement-breakpoint
CREATE FUNCTION stock_items_product_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.variant_id = NEW.variant_id THEN
    PERFORM product_stock_add(v.product_id, greatest(NEW.count_on_hand, 0) - greatest(OLD.count_on_hand, 0))
      FROM variants v WHERE v.id = NEW.variant_id AND v.deleted_at IS NULL;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM product_stock_add(v.product_id, -greatest(OLD.count_on_hand, 0))
      FROM variants v WHERE v.id = OLD.variant_id AND v.deleted_at IS NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM product_stock_add(v.product_id, greatest(NEW.count_on_hand, 0))
      FROM variants v WHERE v.id = NEW.variant_id AND v.deleted_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_items_product_sync AFTER INSERT OR DELETE OR UPDATE OF count_on_hand, variant_id ON stock_items
  FOR EACH ROW EXECUTE FUNCTION stock_items_product_sync();
--> statement-breakpoint
-- a variant deleted (soft or hard), restored or moved takes its units with it
CREATE FUNCTION variants_product_stock_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.deleted_at IS NULL THEN PERFORM product_stock_add(OLD.product_id, -variant_stock_units(OLD.id)); END IF;
    RETURN OLD;
  END IF;
  IF OLD.deleted_at IS NULL AND (NEW.deleted_at IS NOT NULL OR NEW.product_id <> OLD.product_id) THEN
    PERFORM product_stock_add(OLD.product_id, -variant_stock_units(OLD.id));
  END IF;
  IF NEW.deleted_at IS NULL AND (OLD.deleted_at IS NOT NULL OR NEW.product_id <> OLD.product_id) THEN
    PERFORM product_stock_add(NEW.product_id, variant_stock_units(NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_product_stock_update AFTER UPDATE OF deleted_at, product_id ON variants
  FOR EACH ROW EXECUTE FUNCTION variants_product_stock_sync();
--> statement-breakpoint
-- BEFORE: the stock items are still there to count; their cascaded deletes then find no live variant
CREATE TRIGGER variants_product_stock_delete BEFORE DELETE ON variants
  FOR EACH ROW EXECUTE FUNCTION variants_product_stock_sync();
--> statement-breakpoint
UPDATE products p SET stock_on_hand = s.units FROM (
  SELECT v.product_id, sum(greatest(si.count_on_hand, 0)) AS units
  FROM variants v JOIN stock_items si ON si.variant_id = v.id WHERE v.deleted_at IS NULL GROUP BY v.product_id
) s WHERE s.product_id = p.id;
