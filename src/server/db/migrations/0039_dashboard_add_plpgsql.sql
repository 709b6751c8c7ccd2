-- dashboard_add in PL/pgSQL instead of SQL: a SQL function called from a trigger is planned anew
-- at every call, and each order's write calls it two to six times (its whole-order row and each
-- vendor's, before and after): 3–11 ms of an order's update. PL/pgSQL keeps the plan per connection
-- (0.2–0.3 ms). The same statement as 0016's.
CREATE OR REPLACE FUNCTION dashboard_add(o orders, vendor bigint, share bigint, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_days AS d (website_id, vendor_id, day, orders, revenue, approved, canceled, paid, pending, shipped, counted)
  SELECT coalesce(o.website_id, 0), vendor, (o.created_at AT TIME ZONE 'Asia/Ulaanbaatar')::date,
    sign * c.orders, sign * c.revenue, sign * c.approved, sign * c.canceled, sign * c.paid, sign * c.pending, sign * c.shipped, sign
  FROM dashboard_contribution(o.state, o.payment_state, o.shipment_state, o.approved_at, share) c
  ON CONFLICT (vendor_id, website_id, day) DO UPDATE SET
    orders = d.orders + excluded.orders, revenue = d.revenue + excluded.revenue, approved = d.approved + excluded.approved,
    canceled = d.canceled + excluded.canceled, paid = d.paid + excluded.paid, pending = d.pending + excluded.pending,
    shipped = d.shipped + excluded.shipped, counted = d.counted + excluded.counted;
END $$;
