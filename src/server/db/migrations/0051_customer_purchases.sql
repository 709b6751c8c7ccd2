CREATE TABLE "customer_product_purchases" (
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_product_purchases_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "customer_purchases" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"amount" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_product_purchases_product_idx" ON "customer_product_purchases" USING btree ("product_id","last_at","user_id");--> statement-breakpoint
-- The customers' purchase summary (src/server/db/schema/purchases.ts) kept in the order's own
-- transaction, as the reports' rollups are (0041). An order is counted while completed_at and
-- user_id are set. Adding one adds to its customer's row and, for each product of its lines, moves
-- his latest purchase of it forward; taking one away subtracts, and where it held a latest
-- purchase, reads that customer's other orders again (a latest date cannot be subtracted).
-- PL/pgSQL throughout: a SQL function called from a trigger is planned anew at every call (0039).
--
-- The customer's row locked (made, empty, when missing) before anything of his is read: two
-- transactions changing one customer's orders take turns, and the second reads the first's orders.
CREATE FUNCTION purchases_lock(uid bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM customer_purchases WHERE user_id = uid FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO customer_purchases (user_id, orders, amount, last_at) VALUES (uid, 0, 0, '-infinity') ON CONFLICT (user_id) DO NOTHING;
    PERFORM 1 FROM customer_purchases WHERE user_id = uid FOR UPDATE;
  END IF;
END $$;
--> statement-breakpoint
-- A customer left with no completed order has no row (the empty one purchases_lock made goes too).
CREATE FUNCTION purchases_tidy(uid bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_purchases WHERE user_id = uid AND orders = 0;
END $$;
--> statement-breakpoint
-- The customer's row of a product after a purchase of it at `gone` left (the order `except_order`,
-- still in the table, or a line already gone): unchanged when his latest purchase is later, else
-- read again from his orders, and deleted when none is left.
CREATE FUNCTION purchases_product_recount(uid bigint, pid bigint, gone timestamptz, except_order bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE latest timestamptz;
BEGIN
  PERFORM 1 FROM customer_product_purchases WHERE user_id = uid AND product_id = pid AND last_at <= gone;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT max(o.completed_at) INTO latest FROM orders o JOIN line_items li ON li.order_id = o.id JOIN variants v ON v.id = li.variant_id
  WHERE o.user_id = uid AND o.completed_at IS NOT NULL AND o.id IS DISTINCT FROM except_order AND v.product_id = pid;
  IF latest IS NULL THEN
    DELETE FROM customer_product_purchases WHERE user_id = uid AND product_id = pid;
  ELSE
    UPDATE customer_product_purchases SET last_at = latest WHERE user_id = uid AND product_id = pid;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION purchases_add(o orders) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_purchases SET orders = orders + 1, amount = amount + o.total, last_at = greatest(last_at, o.completed_at) WHERE user_id = o.user_id;
  INSERT INTO customer_product_purchases AS p (user_id, product_id, last_at)
  SELECT o.user_id, v.product_id, o.completed_at FROM line_items li JOIN variants v ON v.id = li.variant_id WHERE li.order_id = o.id GROUP BY v.product_id
  ON CONFLICT (user_id, product_id) DO UPDATE SET last_at = greatest(p.last_at, excluded.last_at);
END $$;
--> statement-breakpoint
-- `o` as it was; the row itself may still be in the table (with other values, or about to be deleted).
CREATE FUNCTION purchases_remove(o orders) RETURNS void LANGUAGE plpgsql AS $$
DECLARE pid bigint;
BEGIN
  UPDATE customer_purchases s SET orders = s.orders - 1, amount = s.amount - o.total,
    last_at = CASE WHEN s.last_at > o.completed_at THEN s.last_at ELSE coalesce((SELECT max(x.completed_at) FROM orders x
      WHERE x.user_id = o.user_id AND x.completed_at IS NOT NULL AND x.id <> o.id), '-infinity') END
  WHERE s.user_id = o.user_id;
  FOR pid IN SELECT DISTINCT v.product_id FROM line_items li JOIN variants v ON v.id = li.variant_id WHERE li.order_id = o.id LOOP
    PERFORM purchases_product_recount(o.user_id, pid, o.completed_at, o.id);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION purchases_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.completed_at IS NOT NULL AND OLD.user_id IS NOT NULL;
  now_in boolean := TG_OP <> 'DELETE' AND NEW.completed_at IS NOT NULL AND NEW.user_id IS NOT NULL;
  uid bigint;
BEGIN
  IF was AND now_in AND OLD.user_id = NEW.user_id AND OLD.completed_at = NEW.completed_at THEN
    -- only the total moved
    UPDATE customer_purchases SET amount = amount - OLD.total + NEW.total WHERE user_id = NEW.user_id;
    RETURN NULL;
  END IF;
  -- both customers of an order moved from one to another, in the order of their ids (no deadlock)
  FOR uid IN SELECT DISTINCT u FROM unnest(ARRAY[CASE WHEN was THEN OLD.user_id END, CASE WHEN now_in THEN NEW.user_id END]) u
    WHERE u IS NOT NULL ORDER BY u LOOP
    PERFORM purchases_lock(uid);
  END LOOP;
  IF was THEN PERFORM purchases_remove(OLD); END IF;
  IF now_in THEN PERFORM purchases_add(NEW); END IF;
  IF was THEN PERFORM purchases_tidy(OLD.user_id); END IF;
  -- a BEFORE DELETE trigger answering NULL would cancel the deletion
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_orders_inserted AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.completed_at IS NOT NULL AND NEW.user_id IS NOT NULL) EXECUTE FUNCTION purchases_orders_changed();
--> statement-breakpoint
CREATE TRIGGER purchases_orders_updated AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.user_id, OLD.completed_at, OLD.total) IS DISTINCT FROM (NEW.user_id, NEW.completed_at, NEW.total)
    AND (OLD.completed_at IS NOT NULL OR NEW.completed_at IS NOT NULL)) EXECUTE FUNCTION purchases_orders_changed();
--> statement-breakpoint
-- before the row goes: its lines are still there to say which products it held (the cascade deletes them next)
CREATE TRIGGER purchases_orders_deleted BEFORE DELETE ON orders FOR EACH ROW
  WHEN (OLD.completed_at IS NOT NULL AND OLD.user_id IS NOT NULL) EXECUTE FUNCTION purchases_orders_changed();
--> statement-breakpoint
-- A line added to, taken from or moved between completed orders (an edit after the order was
-- placed); lines of orders not completed, and those of an order being deleted, change nothing.
CREATE FUNCTION purchases_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  pid bigint;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND AND o.completed_at IS NOT NULL AND o.user_id IS NOT NULL THEN
      PERFORM purchases_lock(o.user_id);
      SELECT product_id INTO pid FROM variants WHERE id = OLD.variant_id;
      PERFORM purchases_product_recount(o.user_id, pid, o.completed_at, NULL);
      PERFORM purchases_tidy(o.user_id);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND AND o.completed_at IS NOT NULL AND o.user_id IS NOT NULL THEN
      PERFORM purchases_lock(o.user_id);
      INSERT INTO customer_product_purchases AS p (user_id, product_id, last_at)
      SELECT o.user_id, v.product_id, o.completed_at FROM variants v WHERE v.id = NEW.variant_id
      ON CONFLICT (user_id, product_id) DO UPDATE SET last_at = greatest(p.last_at, excluded.last_at);
      PERFORM purchases_tidy(o.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_line_written AFTER INSERT OR DELETE ON line_items FOR EACH ROW EXECUTE FUNCTION purchases_line_changed();
--> statement-breakpoint
CREATE TRIGGER purchases_line_moved AFTER UPDATE ON line_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.variant_id) IS DISTINCT FROM (NEW.order_id, NEW.variant_id)) EXECUTE FUNCTION purchases_line_changed();
--> statement-breakpoint
-- A variant filed under another product: its buyers have bought the other product.
CREATE FUNCTION purchases_variant_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid bigint;
  at timestamptz;
BEGIN
  FOR uid, at IN SELECT o.user_id, max(o.completed_at) FROM line_items li JOIN orders o ON o.id = li.order_id
    WHERE li.variant_id = NEW.id AND o.completed_at IS NOT NULL AND o.user_id IS NOT NULL GROUP BY o.user_id ORDER BY o.user_id LOOP
    PERFORM purchases_lock(uid);
    PERFORM purchases_product_recount(uid, OLD.product_id, at, NULL);
    INSERT INTO customer_product_purchases AS p (user_id, product_id, last_at) VALUES (uid, NEW.product_id, at)
    ON CONFLICT (user_id, product_id) DO UPDATE SET last_at = greatest(p.last_at, excluded.last_at);
    PERFORM purchases_tidy(uid);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_variant_moved AFTER UPDATE ON variants FOR EACH ROW
  WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id) EXECUTE FUNCTION purchases_variant_moved();
--> statement-breakpoint
-- Everything again from the rows, set-based: after a bulk load that skipped the triggers (the seed
-- and the bench generators load with session_replication_role = replica), and for data written
-- before this migration. Order writers wait for it (their triggers would write into rows being
-- replaced); readers do not.
CREATE FUNCTION customer_purchases_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint := 0; k bigint;
BEGIN
  LOCK TABLE customer_purchases, customer_product_purchases IN EXCLUSIVE MODE;
  DELETE FROM customer_purchases;
  DELETE FROM customer_product_purchases;
  INSERT INTO customer_purchases (user_id, orders, amount, last_at)
  SELECT user_id, count(*), sum(total), max(completed_at) FROM orders WHERE completed_at IS NOT NULL AND user_id IS NOT NULL GROUP BY user_id;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  INSERT INTO customer_product_purchases (user_id, product_id, last_at)
  SELECT o.user_id, v.product_id, max(o.completed_at) FROM orders o JOIN line_items li ON li.order_id = o.id JOIN variants v ON v.id = li.variant_id
  WHERE o.completed_at IS NOT NULL AND o.user_id IS NOT NULL GROUP BY 1, 2;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  RETURN n;
END $$;
--> statement-breakpoint
SELECT customer_purchases_rebuild();
