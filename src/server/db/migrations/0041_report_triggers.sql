-- The reports' daily rollups (src/server/db/schema/reports.ts) kept in the order's own transaction.
-- PL/pgSQL throughout: a SQL function called from a trigger is planned anew at every call (0039).
-- Orders still in checkout are not counted. Rows whose counts return to 0 stay; readers skip them.
CREATE FUNCTION report_line_add(o orders, li line_items, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.state IN ('cart', 'address', 'delivery', 'payment', 'confirm') THEN RETURN; END IF;
  INSERT INTO report_line_days AS d (day, website_id, vendor_id, state, variant_id, lines, units, returned_units, gross, discounts, commission)
  VALUES ((o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), li.vendor_id, o.state, li.variant_id,
    sign, sign * li.quantity, sign * li.returned_quantity, sign * li.price * li.quantity, sign * li.adjustment_total, sign * li.commission)
  ON CONFLICT (website_id, day, vendor_id, state, variant_id) DO UPDATE SET
    lines = d.lines + excluded.lines, units = d.units + excluded.units, returned_units = d.returned_units + excluded.returned_units,
    gross = d.gross + excluded.gross, discounts = d.discounts + excluded.discounts, commission = d.commission + excluded.commission;
END $$;
--> statement-breakpoint
-- An order's whole row (vendor 0) or one vendor's share of it; VAT and city tax only on the whole
-- order with an issued e-receipt (10 and 2 of 112 of its total, as the receipt's taxes are included).
CREATE FUNCTION report_order_add(o orders, vendor bigint, item bigint, adj bigint, ship bigint, fee bigint, comm bigint,
  credit bigint, tot bigint, paid bigint, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d_day date := (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date;
  issued boolean := vendor = 0 AND o.ebarimt_status = 'issued';
BEGIN
  IF o.state IN ('cart', 'address', 'delivery', 'payment', 'confirm') THEN RETURN; END IF;
  INSERT INTO report_order_days AS d (day, website_id, vendor_id, state, payment_state, platform, orders, item_total, adjustment_total,
    shipment_total, fee_total, commission_total, store_credit_total, total, payment_total, vat, city_tax)
  VALUES (d_day, coalesce(o.website_id, 0), vendor, o.state, coalesce(o.payment_state, ''), o.platform, sign, sign * item, sign * adj,
    sign * ship, sign * fee, sign * comm, sign * credit, sign * tot, sign * paid,
    CASE WHEN issued THEN sign * round(tot * 10 / 112.0)::bigint ELSE 0 END, CASE WHEN issued THEN sign * round(tot * 2 / 112.0)::bigint ELSE 0 END)
  ON CONFLICT (website_id, vendor_id, day, state, payment_state, platform) DO UPDATE SET
    orders = d.orders + excluded.orders, item_total = d.item_total + excluded.item_total, adjustment_total = d.adjustment_total + excluded.adjustment_total,
    shipment_total = d.shipment_total + excluded.shipment_total, fee_total = d.fee_total + excluded.fee_total,
    commission_total = d.commission_total + excluded.commission_total, store_credit_total = d.store_credit_total + excluded.store_credit_total,
    total = d.total + excluded.total, payment_total = d.payment_total + excluded.payment_total, vat = d.vat + excluded.vat, city_tax = d.city_tax + excluded.city_tax;
  INSERT INTO report_customer_days AS c (day, website_id, vendor_id, state, user_id, orders, total)
  VALUES (d_day, coalesce(o.website_id, 0), vendor, o.state, coalesce(o.user_id, 0), sign, sign * tot)
  ON CONFLICT (website_id, vendor_id, day, state, user_id) DO UPDATE SET orders = c.orders + excluded.orders, total = c.total + excluded.total;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_payment_add(p payments, website bigint, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_payment_days AS d (day, website_id, method, state, payments, amount)
  VALUES ((p.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(website, 0), p.method, p.state, sign, sign * p.amount)
  ON CONFLICT (website_id, day, method, state) DO UPDATE SET payments = d.payments + excluded.payments, amount = d.amount + excluded.amount;
END $$;
--> statement-breakpoint
-- One order in or out of every rollup: its whole row, each vendor's share, each line (only when
-- the line rollup's key moves: its state, day or website), and on deletion its payments.
CREATE FUNCTION report_order_apply(o orders, sign int, with_lines boolean, with_payments boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ov order_vendors;
  li line_items;
  p payments;
BEGIN
  PERFORM report_order_add(o, 0, o.item_total, o.adjustment_total, o.shipment_total, o.fee_total, o.commission_total,
    o.store_credit_total, o.total, o.payment_total, sign);
  FOR ov IN SELECT * FROM order_vendors WHERE order_id = o.id LOOP
    PERFORM report_order_add(o, ov.vendor_id, ov.item_total, ov.adjustment_total, ov.shipment_total, 0, ov.commission_total, 0, ov.total, 0, sign);
  END LOOP;
  IF with_lines THEN
    FOR li IN SELECT * FROM line_items WHERE order_id = o.id LOOP PERFORM report_line_add(o, li, sign); END LOOP;
  END IF;
  IF with_payments THEN
    FOR p IN SELECT * FROM payments WHERE order_id = o.id LOOP PERFORM report_payment_add(p, o.website_id, sign); END LOOP;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.state, OLD.payment_state, OLD.platform, OLD.created_at, OLD.website_id, OLD.user_id, OLD.item_total, OLD.adjustment_total,
        OLD.shipment_total, OLD.fee_total, OLD.commission_total, OLD.store_credit_total, OLD.total, OLD.payment_total, OLD.ebarimt_status)
      IS NOT DISTINCT FROM (NEW.state, NEW.payment_state, NEW.platform, NEW.created_at, NEW.website_id, NEW.user_id, NEW.item_total,
        NEW.adjustment_total, NEW.shipment_total, NEW.fee_total, NEW.commission_total, NEW.store_credit_total, NEW.total, NEW.payment_total,
        NEW.ebarimt_status) THEN
      RETURN NULL;
    END IF;
    moved := (OLD.state, OLD.created_at, OLD.website_id) IS DISTINCT FROM (NEW.state, NEW.created_at, NEW.website_id);
    PERFORM report_order_apply(OLD, -1, moved, false);
    PERFORM report_order_apply(NEW, 1, moved, false);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM report_order_apply(OLD, -1, true, true);
    -- a BEFORE DELETE trigger answering NULL would cancel the deletion
    RETURN OLD;
  END IF;
  PERFORM report_order_apply(NEW, 1, true, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_orders_written AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
-- before the row goes: its lines, shares and payments are still there to subtract (the cascade deletes them next)
CREATE TRIGGER report_orders_deleted BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
CREATE FUNCTION report_share_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = coalesce(NEW.order_id, OLD.order_id);
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND (OLD.vendor_id, OLD.item_total, OLD.adjustment_total, OLD.shipment_total, OLD.commission_total, OLD.total)
    IS NOT DISTINCT FROM (NEW.vendor_id, NEW.item_total, NEW.adjustment_total, NEW.shipment_total, NEW.commission_total, NEW.total) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_order_add(o, OLD.vendor_id, OLD.item_total, OLD.adjustment_total, OLD.shipment_total, 0, OLD.commission_total, 0, OLD.total, 0, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_order_add(o, NEW.vendor_id, NEW.item_total, NEW.adjustment_total, NEW.shipment_total, 0, NEW.commission_total, 0, NEW.total, 0, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_share_written AFTER INSERT OR UPDATE OR DELETE ON order_vendors FOR EACH ROW EXECUTE FUNCTION report_share_changed();
--> statement-breakpoint
CREATE FUNCTION report_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.order_id, OLD.variant_id, OLD.vendor_id, OLD.quantity, OLD.returned_quantity, OLD.price, OLD.adjustment_total, OLD.commission)
    IS NOT DISTINCT FROM (NEW.order_id, NEW.variant_id, NEW.vendor_id, NEW.quantity, NEW.returned_quantity, NEW.price, NEW.adjustment_total, NEW.commission) THEN
    RETURN NULL;
  END IF;
  SELECT * INTO o FROM orders WHERE id = coalesce(NEW.order_id, OLD.order_id);
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM report_line_add(o, OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_line_add(o, NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_line_written AFTER INSERT OR UPDATE OR DELETE ON line_items FOR EACH ROW EXECUTE FUNCTION report_line_changed();
--> statement-breakpoint
CREATE FUNCTION report_payment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE website bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.order_id, OLD.method, OLD.state, OLD.amount, OLD.created_at)
    IS NOT DISTINCT FROM (NEW.order_id, NEW.method, NEW.state, NEW.amount, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  SELECT o.website_id INTO website FROM orders o WHERE o.id = coalesce(NEW.order_id, OLD.order_id);
  -- the order's deletion subtracted its payments already
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM report_payment_add(OLD, website, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_payment_add(NEW, website, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_payment_written AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION report_payment_changed();
--> statement-breakpoint
-- Everything again from the rows, set-based: after a bulk load that skipped the triggers (the
-- seed and the bench generators load with session_replication_role = replica), and `bo reports rebuild`.
CREATE FUNCTION reports_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint := 0; k bigint;
BEGIN
  DELETE FROM report_line_days; DELETE FROM report_order_days; DELETE FROM report_customer_days; DELETE FROM report_payment_days;
  INSERT INTO report_line_days (day, website_id, vendor_id, state, variant_id, lines, units, returned_units, gross, discounts, commission)
  SELECT (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), li.vendor_id, o.state, li.variant_id,
    count(*), sum(li.quantity), sum(li.returned_quantity), sum(li.price * li.quantity), sum(li.adjustment_total), sum(li.commission)
  FROM line_items li JOIN orders o ON o.id = li.order_id
  WHERE o.state NOT IN ('cart', 'address', 'delivery', 'payment', 'confirm') GROUP BY 1, 2, 3, 4, 5;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  INSERT INTO report_order_days (day, website_id, vendor_id, state, payment_state, platform, orders, item_total, adjustment_total,
    shipment_total, fee_total, commission_total, store_credit_total, total, payment_total, vat, city_tax)
  SELECT (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), 0, o.state, coalesce(o.payment_state, ''), o.platform,
    count(*), sum(o.item_total), sum(o.adjustment_total), sum(o.shipment_total), sum(o.fee_total), sum(o.commission_total),
    sum(o.store_credit_total), sum(o.total), sum(o.payment_total),
    coalesce(sum(round(o.total * 10 / 112.0)::bigint) FILTER (WHERE o.ebarimt_status = 'issued'), 0),
    coalesce(sum(round(o.total * 2 / 112.0)::bigint) FILTER (WHERE o.ebarimt_status = 'issued'), 0)
  FROM orders o WHERE o.state NOT IN ('cart', 'address', 'delivery', 'payment', 'confirm') GROUP BY 1, 2, 3, 4, 5, 6
  UNION ALL
  SELECT (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), ov.vendor_id, o.state, coalesce(o.payment_state, ''), o.platform,
    count(*), sum(ov.item_total), sum(ov.adjustment_total), sum(ov.shipment_total), 0, sum(ov.commission_total), 0, sum(ov.total), 0, 0, 0
  FROM order_vendors ov JOIN orders o ON o.id = ov.order_id
  WHERE o.state NOT IN ('cart', 'address', 'delivery', 'payment', 'confirm') GROUP BY 1, 2, 3, 4, 5, 6;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  INSERT INTO report_customer_days (day, website_id, vendor_id, state, user_id, orders, total)
  SELECT (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), 0, o.state, coalesce(o.user_id, 0), count(*), sum(o.total)
  FROM orders o WHERE o.state NOT IN ('cart', 'address', 'delivery', 'payment', 'confirm') GROUP BY 1, 2, 3, 4, 5
  UNION ALL
  SELECT (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), ov.vendor_id, o.state, coalesce(o.user_id, 0), count(*), sum(ov.total)
  FROM order_vendors ov JOIN orders o ON o.id = ov.order_id
  WHERE o.state NOT IN ('cart', 'address', 'delivery', 'payment', 'confirm') GROUP BY 1, 2, 3, 4, 5;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  INSERT INTO report_payment_days (day, website_id, method, state, payments, amount)
  SELECT (p.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), p.method, p.state, count(*), sum(p.amount)
  FROM payments p JOIN orders o ON o.id = p.order_id GROUP BY 1, 2, 3, 4;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  RETURN n;
END $$;
--> statement-breakpoint
SELECT reports_rebuild();
