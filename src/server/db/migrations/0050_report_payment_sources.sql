CREATE TABLE "report_payment_source_days" (
	"day" date NOT NULL,
	"website_id" bigint NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_payment_source_days_website_id_day_state_source_pk" PRIMARY KEY("website_id","day","state","source")
);

--> statement-breakpoint
-- A payment in or out of both payment rollups (0041 kept the first alone).
CREATE OR REPLACE FUNCTION report_payment_add(p payments, website bigint, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d_day date := (p.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date;
BEGIN
  INSERT INTO report_payment_days AS d (day, website_id, method, state, payments, amount)
  VALUES (d_day, coalesce(website, 0), p.method, p.state, sign, sign * p.amount)
  ON CONFLICT (website_id, day, method, state) DO UPDATE SET payments = d.payments + excluded.payments, amount = d.amount + excluded.amount;
  INSERT INTO report_payment_source_days AS s (day, website_id, state, source, payments, amount)
  VALUES (d_day, coalesce(website, 0), p.state, coalesce(p.source, ''), sign, sign * p.amount)
  ON CONFLICT (website_id, day, state, source) DO UPDATE SET payments = s.payments + excluded.payments, amount = s.amount + excluded.amount;
END $$;
--> statement-breakpoint
-- as 0041's, and a change of the payment's source moves it too
CREATE OR REPLACE FUNCTION report_payment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE website bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.order_id, OLD.method, OLD.state, OLD.amount, OLD.created_at, OLD.source)
    IS NOT DISTINCT FROM (NEW.order_id, NEW.method, NEW.state, NEW.amount, NEW.created_at, NEW.source) THEN
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
CREATE OR REPLACE FUNCTION reports_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint := 0; k bigint;
BEGIN
  DELETE FROM report_line_days; DELETE FROM report_order_days; DELETE FROM report_customer_days; DELETE FROM report_payment_days; DELETE FROM report_payment_source_days;
  INSERT INTO report_line_days (day, website_id, vendor_id, state, variant_id, lines, units, returned_units, gross, discounts, commission)
  SELECT (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), li.vendor_id, o.state, li.variant_id,
    count(*), sum(li.quantity), sum(li.returned_quantity), sum(li.price * li.quantity), sum(li.adjustment_total), sum(li.commission)
  FROM line_items li JOIN orders o ON o.id = li.order_id
  WHERE o.state NOT IN ('cart', 'address', 'delivery', 'payment', 'confirm') GROUP BY 1, 2, 3, 4, 5;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  n := n + report_line_coarse_fill();
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
  INSERT INTO report_payment_source_days (day, website_id, state, source, payments, amount)
  SELECT (p.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), p.state, coalesce(p.source, ''), count(*), sum(p.amount)
  FROM payments p JOIN orders o ON o.id = p.order_id GROUP BY 1, 2, 3, 4;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  RETURN n;
END $$;
--> statement-breakpoint
-- a database made before this rollup: its payments by source, once
INSERT INTO report_payment_source_days (day, website_id, state, source, payments, amount)
SELECT (p.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date, coalesce(o.website_id, 0), p.state, coalesce(p.source, ''), count(*), sum(p.amount)
FROM payments p JOIN orders o ON o.id = p.order_id GROUP BY 1, 2, 3, 4 ORDER BY 2, 1, 3, 4;
--> statement-breakpoint
ANALYZE report_payment_source_days;
