CREATE TABLE "dashboard_days" (
	"website_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"shipped" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_days_vendor_id_website_id_day_pk" PRIMARY KEY("vendor_id","website_id","day")
);
--> statement-breakpoint
-- What one order adds to a dashboard day: the tiles' conditions of src/server/areas/dashboard/summary.ts
-- (COUNTS, PLACED, EARNING); `share` is the order's total, or a vendor's share of it.
CREATE FUNCTION dashboard_contribution(state text, payment_state text, shipment_state text, approved_at timestamptz, share bigint)
RETURNS TABLE (orders int, revenue bigint, approved int, canceled int, paid int, pending int, shipped int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    CASE WHEN state IN ('cart', 'address', 'delivery', 'payment', 'confirm') THEN 0 ELSE 1 END,
    CASE WHEN state IN ('cart', 'address', 'delivery', 'payment', 'confirm', 'canceled') THEN 0::bigint ELSE share END,
    CASE WHEN approved_at IS NOT NULL THEN 1 ELSE 0 END,
    CASE WHEN state = 'canceled' THEN 1 ELSE 0 END,
    CASE WHEN payment_state = 'paid' THEN 1 ELSE 0 END,
    CASE WHEN state IN ('complete', 'resumed') AND approved_at IS NULL THEN 1 ELSE 0 END,
    CASE WHEN shipment_state = 'shipped' THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_add(o orders, vendor bigint, share bigint, sign int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_days AS d (website_id, vendor_id, day, orders, revenue, approved, canceled, paid, pending, shipped, counted)
  SELECT coalesce(o.website_id, 0), vendor, (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date,
    sign * c.orders, sign * c.revenue, sign * c.approved, sign * c.canceled, sign * c.paid, sign * c.pending, sign * c.shipped, sign
  FROM dashboard_contribution(o.state, o.payment_state, o.shipment_state, o.approved_at, share) c
  ON CONFLICT (vendor_id, website_id, day) DO UPDATE SET
    orders = d.orders + excluded.orders, revenue = d.revenue + excluded.revenue, approved = d.approved + excluded.approved,
    canceled = d.canceled + excluded.canceled, paid = d.paid + excluded.paid, pending = d.pending + excluded.pending,
    shipped = d.shipped + excluded.shipped, counted = d.counted + excluded.counted
$$;
--> statement-breakpoint
-- An order's change moves its whole-order row and the row of each vendor it holds.
CREATE FUNCTION dashboard_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_add(OLD, 0, OLD.total, -1);
    PERFORM dashboard_add(OLD, ov.vendor_id, ov.total, -1) FROM order_vendors ov WHERE ov.order_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_add(NEW, 0, NEW.total, 1);
    PERFORM dashboard_add(NEW, ov.vendor_id, ov.total, 1) FROM order_vendors ov WHERE ov.order_id = NEW.id;
  END IF;
  -- a BEFORE DELETE trigger answering NULL would cancel the deletion
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_written AFTER INSERT OR UPDATE OF state, payment_state, shipment_state, approved_at, total, created_at, website_id ON orders
  FOR EACH ROW EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
-- before the row goes: its vendors' rows are still there to subtract (the cascade deletes them next)
CREATE TRIGGER dashboard_orders_deleted BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
-- A vendor's share of an order moves his row, with the order's own state; an order already gone
-- (the cascade of its deletion) was subtracted by dashboard_orders_deleted.
CREATE FUNCTION dashboard_share_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = coalesce(NEW.order_id, OLD.order_id);
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_add(o, OLD.vendor_id, OLD.total, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_add(o, NEW.vendor_id, NEW.total, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_share_written AFTER INSERT OR UPDATE OR DELETE ON order_vendors FOR EACH ROW EXECUTE FUNCTION dashboard_share_changed();
--> statement-breakpoint
-- Everything again from the orders, set-based: after a bulk load that skipped the triggers
-- (the bench generators load with session_replication_role = replica), and once here.
CREATE FUNCTION dashboard_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM dashboard_days;
  INSERT INTO dashboard_days (website_id, vendor_id, day, orders, revenue, approved, canceled, paid, pending, shipped, counted)
  SELECT coalesce(o.website_id, 0), 0, (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date,
    sum(c.orders), sum(c.revenue), sum(c.approved), sum(c.canceled), sum(c.paid), sum(c.pending), sum(c.shipped), count(*)
  FROM orders o CROSS JOIN LATERAL dashboard_contribution(o.state, o.payment_state, o.shipment_state, o.approved_at, o.total) c
  GROUP BY 1, 2, 3;
  INSERT INTO dashboard_days (website_id, vendor_id, day, orders, revenue, approved, canceled, paid, pending, shipped, counted)
  SELECT coalesce(o.website_id, 0), ov.vendor_id, (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date,
    sum(c.orders), sum(c.revenue), sum(c.approved), sum(c.canceled), sum(c.paid), sum(c.pending), sum(c.shipped), count(*)
  FROM orders o JOIN order_vendors ov ON ov.order_id = o.id
    CROSS JOIN LATERAL dashboard_contribution(o.state, o.payment_state, o.shipment_state, o.approved_at, ov.total) c
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT dashboard_days_rebuild();
