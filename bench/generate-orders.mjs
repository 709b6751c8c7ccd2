// Orders at scale for the benchmarks: 1,000,000 orders and about 3,000,000 line items (1 to 5 a
// order, 3 on average) with their order_vendors shares, shipments and units, payments, state
// changes and a few notes, written by the database itself (INSERT … SELECT over generate_series
// and two temporary tables), never row by row. The schema, a catalogue (variants with prices),
// vendors, stock locations, websites and some users must exist: the demo seed and
// bench/generate-catalog.mjs provide them. Secondary indexes of the big tables are dropped first
// and built again after the rows, like the catalogue generator does.
//
//   node bench/generate-orders.mjs [--orders 1000000]                 (DATABASE_URL)
//   node bench/generate-orders.mjs --pglite <folder> [--orders 100000] (the server stopped)
//
// Generated orders are numbered `R9` + 9 digits (`R9000000001`…), parcels `H9` + 10 digits, so
// they never collide with the demo's and a second run can tell they are there.
import { flags, runGenerator, whenRun } from './lib/generator-cli.mjs';

const FIRST = ['Бат-Эрдэнэ', 'Тэмүүлэн', 'Ариунаа', 'Номин', 'Энхжин', 'Ганбаатар', 'Сарангэрэл', 'Мөнхбат', 'Оюунчимэг', 'Билгүүн',
  'Анужин', 'Төгөлдөр', 'Хулан', 'Баясгалан', 'Дөлгөөн', 'Золзаяа', 'Нарантуяа', 'Эрдэнэбилэг', 'Уянга', 'Батжаргал', 'Саруул', 'Очирбат'];
const LAST = ['Болд', 'Дорж', 'Ганбат', 'Батсүх', 'Цэрэн', 'Пүрэв', 'Лхагва', 'Сүхбаатар', 'Жаргал', 'Энхтөр', 'Нямдорж', 'Баатар', 'Мягмар', 'Даваа'];
const DISTRICTS = ['Баганувур', 'Багахангай', 'Баянгол', 'Баянзүрх', 'Налайх', 'Сонгинохайрхан', 'Сүхбаатар', 'Хан-Уул', 'Чингэлтэй'];
const STREETS = ['Энхтайваны өргөн чөлөө', 'Сөүлийн гудамж', 'Чингисийн өргөн чөлөө', 'Их тойруу', 'Токиогийн гудамж', 'Нарны зам'];
const PLATFORMS = ['web', 'web', 'web', 'ios', 'ios', 'android', 'android', 'pos', 'admin'];
const COMMENTS = ['Оройн 18 цагаас хойш хүргэнэ үү.', 'Customer asked for a gift wrap.', 'Хаяг тодруулсан: 3-р орц.', 'Courier will call before arriving.'];

const arr = (words) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** The n-th word of a list by a cheap hash of an expression: the same data on every run. */
const pick = (words, expr, salt) => `(${arr(words)})[1 + ((${expr})::bigint * ${salt}) % ${words.length}]`;
/** A number in [0, mod) from a cheap hash of an expression. */
const h = (expr, salt, mod) => `(((${expr})::bigint * ${salt}) % ${mod})`;

/**
 * The story of an order, out of 100 (`(g * 48271) % 100`): most are shipped; carts and checkouts
 * never finished, unpaid, failed, canceled and returned ones as a shop has them. Orders older
 * than 20 days have left the "in progress" stories (a real shop ships or cancels within days).
 */
const SCENARIO = `case
  when r < 4 then 'cart' when r < 6 then 'checkout' when r < 18 then 'unpaid' when r < 34 then 'paid'
  when r < 74 then 'shipped' when r < 78 then 'partial' when r < 80 then 'backorder' when r < 88 then 'canceled'
  when r < 91 then 'resumed' when r < 94 then 'awaiting_return' when r < 96 then 'returned' else 'failed' end`;

/** The statements, in order. `base` ids: orders, line items and shipments get explicit ids above them. */
export function orderStatements({ orders, base }) {
  const N = orders;
  const lineId = (g, k) => `${base.line} + (${g} - 1) * 5 + ${k}`;
  const shipId = (g, rank) => `${base.ship} + (${g} - 1) * 5 + ${rank}`;
  return [
    // what the rows point at: variants with a price and their vendor's commission
    `create temp table gen_variants as
     select row_number() over (order by v.id)::int as idx, v.id, v.price, p.vendor_id, coalesce(vd.commission_percent, 0)::numeric as pct
     from variants v join products p on p.id = v.product_id join vendors vd on vd.id = p.vendor_id
     where v.deleted_at is null and v.price > 0 order by v.id limit 50000`,
    `create temp table gen_refs as select
       (select count(*)::int from gen_variants) as nvariants,
       (select array_agg(id order by id) from websites) as websites,
       (select array_agg(id order by id) from stock_locations) as locations,
       (select array_agg(id order by id) from users where 'customer' = any(roles)) as customers,
       (select array_agg(id order by id) from users where 'driver' = any(roles)) as drivers,
       (select min(id) from users where 'admin' = any(roles)) as admin_id`,
    // 1 to 5 lines an order (3 on average), each vendor's lines ranked for its parcel
    `create temp table gen_lines as
     select l.g, l.k, v.id as variant_id, v.vendor_id, l.quantity, v.price,
       floor((v.price * l.quantity * round(v.pct * 100) + 5000) / 10000)::bigint as commission,
       dense_rank() over (partition by l.g order by v.vendor_id)::int as vrank
     from (select g, k, case when ${h('g + k', 13, 10)} < 8 then 1 else 2 + ${h('g * k', 7, 3)} end as quantity,
             1 + ${h('g * 7 + k', 104729, 1000003)} as hv
           from generate_series(1, ${N}) g cross join lateral generate_series(1, 1 + ${h('g', 37, 5)}) k) l
     cross join gen_refs r
     join gen_variants v on v.idx = 1 + l.hv % r.nvariants`,
    `create temp table gen_orders as
     select o.g, o.created, case when o.sc in ('unpaid', 'paid', 'partial', 'backorder', 'resumed', 'failed', 'checkout')
         and o.created < now() - interval '20 days' then 'shipped' else o.sc end as sc,
       a.item_count, a.item_total, a.commission_total, a.vendors,
       case when a.item_total < 10000000 then 500000 else 0 end as ship_cost,
       ${h('o.g', 2654435761, 200000)} as c
     from (select g, ${SCENARIO.replace(/\br\b/g, `${h('g', 48271, 100)}`)} as sc,
             now() - ((${N} - g)::float8 / ${N}) * interval '730 days' - ${h('g', 7, 3600)} * interval '1 second' as created
           from generate_series(1, ${N}) g) o
     join (select g, sum(quantity)::int as item_count, sum(price * quantity)::bigint as item_total, sum(commission)::bigint as commission_total,
             count(distinct vendor_id)::int as vendors from gen_lines group by g) a on a.g = o.g`,
    'create index on gen_orders (g)',
    'analyze gen_lines',
    'analyze gen_orders',
    `insert into orders (id, number, website_id, user_id, seller_id, email, phone, customer_name, receiver_name, receiver_phone,
       ship_district, ship_khoroo, ship_address, platform, state, payment_state, shipment_state, approved_by, approved_at, flagged,
       driver_id, driver_taken_at, item_count, item_total, adjustment_total, shipment_total, fee_total, commission_total,
       store_credit_total, total, payment_total, down_payment, lease_amount, lease_state, lease_left, requested_months, accepted_months,
       interest, repayment_day, ebarimt_id, ebarimt_date, ebarimt_status, ebarimt_type, completed_at, paid_at, shipped_at,
       canceled_at, canceled_by, created_at, updated_at)
     select ${base.order} + o.g, 'R9' || lpad(o.g::text, 9, '0'),
       case when ${h('o.g', 11, 100)} < 85 or array_length(r.websites, 1) = 1 then r.websites[1] else r.websites[2] end,
       case when o.c % 10 < 3 and r.customers is not null then r.customers[1 + o.c % array_length(r.customers, 1)] end,
       case when ${h('o.g', 17, 100)} < 8 then r.admin_id end,
       'customer' || o.c || '@example.mn',
       ${pick(['99', '88', '95', '94', '89', '80', '86', '91'], 'o.c', 3)} || lpad(${h('o.c', 7919, 1000000)}::text, 6, '0'),
       ${pick(FIRST, 'o.c', 5)} || ' ' || ${pick(LAST, 'o.c', 7)},
       case when ${h('o.g', 19, 10)} < 8 then ${pick(FIRST, 'o.c', 5)} || ' ' || ${pick(LAST, 'o.c', 7)} else ${pick(FIRST, 'o.g', 3)} || ' ' || ${pick(LAST, 'o.g', 11)} end,
       ${pick(['99', '88', '95', '94', '89', '80', '86', '91'], 'o.c', 3)} || lpad(${h('o.c', 7919, 1000000)}::text, 6, '0'),
       ${pick(DISTRICTS, 'o.c', 13)}, 1 + ${h('o.c', 23, 32)},
       ${pick(STREETS, 'o.c', 29)} || ' ' || (1 + ${h('o.c', 31, 120)}) || '-р байр, ' || (1 + ${h('o.c', 37, 99)}) || ' тоот',
       ${pick(PLATFORMS, 'o.g', 41)},
       case o.sc when 'cart' then 'cart' when 'checkout' then (array['address', 'delivery', 'payment', 'confirm'])[1 + o.g % 4]
         when 'canceled' then 'canceled' when 'resumed' then 'resumed' when 'awaiting_return' then 'awaiting_return'
         when 'returned' then 'returned' else 'complete' end,
       case when o.sc in ('cart', 'checkout') then null when o.sc in ('unpaid', 'resumed') then 'balance_due' when o.sc = 'failed' then 'failed'
         when o.sc in ('canceled', 'returned') then 'void' else 'paid' end,
       case when o.sc in ('cart', 'checkout') then null when o.sc in ('shipped', 'awaiting_return', 'returned') then 'shipped'
         when o.sc = 'partial' then case when o.vendors > 1 then 'partial' else 'shipped' end when o.sc = 'backorder' then 'backorder'
         when o.sc = 'canceled' then 'canceled' when o.sc = 'paid' then 'ready' else 'pending' end,
       case when o.sc in ('paid', 'shipped', 'partial', 'backorder', 'awaiting_return', 'returned') and ${h('o.g', 43, 10)} < 9 then r.admin_id end,
       case when o.sc in ('paid', 'shipped', 'partial', 'backorder', 'awaiting_return', 'returned') and ${h('o.g', 43, 10)} < 9 then o.created + interval '40 minutes' end,
       ${h('o.g', 47, 100)} < 3,
       case when o.sc in ('shipped', 'partial', 'awaiting_return', 'returned') and r.drivers is not null then r.drivers[1 + o.g % array_length(r.drivers, 1)] end,
       case when o.sc in ('shipped', 'partial', 'awaiting_return', 'returned') and r.drivers is not null then o.created + interval '3 hours' end,
       o.item_count, o.item_total, 0, case when o.sc in ('cart', 'checkout') then 0 else o.ship_cost end, 0, o.commission_total, 0,
       o.item_total + case when o.sc in ('cart', 'checkout') then 0 else o.ship_cost end,
       case when o.sc in ('paid', 'shipped', 'partial', 'backorder', 'awaiting_return') then o.item_total + o.ship_cost else 0 end,
       case when lease then (o.item_total + o.ship_cost) / 5 end, case when lease then (o.item_total + o.ship_cost) - (o.item_total + o.ship_cost) / 5 end,
       case when lease then (array['requested', 'accepted', 'paying', 'closed'])[1 + o.g % 4] end,
       case when lease then (o.item_total + o.ship_cost) / 2 end, case when lease then (array[3, 6, 12])[1 + o.g % 3] end,
       case when lease then (array[3, 6, 12])[1 + o.g % 3] end, case when lease then 1.5 end, case when lease then 1 + o.g % 28 end,
       case when paid then '0000' || lpad(o.g::text, 10, '0') || '0001' end, case when paid then o.created + interval '20 minutes' end,
       case when paid then 'issued' end, case when paid then 'b2c' end,
       case when o.sc not in ('cart', 'checkout') then o.created + interval '10 minutes' end,
       case when paid then o.created + interval '20 minutes' end,
       case when o.sc in ('shipped', 'partial', 'awaiting_return', 'returned') then o.created + interval '1 day' end,
       case when o.sc = 'canceled' then o.created + interval '2 hours' end, case when o.sc = 'canceled' then r.admin_id end,
       o.created, o.created + interval '1 day'
     from (select *, sc in ('paid', 'shipped', 'partial', 'backorder', 'awaiting_return') as paid,
             sc not in ('cart', 'checkout', 'canceled') and ${h('g', 53, 100)} < 3 as lease from gen_orders) o cross join gen_refs r`,
    `insert into line_items (id, order_id, variant_id, vendor_id, quantity, price, commission, adjustment_total, actn, created_at, updated_at)
     select ${lineId('l.g', 'l.k')}, ${base.order} + l.g, l.variant_id, l.vendor_id, l.quantity, l.price, l.commission, 0,
       case when o.sc in ('shipped', 'partial', 'awaiting_return', 'returned') then 'taken'
         when o.sc in ('paid', 'backorder') then (array[null, 'ready', 'taken', 'no_stock'])[1 + (l.g + l.k) % 4] end,
       o.created, o.created
     from gen_lines l join gen_orders o on o.g = l.g`,
    // each vendor's share; the first vendor's parcel carries the delivery fee
    `insert into order_vendors (order_id, vendor_id, item_count, item_total, adjustment_total, shipment_total, commission_total, total)
     select ${base.order} + l.g, l.vendor_id, sum(l.quantity), sum(l.price * l.quantity), 0,
       case when min(l.vrank) = 1 and o.sc not in ('cart', 'checkout') then o.ship_cost else 0 end, sum(l.commission),
       sum(l.price * l.quantity) + case when min(l.vrank) = 1 and o.sc not in ('cart', 'checkout') then o.ship_cost else 0 end
     from gen_lines l join gen_orders o on o.g = l.g group by l.g, l.vendor_id, o.sc, o.ship_cost`,
    `insert into shipments (id, order_id, number, vendor_id, stock_location_id, state, cost, tracking, driver_id, shipped_at, created_at, updated_at)
     select ${shipId('s.g', 's.vrank')}, ${base.order} + s.g, 'H9' || lpad((s.g * 5 + s.vrank)::text, 10, '0'), s.vendor_id,
       r.locations[1 + (s.g + s.vrank) % array_length(r.locations, 1)], st.state,
       case when s.vrank = 1 then o.ship_cost else 0 end, case when st.state = 'shipped' then 'UB' || s.g || '-' || s.vrank end,
       case when st.state = 'shipped' and r.drivers is not null then r.drivers[1 + s.g % array_length(r.drivers, 1)] end,
       case when st.state = 'shipped' then o.created + interval '1 day' end, o.created, o.created + interval '1 day'
     from (select distinct g, vendor_id, vrank from gen_lines) s join gen_orders o on o.g = s.g cross join gen_refs r
     cross join lateral (select case when o.sc in ('shipped', 'awaiting_return', 'returned') then 'shipped'
         when o.sc = 'partial' then case when s.vrank = 1 or o.vendors = 1 then 'shipped' else 'ready' end
         when o.sc = 'canceled' then 'canceled' when o.sc = 'paid' then 'ready' else 'pending' end as state) st
     where o.sc not in ('cart', 'checkout')`,
    `insert into shipment_units (shipment_id, line_item_id, quantity, state)
     select ${shipId('l.g', 'l.vrank')}, ${lineId('l.g', 'l.k')}, l.quantity,
       case when o.sc = 'backorder' and l.vrank = 1 then 'backordered' else 'on_hand' end
     from gen_lines l join gen_orders o on o.g = l.g where o.sc not in ('cart', 'checkout')`,
    `insert into payments (order_id, method, amount, state, source, created_at, updated_at)
     select ${base.order} + o.g, m.method, o.item_total + o.ship_cost,
       case when o.sc in ('unpaid', 'resumed') then 'pending' when o.sc = 'failed' then 'failed' when o.sc = 'canceled' then 'void' else 'completed' end,
       case when m.method = 'card' then '**** ' || lpad((o.g % 10000)::text, 4, '0') end, o.created + interval '15 minutes', o.created + interval '20 minutes'
     from gen_orders o cross join lateral (select ${pick(['qpay', 'qpay', 'qpay', 'card', 'card', 'bank_transfer', 'cash', 'lease'], 'o.g', 59)} as method) m
     where o.sc not in ('cart', 'checkout')`,
    `insert into payment_returns (order_id, amount, state, reason, source, author_id, created_at, updated_at)
     select ${base.order} + o.g, o.item_total + o.ship_cost, 'completed', 'returned', 'qpay', r.admin_id, o.created + interval '5 days', o.created + interval '5 days'
     from gen_orders o cross join gen_refs r where o.sc = 'returned'`,
    `insert into state_changes (order_id, machine, from_state, to_state, author_id, created_at)
     select ${base.order} + o.g, 'order', t.from_state, t.to_state, r.admin_id, o.created + t.after
     from gen_orders o cross join gen_refs r cross join lateral (values
       ('confirm', 'complete', interval '10 minutes', true),
       ('complete', 'canceled', interval '2 hours', o.sc in ('canceled', 'resumed')),
       ('canceled', 'resumed', interval '3 hours', o.sc = 'resumed'),
       ('complete', 'awaiting_return', interval '3 days', o.sc in ('awaiting_return', 'returned')),
       ('awaiting_return', 'returned', interval '5 days', o.sc = 'returned')) t(from_state, to_state, after, happened)
     where o.sc not in ('cart', 'checkout') and t.happened`,
    `insert into order_comments (order_id, author_id, body, created_at)
     select ${base.order} + o.g, r.admin_id, ${pick(COMMENTS, 'o.g', 61)}, o.created + interval '1 hour'
     from gen_orders o cross join gen_refs r where ${h('o.g', 67, 100)} < 5`,
    'drop table gen_lines',
    'drop table gen_orders',
    'drop table gen_refs',
    'drop table gen_variants',
  ];
}

/** What dashboard_days_rebuild() and reports_rebuild() write. */
const ROLLUPS = ['dashboard_days', 'report_order_days', 'report_line_days', 'report_line_months', 'report_line_day_totals', 'report_payment_days', 'report_payment_source_days', 'report_customer_days'];
const BIG = ['orders', 'line_items', 'order_vendors', 'shipments', 'shipment_units', 'payments', 'payment_returns', 'state_changes', 'order_comments'];

/** How many generated orders (`R9…`) the database holds. */
export async function generatedOrderCount(query) {
  const [{ n }] = await query(`select count(*)::int as n from orders where number like 'R9%'`);
  return n;
}

/**
 * Runs the generator through `query(sql) → rows`. Answers the counts and seconds per step; `log`
 * gets a line per step. Refuses a database that already holds generated orders.
 */
export async function generateOrders(query, { orders = 1_000_000, log = () => {} } = {}) {
  const started = Date.now();
  const existing = await generatedOrderCount(query);
  if (existing > 0) throw new Error(`the database already holds ${existing} generated orders`);
  const [v] = await query(`select count(*)::int as n from variants where price > 0 and deleted_at is null`);
  if (!v.n) throw new Error('no variants with a price: generate or seed a catalogue first');
  const [base] = await query(`select (select coalesce(max(id), 0) from orders)::bigint as "order", (select coalesce(max(id), 0) from line_items)::bigint as line,
    (select coalesce(max(id), 0) from shipments)::bigint as ship`);
  const indexes = await query(`select indexname, indexdef from pg_indexes i where schemaname = 'public' and tablename in (${BIG.map((t) => `'${t}'`).join(',')})
    and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const i of indexes) await query(`drop index ${i.indexname}`);
  // foreign keys are right by construction: their row-by-row triggers skipped (superuser only)
  const replica = await query(`set session_replication_role = replica`).then(() => true, () => false);
  await query(`set work_mem = '256MB'`).catch(() => {});
  log(`dropped ${indexes.length} secondary indexes`);
  const steps = [];
  for (const stmt of orderStatements({ orders, base: { order: Number(base.order), line: Number(base.line), ship: Number(base.ship) } })) {
    const t = Date.now();
    await query(stmt);
    steps.push({ step: stmt.trim().split('\n')[0].slice(0, 70), seconds: (Date.now() - t) / 1000 });
    log(`${steps.at(-1).step} (${steps.at(-1).seconds} s)`);
  }
  if (replica) {
    await query(`set session_replication_role = origin`);
    // the dashboard's days are kept by triggers, skipped with the rest: counted once, here
    await query(`select dashboard_days_rebuild()`);
    await query(`select reports_rebuild()`);
    await query(`select customer_purchases_rebuild()`);
    // the rebuild writes each rollup in its hash aggregate's order, a day's rows spread over the
    // whole table; a shop's rollups grow day by day through the triggers, each day's rows together.
    // Laid out as they would have grown (30 days of lines: 33,000 pages read instead of 500)
    for (const table of ROLLUPS) {
      const [pk] = await query(`select indexrelid::regclass::text as name from pg_index where indrelid = '${table}'::regclass and indisprimary`);
      if (pk) await query(`cluster ${table} using ${pk.name}`);
    }
  }
  // explicit ids were given: move the sequences past them
  for (const table of ['orders', 'line_items', 'shipments']) {
    await query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  const t = Date.now();
  await query(`set maintenance_work_mem = '256MB'`).catch(() => {});
  for (const i of indexes) await query(i.indexdef);
  log(`rebuilt ${indexes.length} indexes (${(Date.now() - t) / 1000} s)`);
  // as autovacuum leaves a live table: statistics, and a visibility map for index-only scans
  // the rollups too: rebuilt wholesale above, with statistics of the empty tables they were, a
  // vendor's month read as a scan of every row (the merchant dashboard: 250 ms instead of 2)
  for (const table of [...BIG, ...ROLLUPS]) await query(`vacuum (analyze) ${table}`);
  // the bulk load's dirty pages written out now, as in generate-catalog.mjs
  await query('checkpoint').catch(() => {});
  const [counts] = await query(`select (select count(*) from orders)::int as orders, (select count(*) from line_items)::int as line_items,
    (select count(*) from shipments)::int as shipments, (select count(*) from payments)::int as payments`);
  return { ...counts, seconds: (Date.now() - started) / 1000, indexSeconds: (Date.now() - t) / 1000, steps };
}


whenRun(import.meta.url, () => runGenerator((query, { log, pglite }) => {
  const orders = Number(flags()('--orders', pglite ? 100_000 : 1_000_000));
  return generateOrders(query, { orders, log });
}));
