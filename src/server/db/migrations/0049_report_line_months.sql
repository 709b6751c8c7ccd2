CREATE TABLE "report_line_day_totals" (
	"day" date NOT NULL,
	"website_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"state" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"returned_units" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_line_day_totals_website_id_day_vendor_id_state_pk" PRIMARY KEY("website_id","day","vendor_id","state")
);
--> statement-breakpoint
CREATE TABLE "report_line_months" (
	"month" date NOT NULL,
	"website_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"state" text NOT NULL,
	"variant_id" bigint NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"returned_units" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_line_months_website_id_month_vendor_id_state_variant_id_pk" PRIMARY KEY("website_id","month","vendor_id","state","variant_id")
);
--> statement-breakpoint
CREATE INDEX "report_line_months_vendor_idx" ON "report_line_months" USING btree ("vendor_id","website_id","month","state","variant_id","lines","units","returned_units","gross","discounts","commission");
--> statement-breakpoint
-- The two coarser line rollups are sums of report_line_days: filled from it, set-based, in the
-- order of their keys (a range of months or days is read from adjacent pages). Called by
-- reports_rebuild() after it counted the days, and once here for the rows already in a database.
CREATE FUNCTION report_line_coarse_fill() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint := 0; k bigint;
BEGIN
  DELETE FROM report_line_months; DELETE FROM report_line_day_totals;
  INSERT INTO report_line_months (month, website_id, vendor_id, state, variant_id, lines, units, returned_units, gross, discounts, commission)
  SELECT date_trunc('month', day)::date, website_id, vendor_id, state, variant_id,
    sum(lines), sum(units), sum(returned_units), sum(gross), sum(discounts), sum(commission)
  FROM report_line_days GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 1, 3, 4, 5;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  INSERT INTO report_line_day_totals (day, website_id, vendor_id, state, lines, units, returned_units, gross, discounts, commission)
  SELECT day, website_id, vendor_id, state, sum(lines), sum(units), sum(returned_units), sum(gross), sum(discounts), sum(commission)
  FROM report_line_days GROUP BY 1, 2, 3, 4 ORDER BY 2, 1, 3, 4;
  GET DIAGNOSTICS k = ROW_COUNT; n := n + k;
  RETURN n;
END $$;
--> statement-breakpoint
-- A line in or out of the three line rollups, in the order's transaction as before (0041).
CREATE OR REPLACE FUNCTION report_line_add(o orders, li line_items, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d_day date := (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date;
  website bigint := coalesce(o.website_id, 0);
  line_gross bigint := sign * li.price * li.quantity;
BEGIN
  IF o.state IN ('cart', 'address', 'delivery', 'payment', 'confirm') THEN RETURN; END IF;
  INSERT INTO report_line_days AS d (day, website_id, vendor_id, state, variant_id, lines, units, returned_units, gross, discounts, commission)
  VALUES (d_day, website, li.vendor_id, o.state, li.variant_id,
    sign, sign * li.quantity, sign * li.returned_quantity, line_gross, sign * li.adjustment_total, sign * li.commission)
  ON CONFLICT (website_id, day, vendor_id, state, variant_id) DO UPDATE SET
    lines = d.lines + excluded.lines, units = d.units + excluded.units, returned_units = d.returned_units + excluded.returned_units,
    gross = d.gross + excluded.gross, discounts = d.discounts + excluded.discounts, commission = d.commission + excluded.commission;
  INSERT INTO report_line_months AS m (month, website_id, vendor_id, state, variant_id, lines, units, returned_units, gross, discounts, commission)
  VALUES (date_trunc('month', d_day)::date, website, li.vendor_id, o.state, li.variant_id,
    sign, sign * li.quantity, sign * li.returned_quantity, line_gross, sign * li.adjustment_total, sign * li.commission)
  ON CONFLICT (website_id, month, vendor_id, state, variant_id) DO UPDATE SET
    lines = m.lines + excluded.lines, units = m.units + excluded.units, returned_units = m.returned_units + excluded.returned_units,
    gross = m.gross + excluded.gross, discounts = m.discounts + excluded.discounts, commission = m.commission + excluded.commission;
  INSERT INTO report_line_day_totals AS t (day, website_id, vendor_id, state, lines, units, returned_units, gross, discounts, commission)
  VALUES (d_day, website, li.vendor_id, o.state,
    sign, sign * li.quantity, sign * li.returned_quantity, line_gross, sign * li.adjustment_total, sign * li.commission)
  ON CONFLICT (website_id, day, vendor_id, state) DO UPDATE SET
    lines = t.lines + excluded.lines, units = t.units + excluded.units, returned_units = t.returned_units + excluded.returned_units,
    gross = t.gross + excluded.gross, discounts = t.discounts + excluded.discounts, commission = t.commission + excluded.commission;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reports_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint := 0; k bigint;
BEGIN
  DELETE FROM report_line_days; DELETE FROM report_order_days; DELETE FROM report_customer_days; DELETE FROM report_payment_days;
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
  RETURN n;
END $$;
--> statement-breakpoint
-- a database made before these rollups: its months and day totals, from its days
SELECT report_line_coarse_fill();
--> statement-breakpoint
ANALYZE report_line_months;
--> statement-breakpoint
ANALYZE report_line_day_totals;
